import Foundation

// The `Foundation.TimeInterval` (seconds) forms of the time operators, kept so that RxSwift 4 code
// compiles. Each converts its seconds with `RxTimeInterval.fromSeconds(_:)` (rounded to the nearest
// nanosecond; `+infinity` is `.never`) and calls the `RxTimeInterval` form, whose contract it has.
// Overload resolution never picks them for an `RxTimeInterval` argument such as `.seconds(1)`:
// `Double` has no such members, and `RxTimeInterval` takes no literals.

extension ObservableType {
    /// Shifts every element, and the completion, later by `dueTime` seconds; an error is forwarded
    /// at once.
    ///
    /// The `Foundation.TimeInterval` form of ``delay(_:scheduler:)``: the events are sent on
    /// `scheduler`, in order, each `dueTime` after the source sent it.
    ///
    /// ```
    /// source:      -1-2-3-|
    /// delay(2.0):  ---1-2-3-|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds, each element and the completion are held back.
    ///   - scheduler: Where the delay is timed and the delayed events are sent.
    /// - Returns: The delayed sequence.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func delay(_ dueTime: Foundation.TimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        delay(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Subscribes to the source only after `dueTime` seconds, then passes on all of its events.
    ///
    /// The `Foundation.TimeInterval` form of ``delaySubscription(_:scheduler:)``: the subscription
    /// is made on `scheduler`; disposing before then means the source is never subscribed.
    ///
    /// ```
    /// source (cold):            -1-2-|
    /// delaySubscription(3.0):   ----1-2-|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds, to wait before subscribing.
    ///   - scheduler: Where the wait is timed and the subscription is made.
    /// - Returns: The sequence with a delayed subscription.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func delaySubscription(
        _ dueTime: Foundation.TimeInterval,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Element: Sendable {
        delaySubscription(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Sends an element only once `dueTime` seconds have passed without a newer one.
    ///
    /// The `Foundation.TimeInterval` form of ``debounce(_:scheduler:)``: elements are sent on
    /// `scheduler` when their wait ends; on completion the waiting element is sent at once, then
    /// `completed`; an error is forwarded at once and drops the waiting element.
    ///
    /// ```
    /// source:          -1-2----3-4-5------|
    /// debounce(3.0):   ------2--------5---|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds, an element must stay the latest before it is sent.
    ///   - scheduler: Where the timers run and the elements are sent.
    /// - Returns: The debounced sequence.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func debounce(_ dueTime: Foundation.TimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        debounce(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Sends at most one element per window of `dueTime` seconds: the first element at once, then,
    /// with `latest`, the last element of each window when it ends.
    ///
    /// The `Foundation.TimeInterval` form of ``throttle(_:latest:scheduler:)``, whose contract it
    /// has: without `latest`, elements arriving during a window are dropped; delayed elements are
    /// sent on `scheduler`.
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
    ///   - scheduler: Where windows are timed and delayed elements are sent.
    /// - Returns: The throttled sequence.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func throttle(
        _ dueTime: Foundation.TimeInterval,
        latest: Bool = true,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Element: Sendable {
        throttle(RxTimeInterval.fromSeconds(dueTime), latest: latest, scheduler: scheduler)
    }

    /// Fails with `RxError.timeout` if the source sends no element within `dueTime` seconds of the
    /// subscription or of its previous element.
    ///
    /// The `Foundation.TimeInterval` form of ``timeout(_:scheduler:)``: on a timeout the source
    /// subscription is disposed and the error is sent on `scheduler`.
    ///
    /// ```
    /// source:         -1-2-------3-|
    /// timeout(4.0):   -1-2---#
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for each element, in seconds.
    ///   - scheduler: Where the waits are timed and the timeout error is sent.
    /// - Returns: The sequence, failing on a timeout.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        timeout(RxTimeInterval.fromSeconds(dueTime), scheduler: scheduler)
    }

    /// Switches to `other` if the source sends no element within `dueTime` seconds of the
    /// subscription or of its previous element.
    ///
    /// The `Foundation.TimeInterval` form of ``timeout(_:other:scheduler:)``: on a timeout the
    /// source subscription is disposed and `other` is subscribed on `scheduler`.
    ///
    /// ```
    /// source:              -1-2-------3-|
    /// other:               ab|
    /// timeout(4.0, other): -1-2---ab|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for each element, in seconds.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the waits are timed and `other` is subscribed.
    /// - Returns: The sequence, continuing with `other` after a timeout.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: Foundation.TimeInterval,
        other: Source,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Element: Sendable, Element == Source.Element {
        timeout(RxTimeInterval.fromSeconds(dueTime), other: other, scheduler: scheduler)
    }

    /// Passes on the source's events for `duration` seconds after subscription, then completes.
    ///
    /// The `Foundation.TimeInterval` form of ``take(for:scheduler:)->Observable<Self.Element>``: `completed` is sent on
    /// `scheduler` when the time is up; a terminal event from the source before that ends the
    /// sequence early.
    ///
    /// ```
    /// source:      -1-2-3-4-5-|
    /// take(4.0):   -1-2|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long, in seconds, to pass elements on.
    ///   - scheduler: Where the duration is timed and `completed` is sent.
    /// - Returns: The sequence cut after `duration`.
    @available(
        *, deprecated,
        message: "Use take(for:scheduler:) with an RxTimeInterval, such as .milliseconds(500), instead of seconds.",
        renamed: "take(for:scheduler:)"
    )
    @inlinable
    public func take(_ duration: Foundation.TimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        take(for: RxTimeInterval.fromSeconds(duration), scheduler: scheduler)
    }

    /// Drops the elements the source sends during the first `duration` seconds after
    /// subscription, then passes on the rest.
    ///
    /// The `Foundation.TimeInterval` form of ``skip(_:scheduler:)``: the terminal event passes
    /// through whenever it comes; `scheduler` only times the opening.
    ///
    /// ```
    /// source:      -1-2-3-4-5-|
    /// skip(4.0):   -----3-4-5-|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long, in seconds, to drop elements for.
    ///   - scheduler: Where the duration is timed.
    /// - Returns: The sequence without its first `duration` of elements.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func skip(_ duration: Foundation.TimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        skip(RxTimeInterval.fromSeconds(duration), scheduler: scheduler)
    }

