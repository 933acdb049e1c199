import Dispatch
import Foundation

/// Runs work on the main queue, at once when the caller is already on it.
///
/// Unlike ``MainScheduler``, it does not keep scheduled work in order with work still waiting on the
/// main queue: an action scheduled from the main queue always runs immediately. That suits
/// `subscribe(on:)`, where the subscription should happen on the main thread as soon as possible.
/// Delayed and periodic work goes through ``MainScheduler``.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The type of time intervals, as RxSwift's scheduler declares it (`Foundation.TimeInterval`).
    public typealias TimeInterval = Foundation.TimeInterval

    /// The type of the scheduler's clock readings, as RxSwift's scheduler declares it (`Date`).
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The scheduler's clock: the current wall-clock time.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs `action` with `state` at once when called on the main queue, otherwise submits it to the
    /// main queue.
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        if MainScheduler.isOnMainQueue {
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        // The state is read once, on the main queue, by the single run of this block.
        let box = UncheckedBox(state)
        let action = carryingTaskContext(action)
        DispatchQueue.main.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(box.value))
        }
        return cancel
    }

    /// Schedules `action` to run on the main queue after `dueTime`.
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait; `.never` never runs it.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the main queue after `startAfter` and then every `period`.
    /// - Parameters:
    ///   - state: The state for the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: The work; returns the state for the next run.
    /// - Returns: A disposable that stops the runs.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> any Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
