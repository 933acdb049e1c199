import Dispatch
import Foundation
import SwiftRx
import Synchronization
import Testing

@Suite("OperationQueueScheduler")
struct OperationQueueSchedulerTests {
    @Test func runsActionsOnTheOperationQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        #expect(scheduler.queuePriority == .high)
        #expect(scheduler.operationQueue === queue)
        let order = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                order.withLock { $0.append(index) }
                if index == 19 { done.signal() }
                return Disposables.create()
            }
        }
        #expect(done.wait(timeout: .now() + .seconds(20)) == .success)
        #expect(order.withLock { $0 } == Array(0..<20))
    }

    @Test func disposingBeforeTheOperationStartsCancelsIt() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = Atomic<Bool>(false)
        let item = scheduler.schedule(()) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        item.dispose()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        queue.isSuspended = false
        #expect(done.wait(timeout: .now() + .seconds(20)) == .success)
        #expect(ran.load(ordering: .relaxed) == false)
    }
}
