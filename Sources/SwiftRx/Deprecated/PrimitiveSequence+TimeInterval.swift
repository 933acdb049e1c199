import Foundation

// The `Foundation.TimeInterval` (seconds) forms of the time operators of `Single`, `Maybe` and
// `Completable`, kept so that RxSwift 4 code compiles. Each converts its seconds with
// `RxTimeInterval.fromSeconds(_:)` (rounded to the nearest nanosecond; `+infinity` is `.never`) and
// calls the `RxTimeInterval` form, whose contract it has.

extension PrimitiveSequence {
    /// Delivers the result `dueTime` seconds later, timed on `scheduler`.
    ///
    /// The `Foundation.TimeInterval` form of ``delay(_:scheduler:)``: an element and the completion
    /// that follows it are sent one scheduler run apart; an error is forwarded at once.
    ///
    /// ```
    /// source:       --(1|)
    /// delay(2.0):   ----1|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How much later, in seconds, the result is delivered.
    ///   - scheduler: Times the delay and delivers the result.
    /// - Returns: The delayed sequence, of the same trait.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func delay(
        _ dueTime: Foundation.TimeInterval,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        delay(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Subscribes to the source only `dueTime` seconds after the subscription, timed on
    /// `scheduler`.
    ///
    /// The `Foundation.TimeInterval` form of ``delaySubscription(_:scheduler:)``: disposing before
    /// then means the source is never subscribed.
    ///
    /// ```
    /// source (cold):            -(1|)
    /// delaySubscription(2.0):   ---(1|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds, the subscription to the source waits.
    ///   - scheduler: Times the wait and subscribes.
    /// - Returns: The sequence, subscribed late, of the same trait.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func delaySubscription(
        _ dueTime: Foundation.TimeInterval,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        delaySubscription(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Fails with `RxError.timeout` unless the source delivers its result (or, for a `Maybe`, its
    /// element) within `dueTime` seconds of the subscription; the source is then disposed.
    ///
    /// The `Foundation.TimeInterval` form of ``timeout(_:scheduler:)``.
    ///
    /// ```
    /// source:         -----(1|)
    /// timeout(3.0):   ---#   (the timeout error)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait, in seconds.
    ///   - scheduler: Times the wait.
    /// - Returns: The sequence, or a timeout error, of the same trait.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func timeout(
        _ dueTime: Foundation.TimeInterval,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        timeout(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Switches to `other` unless the source delivers its result (or, for a `Maybe`, its element)
    /// within `dueTime` seconds of the subscription; the source is then disposed.
    ///
    /// The `Foundation.TimeInterval` form of ``timeout(_:other:scheduler:)``.
    ///
    /// ```
    /// source:                   -----(1|)
    /// other:                       -(2|)
    /// timeout(3.0, other:):     ----(2|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait, in seconds.
    ///   - other: The sequence of the same trait that takes over after the wait.
    ///   - scheduler: Times the wait.
    /// - Returns: The source's result, or `other`'s.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func timeout(
        _ dueTime: Foundation.TimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        timeout(RxTimeInterval.fromSeconds(dueTime), other: other, scheduler: scheduler)
    }
}
