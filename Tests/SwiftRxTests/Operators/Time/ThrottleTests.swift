import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("throttle", .scopedResources)
struct ThrottleTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(280, 5), .next(290, 6),
        .next(400, 7), .completed(500),
    ]

    @Test func latestSendsTheFirstElementAtOnceAndTheLastOfEachWindowAtItsEnd() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
            #expect(
                res.events == [.next(210, 2), .next(260, 4), .next(310, 6), .next(400, 7), .completed(500)]
            )
            #expect(xs.subscriptions == [Subscription(200, 500)])
        }
        #expect(liveResources == start)
    }

    @Test func withoutLatestDropsWhatArrivesDuringAWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(280, 5), .next(400, 7), .completed(500)])
    }

    @Test func completionWaitsForTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(260, 3), .completed(260)])
        // A test observable is let go as soon as it ends, before the throttled completion.
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func completionWithoutAWaitingElementIsImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorIsForwardedAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError())])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingCancelsThePendingTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(400)])
            let res = scheduler.start(disposed: 240) { xs.throttle(.seconds(50), scheduler: scheduler) }
            #expect(res.events == [.next(210, 2)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    @Test func anElementExactlyAtTheWindowEndIsSentAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .next(270, 4), .completed(400)])
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(260, 3), .completed(400)])
    }

    @Test func zeroDueTimeSendsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(211, 3), .next(212, 4), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(211, 3), .next(212, 4), .completed(220)])
    }
}
