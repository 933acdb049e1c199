import Foundation

// The `Foundation.TimeInterval` (seconds) forms of the time operators of `Driver` and `Signal`, kept
// so that RxCocoa 4 code compiles. Each converts its seconds with `RxTimeInterval.fromSeconds(_:)`
// (rounded to the nearest nanosecond; `+infinity` is `.never`) and calls the `RxTimeInterval` form,
// whose contract it has: timed on, and delivering on, the sharing strategy's scheduler. Overload
// resolution never picks them for an `RxTimeInterval` argument such as `.seconds(1)`: `Double` has
// no such members, and `RxTimeInterval` takes no literals.

extension SharedSequenceConvertibleType {
    /// Sends an element only once `dueTime` seconds have passed without a newer one.
    ///
    /// The `Foundation.TimeInterval` form of ``debounce(_:)``: the timers run on the strategy's
    /// scheduler, which also delivers the elements; on completion the waiting element is sent at
    /// once, then `completed`. A shared sequence never errors.
    ///
    /// ```
    /// source:          -1-2----3-4-5------|
    /// debounce(3.0):   ------2--------5---|
    /// ```
    ///
    /// - Parameter dueTime: How long, in seconds, an element must stay the latest before it is sent.
    /// - Returns: The debounced shared sequence, of the same strategy.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func debounce(_ dueTime: Foundation.TimeInterval) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        debounce(RxTimeInterval.fromSeconds(dueTime))
    }

    /// Sends at most one element per window of `dueTime` seconds: the first element at once, then,
    /// with `latest`, the last element of each window when it ends.
    ///
    /// The `Foundation.TimeInterval` form of ``throttle(_:latest:)``: without `latest`, elements
    /// arriving during a window are dropped; the windows are timed on the strategy's scheduler, which
    /// also delivers the delayed elements.
    ///
    /// ```
    /// source:                       -12-3-----4-5-----|
    /// throttle(5.0):                -1----3----4----5-|
    /// throttle(5.0, latest: false): -1--------4-------|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The length of a window, in seconds.
    ///   - latest: Whether the last element of a window is sent when the window ends.
    /// - Returns: The throttled shared sequence, of the same strategy.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func throttle(
        _ dueTime: Foundation.TimeInterval,
        latest: Bool = true
    ) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        throttle(RxTimeInterval.fromSeconds(dueTime), latest: latest)
    }

    /// Shifts every element, and the completion, later by `dueTime` seconds.
    ///
    /// The `Foundation.TimeInterval` form of ``delay(_:)``: the events are sent on the strategy's
    /// scheduler, in order, each `dueTime` after the source sent it.
    ///
    /// ```
    /// source:      -1-2-3-|
    /// delay(2.0):  ---1-2-3-|
    /// ```
    ///
    /// - Parameter dueTime: How long, in seconds, each element and the completion are held back.
    /// - Returns: The delayed shared sequence, of the same strategy.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func delay(_ dueTime: Foundation.TimeInterval) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        delay(RxTimeInterval.fromSeconds(dueTime))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A shared sequence that sends `0`, `1`, `2`, … every `period` seconds, starting one period
    /// after the subscription; it never completes.
    ///
    /// The `Foundation.TimeInterval` form of ``interval(_:)``: the timer runs on the strategy's
    /// scheduler, which also delivers the elements.
    ///
    /// ```
    /// interval(2.0):   --0-1-2-3->
    /// ```
    ///
    /// - Parameter period: The time between elements, and before the first one, in seconds.
    /// - Returns: The shared sequence of tick counts.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public static func interval(_ period: Foundation.TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        interval(RxTimeInterval.fromSeconds(period))
    }

    /// A shared sequence that sends `0` after `dueTime` seconds, then `1`, `2`, … every `period`
    /// seconds; it never completes.
    ///
    /// The `Foundation.TimeInterval` form of ``timer(_:period:)``, in the shape RxCocoa kept: the
    /// period is required (pass an `RxTimeInterval` to ``timer(_:period:)`` for a single element).
    /// The timer runs on the strategy's scheduler, which also delivers the elements.
    ///
    /// ```
    /// timer(3.0, period: 2.0):  ---0-1-2-3->
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds, to wait before the first element.
    ///   - period: The time between later elements, in seconds.
    /// - Returns: The shared timer sequence.
    @available(*, deprecated, message: "Pass RxTimeIntervals, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public static func timer(
        _ dueTime: Foundation.TimeInterval,
        period: Foundation.TimeInterval
    ) -> SharedSequence<SharingStrategy, Element> {
        timer(RxTimeInterval.fromSeconds(dueTime), period: RxTimeInterval.fromSeconds(period))
    }
}
