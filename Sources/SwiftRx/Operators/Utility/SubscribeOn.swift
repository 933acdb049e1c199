import Synchronization

extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler` too.
    ///
    /// Subscribing returns at once; the source's subscription (and with it any work the source does
    /// while being subscribed) runs as an action on `scheduler`. Disposing, or the end of the
    /// sequence, schedules the disposal of the source subscription on `scheduler`; disposing before
    /// the scheduled subscription ran cancels it. Events are delivered wherever the source sends them:
    /// use ``observe(on:)->Observable<Self.Element>`` to choose where observers run.
    ///
    /// ```
    /// source:              --1--2--|      (subscribed on s)
    /// subscribe(on: s):    --1--2--|
    /// ```
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: The source's events.
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        SubscribeOnProducer(source: self, scheduler: scheduler)
    }

    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler` too.
    ///
    /// The RxSwift 5 spelling of ``subscribe(on:)``.
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: The source's events.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        subscribe(on: scheduler)
    }
}

/// Generic over the source rather than holding `asObservable()`: a custom `ObservableType` (a test
/// observable, a user's type) is subscribed directly, so its subscription ends when this operator
/// disposes it, on the scheduler. Through the adapter `asObservable()` adds, it would end at the
/// source's own terminal event instead, one step earlier than RxSwift reports it.
@usableFromInline
final class SubscribeOnProducer<Source: ObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Source
    @usableFromInline
    let scheduler: any ImmediateSchedulerType

    @inlinable
    convenience init(source: Source, scheduler: any ImmediateSchedulerType) {
        self.init(source: source, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: SubscribeOnProducer<Source>.self)
            let sink = SubscribeOnSink(observer: consume observer)
            // Called only by the one scheduled action; the producer is immutable.
            let subscribeSource = UncheckedBox { (observer: @escaping Downstream<Source.Element>) in
                me.subscribeSource(observer)
            }
            sink.run(subscribeSource: subscribeSource, scheduler: me.scheduler)
            return consume sink
        }
    }

    @inlinable
    init(source: Source, scheduler: any ImmediateSchedulerType, run: @escaping Run) {
        self.source = source
        self.scheduler = scheduler
        super.init(run: run)
    }

    /// Subscribes `observer` to the source: an ``Observable`` through its own entry point, any other
    /// `ObservableType` through its `subscribe(_:)`.
    @inlinable
    func subscribeSource(_ observer: @escaping Downstream<Source.Element>) -> any Disposable {
        if let observable = source as? Observable<Source.Element> {
            return observable._subscribe(observer)
        }
        return source.subscribe(AnyObserver(eventHandler: observer))
    }
}

@usableFromInline
final class SubscribeOnSink<Element>: Sink<Element>, @unchecked Sendable {
    // `current` is a thread-safe SerialDisposable: first the pending scheduled subscription, then the
    // source subscription wrapped to be disposed on the scheduler. `runState` is atomic; `heldBack`
    // is written before the releasing exchange that publishes it and read after the acquiring one.
    @usableFromInline
    let current = SerialDisposable()
    /// `inRun` while ``run(subscribeSource:scheduler:)`` has not returned, `heldBack` when the
    /// scheduled action ran inside it and left the subscription's disposal to it, `ranOut` after.
    @usableFromInline
    let runState = Atomic<Int>(0)
    @usableFromInline
    @exclusivity(unchecked) var heldBack: (any Disposable)?

    @usableFromInline
    static var inRun: Int { 0 }
    @usableFromInline
    static var heldBackState: Int { 1 }
    @usableFromInline
    static var ranOut: Int { 2 }

    @inlinable
    func run(
        subscribeSource: UncheckedBox<(@escaping Downstream<Element>) -> any Disposable>,
        scheduler: any ImmediateSchedulerType
    ) {
        setUpstream(current)
        let pending = SingleAssignmentDisposable()
        current.disposable = pending
        pending.setDisposable(
            scheduler.schedule(()) { [self] _ in
                if isDisposed { return Disposables.create() }
                let subscription = subscribeSource.value { [self] event in forwardOn(event) }
                let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                if isDisposed && holdBack(scheduled) { return Disposables.create() }
                // Replacing `pending` (already run) is harmless; if the sink was disposed meanwhile,
                // the serial disposable disposes this at once, which schedules it on `scheduler`.
                current.disposable = scheduled
                return Disposables.create()
            }
        )
        if runState.exchange(Self.ranOut, ordering: .acquiringAndReleasing) == Self.heldBackState {
            let scheduled = heldBack
            heldBack = nil
            scheduled?.dispose()
        }
    }

    /// Leaves the disposal of a source that ended while it was being subscribed to `run`, when the
    /// scheduler ran the action inside `run` (at once, as `MainScheduler` does on the main thread).
    /// Scheduled from inside the action, the disposal would queue behind it, and `MainScheduler`
    /// would then run later main-thread work asynchronously until its queue drains; scheduled after
    /// `run` returns, it runs at once, as in RxSwift.
    ///
    /// - Returns: Whether `run` will dispose `scheduled`.
    @inlinable
    func holdBack(_ scheduled: ScheduledDisposable) -> Bool {
        heldBack = scheduled
        if runState.compareExchange(
            expected: Self.inRun,
            desired: Self.heldBackState,
            successOrdering: .acquiringAndReleasing,
            failureOrdering: .acquiring
        ).exchanged {
            return true
        }
        heldBack = nil
        return false
    }
}
