import Foundation
import SwiftRx
import SwiftRxTest
import Testing

/// Which kind of shared sequence a test runs on; the operators are the same for both.
enum SharedSequenceKind: String, CaseIterable, Sendable {
    case driver, signal
}

@Suite("Foundation.TimeInterval forms of the Driver and Signal time operators (deprecated)", .scopedResources)
struct SharedSequenceTimeIntervalTests {
    /// 1 at 210, 2 at 240, 3 at 300, 4 at 320, completed at 400. On a default `TestScheduler` one
    /// second is one tick; the hop onto the mocked sharing scheduler adds one tick, so the shared
    /// sequence sends them at 211, 241, 301, 321 and 401.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(240, 2), .next(300, 3), .next(320, 4), .completed(400),
        ])
    }

    /// Runs `operation` on `xs` made into a driver or a signal, on `scheduler` as the sharing
    /// scheduler, from 200 to `disposed`.
    private func run(
        _ kind: SharedSequenceKind,
        _ xs: TestableObservable<Int>,
        on scheduler: TestScheduler,
        disposed: TestTime = 1000,
        _ driverOperation: @escaping (Driver<Int>) -> Driver<Int>,
        _ signalOperation: @escaping (Signal<Int>) -> Signal<Int>
    ) -> TestableObserver<Int> {
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: disposed) { () -> Observable<Int> in
                switch kind {
                case .driver: driverOperation(xs.asDriver(onErrorJustReturn: -1)).asObservable()
                case .signal: signalOperation(xs.asSignal(onErrorJustReturn: -1)).asObservable()
                }
            }
        }
    }

    @available(*, deprecated)
    @Test(arguments: SharedSequenceKind.allCases)
    func debounceSendsAnElementOnceItStayedTheLatestForTheSeconds(kind: SharedSequenceKind) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler)
            let res = run(kind, xs, on: scheduler, { $0.debounce(25.0) }, { $0.debounce(25.0) })
            // 3 (at 301) is replaced by 4 (at 321) before its 25 seconds are up.
            #expect(res.events == [.next(236, 1), .next(266, 2), .next(346, 4), .completed(401)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test(arguments: SharedSequenceKind.allCases)
    func throttleOpensWindowsOfTheSeconds(kind: SharedSequenceKind) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler)
            let res = run(kind, xs, on: scheduler, { $0.throttle(35.0) }, { $0.throttle(35.0) })
            // 2 arrives in 1's window (211-246) and is sent when it ends; 4 likewise in 3's.
            #expect(res.events == [.next(211, 1), .next(246, 2), .next(301, 3), .next(336, 4), .completed(401)])
            #expect(xs.subscriptions == [Subscription(200, 400)])

            let other = TestScheduler(initialClock: 0)
            let ys = source(other)
            let dropping = run(
                kind, ys, on: other, { $0.throttle(35.0, latest: false) }, { $0.throttle(35.0, latest: false) }
            )
            #expect(dropping.events == [.next(211, 1), .next(301, 3), .completed(401)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test(arguments: SharedSequenceKind.allCases)
    func delayShiftsByTheSeconds(kind: SharedSequenceKind) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler)
            let res = run(kind, xs, on: scheduler, { $0.delay(25.0) }, { $0.delay(25.0) })
            #expect(res.events == [.next(236, 1), .next(266, 2), .next(326, 3), .next(346, 4), .completed(426)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test(arguments: SharedSequenceKind.allCases)
    func intervalTicksEveryPeriodOfSeconds(kind: SharedSequenceKind) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start(disposed: 235) { () -> Observable<Int> in
                    switch kind {
                    case .driver: Driver<Int>.interval(10.0).asObservable()
                    case .signal: Signal<Int>.interval(10.0).asObservable()
                    }
                }
            }
            #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test(arguments: SharedSequenceKind.allCases)
    func timerWaitsTheSecondsThenTicksEveryPeriod(kind: SharedSequenceKind) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start(disposed: 250) { () -> Observable<Int64> in
                    switch kind {
                    case .driver: Driver<Int64>.timer(25.0, period: 10.0).asObservable()
                    case .signal: Signal<Int64>.timer(25.0, period: 10.0).asObservable()
                    }
                }
            }
            #expect(res.events == [.next(225, 0), .next(235, 1), .next(245, 2)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func aDriverReplaysTheLatestTimedElementToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let late = scheduler.createObserver(Int.self)
        let res = SharingScheduler.mock(scheduler: scheduler) {
            let delayed = xs.asDriver(onErrorJustReturn: -1).delay(25.0)
            scheduler.scheduleAt(250) { _ = delayed.asObservable().subscribe(late) }
            return scheduler.start { delayed }
        }
        #expect(res.events == [.next(236, 1), .next(266, 2), .next(326, 3), .next(346, 4), .completed(426)])
        // The late observer shares the one delayed subscription and first gets its latest element.
        #expect(late.events == [.next(250, 1), .next(266, 2), .next(326, 3), .next(346, 4), .completed(426)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @available(*, deprecated)
    @Test func fractionalSecondsAreKeptToTheMillisecondAndBeyond() {
        // One tick is a millisecond here: 0.5 s is 500 ticks and 0.25 s is 250.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let half = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asDriver(onErrorJustReturn: -1).delay(0.5) }
        }
        #expect(half.events == [.next(711, 1), .completed(801)])

        let other = TestScheduler(initialClock: 0, resolution: 0.001)
        let ticks = SharingScheduler.mock(scheduler: other) {
            other.start(disposed: 1000) { Signal<Int>.interval(0.25) }
        }
        #expect(ticks.events == [.next(450, 0), .next(700, 1), .next(950, 2)])
    }

    /// Integer literals have no `RxTimeInterval` form, so they take the seconds form, as in RxCocoa.
    @available(*, deprecated)
    @Test func integerLiteralsAreSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asSignal(onErrorJustReturn: -1).delay(5).throttle(1).debounce(2) }
        }
        #expect(res.events == [.next(218, 1), .completed(306)])

        let other = TestScheduler(initialClock: 0)
        let ticks = SharingScheduler.mock(scheduler: other) {
            other.start(disposed: 215) { Driver<Int>.timer(3, period: 4) }
        }
        #expect(ticks.events == [.next(203, 0), .next(207, 1), .next(211, 2)])
    }

    /// Not deprecated on purpose: each call below must keep resolving to the `RxTimeInterval` form.
    /// Should one become ambiguous, the build fails; should one pick a seconds form, the build
    /// warns (and CI fails on warnings).
    @Test func rxTimeIntervalCallsStillPickTheRxTimeIntervalForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Observable<Int> in
                let driver = xs.asDriver(onErrorJustReturn: -1)
                    .delay(.seconds(1))
                    .throttle(.milliseconds(300))
                    .throttle(.seconds(1), latest: false)
                    .debounce(.nanoseconds(0))
                let signal = xs.asSignal(onErrorJustReturn: -1)
                    .delay(.never)
                    .throttle(.seconds(1), latest: true)
                    .debounce(.microseconds(5))
                let ticks: [Driver<Int>] = [
                    Driver<Int>.interval(.seconds(1)),
                    Driver<Int>.timer(.seconds(1)),
                    Driver<Int>.timer(.seconds(0), period: .seconds(1)),
                    Driver<Int>.timer(.seconds(1), period: nil),
                ]
                let signalTicks: [Signal<Int>] = [
                    Signal<Int>.interval(.milliseconds(10)),
                    Signal<Int>.timer(.seconds(1)),
                ]
                _ = (signal, ticks, signalTicks)
                return driver.asObservable()
            }
        }
        // The chain runs (its timings are the RxTimeInterval operators' own tests' business).
        #expect(res.events.last?.value == .completed)
    }
}
