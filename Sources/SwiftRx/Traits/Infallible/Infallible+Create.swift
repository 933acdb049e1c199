extension Infallible {
    /// The callback a ``create(subscribe:)`` handler sends events to.
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

    /// Makes an infallible sequence from a subscribe handler: each subscription calls `subscribe`
    /// with a callback that takes `.next(element)` and `.completed`; disposing the subscription
    /// disposes what the handler returned.
    ///
    /// Events after `.completed` are dropped, as with `Observable.create`.
    ///
    /// ```
    /// create { observer in observer(.next(1)); observer(.completed) }:  (1|)
    /// ```
    ///
    /// - Parameter subscribe: Runs once per subscription; returns what to dispose when it ends.
    /// - Returns: The infallible sequence.
    public static func create(
        subscribe: @escaping @Sendable (@escaping InfallibleObserver) -> any Disposable
    ) -> Infallible<Element> {
        Infallible(
            Observable.create { observer in
                let observer = CallbackObserver(observer)
                return subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            }
        )
    }

    /// One element, then completion, sent on subscription.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// One element, then completion, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element and completion are sent.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Infallible<Element>
    where Element: Sendable {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// Completion only, sent on subscription.
    ///
    /// ```
    /// empty(): |
    /// ```
    ///
    /// - Returns: The infallible sequence.
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// A sequence that never sends anything.
    ///
    /// ```
    /// never(): ---------
    /// ```
    ///
    /// - Returns: The infallible sequence.
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Calls `factory` on each subscription and subscribes to the sequence it returns.
    ///
    /// Kept `throws` for RxSwift source compatibility; an error thrown by `factory` cannot be sent,
    /// so it is reported through ``Hooks/defaultErrorHandler`` and the sequence completes.
    ///
    /// - Parameter factory: Makes the sequence for one subscription.
    /// - Returns: The infallible sequence.
    public static func deferred(
        _ factory: @escaping @Sendable () throws -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(
            Observable.deferred {
                do {
                    return try factory().asObservable()
                } catch {
                    Hooks.reportUnhandledError(
                        BindingError(target: "the factory of Infallible.deferred", underlying: error),
                        location: nil
                    )
                    return .empty()
                }
            }
        )
    }

    /// The given elements, then completion, sent on `scheduler`.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func of(
        _ elements: Element...
    ) -> Infallible<Element> {
        Infallible(.from(elements))
    }

    /// The given elements, then completion, sent on `scheduler`.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where they are sent.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType
    ) -> Infallible<Element> where Element: Sendable {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// The elements of an array, then completion, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - array: The elements.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func from(
        _ array: [Element]
    ) -> Infallible<Element> {
        Infallible(.from(array))
    }

    /// The elements of an array, then completion, sent on `scheduler`.
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where they are sent.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType
    ) -> Infallible<Element> where Element: Sendable {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// The elements of a sequence, then completion, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - sequence: The elements; iterated anew for each subscription.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(.from(sequence))
    }

    /// The elements of a sequence, then completion, sent on `scheduler`.
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - sequence: The elements; iterated anew for each subscription.
    ///   - scheduler: Where they are sent.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType
    ) -> Infallible<Element> where Element: Sendable, Source.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }

    /// The wrapped value then completion, or only completion for `nil`, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func from(
        optional: Element?
    ) -> Infallible<Element> {
        Infallible(.from(optional: optional))
    }

    /// The wrapped value then completion, or only completion for `nil`, sent on `scheduler`.
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func from(
        optional: Element?,
        scheduler: any ImmediateSchedulerType
    ) -> Infallible<Element> where Element: Sendable {
        Infallible(.from(optional: optional, scheduler: scheduler))
    }
}

extension Infallible {
    /// Sends `element` forever, one per scheduled step; it never completes. Limit it with `take`.
    ///
    /// ```
    /// repeatElement(1): 1111111...
    /// ```
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    /// - Returns: The sequence.
    @inlinable
    public static func repeatElement(
        _ element: Element
    ) -> Infallible<Element> {
        Infallible(Observable.repeatElement(element))
    }

    /// Sends `element` forever, one per scheduled step; it never completes. Limit it with `take`.
    ///
    /// ```
    /// repeatElement(1): 1111111...
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func repeatElement(
        _ element: Element,
        scheduler: any ImmediateSchedulerType
    ) -> Infallible<Element> where Element: Sendable {
        Infallible(Observable.repeatElement(element, scheduler: scheduler))
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// Counts 0, 1, 2, ... on `scheduler`, one number every `period`, forever.
    ///
    /// ```
    /// interval(10): ---0---1---2---...   (one dash = period / 3)
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between two numbers; the first comes after one period.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// Sends 0 after `dueTime` and completes, or, with a `period`, keeps counting every `period`.
    ///
    /// ```
    /// timer(30):              ---(0|)
    /// timer(30, period: 10):  ---0-1-2-...
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The time before 0 is sent.
    ///   - period: The time between later numbers; `nil` completes after 0.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The infallible sequence.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}
