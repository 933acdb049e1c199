import Dispatch
import Foundation

/// A time span for schedulers: `.seconds(1)`, `.milliseconds(300)`, `.never`, ...
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// Something that runs work, now or as soon as possible.
///
/// Every scheduler is `Sendable`: work can be scheduled on it from any thread.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` to run with `state` as soon as the scheduler allows.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable
}

/// A scheduler with a clock: it can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work; the disposable it returns is disposed with the scheduled item.
    /// - Returns: A disposable that cancels the work if it has not run yet.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`, each time with the
    /// state the previous run returned. Periods are measured from the first run, so delays do not
    /// add up.
    ///
    /// - Parameters:
    ///   - state: The state for the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: The work; returns the state for the next run.
    /// - Returns: A disposable that stops the periodic work.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> any Disposable
}

extension SchedulerType {
    /// Default periodic scheduling built on ``scheduleRelative(_:dueTime:action:)``: each run is
    /// scheduled for `first + n × period`, where `first` is when the first run happened, so the
    /// lateness of one run does not delay the next.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> any Disposable {
        let periodic = PeriodicRecursion(scheduler: self, state: state, period: period, action: action)
        return periodic.start(after: startAfter)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is `+infinity`.
    @usableFromInline
    var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in nanoseconds, saturating; `.never` is `Int.max`.
    @usableFromInline
    var nanoseconds: Int {
        switch self {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// Builds an interval from seconds, rounded to the nearest nanosecond.
    ///
    /// The one conversion from `Foundation.TimeInterval` seconds: the scheduling code and the
    /// deprecated `Double` overloads of the time operators use it. A span of `Int.max` nanoseconds
    /// or longer (about 292 years, `+infinity` included) is `.never`; a negative span keeps its sign
    /// and saturates at `Int.min` nanoseconds (`-infinity` included).
    ///
    /// - Precondition: `seconds` is not NaN.
    @usableFromInline
    static func fromSeconds(_ seconds: Double) -> DispatchTimeInterval {
        rxPrecondition(
            !seconds.isNaN,
            "a time interval of NaN seconds was passed. Pass a number of seconds, or an RxTimeInterval such as "
                + ".milliseconds(500)."
        )
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        if nanoseconds >= Double(Int.max) { return .never }
        if nanoseconds <= Double(Int.min) { return .nanoseconds(.min) }
        return .nanoseconds(Int(nanoseconds))
    }
}

extension Date {
    /// This date moved by `interval`.
    @usableFromInline
    func adding(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
