extension ObservableType {
    /// Splits the elements into windows: inner sequences that each carry up to `count` elements or
    /// the elements of one `timeSpan`, whichever ends first.
    ///
    /// The first window is sent at subscription. A window completes, and the next one is sent,
    /// when it has carried `count` elements or `timeSpan` has passed since it opened; a window
    /// filled by `count` starts a new time span. Windows are hot: an observer sees the elements sent
    /// after it subscribed, and the terminal event. On completion or error, the current window and
    /// the outer sequence end with it. The source stays subscribed while any window is observed,
    /// even after the outer subscription is disposed. Time-ended windows are sent on `scheduler`.
    /// A `.never` time span windows by count only.
    ///
    /// ```
    /// source:                         -1-2-3-4------|
    /// window(timeSpan: 6, count: 3):  a----b-----c--|
    ///
    /// a: -1-2-3|   b: --4---|   c: --|
    /// ```
    ///
    /// A time span of zero is accepted, as in RxSwift: each span ends as soon as `scheduler` runs
    /// its timer, so the operator closes the window and opens the next every time the timer runs (every tick of a
    /// `TestScheduler`, which runs a zero due time one tick later) until the source ends.
    ///
    /// - Precondition: `timeSpan` is zero or more and `count` is at least 1. No window could ever
    ///   hold a count of zero; pass a positive count.
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window carries.
    ///   - scheduler: Where the time spans are timed.
    /// - Returns: The sequence of windows.
    @inlinable
    public func window(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType
    ) -> Observable<Observable<Element>> where Element: Sendable {
        rxPrecondition(
            timeSpan.nanoseconds >= 0,
            "window(timeSpan:count:scheduler:) needs a time span of zero or more, got \(timeSpan). "
                + "Pass a positive span, or `.never` to window by count only."
        )
        rxPrecondition(
            count > 0,
            "window(timeSpan:count:scheduler:) needs a count of at least 1, got \(count). "
                + "Pass the largest number of elements one window may carry."
        )
        return WindowProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

@usableFromInline
final class WindowProducer<Element>: Producer<Observable<Element>>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let timeSpan: RxTimeInterval
    @usableFromInline
    let count: Int
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    convenience init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
        self.init(source: source, timeSpan: timeSpan, count: count, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: WindowProducer<Element>.self)
            let sink = WindowSink(observer: observer, parent: me)
            sink.setUpstream(sink.refCount)
            sink.start()
            sink.subscription.setDisposable(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType,
        run: @escaping Run
    ) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(run: run)
    }
}

@usableFromInline
final class WindowSink<Element>: Sink<Observable<Element>>, @unchecked Sendable {
    // `parent`, `timer`, `subscription` and `refCount` are immutable references to thread-safe
    // objects; `outbox`, `window`, `windowCount` and `generation` are guarded by `lock`.

    /// What the sink delivers: an event for a window, or a new window for the outer sequence.
    @usableFromInline
    enum Output {
        case inner(PublishSubject<Element>, Event<Element>)
        case outer(Event<Observable<Element>>)
    }

    @usableFromInline
    let parent: WindowProducer<Element>
    @usableFromInline
    let timer = TimerSlot()
    @usableFromInline
    let subscription = SingleAssignmentDisposable()
    /// Owns the timer and the source subscription; disposed once the outer subscription and every
    /// window subscription are gone.
    @usableFromInline
    let refCount: RefCountDisposable
    @usableFromInline
    let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked) var outbox = DrainQueue<Output>()  // guarded by lock
    /// The window being filled. Named as the operator, with no user location, in diagnostics.
    @usableFromInline
    // guarded by lock
    @exclusivity(unchecked) var window = PublishSubject<Element>(diagnosticName: "window", location: nil)
    @usableFromInline
    @exclusivity(unchecked) var windowCount = 0  // guarded by lock
    /// Which time span is current; a timer for an earlier one does nothing.
    @usableFromInline
    @exclusivity(unchecked) var generation: UInt64 = 0  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<Observable<Element>>, parent: WindowProducer<Element>) {
        self.parent = parent
        self.refCount = RefCountDisposable(disposable: Disposables.create(timer, subscription))
        super.init(observer: observer)
    }

    @inlinable
    func start() {
        let mustDeliver = lock.withLock { outbox.push(.outer(.next(exposed(window)))) }
        armTimer(generation: 0)
        if mustDeliver { deliver() }
    }

    @inlinable
    func exposed(_ subject: PublishSubject<Element>) -> Observable<Element> {
        RefCountedSubjectObservable(subject: subject, refCount: refCount)
    }

    @inlinable
    func deliver() {
        while let output = lock.withLock({ outbox.next() }) {
            switch output {
            case .inner(let subject, let event):
                subject.on(event)
            case .outer(let event):
                forwardOn(event)
            }
        }
    }

    @inlinable
    func armTimer(generation: UInt64) {
        if parent.timeSpan.isNever { return }
        timer.set(
            parent.scheduler.scheduleRelative(generation, dueTime: parent.timeSpan) { [self] generation in
                timeSpanEnded(generation)
                return Disposables.create()
            },
            generation: generation
        )
    }

    /// Under the lock: completes the current window and opens the next; returns whether the caller
    /// must deliver, and the new span's number.
    @inlinable
    func rollOverLocked() -> (mustDeliver: Bool, generation: UInt64) {
        let mustDeliver = outbox.push(.inner(window, .completed))
        window = PublishSubject(diagnosticName: "window", location: nil)
        windowCount = 0
        generation &+= 1
        _ = outbox.push(.outer(.next(exposed(window))))
        return (mustDeliver, generation)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            let rolled = lock.withLock { () -> (mustDeliver: Bool, generation: UInt64?) in
                let mustDeliver = outbox.push(.inner(window, event))
                windowCount += 1
                guard windowCount >= parent.count else { return (mustDeliver, nil) }
                let rolled = rollOverLocked()
                return (mustDeliver || rolled.mustDeliver, rolled.generation)
            }
            if rolled.mustDeliver { deliver() }
            if let generation = rolled.generation { armTimer(generation: generation) }
        case .error, .completed:
            // The source is over: stop the timer and let the source go even if windows are still
            // observed, then end the current window and the outer sequence the same way.
            timer.dispose()
            subscription.dispose()
            let outer: Event<Observable<Element>> = event.error.map { .error($0) } ?? .completed
            let mustDeliver = lock.withLock { () -> Bool in
                let inner = outbox.push(.inner(window, event))
                return outbox.push(.outer(outer)) || inner
            }
            if mustDeliver { deliver() }
        }
    }

    @inlinable
    func timeSpanEnded(_ ended: UInt64) {
        let rolled = lock.withLock { () -> (mustDeliver: Bool, generation: UInt64)? in
            ended == generation ? rollOverLocked() : nil
        }
        guard let rolled else { return }
        if rolled.mustDeliver { deliver() }
        armTimer(generation: rolled.generation)
    }

    // disposeCore keeps the default: disposing the outer subscription only drops the sink's
    // reference; the windows being observed keep the source (and the timer) alive through
    // `refCount`, and they are fed until the source ends.
}
