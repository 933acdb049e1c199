import Foundation

/// Runs work as operations on an `OperationQueue`, at a given queue priority.
///
/// Actions run when the queue starts their operation: concurrently, unless the queue's
/// `maxConcurrentOperationCount` is 1. Disposing a scheduled item cancels its operation.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // Immutable after init; `OperationQueue` is thread-safe.

    /// The queue that runs the work.
    public let operationQueue: OperationQueue
    /// The priority given to each operation.
    public let queuePriority: Operation.QueuePriority

    /// Makes a scheduler that adds its work to `operationQueue`.
    /// - Parameters:
    ///   - operationQueue: The queue that runs the work.
    ///   - queuePriority: The priority of the operations the scheduler adds.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`.
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the operation if it has not run yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let cancel = SingleAssignmentDisposable()
        // The state is read once, by the single run of this operation.
        let box = UncheckedBox(state)
        let action = carryingTaskContext(action)
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(box.value))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        let cancelOperation = UncheckedBox(operation)  // `Operation.cancel()` is thread-safe
        return Disposables.create(cancel, Disposables.create { cancelOperation.value.cancel() })
    }
}
