import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("Observable.timer", .scopedResources)
struct TimerTests {
    @Test func oneShotSendsZeroThenCompletesAtDueTime() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
            #expect(res.events == [.next(250, 0), .completed(250)])
        }
        #expect(liveResources == start)
    }

    @Test func periodicCountsUpEveryPeriodUntilDisposed() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 400) {
                Observable<Int>.timer(.seconds(50), period: .seconds(20), scheduler: scheduler)
            }
            // 250, 270, ..., 390; the tick due at 410 is cancelled by the disposal at 400.
            #expect(res.events == (0...7).map { Recorded.next(250 + 20 * $0, $0) })
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [RxTimeInterval.seconds(0), .seconds(-5), .nanoseconds(-1)])
    func zeroOrNegativeDueTimeFiresAtTheNextTick(dueTime: RxTimeInterval) {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(dueTime, scheduler: scheduler) }
        #expect(res.events == [.next(201, 0), .completed(201)])
    }

    /// A zero due time runs one tick later on the test scheduler, and the period is counted from
    /// that first run, as RxSwift does: 201, 211, 221, not 201, 210, 220.
    @Test func periodicWithZeroDueTimeCountsThePeriodFromTheFirstRun() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 235) {
                Observable<Int>.timer(.seconds(0), period: .seconds(10), scheduler: scheduler)
            }
            #expect(res.events == [.next(201, 0), .next(211, 1), .next(221, 2), .next(231, 3)])
            let second = TestScheduler(initialClock: 0)
            let taken = second.start {
                Observable<Int>.timer(.seconds(0), period: .seconds(10), scheduler: second).take(3)
            }
            #expect(taken.events == [.next(201, 0), .next(211, 1), .next(221, 2), .completed(221)])
        }
        #expect(liveResources == start)
    }

    @Test func neverDueTimeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, period: .seconds(10), scheduler: scheduler) }
        #expect(res.events.isEmpty)
    }

    @Test func neverPeriodSendsOnlyTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(5), period: .never, scheduler: scheduler) }
        #expect(res.events == [.next(205, 0)])
    }

    @Test func disposingBeforeTheDueTimeCancelsTheTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
            #expect(res.events.isEmpty)
        }
        #expect(liveResources == start)
    }

    @Test func worksWithOtherIntegerTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) {
            Observable<UInt8>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    @Test func eachSubscriptionRunsItsOwnTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = Observable<Int>.timer(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = timer.subscribe(first) }
        scheduler.scheduleAt(150) { _ = timer.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(110, 0), .completed(110)])
        #expect(second.events == [.next(160, 0), .completed(160)])
    }

    /// A period of zero runs as in RxSwift: after the due time, one element per virtual tick.
    @Test func zeroPeriodCountsOncePerVirtualTickAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 215) {
            Observable<Int>.timer(.seconds(10), period: .seconds(0), scheduler: scheduler)
        }
        #expect(res.events == (0...4).map { Recorded.next(210 + $0, $0) })
    }

    @Test func zeroPeriodOnARealSchedulerIsReportedAsTimer() {
        let reports = capturingViolations {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.timer.zero")
            let done = DispatchSemaphore(value: 0)
            let subscription = Observable<Int>.timer(.seconds(0), period: .seconds(0), scheduler: scheduler)
                .take(while: { $0 < 3 })
                .subscribe(onCompleted: { done.signal() })
            #expect(done.wait(timeout: .now() + .seconds(20)) == .success)
            subscription.dispose()
        }
        #expect(reports.map(\.description).contains { $0.contains("SwiftRx warning in `timer(period: 0)`") })
        #expect(reports.count == 1)
    }
}
