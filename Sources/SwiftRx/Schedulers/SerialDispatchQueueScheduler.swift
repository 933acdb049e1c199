import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: actions run one at a time, in the order they were
/// scheduled (delayed actions in the order they fall due).
///
/// Use it to move work off the main thread while keeping it serial, e.g. `observe(on:)` for
/// background parsing. The scheduler makes its own serial queue, optionally targeting a queue you
/// pass; with a concurrent target, work still runs serially.
public class SerialDispatchQueueScheduler: SchedulerType, SerialSchedulerMarker, @unchecked Sendable {
    // Immutable after init; subclasses add only thread-safe state.

    /// The type of time intervals, as RxSwift's scheduler declares it (`Foundation.TimeInterval`).
    public typealias TimeInterval = Foundation.TimeInterval

    /// The type of the scheduler's clock readings, as RxSwift's scheduler declares it (`Date`).
    public typealias Time = Date

    /// The serial queue the scheduler runs its work on.
    let configuration: DispatchQueueConfiguration

    /// The scheduler's clock: the current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Makes a scheduler on an existing serial queue (the main queue, for ``MainScheduler``).
    /// - Parameters:
    ///   - serialQueue: A serial queue; work is submitted to it directly.
    ///   - leeway: How much the system may delay timers to save power.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Makes a scheduler on a new serial queue.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new queue, shown in debuggers and crash logs.
    ///   - serialQueueConfiguration: Called with the new queue before the scheduler uses it, to set
    ///     queue-specific values, for example.
    ///   - leeway: How much the system may delay timers to save power.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Makes a scheduler on a new serial queue that targets `queue`, so that its work runs serially
    /// even when `queue` is concurrent.
    ///
    /// - Parameters:
    ///   - queue: The queue the new serial queue targets.
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - leeway: How much the system may delay timers to save power.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Makes a scheduler on a new serial queue that targets the global queue of quality of service
    /// `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the work.
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - leeway: How much the system may delay timers to save power.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Schedules `action` to run with `state` on the queue, after the work already scheduled.
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleInternal(state, action: action)
    }

    /// What ``schedule(_:action:)`` does; ``MainScheduler`` overrides it to run at once when it can.
    func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run with `state` on the queue after `dueTime`.
    ///
    /// Disposing the result before then cancels the timer and releases `action`.
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait; `.never` never runs it.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue after `startAfter` and then every `period`, each run
    /// receiving the state the previous one returned. A repeating dispatch timer keeps the runs at
    /// `start + n × period`, so delays do not accumulate.
    /// - Parameters:
    ///   - state: The state for the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: The work; returns the state for the next run.
    /// - Returns: A disposable that stops the runs and releases `action`.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> any Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
