extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them, one at a time.
    ///
    /// Each event is handed to `scheduler` as it arrives; downstream observers then run there. Events
    /// are never reordered and never delivered concurrently, even on a concurrent scheduler: events
    /// that arrive while earlier ones are still waiting are queued behind them and delivered by the
    /// same scheduled run. On a serial scheduler (`MainScheduler`, `SerialDispatchQueueScheduler`),
    /// which already runs its work one item at a time in order, each event is simply scheduled. The sequence ends
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
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers every event on `scheduler`, in order, one at a time.
    ///
    /// The RxSwift 5 spelling of ``observe(on:)``.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The source's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
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
    init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        self.isSerial = scheduler is any SerialSchedulerMarker
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: ObserveOnProducer<Element>.self)
            if me.isSerial {
                let sink = SerialObserveOnSink(observer: observer, scheduler: me.scheduler)
                sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
                return sink
            }
            let sink = ObserveOnSink(observer: observer, scheduler: me.scheduler)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return sink
        }
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

    @inlinable
    init(observer: @escaping Downstream<Element>, scheduler: any ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        // Read once, by the single run of this item on the serial scheduler.
        let box = UncheckedBox(event)
        _ = scheduler.schedule(()) { [self] _ in
            forwardOn(box.value)
            return Disposables.create()
        }
    }
}

/// Queues events under a lock and delivers them from one drain at a time on the scheduler: the
/// drain that finds the queue empty clears `draining`, and the next event schedules a new drain.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    // `scheduler` is immutable; `queue`, `head` and `draining` are guarded by `lock`. A scheduled drain
    // is not cancelled on disposal: it runs, sees the sink disposed, and stops.
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
        if startDrain {
            _ = scheduler.schedule(()) { [self] _ in
                drain()
                return Disposables.create()
            }
        }
    }

    /// Delivers queued events in order until the queue is empty.
    @inlinable
    func drain() {
        while true {
            let next = lock.withLock { () -> Event<Element>? in
                if head < queue.count {
                    let event = queue[head]
                    head += 1
                    if head >= 1_024, head * 2 >= queue.count {
                        queue.removeFirst(head)
                        head = 0
                    }
                    return event
                }
                queue.removeAll(keepingCapacity: queue.count <= 64)
                head = 0
                draining = false
                return nil
            }
            guard let event = next else { return }
            if isDisposed { return }
            forwardOn(event)
        }
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