    /// Collects elements into arrays, sending an array when it holds `count` elements or when
    /// `timeSpan` seconds have passed since it was started, whichever comes first.
    ///
    /// The `Foundation.TimeInterval` form of ``buffer(timeSpan:count:scheduler:)``: a time-ended
    /// array may be empty and is sent on `scheduler`; on completion the array being filled is sent,
    /// then `completed`.
    ///
    /// ```
    /// source:                           -1-2-3-4------|
    /// buffer(timeSpan: 6.0, count: 3):  -----a-----b--(c|)
    ///
    /// a = [1, 2, 3], b = [4], c = []
    /// ```
    ///
    /// - Precondition: `timeSpan` is zero or more (after rounding to nanoseconds) and `count`
    ///   is at least 1.
    /// - Parameters:
    ///   - timeSpan: The longest time, in seconds, an array is filled before it is sent.
    ///   - count: The most elements an array holds.
    ///   - scheduler: Where the time spans are timed.
    /// - Returns: The sequence of arrays.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func buffer(
        timeSpan: Foundation.TimeInterval,
        count: Int,
        scheduler: any SchedulerType
    ) -> Observable<[Element]> where Element: Sendable {
        buffer(timeSpan: RxTimeInterval.fromSeconds(timeSpan), count: count, scheduler: scheduler)
    }

    /// Splits the elements into windows that each carry up to `count` elements or the elements of
    /// `timeSpan` seconds, whichever ends first.
    ///
    /// The `Foundation.TimeInterval` form of ``window(timeSpan:count:scheduler:)``: the first window
    /// is sent at subscription, the next when the current one is full or its time is up; windows
    /// end with the source.
    ///
    /// ```
    /// source:                           -1-2-3-4------|
    /// window(timeSpan: 6.0, count: 3):  a----b-----c--|
    ///
    /// a: -1-2-3|   b: --4---|   c: --|
    /// ```
    ///
    /// - Precondition: `timeSpan` is zero or more (after rounding to nanoseconds) and `count`
    ///   is at least 1.
    /// - Parameters:
    ///   - timeSpan: The longest time, in seconds, a window stays open.
    ///   - count: The most elements a window carries.
    ///   - scheduler: Where the time spans are timed.
    /// - Returns: The sequence of windows.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public func window(
        timeSpan: Foundation.TimeInterval,
        count: Int,
        scheduler: any SchedulerType
    ) -> Observable<Observable<Element>> where Element: Sendable {
        window(timeSpan: RxTimeInterval.fromSeconds(timeSpan), count: count, scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0`, `1`, `2`, … one every `period` seconds, starting one period after
    /// subscription, and never completes.
    ///
    /// The `Foundation.TimeInterval` form of ``interval(_:scheduler:)``: elements are sent on
    /// `scheduler`, without drifting.
    ///
    /// ```
    /// interval(2.0): --0-1-2-3-4->
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between elements, and before the first one, in seconds.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The sequence of tick counts.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public static func interval(
        _ period: Foundation.TimeInterval,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        interval(RxTimeInterval.fromSeconds(period), scheduler: scheduler)
    }

    /// A sequence that sends `0` after `dueTime` seconds and then, when `period` is given, `1`,
    /// `2`, … every `period` seconds.
    ///
    /// The `Foundation.TimeInterval` form of ``timer(_:period:scheduler:)``: without a period it
    /// completes right after the `0`; with one it never completes. Elements are sent on
    /// `scheduler`.
    ///
    /// ```
    /// timer(3.0):               ---(0|)
    /// timer(3.0, period: 2.0):  ---0-1-2-3->
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long, in seconds, to wait before the first element.
    ///   - period: The time between later elements, in seconds; `nil` for a single element.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The timer sequence.
    @available(*, deprecated, message: "Pass an RxTimeInterval, such as .milliseconds(500), instead of seconds.")
    @inlinable
    public static func timer(
        _ dueTime: Foundation.TimeInterval,
        period: Foundation.TimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        timer(
            RxTimeInterval.fromSeconds(dueTime),
            period: period.map { RxTimeInterval.fromSeconds($0) },
            scheduler: scheduler
        )
    }
}
