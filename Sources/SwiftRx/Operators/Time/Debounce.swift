extension ObservableType {
    /// Sends an element only once `dueTime` has passed without a newer one: each element restarts
    /// the wait, and only the last element of a burst gets through.
    ///
    /// Elements are sent on `scheduler`, when their wait ends. On completion the element still
    /// waiting, if any, is sent at once, then `completed`. An error is forwarded at once and the
    /// waiting element is dropped. Disposing cancels the pending timer.
    ///
    /// ```
    /// source:        -1-2----3-4-5------|
    /// debounce(3):   ------2--------5---|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long an element must stay the latest before it is sent. Zero sends every
    ///     element on the scheduler as soon as it runs the timer.
    ///   - scheduler: Where the timers run and the elements are sent.
    /// - Returns: The debounced sequence.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

@usableFromInline
final class DebounceProducer<Element>: Producer<Element>, @unchecked Sendable {
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
            let me = unsafeDowncast(producer, to: DebounceProducer<Element>.self)
            let sink = DebounceSink(observer: consume observer, dueTime: me.dueTime, scheduler: me.scheduler)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
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
final class DebounceSink<Element>: TimerDrivenSink<Element>, @unchecked Sendable {
    // `dueTime` and `scheduler` are immutable; `timer` is a thread-safe SerialDisposable re-armed only
    // from the source's (serial) thread; `pending` and `generation` are guarded by `lock`.

    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let scheduler: any SchedulerType
    @usableFromInline
    let timer = SerialDisposable()

    /// The element waiting for its quiet period to end.
    @usableFromInline
    @exclusivity(unchecked) var pending: Element?  // guarded by lock
    /// Which element's timer is current; a timer for an older one does nothing.
    @usableFromInline
    @exclusivity(unchecked) var generation: UInt64 = 0  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = lock.withLock { () -> UInt64 in
                generation &+= 1
                pending = element
                return generation
            }
            if dueTime.isNever { return }
            timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { [self] current in
                fire(current)
                return Disposables.create()
            }
        case .error:
            let mustDeliver = lock.withLock { () -> Bool in
                pending = nil
                generation &+= 1
                return queue.push(event)
            }
            if mustDeliver { deliver() }
        case .completed:
            let mustDeliver = lock.withLock { () -> Bool in
                var mustDeliver = false
                if let element = pending {
                    pending = nil
                    mustDeliver = queue.push(.next(element))
                }
                generation &+= 1
                return queue.push(.completed) || mustDeliver
            }
            if mustDeliver { deliver() }
        }
    }

    @inlinable
    func fire(_ current: UInt64) {
        let mustDeliver = lock.withLock { () -> Bool in
            guard current == generation, let element = pending else { return false }
            pending = nil
            return queue.push(.next(element))
        }
        if mustDeliver { deliver() }
    }

    @usableFromInline
    override func disposeCore() {
        timer.dispose()
        lock.withLock { pending = nil }
        super.disposeCore()
    }
}
