import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

private struct Boom: Error, Equatable {}

/// The virtual time at which a `@Sendable` scheduled action ran.
private final class RunTime: Sendable {
    private let storage = Mutex<TestTime?>(nil)
    var value: TestTime? { storage.withLock { $0 } }
    func record(_ time: TestTime) { storage.withLock { $0 = time } }
}

/// A test-local, non-Sendable log the scheduled closures may mutate: they run on the test's thread.
private final class Steps {
    var entries: [String] = []
}

@Suite("TestScheduler")
struct TestSchedulerTests {
    @Test func startUsesTheDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return Observable.just(1)
        }
        #expect(createdAt == TestScheduler.Defaults.created)
        #expect(res.events == [.next(200, 1), .completed(200)])
        #expect(TestScheduler.Defaults.created == 100)
        #expect(TestScheduler.Defaults.subscribed == 200)
        #expect(TestScheduler.Defaults.disposed == 1000)
    }

    @Test func startWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(310, 2), .next(420, 3), .completed(500)])
        let res = scheduler.start(created: 50, subscribed: 300, disposed: 400) { xs.map { $0 * 10 } }
        #expect(res.events == [.next(310, 20)])
        #expect(xs.subscriptions == [Subscription(300, 400)])
    }

    @Test func startDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(410, 2), .completed(500)])
        let res = scheduler.start(disposed: 400) { xs.filter { $0 > 0 } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    /// `record` subscribes at once, keeps the observer's events, and disposes at the given time
    /// (1000 by default), as RxTest's does.
    @Test func recordSubscribesNowAndDisposesAtTheGivenTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(450, 2), .next(1100, 3), .completed(1200)])
        let early = scheduler.record(xs.map { $0 * 10 }, disposed: 400)
        let whole = scheduler.record(xs)
        let immediate = scheduler.record(Observable.just(7))
        scheduler.start()
        #expect(early.events == [.next(150, 10)])
        #expect(whole.events == [.next(150, 1), .next(450, 2)])
        #expect(immediate.events == [.next(0, 7), .completed(0)])
        #expect(xs.subscriptions == [Subscription(0, 400), Subscription(0, 1000)])
    }

    @Test func startLeavesNoResourcesBehind() {
        withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Boom())])
            let res = scheduler.start { xs.map { $0 + 1 } }
            #expect(res.events == [.next(210, 2), .error(220, Boom())])
        }
    }

    @Test func scheduleAtRunsAtAbsoluteTimesAndMayMutateLocals() {
        let scheduler = TestScheduler(initialClock: 0)
        let steps = Steps()
        var subscription: (any Disposable)?
        let xs = scheduler.createHotObservable([.next(220, "a"), .next(320, "b")])
        let res = scheduler.createObserver(String.self)
        scheduler.scheduleAt(300) {
            subscription?.dispose(); steps.entries.append("dispose@\(scheduler.clock)")
        }
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(res); steps.entries.append("subscribe@\(scheduler.clock)")
        }
        scheduler.start()
        #expect(steps.entries == ["subscribe@200", "dispose@300"])
        #expect(res.events == [.next(220, "a")])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test(arguments: [(true, 201), (false, 200)])
    func processingDelayShiftsImmediateWorkByOneTick(simulate: Bool, expected: TestTime) {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulate)
        #expect(timeOfImmediateWorkScheduledAt200(on: scheduler) == expected)
    }

    /// The earlier SwiftRx label still compiles (with a deprecation warning) and means the same.
    @available(*, deprecated)
    @Test(arguments: [(true, 201), (false, 200)])
    func deprecatedProcessorDelayLabelForwards(simulate: Bool, expected: TestTime) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessorDelay: simulate)
        #expect(timeOfImmediateWorkScheduledAt200(on: scheduler) == expected)
    }

    /// Schedules work "now" from an action running at 200 and returns when it ran.
    private func timeOfImmediateWorkScheduledAt200(on scheduler: TestScheduler) -> TestTime? {
        let ranAt = RunTime()
        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in
                ranAt.record(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        return ranAt.value
    }

    /// Relative scheduling in virtual units is not shifted, as in RxSwift: only `schedule` and
    /// `scheduleRelative` (an operator's hop through the scheduler) get the processing delay.
    @Test func processingDelayDoesNotShiftRelativeVirtualWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let ranAt = RunTime()
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
                ranAt.record(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(ranAt.value == 100)
    }

    @Test func processingDelayDoesNotShiftFutureWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let ranAt = RunTime()
        scheduler.scheduleAt(200) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ranAt.record(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(ranAt.value == 205)
    }

    @Test(arguments: [(1.0, 3), (0.001, 3_000), (0.5, 6)])
    func resolutionScalesRealIntervals(resolution: Double, ticks: TestTime) {
        let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
        let ranAt = RunTime()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
            ranAt.record(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        #expect(ranAt.value == ticks)
        #expect(scheduler.now == Date(timeIntervalSince1970: Double(ticks) * resolution))
    }

    @Test func advanceByAndAdvanceToMoveTheClock() {
        let scheduler = TestScheduler(initialClock: 10)
        let steps = Steps()
        for time in [15, 25, 40] {
            scheduler.scheduleAt(time) { steps.entries.append("\(time)") }
        }
        scheduler.advanceBy(15)
        #expect(scheduler.clock == 25)
        #expect(steps.entries == ["15", "25"])
        scheduler.advanceTo(30)
        #expect(scheduler.clock == 30)
        scheduler.sleep(5)  // virtual time: moves the clock, no wall-clock wait
        #expect(scheduler.clock == 35)
        #expect(steps.entries == ["15", "25"])
        scheduler.advanceBy(5)
        #expect(steps.entries == ["15", "25", "40"])
    }

    @Test func stopHaltsStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let steps = Steps()
        scheduler.scheduleAt(10) {
            steps.entries.append("10"); scheduler.stop()
        }
        scheduler.scheduleAt(20) { steps.entries.append("20") }
        scheduler.start()
        #expect(steps.entries == ["10"])
        #expect(scheduler.clock == 10)
    }

    @Test func converterArithmeticSaturates() {
        let scheduler = TestScheduler(initialClock: Int.max - 5)
        scheduler.scheduleAt(Int.max) {}
        scheduler.advanceBy(100)
        #expect(scheduler.clock == Int.max)
    }
}
