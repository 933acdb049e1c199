import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once.
///
/// Actions scheduled on it may run concurrently and in any order; operators that deliver events on
/// it (such as `observe(on:)`) still call each observer serially. Use it for independent background
/// work; use ``SerialDispatchQueueScheduler`` when order matters.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // Immutable after init.

    /// The type of time intervals, as RxSwift's scheduler declares it (`Foundation.TimeInterval`).
    public typealias TimeInterval = Foundation.TimeInterval

    /// The type of the scheduler's clock readings, as RxSwift's scheduler declares it (`Date`).
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// The scheduler's clock: the current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Makes a scheduler that submits work to `queue`.
    /// - Parameters:
    ///   - queue: The queue to run work on; usually a concurrent one.
    ///   - leeway: How much the system may delay timers to save power.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Makes a scheduler on the global concurrent queue of quality of service `qos`.
    /// - Parameters:
    ///   - qos: The quality of service of the work.
    ///   - leeway: How much the system may delay timers to save power.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` to run with `state` on the queue, possibly concurrently with other work.
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public final func schedule<StateType>(
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

    /// Schedules `action` to run after `startAfter` and then every `period`, each run receiving the
    /// state the previous one returned. Runs never overlap, and delays do not accumulate.
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
