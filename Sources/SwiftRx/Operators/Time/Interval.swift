extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0`, `1`, `2`, … one every `period`, starting one period after
    /// subscription, and never completes.
    ///
    /// Elements are sent on `scheduler`. The ticks come from the scheduler's `schedulePeriodic`,
    /// which measures each due time from the start, so slow observers do not make the sequence
    /// drift. A `.never` period sends nothing. Disposing cancels the timer.
    ///
    /// ```
    /// interval(2): --0-1-2-3-4->
    /// ```
    ///
    /// - Precondition: `period` is longer than zero; a zero or negative period would fire without
    ///   end at one instant.
    /// - Parameters:
    ///   - period: The time between elements, and before the first one.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The sequence of tick counts.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        rxPrecondition(
            period.isPositive,
            "Observable.interval(_:scheduler:) needs a period longer than zero, got \(period). "
                + "Pass a positive period such as `.milliseconds(100)`."
        )
        return TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }
}
