import SwiftRx
import SwiftRxTest
import Testing

@Suite("ifEmpty(switchTo:)", .scopedResources)
struct IfEmptySwitchTests {
    @Test func nonEmptySourceNeverSubscribesOther() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let other = scheduler.createColdObservable([.next(10, 9), .completed(20)])
            let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(other.subscriptions.isEmpty)
        }
        #expect(liveResources == resources)
    }

    @Test func emptySourceSwitchesToOtherWhenItCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
            let other = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
            let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == [.next(310, 7), .next(320, 8), .completed(330)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(other.subscriptions == [Subscription(300, 330)])
        }
        #expect(liveResources == resources)
    }

    @Test func errorFromOtherEndsTheResult() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
            let other = scheduler.createColdObservable([.next(10, 7), .error(20, TestError(id: 2))])
            let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == [.next(310, 7), .error(320, TestError(id: 2))])
            #expect(other.subscriptions == [Subscription(300, 320)])
        }
        #expect(liveResources == resources)
    }

    @Test func sourceErrorEndsTheResultWithoutSwitching() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(250, TestError(id: 1))] as [Recorded<Event<Int>>])
            let other = scheduler.createColdObservable([.next(10, 7), .completed(20)])
            let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == [.error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions.isEmpty)
        }
        #expect(liveResources == resources)
    }

    @Test func disposalWhileOnOtherDisposesIt() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
            let other = scheduler.createColdObservable([.next(10, 7), .next(100, 8), .completed(200)])
            let res = scheduler.start(disposed: 350) { xs.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events == [.next(310, 7)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(other.subscriptions == [Subscription(300, 350)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBeforeTheSourceEndsNeverSubscribesOther() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
            let other = scheduler.createColdObservable([.next(10, 7), .completed(20)])
            let res = scheduler.start(disposed: 250) { xs.ifEmpty(switchTo: other.asObservable()) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions.isEmpty)
        }
        #expect(liveResources == resources)
    }
}
