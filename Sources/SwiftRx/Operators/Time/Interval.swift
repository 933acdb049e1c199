extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0`, `1`, `2`, … one every `period`, starting one period after
    /// subscription, and never completes.
    ///
    /// Elements are sent on `scheduler`. The ticks come from the scheduler's `schedulePeriodic`,
    /// which measures each due time from the first tick, so slow observers do not make the sequence
    /// drift. A `.never` period sends nothing. A period of zero or less can never be meant (it asks
    /// for ticks as fast as the scheduler can run them, a busy loop): it stops the program with a
    /// message naming the value, in every build configuration. Disposing cancels the timer.
    ///
    /// ```
    /// interval(2): --0-1-2-3-4->
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between elements, and before the first one; longer than zero.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The sequence of tick counts.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        requirePositivePeriod(period, operatorName: "interval(_:scheduler:)")
        return TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }
}
