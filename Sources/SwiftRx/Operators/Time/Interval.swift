extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0`, `1`, `2`, … one every `period`, starting one period after
    /// subscription, and never completes.
    ///
    /// Elements are sent on `scheduler`. The ticks come from the scheduler's `schedulePeriodic`,
    /// which measures each due time from the first tick, so slow observers do not make the sequence
    /// drift. A `.never` period sends nothing. A zero (or negative) period sends the ticks as fast as
    /// the scheduler runs its work, as in RxSwift: on a `TestScheduler`, one per unit of virtual
    /// time; limit it with an operator such as `take(_:)`. Disposing cancels the timer.
    ///
    /// ```
    /// interval(2): --0-1-2-3-4->
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between elements, and before the first one.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The sequence of tick counts.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }
}
