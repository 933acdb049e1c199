extension PrimitiveSequence {
    /// Delivers the result `dueTime` later, timed on `scheduler`.
    ///
    /// A success is an element and a completion sent together, and ``ObservableType/delay(_:scheduler:)-(RxTimeInterval,SchedulerType)``
    /// sends events that arrived together one scheduler run apart, as RxSwift does: on a
    /// `TestScheduler` the completion follows the element one tick later.
    ///
    /// ```
    /// source:           --(1|)
    /// delay(2 ticks):   ----1|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How much later the result is delivered.
    ///   - scheduler: Times the delay and delivers the result.
    /// - Returns: The delayed sequence, of the same trait.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source only `dueTime` after the subscription, timed on `scheduler`.
    ///
    /// ```
    /// source (cold):                -(1|)
    /// delaySubscription(2 ticks):   ---(1|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long the subscription to the source waits.
    ///   - scheduler: Times the wait and subscribes.
    /// - Returns: The sequence, subscribed late, of the same trait.
    @inlinable
    public func delaySubscription(
        _ dueTime: RxTimeInterval,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` unless the source delivers its result (or, for a `Maybe`, its
    /// element) within `dueTime` of the subscription; the source is then disposed.
    ///
    /// ```
    /// source:             -----(1|)
    /// timeout(3 ticks):   ---#   (the timeout error)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait.
    ///   - scheduler: Times the wait.
    /// - Returns: The sequence, or a timeout error, of the same trait.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` unless the source delivers its result (or, for a `Maybe`, its element)
    /// within `dueTime` of the subscription; the source is then disposed.
    ///
    /// ```
    /// source:                      -----(1|)
    /// other:                          -(2|)
    /// timeout(3 ticks, other:):    ----(2|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait.
    ///   - other: The sequence of the same trait that takes over after the wait.
    ///   - scheduler: Times the wait.
    /// - Returns: The source's result, or `other`'s.
    @inlinable
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// Delivers `0` after `dueTime`, timed on `scheduler`, then completes: a `Single` or `Maybe` that
    /// succeeds once the time has passed.
    ///
    /// ```
    /// timer(3 ticks):   ---(0|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The wait before the element.
    ///   - scheduler: Times the wait and delivers the element.
    /// - Returns: The timer, of the requested trait.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
