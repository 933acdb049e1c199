extension ObservableType {
    /// Fails with `RxError.timeout` if the source sends no element within `dueTime` of the
    /// subscription or of its previous element.
    ///
    /// Elements and the source's terminal event pass through while the source keeps time. When
    /// the time is up, the source subscription is disposed and `error(RxError.timeout)` is sent on
    /// `scheduler`. Disposing cancels the timer. A negative `dueTime` is valid, as in RxSwift, and
    /// fails at once; ``Hooks`` then reports a hint (a ``GrammarViolation/Kind/nonPositiveDuration``
    /// warning).
    ///
    /// ```
    /// source:       -1-2-------3-|
    /// timeout(4):   -1-2---#
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for each element.
    ///   - scheduler: Where the waits are timed and the timeout error is sent.
    /// - Returns: The sequence, failing on a timeout.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        TimeoutProducer(
            source: asObservable(),
            dueTime: dueTime,
            other: Observable<Element>.error(RxError.timeout),
            scheduler: scheduler
        )
    }

    /// Switches to `other` if the source sends no element within `dueTime` of the subscription or
    /// of its previous element.
    ///
    /// Elements and the source's terminal event pass through while the source keeps time. When
    /// the time is up, the source subscription is disposed and `other` is subscribed on
    /// `scheduler`; from then on its events are forwarded. Disposing cancels the timer.
    ///
    /// ```
    /// source:            -1-2-------3-|
    /// other:             ab|
    /// timeout(4, other): -1-2---ab|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait for each element.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the waits are timed and `other` is subscribed.
    /// - Returns: The sequence, continuing with `other` after a timeout.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Element: Sendable, Element == Source.Element {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// A negative `timeout` is valid, as in RxSwift, but fails as soon as it is subscribed: says so
/// through ``Hooks`` (once per `subscribe` call site), so the immediate `RxError.timeout` has a hint.
@usableFromInline
func reportNegativeTimeout(_ dueTime: RxTimeInterval) {
    #if DEBUG
        let location = SubscriptionSite.current
    #else
        let location: String? = nil
    #endif
    Hooks.report(GrammarViolation(kind: .nonPositiveDuration, operatorName: "timeout(\(dueTime))", location: location))
}

@usableFromInline
final class TimeoutProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let other: Observable<Element>
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    convenience init(
        source: Observable<Element>,
        dueTime: RxTimeInterval,
        other: Observable<Element>,
        scheduler: any SchedulerType
    ) {
        self.init(source: source, dueTime: dueTime, other: other, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: TimeoutProducer<Element>.self)
            if _slowPath(me.dueTime.nanoseconds < 0) { reportNegativeTimeout(me.dueTime) }
            let sink = TimeoutSink(observer: consume observer, parent: me)
            sink.setUpstream(Disposables.create(sink.subscription, sink.timer))
            sink.armTimer()
            sink.subscription.disposable = me.source._subscribe { [sink] event in sink.on(event) }
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType,
        run: @escaping Run
    ) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(run: run)
    }
}

@usableFromInline
final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    // `parent` is immutable; `subscription` and `timer` are thread-safe SerialDisposables;
    // `generation` and `timedOut` are guarded by `lock`.
    //
    // No drain queue is needed: whoever wins the decision under the lock is the only sender. A
    // source element bumps `generation` before it is forwarded, so no timer armed earlier can win
    // while it is being delivered, and the next timer is armed only after the delivery returns.
    // Once a timer wins (`timedOut`), the source is ignored and only `other` sends.

    @usableFromInline
    let parent: TimeoutProducer<Element>
    @usableFromInline
    let subscription = SerialDisposable()
    @usableFromInline
    let timer = SerialDisposable()
    @usableFromInline
    let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked) var generation: UInt64 = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var timedOut = false  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<Element>, parent: TimeoutProducer<Element>) {
        self.parent = parent
        super.init(observer: observer)
    }

    /// Arms the timer for the current generation; called from the subscribing thread, then only
    /// from the source's (serial) thread.
    @inlinable
    func armTimer() {
        if parent.dueTime.isNever { return }
        let current = lock.withLock { generation }
        timer.disposable = parent.scheduler.scheduleRelative(current, dueTime: parent.dueTime) { [self] current in
            fire(current)
            return Disposables.create()
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let sourceWins = lock.withLock { () -> Bool in
            if timedOut { return false }
            generation &+= 1
            return true
        }
        guard sourceWins else { return }
        if case .next(let element) = event {
            forwardNext(element)
            armTimer()
        } else {
            forwardTerminal(event)
        }
    }

    @inlinable
    func fire(_ current: UInt64) {
        let timerWins = lock.withLock { () -> Bool in
            guard !timedOut, current == generation else { return false }
            timedOut = true
            return true
        }
        guard timerWins else { return }
        // Replacing the source subscription disposes it.
        subscription.disposable = parent.other._subscribe { [self] event in forwardOn(event) }
    }

    @usableFromInline
    override func disposeCore() {
        timer.dispose()
        subscription.dispose()
    }
}
