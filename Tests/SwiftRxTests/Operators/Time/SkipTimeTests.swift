import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("skip(_:scheduler:) by time", .scopedResources)
struct SkipTimeTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test func dropsElementsDuringTheDuration() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start { xs.skip(.seconds(25), scheduler: scheduler) }
            #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [RxTimeInterval.seconds(0), .seconds(-3)])
    func zeroOrNegativeDurationDropsNothingAfterTheFirstTick(duration: RxTimeInterval) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.skip(duration, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    }

    @Test func anErrorPassesDuringTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(215, TestError())])
        let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.error(215, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func completionPassesDuringTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(215)])
        let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.completed(215)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func neverDurationDropsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.skip(.never, scheduler: scheduler) }
        #expect(res.events == [.completed(250)])
    }

    @Test func disposingStopsDelivery() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start(disposed: 235) { xs.skip(.seconds(15), scheduler: scheduler) }
            #expect(res.events == [.next(220, 3), .next(230, 4)])
            #expect(xs.subscriptions == [Subscription(200, 235)])
        }
        #expect(liveResources == start)
    }
}
