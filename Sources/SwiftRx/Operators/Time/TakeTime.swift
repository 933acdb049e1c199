extension ObservableType {
    /// Passes on the source's events for `duration` after subscription, then completes.
    ///
    /// `completed` is sent on `scheduler` when the time is up, and the source subscription is
    /// disposed then; a terminal event from the source before that ends the sequence early.
    /// Elements are forwarded as they arrive, never at the same time as the completion. Disposing
    /// cancels the timer.
    ///
    /// ```
    /// source:          -1-2-3-4-5-|
    /// take(for: 4):    -1-2|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to pass elements on. Zero or negative completes as soon as the
    ///     scheduler runs the timer.
    ///   - scheduler: Where the duration is timed and `completed` is sent.
    /// - Returns: The sequence cut after `duration`.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        TakeTimeProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Passes on the source's events for `duration` after subscription, then completes.
    ///
    /// The RxSwift 5 spelling of ``take(for:scheduler:)->Observable<Self.Element>``.
    ///
    /// ```
    /// source:       -1-2-3-4-5-|
    /// take(4):      -1-2|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to pass elements on.
    ///   - scheduler: Where the duration is timed and `completed` is sent.
    /// - Returns: The sequence cut after `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
    public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        take(for: duration, scheduler: scheduler)
    }
}

@usableFromInline
final class TakeTimeProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let duration: RxTimeInterval
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    convenience init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
        self.init(source: source, duration: duration, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: TakeTimeProducer<Element>.self)
            let sink = TakeTimeSink(observer: consume observer)
            let timer: any Disposable
            if me.duration.isNever {
                timer = Disposables.create()
            } else {
                timer = me.scheduler.scheduleRelative((), dueTime: me.duration) { [sink] _ in
                    sink.send(.completed)
                    return Disposables.create()
                }
            }
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(timer, subscription))
            subscription.setDisposable(me.source._subscribe { [sink] event in sink.send(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType, run: @escaping Run) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init(run: run)
    }
}

@usableFromInline
final class TakeTimeSink<Element>: TimerDrivenSink<Element>, @unchecked Sendable {
    // No fields of its own: source events and the timer's completion share the queue, so they
    // reach the downstream one at a time and in the order they were decided.
}
