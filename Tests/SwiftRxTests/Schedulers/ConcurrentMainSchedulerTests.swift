import Dispatch
import SwiftRx
import Synchronization
import Testing

@Suite("ConcurrentMainScheduler")
struct ConcurrentMainSchedulerTests {
    @MainActor
    @Test func runsAtOnceOnTheMainQueueEvenInsideMainSchedulerWork() {
        let order = Mutex<[String]>([])
        // A main scheduler of the test's own, which runs the outer work at once: the shared instance
        // does so only while nothing else is queued on it, and tests running at the same time queue
        // work on it.
        _ = MainScheduler().schedule(()) { _ in
            order.withLock { $0.append("outer") }
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                order.withLock { $0.append("inner") }
                return Disposables.create()
            }
            order.withLock { $0.append("outer end") }
            return Disposables.create()
        }
        #expect(order.withLock { $0 } == ["outer", "inner", "outer end"])
    }

    @Test func backgroundScheduleRunsOnTheMainQueue() {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        let onMain = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                onMain.store(DispatchQueue.getSpecific(key: key) == true, ordering: .relaxed)
                done.signal()
                return Disposables.create()
            }
        }
        #expect(done.wait(timeout: .now() + .seconds(20)) == .success)
        #expect(onMain.load(ordering: .relaxed) == true)
    }

    @Test func periodicWorkGoesThroughTheMainQueue() {
        let done = DispatchSemaphore(value: 0)
        let periodic = ConcurrentMainScheduler.instance.schedulePeriodic(
            0,
            startAfter: .milliseconds(1),
            period: .milliseconds(1)
        ) { state in
            if state == 2 { done.signal() }
            return state + 1
        }
        #expect(done.wait(timeout: .now() + .seconds(20)) == .success)
        periodic.dispose()
    }
}
