extension SharedSequenceConvertibleType {
    /// Emits an element only after `dueTime` passes without another one; the last element before
    /// completion is emitted at completion. Timed on the strategy's scheduler.
    ///
    /// ```
    /// source:             -1-2-----3---|
    /// debounce(2 ticks):  -----2-----3-|
    /// ```
    ///
    /// - Parameter dueTime: The quiet time an element must be followed by.
    /// - Returns: The debounced shared sequence.
    @inlinable
    public consuming func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        (consume self).asSharedSequence().sharing { $0.debounce(dueTime, scheduler: SharingStrategy.scheduler) }
    }

    /// Emits at most one element per `dueTime` window: the first of each window, and with `latest`
    /// the last one received in the window when it closes. Timed on the strategy's scheduler.
    ///
    /// ```
    /// source:                  -1-2-3-------4-|
    /// throttle(3 ticks):       -1--2--3-----4-|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The length of a window.
    ///   - latest: Whether the last element of a window is emitted when it closes.
    /// - Returns: The throttled shared sequence.
    @inlinable
    public consuming func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true
    ) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        (consume self).asSharedSequence().sharing {
            $0.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler)
        }
    }

    /// Shifts every event later by `dueTime`, on the strategy's scheduler.
    ///
    /// ```
    /// source:             -1-2-|
    /// delay(2 ticks):     ---1-2-|
    /// ```
    ///
    /// - Parameter dueTime: How much later each event is delivered.
    /// - Returns: The delayed shared sequence.
    @inlinable
    public consuming func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        (consume self).asSharedSequence().sharing { $0.delay(dueTime, scheduler: SharingStrategy.scheduler) }
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, ... every `period`, on the strategy's scheduler; never completes.
    ///
    /// ```
    /// interval(2 ticks): --0-1-2-3-...
    /// ```
    ///
    /// - Parameter period: The time between elements.
    /// - Returns: The shared sequence of counters.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Emits 0 after `dueTime`, then, with a `period`, 1, 2, ... every `period`; without one it
    /// completes after the 0. Timed on the strategy's scheduler.
    ///
    /// ```
    /// timer(3 ticks):               ---(0|)
    /// timer(3 ticks, period: 1):    ---012...
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between later elements; `nil` for a single element.
    /// - Returns: The shared sequence of counters.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
