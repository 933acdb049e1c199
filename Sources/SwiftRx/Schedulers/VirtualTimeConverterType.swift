import Foundation

/// Translates between a virtual clock's own units and real dates and intervals.
///
/// A ``VirtualTimeScheduler`` keeps its clock in `VirtualTimeUnit`s (an `Int` tick count for the
/// test scheduler, a `Date` for ``HistoricalScheduler``) and asks its converter whenever it must
/// answer in `Date`s (``SchedulerType/now``) or turn an ``RxTimeInterval`` into virtual time.
///
/// The converter is called from whichever thread uses the scheduler, and sometimes while the
/// scheduler orders its queue: its methods must be pure functions of their arguments.
public protocol VirtualTimeConverterType {
    /// The type of a point in virtual time.
    associatedtype VirtualTimeUnit
    /// The type of a span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The real date that a virtual time stands for.
    /// - Parameter virtualTime: A point in virtual time.
    /// - Returns: The corresponding date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that stands for a real date.
    /// - Parameter time: A date.
    /// - Returns: The corresponding point in virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The length in seconds of a virtual interval.
    /// - Parameter virtualTimeInterval: A span of virtual time.
    /// - Returns: The corresponding number of seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval that lasts `timeInterval` seconds.
    /// - Parameter timeInterval: A number of seconds.
    /// - Returns: The corresponding span of virtual time.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Moves a virtual time by a virtual interval.
    /// - Parameters:
    ///   - time: The starting point.
    ///   - offset: How far to move (may be negative if the unit allows it).
    /// - Returns: `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times.
    /// - Returns: Whether `lhs` is earlier than, equal to, or later than `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two points in virtual time, as ``VirtualTimeConverterType/compareVirtualTime(_:_:)``
/// reports it.
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier than the second.
    case lessThan
    /// Both times are the same.
    case equal
    /// The first time is later than the second.
    case greaterThan
}

extension VirtualTimeComparison {
    /// `true` for ``lessThan``.
    var isLessThan: Bool { self == .lessThan }

    /// `true` for ``greaterThan``.
    var isGreaterThan: Bool { self == .greaterThan }
}
