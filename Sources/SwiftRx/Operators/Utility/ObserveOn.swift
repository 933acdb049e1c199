import Synchronization

extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them, one at a time.
    ///
    /// Each event is handed to `scheduler` as it arrives; downstream observers then run there. Events
    /// are never reordered and never delivered concurrently, even on a concurrent scheduler: events
    /// that arrive while earlier ones are still waiting are queued behind them; each scheduled action
    /// delivers one event and schedules the next, so on a `TestScheduler` queued events land one tick
    /// apart. On a serial scheduler (`MainScheduler`, `SerialDispatchQueueScheduler`), which already
    /// runs its work one item at a time in order, each event is simply scheduled. The sequence ends
    /// when the source's terminal event has been delivered on `scheduler`; after disposal nothing more
    /// is delivered, even events already queued.
    ///
    /// ```
    /// source (thread A):        --1--2--3--|
    /// observe(on: s) (on s):    ---1--2--3--|
    /// ```
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The source's events, delivered on `scheduler`.
    @inlinable
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers every event on `scheduler`, in order, one at a time.
    ///
    /// The RxSwift 5 spelling of ``observe(on:)->Observable<Self.Element>``.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The source's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        observe(on: scheduler)
    }
}

extension ObservableType where Element: Sendable {
    /// Delivers every event on the main thread, in order, one at a time, as a
    /// ``MainActorObservable``: the sequence whose `subscribe`, `bind` and `do` take `@MainActor`
    /// closures.
    ///
    /// The same delivery as ``observe(on:)->Observable<Self.Element>`` with any other scheduler; only the static type of the
    /// result differs, so a `@MainActor` class can subscribe with closures that touch its state.
    ///
    /// ```
    /// source (thread A):                      --1--2--3--|
    /// observe(on: MainScheduler.instance):    ---1--2--3--|   (on the main actor)
    /// ```
    ///
    /// - Parameter scheduler: A main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The source's events, delivered on the main thread.
    @inlinable
    public func observe(on scheduler: MainScheduler) -> MainActorObservable<Element> {
        MainActorObservable(ObserveOnProducer(source: asObservable(), scheduler: scheduler))
    }
}

@usableFromInline
final class ObserveOnProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let scheduler: any ImmediateSchedulerType
    @usableFromInline
    let isSerial: Bool

    @inlinable
    convenience init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.init(source: source, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: ObserveOnProducer<Element>.self)
            if me.isSerial {
                let sink = SerialObserveOnSink(observer: consume observer, scheduler: me.scheduler)
                sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
                return consume sink
            }
            let sink = ObserveOnSink(observer: consume observer, scheduler: me.scheduler)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, scheduler: any ImmediateSchedulerType, run: @escaping Run) {
        self.source = source
        self.scheduler = scheduler
        let isSerial = scheduler is any SerialSchedulerMarker
        self.isSerial = isSerial
        if isSerial { Resources.serialDispatchQueueObservableCreated() }
        super.init(run: run)
    }

    deinit {
        if isSerial { Resources.serialDispatchQueueObservableReleased() }
    }
}

/// The fast path for serial schedulers: each event is its own scheduled item, and the scheduler's
/// own FIFO, one-at-a-time execution keeps them ordered and serial.
@usableFromInline
final class SerialObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init. A scheduled event is not cancelled on disposal: it runs, sees the sink
    // disposed, and is dropped.
    @usableFromInline
    let scheduler: any ImmediateSchedulerType

    /// `scheduler` when it is the main scheduler, whose at-once path is taken without an action.
    @usableFromInline
    let mainScheduler: MainScheduler?

    @inlinable
    init(observer: @escaping Downstream<Element>, scheduler: any ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.mainScheduler = scheduler as? MainScheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        // On the main queue with nothing queued, `MainScheduler` would run the action at once: the
        // event is forwarded directly, without allocating the action.
        if let main = mainScheduler, main.runAtOnceIfIdle({ forwardOn(event) }) { return }
        // Read once, by the single run of this item on the serial scheduler.
        let box = UncheckedBox(event)
        _ = scheduler.schedule(()) { [self] _ in
            forwardOn(box.value)
            return Disposables.create()
        }
    }
}

