extension ObservableType {
    /// Subscribes to the source only after `dueTime`, then passes on all of its events unchanged.
    ///
    /// The subscription to the source is made on `scheduler`; events arrive wherever the source
    /// sends them. Disposing before `dueTime` cancels the pending subscription, so the source is
    /// never subscribed.
    ///
    /// ```
    /// source (cold):          -1-2-|
    /// delaySubscription(3):   ----1-2-|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where the wait is timed and the subscription is made.
    /// - Returns: The sequence with a delayed subscription.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        DelaySubscriptionProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

@usableFromInline
final class DelaySubscriptionProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    convenience init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.init(source: source, dueTime: dueTime, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: DelaySubscriptionProducer<Element>.self)
            let sink = DelaySubscriptionSink(observer: consume observer)
            if me.dueTime.isNever { return sink }
            let subscription = SingleAssignmentDisposable()
            let timer = me.scheduler.scheduleRelative(me.source, dueTime: me.dueTime) { [sink] source in
                subscription.setDisposable(source._subscribe { [sink] event in sink.forwardOn(event) })
                return Disposables.create()
            }
            sink.setUpstream(Disposables.create(timer, subscription))
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType, run: @escaping Run) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(run: run)
    }
}

@usableFromInline
final class DelaySubscriptionSink<Element>: Sink<Element>, @unchecked Sendable {
    // No fields of its own: events go straight through `forwardOn`.
}
