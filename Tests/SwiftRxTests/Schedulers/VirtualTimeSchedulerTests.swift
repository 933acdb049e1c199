import Foundation
import SwiftRx
import Synchronization
import Testing

/// A minimal converter with `Int` ticks of one second, so the base class is tested on its own.
private struct TickConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

private final class TickScheduler: VirtualTimeScheduler<TickConverter>, @unchecked Sendable {
    // No state of its own.
    init(clock: Int = 0) {
        super.init(initialClock: clock, converter: TickConverter())
    }
}

/// Records `label@clock` for each action run.
private final class RunLog: Sendable {
    private let entries = Mutex<[String]>([])
    var all: [String] { entries.withLock { $0 } }
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
}

/// Holds an object whose lifetime a test observes.
private final class Tracked: Sendable {}

@Suite("VirtualTimeScheduler")
struct VirtualTimeSchedulerTests {
    @Test func runsItemsByTimeThenByInsertionOrder() {
        let scheduler = TickScheduler()
        let log = RunLog()
        for (label, time) in [("a", 30), ("b", 10), ("c", 30), ("d", 20), ("e", 10)] {
            _ = scheduler.scheduleAbsoluteVirtual(label, time: time) { label in
                log.add("\(label)@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(log.all == ["b@10", "e@10", "d@20", "a@30", "c@30"])
        #expect(scheduler.clock == 30)
    }

    @Test func relativeSchedulingCountsFromTheCurrentClock() {
        let scheduler = TickScheduler(clock: 100)
        let log = RunLog()
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
            log.add("virtual@\(scheduler.clock)")
            _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
                log.add("relative@\(scheduler.clock)")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.add("now@\(scheduler.clock)")
                return Disposables.create()
            }
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.all == ["virtual@105", "now@105", "relative@108"])
        #expect(scheduler.now == Date(timeIntervalSince1970: 108))
    }

    @Test func pastItemsRunAtTheCurrentClockWithoutMovingItBack() {
        let scheduler = TickScheduler()
        let log = RunLog()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 50) { _ in
            _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
                log.add("past@\(scheduler.clock)")
                return Disposables.create()
            }
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.all == ["past@50"])
        #expect(scheduler.clock == 50)
    }

    @Test func advanceToRunsOnlyWhatIsDueAndSetsTheClock() {
        let scheduler = TickScheduler()
        let log = RunLog()
        for time in [10, 20, 30] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { time in
                log.add("\(time)")
                return Disposables.create()
            }
        }
        scheduler.advanceTo(20)
        #expect(log.all == ["10", "20"])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(25)
        #expect(log.all == ["10", "20"])
        #expect(scheduler.clock == 25)
        scheduler.start()
        #expect(log.all == ["10", "20", "30"])
    }

    /// As in RxSwift, advancing to an earlier time runs nothing new and sets the clock back.
    @Test func advanceToAnEarlierTimeSetsTheClockBack() {
        let scheduler = TickScheduler()
        let log = RunLog()
        _ = scheduler.scheduleAbsoluteVirtual(40, time: 40) { time in
            log.add("\(time)")
            return Disposables.create()
        }
        scheduler.advanceTo(30)
        scheduler.advanceTo(10)
        #expect(log.all == [])
        #expect(scheduler.clock == 10)
        scheduler.start()
        #expect(log.all == ["40"])
        #expect(scheduler.clock == 40)
    }

    @Test func sleepMovesTheClockWithoutRunningWork() {
        let scheduler = TickScheduler(clock: 10)
        let log = RunLog()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 15) { _ in
            log.add("ran@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.sleep(20)  // virtual time: moves the clock, no wall-clock wait
        #expect(scheduler.clock == 30)
        #expect(log.all.isEmpty)
        scheduler.start()
        #expect(log.all == ["ran@30"])
    }

    @Test func stopLeavesTheRestQueued() {
        let scheduler = TickScheduler()
        let log = RunLog()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            log.add("10")
            scheduler.stop()
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            log.add("20")
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.all == ["10"])
        #expect(scheduler.clock == 10)
        scheduler.start()
        #expect(log.all == ["10", "20"])
    }

    @Test func nestedStartReturnsAtOnce() {
        let scheduler = TickScheduler()
        let log = RunLog()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            scheduler.start()
            log.add("outer@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            log.add("later@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.all == ["outer@10", "later@20"])
    }

    @Test func cancelledItemsDoNotRunAndReleaseWhatTheyCaptured() {
        let scheduler = TickScheduler()
        let log = RunLog()
        weak var weakTracked: Tracked?
        let item: any Disposable
        do {
            let tracked = Tracked()
            weakTracked = tracked
            item = scheduler.scheduleAbsoluteVirtual(tracked, time: 10) { _ in
                log.add("cancelled item ran")
                return Disposables.create()
            }
        }
        #expect(weakTracked != nil)
        item.dispose()
        #expect(weakTracked == nil)
        scheduler.start()
        #expect(log.all.isEmpty)
        #expect(scheduler.clock == 0, "a cancelled item must not move the clock")
    }

    @Test func disposingAfterTheRunDisposesWhatTheActionReturned() {
        let scheduler = TickScheduler()
        let disposed = Counter()
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            Disposables.create { disposed.increment() }
        }
        scheduler.start()
        #expect(disposed.count == 0)
        item.dispose()
        item.dispose()
        #expect(disposed.count == 1)
    }

    @Test func neverIsNotScheduled() {
        let scheduler = TickScheduler()
        let log = RunLog()
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            log.add("never")
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.all.isEmpty)
        #expect(scheduler.clock == 0)
    }

    @Test func schedulingFromManyThreadsLosesNothing() async {
        let scheduler = TickScheduler()
        let count = Counter()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<250 {
                        _ = scheduler.scheduleAbsoluteVirtual((), time: (task * 250 + index) % 97) { _ in
                            count.increment()
                            return Disposables.create()
                        }
                    }
                }
            }
        }
        scheduler.start()
        #expect(count.count == 2_000)
        #expect(scheduler.clock == 96)
    }

    /// The default periodic scheduling queues the next tick before it runs the action, as RxSwift
    /// does: work the action schedules for the next tick's instant runs after that tick.
    @Test func aPeriodicTickRunsBeforeWorkThePreviousTickScheduledForTheSameInstant() {
        let scheduler = TickScheduler()
        let log = RunLog()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { tick in
            log.add("tick\(tick)@\(scheduler.clock)")
            _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                log.add("work\(tick)@\(scheduler.clock)")
                return Disposables.create()
            }
            return tick + 1
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 25) { _ in
            periodic.dispose()
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.all == ["tick0@10", "tick1@20", "work0@20", "work1@30"])
    }

    @Test func debugDescriptionListsPendingTimes() {
        let scheduler = TickScheduler(clock: 5)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
        scheduler.scheduleAbsoluteVirtual((), time: 15) { _ in Disposables.create() }.dispose()
        #expect(scheduler.debugDescription.hasSuffix("(clock: 5, pending: [10, 20])"))
    }
}
