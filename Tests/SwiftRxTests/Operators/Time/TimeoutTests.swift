import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("timeout", .scopedResources)
struct TimeoutTests {
    @Test func passesEverythingThroughWhileTheSourceKeepsTime() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(230, 3), .next(260, 4), .next(300, 5), .completed(350),
            ])
            let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
            #expect(res.events == [.next(210, 2), .next(230, 3), .next(260, 4), .next(300, 5), .completed(350)])
            #expect(xs.subscriptions == [Subscription(200, 350)])
        }
        #expect(liveResources == start)
    }

    @Test func failsWithRxErrorTimeoutWhenAGapIsTooLong() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .next(300, 4), .completed(400)])
            let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
            #expect(res.events == [.next(210, 2), .next(230, 3), .error(280, RxError.timeout)])
            #expect(xs.subscriptions == [Subscription(200, 280)])
        }
        #expect(liveResources == start)
    }

    @Test func theFirstWaitStartsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(260, 2)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(250, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func switchesToOtherAfterATimeout() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .next(300, 4), .completed(400)])
            let ys = scheduler.createColdObservable([.next(10, 100), .next(20, 200), .completed(30)])
            let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            #expect(res.events == [.next(210, 2), .next(230, 3), .next(290, 100), .next(300, 200), .completed(310)])
            #expect(xs.subscriptions == [Subscription(200, 280)])
            #expect(ys.subscriptions == [Subscription(280, 310)])
        }
        #expect(liveResources == start)
    }

    @Test func otherIsNotSubscribedWhenTheSourceEndsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(240, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 100), .completed(30)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(240, TestError())])
        #expect(ys.subscriptions.isEmpty)
    }

    @Test func disposingCancelsTheTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(400)])
            let ys = scheduler.createColdObservable([.next(10, 100), .completed(30)])
            let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
            #expect(res.events == [.next(210, 2)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions.isEmpty)
        }
        #expect(liveResources == start)
    }

    @Test func disposingAfterTheSwitchDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, 100), .next(50, 200), .completed(60)])
        let res = scheduler.start(disposed: 280) { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(270, 100)])
        #expect(ys.subscriptions == [Subscription(260, 280)])
    }

    @Test func neverDueTimeNeverTimesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(900, 3), .completed(950)])
        let res = scheduler.start { xs.timeout(.never, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(900, 3), .completed(950)])
    }
}
