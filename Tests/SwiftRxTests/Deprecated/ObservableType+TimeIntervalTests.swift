import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Testing

@Suite("Foundation.TimeInterval forms of the time operators (deprecated)", .scopedResources)
struct ObservableTypeTimeIntervalTests {
    /// 1 at 210, 2 at 240, 3 at 300, 4 at 320, completed at 400; on a default `TestScheduler` one
    /// second is one tick.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(300, 3), .next(320, 4), .completed(400),
        ])
    }

    @available(*, deprecated)
    @Test func delayShiftsByTheSeconds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler)
            let res = scheduler.start { xs.delay(25.0, scheduler: scheduler) }
            #expect(res.events == [.next(235, 1), .next(265, 2), .next(325, 3), .next(345, 4), .completed(425)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func fractionalSecondsAreKeptToTheMillisecondAndBeyond() {
        // One tick is a millisecond here: 0.5 s is 500 ticks and 0.001 s is one.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let half = scheduler.start { xs.delay(0.5, scheduler: scheduler) }
        #expect(half.events == [.next(710, 1), .completed(800)])

        let other = TestScheduler(initialClock: 0, resolution: 0.001)
        let ys = other.createHotObservable([.next(210, 1), .completed(300)])
        let milli = other.start { ys.delay(0.001, scheduler: other) }
        #expect(milli.events == [.next(211, 1), .completed(301)])

        let third = TestScheduler(initialClock: 0, resolution: 0.001)
        let ticks = third.start(disposed: 1000) { Observable<Int>.interval(0.25, scheduler: third) }
        #expect(ticks.events == [.next(450, 0), .next(700, 1), .next(950, 2)])
    }

    @available(*, deprecated)
    @Test func delaySubscriptionWaitsTheSecondsBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.delaySubscription(25.0, scheduler: scheduler) }
        #expect(res.events == [.next(235, 1), .next(245, 2), .completed(255)])
        #expect(xs.subscriptions == [Subscription(225, 255)])
    }

    @available(*, deprecated)
    @Test func debounceSendsAnElementOnceItStayedTheLatestForTheSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.debounce(25.0, scheduler: scheduler) }
        #expect(res.events == [.next(235, 1), .next(265, 2), .next(345, 4), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @available(*, deprecated)
    @Test func throttleOpensWindowsOfTheSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.throttle(35.0, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(245, 2), .next(300, 3), .next(335, 4), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let dropping = other.start { ys.throttle(35.0, latest: false, scheduler: other) }
        #expect(dropping.events == [.next(210, 1), .next(300, 3), .completed(400)])
    }

    @available(*, deprecated)
    @Test func timeoutFailsAfterAGapOfTheSeconds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler)
            let res = scheduler.start { xs.timeout(35.0, scheduler: scheduler) }
            #expect(res.events == [.next(210, 1), .next(240, 2), .error(275, RxError.timeout)])
            #expect(xs.subscriptions == [Subscription(200, 275)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func timeoutSwitchesToTheOtherSequenceAfterAGapOfTheSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let ys = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start { xs.timeout(35.0, other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(240, 2), .next(280, 9), .completed(285)])
        #expect(xs.subscriptions == [Subscription(200, 275)])
        #expect(ys.subscriptions == [Subscription(275, 285)])
    }

    @available(*, deprecated)
    @Test func takeCompletesAfterTheSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(50.0, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(240, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @available(*, deprecated)
    @Test func skipDropsTheElementsOfTheFirstSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(50.0, scheduler: scheduler) }
        #expect(res.events == [.next(300, 3), .next(320, 4), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @available(*, deprecated)
    @Test func bufferSendsWhenFullOrWhenTheSecondsHavePassed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.buffer(timeSpan: 70.0, count: 2, scheduler: scheduler) }
        // Full at 240 (a new span starts there), then time-ended at 310 and 380, then the
        // completion sends the (empty) array being filled.
        #expect(res.events == [.next(240, [1, 2]), .next(310, [3]), .next(380, [4]), .next(400, []), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @available(*, deprecated)
    @Test func windowEndsAWindowWhenFullOrWhenTheSecondsHavePassed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.window(timeSpan: 70.0, count: 2, scheduler: scheduler).flatMap { window in window.toArray() }
        }
        #expect(res.events == [.next(240, [1, 2]), .next(310, [3]), .next(380, [4]), .next(400, []), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @available(*, deprecated)
    @Test func intervalTicksEveryPeriodOfSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) { Observable<Int>.interval(10.0, scheduler: scheduler) }
        #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    @available(*, deprecated)
    @Test func timerWaitsTheSecondsThenTicksEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Observable<Int>.timer(25.0, scheduler: scheduler) }
        #expect(once.events == [.next(225, 0), .completed(225)])

        let other = TestScheduler(initialClock: 0)
        let periodic = other.start(disposed: 250) { Observable<Int64>.timer(25.0, period: 10.0, scheduler: other) }
        #expect(periodic.events == [.next(225, 0), .next(235, 1), .next(245, 2)])
    }

    /// Integer literals have no `RxTimeInterval` form, so they take the seconds form, as in RxSwift.
    @available(*, deprecated)
    @Test func integerLiteralsAreSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(0, scheduler: scheduler) }
        #expect(res.events == [.next(201, 0), .completed(201)])

        let other = TestScheduler(initialClock: 0)
        let xs = other.createHotObservable([.next(210, 1), .completed(300)])
        let delayed = other.start { xs.delay(5, scheduler: other).throttle(1, scheduler: other) }
        #expect(delayed.events == [.next(215, 1), .completed(305)])
    }

    /// Not deprecated on purpose: each call below must keep resolving to the `RxTimeInterval` form.
    /// Should one become ambiguous, the build fails; should one pick a seconds form, the build
    /// warns (and CI fails on warnings).
    @Test func rxTimeIntervalCallsStillPickTheRxTimeIntervalForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let s: any SchedulerType = scheduler
        let xs = Observable.of(1, 2, 3)
        let interval: RxTimeInterval = .milliseconds(300)
        let chain =
            xs
            .delay(.seconds(1), scheduler: s)
            .delaySubscription(.milliseconds(10), scheduler: s)
            .debounce(interval, scheduler: s)
            .throttle(.milliseconds(300), scheduler: s)
            .throttle(.milliseconds(300), latest: false, scheduler: s)
            .timeout(.seconds(5), scheduler: s)
            .timeout(.seconds(5), other: Observable.just(0), scheduler: s)
            .take(for: .seconds(60), scheduler: s)
            .skip(.nanoseconds(0), scheduler: s)
        let grouped = chain.buffer(timeSpan: .seconds(1), count: 2, scheduler: s)
        let windows = chain.window(timeSpan: .never, count: 2, scheduler: s)
        let ticks = Observable<Int>.interval(.seconds(1), scheduler: s)
        let timers = [
            Observable<Int>.timer(.seconds(1), scheduler: s),
            Observable<Int>.timer(.seconds(0), period: .seconds(1), scheduler: s),
            Observable<Int>.timer(.seconds(1), period: nil, scheduler: s),
        ]
        let single = Single.just(1)
            .delay(.seconds(1), scheduler: s)
            .delaySubscription(.seconds(1), scheduler: s)
            .timeout(.seconds(1), scheduler: s)
            .timeout(.seconds(1), other: .just(2), scheduler: s)
        let completable = Completable.empty().timeout(.seconds(1), other: .empty(), scheduler: s)
        let driver = Driver.just(1).delay(.seconds(1)).throttle(.milliseconds(300)).debounce(.seconds(1))
        let infallible = Infallible.just(1).delay(.seconds(1), scheduler: s).throttle(.seconds(1), scheduler: s)

        // The chain runs (its timings are the RxTimeInterval operators' own tests' business).
        let res = scheduler.start(disposed: 20_000) { grouped }
        #expect(res.events.last?.value == .completed)
        _ = (windows, ticks, timers, single, completable, driver, infallible)
    }
}
