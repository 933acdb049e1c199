extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler` too.
    ///
    /// Subscribing returns at once; the source's subscription (and with it any work the source does
    /// while being subscribed) runs as an action on `scheduler`. Disposing, or the end of the
    /// sequence, schedules the disposal of the source subscription on `scheduler`; disposing before
    /// the scheduled subscription ran cancels it. Events are delivered wherever the source sends them:
    /// use ``observe(on:)`` to choose where observers run.
    ///
    /// ```
    /// source:              --1--2--|      (subscribed on s)
    /// subscribe(on: s):    --1--2--|
    /// ```
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: The source's events.
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: asObservable(), scheduler: scheduler)
    }

    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler` too.
    ///
    /// The RxSwift 5 spelling of ``subscribe(on:)``.
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: The source's events.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

@usableFromInline
final class SubscribeOnProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let scheduler: any ImmediateSchedulerType

    @inlinable
    init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: SubscribeOnProducer<Element>.self)
            let sink = SubscribeOnSink(observer: observer)
            sink.run(source: me.source, scheduler: me.scheduler)
            return sink
        }
    }
}

@usableFromInline
final class SubscribeOnSink<Element>: Sink<Element>, @unchecked Sendable {
    // `current` is a thread-safe SerialDisposable: first the pending scheduled subscription, then the
    // source subscription wrapped to be disposed on the scheduler.
    @usableFromInline
    let current = SerialDisposable()

    @inlinable
    func run(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        setUpstream(current)
        let pending = SingleAssignmentDisposable()
        current.disposable = pending
        // The source is only subscribed by the one scheduled action; observables are immutable.
        let source = UncheckedBox(source)
        pending.setDisposable(
            scheduler.schedule(()) { [self] _ in
                if isDisposed { return Disposables.create() }
                let subscription = source.value._subscribe { [self] event in forwardOn(event) }
                // Replacing `pending` (already run) is harmless; if the sink was disposed meanwhile,
                // the serial disposable disposes this at once, which schedules it on `scheduler`.
                current.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            }
        )
    }
}
