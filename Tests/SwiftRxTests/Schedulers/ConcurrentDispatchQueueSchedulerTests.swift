import Dispatch
import SwiftRx
import Synchronization
import Testing

@Suite("ConcurrentDispatchQueueScheduler", .scopedResources)
struct ConcurrentDispatchQueueSchedulerTests {
    private static func wait(_ semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + .seconds(20)) == .success
    }

    @Test func runsEveryScheduledAction() {
        let start = liveResources
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let count = 100
            let ran = Mutex<Set<Int>>([])
            let group = DispatchGroup()
            for index in 0..<count {
                group.enter()
                _ = scheduler.schedule(index) { index in
                    ran.withLock { _ = $0.insert(index) }
                    group.leave()
                    return Disposables.create()
                }
            }
            #expect(group.wait(timeout: .now() + .seconds(20)) == .success)
            #expect(ran.withLock { $0 } == Set(0..<count))
        }
        #expect(liveResources == start)
    }

    @Test func runsOnTheGivenQueue() {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "test.concurrent", attributes: .concurrent)
        queue.setSpecific(key: key, value: 42)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let seen = Mutex<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            seen.withLock { $0 = DispatchQueue.getSpecific(key: key) }
            done.signal()
            return Disposables.create()
        }
        #expect(Self.wait(done))
        #expect(seen.withLock { $0 } == 42)
    }

    @Test func cancelledDelayedActionIsReleasedAndNeverRuns() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let ran = Atomic<Bool>(false)
        let watcher: WeakProbe
        let item: any Disposable
        do {
            let captured = Probe()
            watcher = WeakProbe(captured)
            item = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
                withExtendedLifetime(captured) { ran.store(true, ordering: .relaxed) }
                return Disposables.create()
            }
        }
        item.dispose()
        #expect(!watcher.isAlive)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(Self.wait(done))
        #expect(ran.load(ordering: .relaxed) == false)
    }

    @Test func periodicRunsNeverOverlap() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let depth = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let tenth = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .milliseconds(1)) { state in
            if depth.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            if state == 9 { tenth.signal() }
            depth.subtract(1, ordering: .acquiringAndReleasing)
            return state + 1
        }
        #expect(Self.wait(tenth))
        periodic.dispose()
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }
}
