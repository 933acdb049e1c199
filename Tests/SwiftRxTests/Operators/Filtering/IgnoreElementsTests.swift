import SwiftRx
import SwiftRxTest
import Testing

@Suite("ignoreElements", .scopedResources)
struct IgnoreElementsTests {
    @Test func passesOnlyCompletion() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.ignoreElements() }
            #expect(res.events == [.completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func passesError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 2))])
            let res = scheduler.start { xs.ignoreElements() }
            #expect(res.events == [.error(250, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func resultElementTypeIsNever() {
        let xs = Observable<Int>.just(1)
        let ignored: Observable<Never> = xs.ignoreElements()
        let log = EventLog<Never>()
        _ = ignored.subscribe { log.append($0) }
        #expect(log.events.count == 1)
        #expect(log.isCompleted)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.ignoreElements() }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
