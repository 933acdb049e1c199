import Dispatch
import Foundation
import SwiftRx
import Synchronization
import Testing

@Suite("SerialDispatchQueueScheduler", .scopedResources)
struct SerialDispatchQueueSchedulerTests {
    /// Generous bound for work that should finish in milliseconds; exceeding it fails the test.
    private static let bound = DispatchTimeInterval.seconds(20)

    private static func wait(_ semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + bound) == .success
    }

    @Test func runsActionsOneAtATimeInScheduleOrder() {
        let start = liveResources
        do {
            // A concurrent target: the scheduler's own serial queue must still serialize the work.
            let scheduler = SerialDispatchQueueScheduler(
                queue: DispatchQueue.global(),
                internalSerialQueueName: "test.serial"
            )
            let order = Mutex<[Int]>([])
            let depth = Atomic<Int>(0)
            let overlaps = Atomic<Int>(0)
            let done = DispatchSemaphore(value: 0)
            let count = 200
            for index in 0..<count {
                _ = scheduler.schedule(index) { index in
                    if depth.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                        overlaps.add(1, ordering: .relaxed)
                    }
                    order.withLock { $0.append(index) }
                    depth.subtract(1, ordering: .acquiringAndReleasing)
                    if index == count - 1 { done.signal() }
                    return Disposables.create()
                }
            }
            #expect(Self.wait(done), "scheduled work did not run within the bound")
            #expect(order.withLock { $0 } == Array(0..<count))
            #expect(overlaps.load(ordering: .relaxed) == 0)
        }
        #expect(liveResources == start)
    }

    @Test func configurationClosureSeesTheQueueItRunsOn() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "test.configured",
            serialQueueConfiguration: { queue in queue.setSpecific(key: key, value: "configured") }
        )
        let seen = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            seen.withLock { $0 = DispatchQueue.getSpecific(key: key) }
            done.signal()
            return Disposables.create()
        }
        #expect(Self.wait(done))
        #expect(seen.withLock { $0 } == "configured")
    }

    @Test func delayedActionsRunAfterTheirDelayInDueOrder() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let order = Mutex<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let scheduledAt = Date()
        let elapsed = Mutex<TimeInterval>(0)
        _ = scheduler.scheduleRelative("late", dueTime: .milliseconds(60)) { name in
            order.withLock { $0.append(name) }
            elapsed.withLock { $0 = Date().timeIntervalSince(scheduledAt) }
            done.signal()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("early", dueTime: .milliseconds(5)) { name in
            order.withLock { $0.append(name) }
            return Disposables.create()
        }
        #expect(Self.wait(done))
        #expect(order.withLock { $0 } == ["early", "late"])
        #expect(elapsed.withLock { $0 } >= 0.055)
    }

    @Test func cancellingADelayedActionReleasesItAndItNeverRuns() {
        let start = liveResources
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.cancel")
            let ran = Atomic<Bool>(false)
            let weakCapture: WeakProbe
            let cancelled: any Disposable
            do {
                let captured = Probe()
                weakCapture = WeakProbe(captured)
                cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
                    withExtendedLifetime(captured) { ran.store(true, ordering: .relaxed) }
                    return Disposables.create()
                }
            }
            #expect(weakCapture.isAlive)
            cancelled.dispose()
            #expect(!weakCapture.isAlive, "disposing must release the captured action at once")

            // A later item on the same serial queue runs only after the cancelled one's due time.
            let done = DispatchSemaphore(value: 0)
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
                done.signal()
                return Disposables.create()
            }
            #expect(Self.wait(done))
            #expect(ran.load(ordering: .relaxed) == false)
        }
        #expect(liveResources == start)
    }

    @Test func disposingAfterTheRunDisposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.inner")
        let inner = BooleanDisposable()
        let done = DispatchSemaphore(value: 0)
        let item = scheduler.schedule(()) { _ in
            done.signal()
            return inner
        }
        #expect(Self.wait(done))
        // The action's result is stored just after it returns; a second item orders us after that.
        let flushed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            flushed.signal()
            return Disposables.create()
        }
        #expect(Self.wait(flushed))
        #expect(!inner.isDisposed)
        item.dispose()
        #expect(inner.isDisposed)
    }

    @Test func periodicRunsThreadTheStateAndStopWhenDisposed() {
        let start = liveResources
        do {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.periodic")
            let states = Mutex<[Int]>([])
            let fifth = DispatchSemaphore(value: 0)
            let periodic = scheduler.schedulePeriodic(
                0,
                startAfter: .milliseconds(1),
                period: .milliseconds(2)
            ) { state in
                let count = states.withLock { states -> Int in
                    states.append(state)
                    return states.count
                }
                if count == 5 { fifth.signal() }
                return state + 1
            }
            #expect(Self.wait(fifth))
            periodic.dispose()
            // Anything already running finishes before this item, which is queued behind it.
            let flushed = DispatchSemaphore(value: 0)
            _ = scheduler.schedule(()) { _ in
                flushed.signal()
                return Disposables.create()
            }
            #expect(Self.wait(flushed))
            let afterDispose = states.withLock { $0 }
            #expect(Array(afterDispose.prefix(5)) == [0, 1, 2, 3, 4])
            #expect(afterDispose == Array(0..<afterDispose.count))

            let later = DispatchSemaphore(value: 0)
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
                later.signal()
                return Disposables.create()
            }
            #expect(Self.wait(later))
            #expect(states.withLock { $0 } == afterDispose, "no run after dispose")
        }
        #expect(liveResources == start)
    }

    /// RxSwift's dispatch schedulers declare these; code that spells its intervals with them compiles.
    @Test func declaresRxSwiftsTimeTypealiases() {
        let interval: SerialDispatchQueueScheduler.TimeInterval = 1.5
        let time: SerialDispatchQueueScheduler.Time = Date(timeIntervalSince1970: interval)
        let concurrentInterval: ConcurrentDispatchQueueScheduler.TimeInterval = interval
        let concurrentTime: ConcurrentDispatchQueueScheduler.Time = time
        let mainTime: ConcurrentMainScheduler.Time = concurrentTime
        #expect(concurrentInterval == 1.5)
        #expect(mainTime.timeIntervalSince1970 == 1.5)
    }

    @Test func neverDueTimeNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.never")
        let ran = Atomic<Bool>(false)
        let item = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(Self.wait(done))
        #expect(ran.load(ordering: .relaxed) == false)
        item.dispose()
    }
}

/// An object whose lifetime the cancellation tests observe.
final class Probe: Sendable {}

/// Watches a ``Probe`` without keeping it alive.
final class WeakProbe: @unchecked Sendable {
    // Set once at init; `weak` loads are thread-safe.
    private weak var probe: Probe?

    init(_ probe: Probe) {
        self.probe = probe
    }

    var isAlive: Bool { probe != nil }
}
