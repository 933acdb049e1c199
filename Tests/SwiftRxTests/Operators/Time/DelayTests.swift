import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("delay", .scopedResources)
struct DelayTests {
    @Test func shiftsElementsAndCompletionByTheDueTime() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(250, 4), .completed(300),
            ])
            let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
            #expect(res.events == [.next(310, 2), .next(320, 3), .next(350, 4), .completed(400)])
            // The source is let go when it ends, not when the delayed completion is sent.
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func errorIsForwardedAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError())])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorAfterSomeElementsWereDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(280, 3), .error(330, TestError())])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(310, 2), .error(330, TestError())])
    }

    @Test func disposingCancelsPendingDeliveries() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(400)])
            let res = scheduler.start(disposed: 315) { xs.delay(.seconds(100), scheduler: scheduler) }
            #expect(res.events == [.next(310, 2)])
            #expect(xs.subscriptions == [Subscription(200, 315)])
        }
        #expect(liveResources == start)
    }

    @Test func eventsSentAtTheSameInstantGoOutOneRunApart() {
        // As in RxSwift, each run of the delay timer sends one event and schedules the next with
        // what is left of its wait; nothing is left for events sent together, and a TestScheduler
        // runs work due now on the next tick.
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).delay(.seconds(10), scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])

            let hot = TestScheduler(initialClock: 0)
            let xs = hot.createHotObservable([.next(210, 1), .completed(210)])
            let res2 = hot.start { xs.delay(.seconds(10), scheduler: hot) }
            #expect(res2.events == [.next(220, 1), .completed(221)])
        }
        #expect(liveResources == start)
    }

    @Test func anEventFallingDueLateIsSentOnItsOwnTime() {
        // 2 is due at 225 while 1 goes out at 220: its timer is armed for what is left, 5.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(220, 1), .next(225, 2), .completed(310)])
    }

    @Test func zeroDelaySendsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(211, 2), .next(221, 3), .completed(301)])
    }

    @Test func keepsOrderWhenElementsArriveFasterThanTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let times = Array(stride(from: 201, through: 260, by: 1))
        let xs = scheduler.createHotObservable(times.map { Recorded.next($0, $0) } + [.completed(261)])
        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        #expect(res.events == times.map { Recorded.next($0 + 30, $0) } + [.completed(291)])
    }

    @Test func coldSourceIsDelayedFromEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { ys.delay(.seconds(5), scheduler: scheduler) }
        #expect(res.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }
}
