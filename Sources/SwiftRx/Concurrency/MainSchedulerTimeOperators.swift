// The time operators given `MainScheduler`: each returns the ``MainActorObservable`` that
// `observe(on: MainScheduler.instance)` returns, so that a `@MainActor` class may subscribe to the
// result with closures that touch its state.
//
// An operator given the main scheduler runs its timers there, but a few events can still arrive on
// the source's thread: a terminal event of `debounce`, `delay` or `throttle`, every element of
// `skip(_:scheduler:)` once its time is up, what `timeout` switches to. So each overload is the
// operator followed by `observe(on:)` with the same scheduler. An event that already arrives on the
// main queue, with nothing queued there ahead of it (a timer's action, a source on the main
// thread), goes straight through; only an event from another thread is moved to the main queue.
// `interval` and `timer` send everything from their timer, so they need no such step.
//
// These overloads take the concrete `MainScheduler`, so they are chosen only for a main scheduler
// known statically (`MainScheduler.instance`); generic code over `SchedulerType`, and any other
// scheduler, keeps the ordinary forms. A result stored as an `Observable` is one.

extension ObservableType where Element: Sendable {
    /// ``debounce(_:scheduler:)-(RxTimeInterval,SchedulerType)`` on the main scheduler, delivered on the main actor: the last
    /// element of each burst, once `dueTime` passed without another, and the terminal event, all on
    /// the main thread.
    ///
    /// ```
    /// source (any thread):           -12-----3---|
    /// debounce(2, scheduler: main):  ----2-----3-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its last element is sent.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The debounced sequence, as a ``MainActorObservable``.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        debounce(dueTime, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``throttle(_:latest:scheduler:)-(RxTimeInterval,Bool,SchedulerType)`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):           1-2-------3-|
    /// throttle(3, scheduler: main):  1--2------3-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two sent elements.
    ///   - latest: Whether the last element of a throttled span is sent when the span ends.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The throttled sequence, as a ``MainActorObservable``.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: MainScheduler
    ) -> MainActorObservable<Element> {
        throttle(dueTime, latest: latest, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``delay(_:scheduler:)-(RxTimeInterval,SchedulerType)`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):       -1-2-|
    /// delay(2, scheduler: main): ---1-2-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The delayed sequence, as a ``MainActorObservable``.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        delay(dueTime, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``delaySubscription(_:scheduler:)-(RxTimeInterval,SchedulerType)`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):                   -1-2-|
    /// delaySubscription(2, scheduler: main): ---1-2-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing to the source.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The source's events, as a ``MainActorObservable``.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        delaySubscription(dueTime, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``timeout(_:scheduler:)-(RxTimeInterval,SchedulerType)`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):         -1-2-----3
    /// timeout(3, scheduler: main): -1-2--#      (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the first element and between two elements.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The source's events, or a timeout error, as a ``MainActorObservable``.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        timeout(dueTime, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``timeout(_:other:scheduler:)-(RxTimeInterval,Source,SchedulerType)`` on the main scheduler, delivered on the main actor, `other`'s
    /// events included.
    ///
    /// ```
    /// source (any thread):                   -1-2-----3
    /// other (subscribed at the timeout):           -a-b-|
    /// timeout(3, other: other, main):        -1-2---a-b-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the first element and between two elements.
    ///   - other: The sequence to switch to on a timeout.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The source's events, then `other`'s after a timeout, as a ``MainActorObservable``.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: MainScheduler
    ) -> MainActorObservable<Element> where Element == Source.Element {
        timeout(dueTime, other: other, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``buffer(timeSpan:count:scheduler:)-(RxTimeInterval,Int,SchedulerType)`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):                   -1-2-3-4-|
    /// buffer(timeSpan: 4, count: 9, main):   ----a---b(c|)   (on the main actor)
    ///                                        a = [1, 2], b = [3, 4], c = []
    /// ```
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer stays open; zero or more.
    ///   - count: The most elements a buffer holds; at least 1.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The buffers, as a ``MainActorObservable``.
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: MainScheduler) -> MainActorObservable<[Element]>
    {
        buffer(timeSpan: timeSpan, count: count, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``window(timeSpan:count:scheduler:)-(RxTimeInterval,Int,SchedulerType)`` on the main scheduler: the windows are opened on the
    /// main actor. The elements inside a window arrive where the source sends them.
    ///
    /// ```
    /// source (any thread):                  -1-2-3-4-|
    /// window(timeSpan: 4, count: 9, main):  w---w---w|   (each w on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open; zero or more.
    ///   - count: The most elements a window carries; at least 1.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The windows, as a ``MainActorObservable``.
    @inlinable
    public func window(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: MainScheduler
    ) -> MainActorObservable<Observable<Element>> {
        window(timeSpan: timeSpan, count: count, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``take(for:scheduler:)->Observable<Self.Element>`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):             -1-2-3-4-
    /// take(for: 4, scheduler: main):   -1-2|      (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long elements are taken.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The elements of the first `duration`, as a ``MainActorObservable``.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        take(for: duration, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }

    /// ``skip(_:scheduler:)-(RxTimeInterval,SchedulerType)`` on the main scheduler, delivered on the main actor.
    ///
    /// ```
    /// source (any thread):          -1-2-3-4-|
    /// skip(4, scheduler: main):     -----3-4-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long elements are dropped.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The elements after `duration`, as a ``MainActorObservable``.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        skip(duration, scheduler: scheduler as any SchedulerType).observe(on: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger & Sendable {
    /// ``interval(_:scheduler:)-(RxTimeInterval,SchedulerType)`` on the main scheduler: its ticks are sent from the main queue, so
    /// the result is a ``MainActorObservable``.
    ///
    /// ```
    /// interval(2, scheduler: main): --0-1-2-3->   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between elements, and before the first one; longer than zero.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The sequence of tick counts, as a ``MainActorObservable``.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: MainScheduler) -> MainActorObservable<Element> {
        MainActorObservable(interval(period, scheduler: scheduler as any SchedulerType))
    }

    /// ``timer(_:period:scheduler:)-(RxTimeInterval,RxTimeInterval?,SchedulerType)`` on the main scheduler: its elements and its completion are sent
    /// from the main queue, so the result is a ``MainActorObservable``.
    ///
    /// ```
    /// timer(3, scheduler: main):             ---(0|)      (on the main actor)
    /// timer(3, period: 2, scheduler: main):  ---0-1-2->   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before the first element.
    ///   - period: The time between later elements, longer than zero; `nil` for a single element.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The timer sequence, as a ``MainActorObservable``.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: MainScheduler
    ) -> MainActorObservable<Element> {
        MainActorObservable(timer(dueTime, period: period, scheduler: scheduler as any SchedulerType))
    }
}

extension MainActorObservable {
    /// ``ObservableType/sample(_:defaultValue:)`` of two main-actor sequences: every event of both
    /// arrives on the main thread, so the samples do too, and the result is again a
    /// ``MainActorObservable``.
    ///
    /// ```
    /// self (main):             --1--2-----3--|
    /// sampler (main):          ----x---x----x---x
    /// sample(sampler):         ----1---2----3---|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - sampler: A main-actor sequence whose elements and completion are the sampling ticks.
    ///   - defaultValue: Emitted at a tick when there is no new element; `nil` emits nothing then.
    /// - Returns: The sampled sequence, as a ``MainActorObservable``.
    @inlinable
    public func sample<Tick>(
        _ sampler: MainActorObservable<Tick>,
        defaultValue: Element? = nil
    ) -> MainActorObservable<Element> {
        MainActorObservable(
            SampleProducer(source: self, sampler: sampler.asObservable(), defaultValue: defaultValue)
        )
    }
}
