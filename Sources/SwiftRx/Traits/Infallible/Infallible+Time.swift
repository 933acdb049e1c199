extension InfallibleType {
    /// Sends an element only once `dueTime` has passed without a newer one; completion sends the
    /// pending element first.
    ///
    /// ```
    /// source:               --1-2-----3--|
    /// debounce(2 ticks):    ------2-----3|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers and delivers the elements.
    /// - Returns: The debounced infallible sequence.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends at most one element per `dueTime`: the first at once, then (with `latest`) the latest
    /// one that arrived during the window when it ends.
    ///
    /// ```
    /// source:              --1-2-3-------4--|
    /// throttle(4 ticks):   --1---3-------4--|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The length of a window.
    ///   - latest: Whether the latest element of a window is sent when it ends.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The throttled infallible sequence.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: any SchedulerType
    ) -> Infallible<Element> where Element: Sendable {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Sends every element and the completion `dueTime` later, on `scheduler`.
    ///
    /// ```
    /// source:            --1--2--|
    /// delay(3 ticks):    -----1--2--|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to hold each event.
    ///   - scheduler: The scheduler that delivers the events.
    /// - Returns: The delayed infallible sequence.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`, in order.
    ///
    /// ```
    /// source:              --1--2--|
    /// observe(on: s):      ---1--2--|  (on s)
    /// ```
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The infallible sequence delivered on `scheduler`.
    @inlinable
    public func observe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> where Element: Sendable {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// ```
    /// source:              --1--2--|
    /// subscribe(on: s):    --1--2--|   (subscribed on s)
    /// ```
    ///
    /// - Parameter scheduler: Where the subscription and disposal run.
    /// - Returns: The infallible sequence.
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> where Element: Sendable {
        Infallible(asObservable().subscribe(on: scheduler))
    }
}
