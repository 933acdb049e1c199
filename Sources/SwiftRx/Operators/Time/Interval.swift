extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0`, `1`, `2`, … one every `period`, starting one period after
    /// subscription, and never completes.
    ///
    /// Elements are sent on `scheduler`. The ticks come from the scheduler's `schedulePeriodic`,
    /// which measures each due time from the first tick, so slow observers do not make the sequence
    /// drift. A `.never` period sends nothing. A period of zero runs as in RxSwift: ticks come as fast
    /// as the scheduler runs them (one per tick of a `TestScheduler`); on a scheduler of real time
    /// each subscription reports it once per `subscribe` call site, as a `nonPositiveDuration`
    /// warning through ``Hooks``. A negative period can never be meant: it stops the program with a
    /// message naming the value, in every build configuration. Disposing cancels the timer.
    ///
    /// ```
    /// interval(2): --0-1-2-3-4->
    /// ```
    ///
    /// - Parameters:
    ///   - period: The time between elements, and before the first one; zero or more.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The sequence of tick counts.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        requireNonNegativePeriod(period, operatorName: "interval(_:scheduler:)")
        return TimerProducer(dueTime: period, period: period, scheduler: scheduler, operatorName: "interval")
    }
}