/// Queues events under a lock and delivers them one scheduled action at a time: each action delivers
/// one event and schedules the next while the queue is not empty; the action that empties it clears
/// `draining`, and the next event schedules a new one.
///
/// The next action can start before the one that scheduled it returns: inline, on a scheduler that
/// runs actions at once, or on another thread. It then hands its turn back through `turn`, and the
/// running action goes on delivering: deliveries stay serialized, and an immediate scheduler loops
/// instead of recursing once per queued event.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    // `scheduler` is immutable; `queue`, `head` and `draining` are guarded by `lock`; `turn` is
    // atomic. A scheduled action is not cancelled on disposal: it runs, sees the sink disposed, and
    // stops.
    @usableFromInline
    let scheduler: any ImmediateSchedulerType
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var queue: [Event<Element>] = []  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var head = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var draining = false  // guarded by lock
    /// `idle`, `running` (an action is delivering), or `handedBack` (the action it scheduled ran
    /// before it returned, and left the delivering to it).
    @usableFromInline
    let turn = Atomic<Int>(0)

    @usableFromInline
    static var idle: Int { 0 }
    @usableFromInline
    static var running: Int { 1 }
    @usableFromInline
    static var handedBack: Int { 2 }

    @inlinable
    init(observer: @escaping Downstream<Element>, scheduler: any ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        let startDrain = lock.withLock { () -> Bool in
            queue.append(event)
            if draining { return false }
            draining = true
            return true
        }
        if startDrain { scheduleDelivery() }
    }

    /// Schedules one delivery. Each delivery schedules the next while events are queued, so a
    /// virtual-time scheduler spends one step per event, as RxSwift's recursive scheduling does.
    @inlinable
    func scheduleDelivery() {
        _ = scheduler.schedule(()) { [self] _ in
            runDeliveries()
            return Disposables.create()
        }
    }

    @inlinable
    func runDeliveries() {
        if turn.compareExchange(
            expected: Self.running,
            desired: Self.handedBack,
            successOrdering: .acquiringAndReleasing,
            failureOrdering: .acquiring
        ).exchanged {
            return  // the action that scheduled this one is still running and delivers the rest
        }
        turn.store(Self.running, ordering: .relaxed)
        while deliverOne() {
            scheduleDelivery()
            if turn.compareExchange(
                expected: Self.running,
                desired: Self.idle,
                successOrdering: .acquiringAndReleasing,
                failureOrdering: .acquiring
            ).exchanged {
                return  // the scheduled action runs later and delivers the next event
            }
            turn.store(Self.running, ordering: .relaxed)
        }
    }

    /// Delivers the oldest queued event.
    ///
    /// - Returns: Whether another event is queued and the sink is still live.
    @inlinable
    func deliverOne() -> Bool {
        let next = lock.withLock { () -> Event<Element>? in
            guard head < queue.count else {
                finishDraining()
                return nil
            }
            let event = queue[head]
            head += 1
            if head >= 1_024, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return event
        }
        guard let event = next, !isDisposed else { return false }
        forwardOn(event)
        let more = lock.withLock { () -> Bool in
            if head < queue.count { return true }
            finishDraining()
            return false
        }
        return more && !isDisposed
    }

    /// Called under `lock` when the queue is empty: the next event schedules a new delivery.
    @inlinable
    func finishDraining() {
        queue.removeAll(keepingCapacity: queue.count <= 64)
        head = 0
        turn.store(Self.idle, ordering: .releasing)
        draining = false
    }

    @usableFromInline
    override func disposeCore() {
        let dropped = lock.withLock { () -> [Event<Element>] in
            defer {
                queue = []
                head = 0
            }
            return queue
        }
        _ = dropped  // released here, outside the lock
    }
}
