import SwiftRx
import SwiftRxTest
import Testing

@Suite("ifEmpty(default:)", .scopedResources)
struct IfEmptyTests {
    @Test func passesElementsOfANonEmptySource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func sendsTheDefaultWhenTheSourceCompletesEmpty() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            #expect(res.events == [.next(300, 42), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func emptyFailingSourceFailsWithoutTheDefault() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(250, TestError(id: 1))] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            #expect(res.events == [.error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBeforeCompletionSendsNothing() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
            let res = scheduler.start(disposed: 250) { xs.ifEmpty(default: 42) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
