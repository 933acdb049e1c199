extension ObservableType {
    /// Collects elements into arrays, sending an array when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was started, whichever comes first.
    ///
    /// A time-triggered array may be empty. An array filled by `count` starts a new time span. On
    /// completion the array being filled is sent (even if empty), then `completed`; an error is
    /// forwarded at once and drops it. Time-triggered arrays are sent on `scheduler`. Disposing
    /// cancels the timer. A `.never` time span buffers by count only.
    ///
    /// ```
    /// source:                         -1-2-3-4------|
    /// buffer(timeSpan: 6, count: 3):  -----a-----b--(c|)
    ///
    /// a = [1, 2, 3] (full), b = [4] (time span ended), c = [] (completion)
    /// ```
    ///
    /// A time span of zero is accepted, as in RxSwift: each span ends as soon as `scheduler` runs
    /// its timer, so the operator sends an array, often empty, every time the timer runs (every tick of a
    /// `TestScheduler`, which runs a zero due time one tick later) until the source ends.
    ///
    /// - Precondition: `timeSpan` is zero or more and `count` is at least 1. No array could ever
    ///   hold a count of zero; pass a positive count.
    /// - Parameters:
    ///   - timeSpan: The longest time an array is filled before it is sent.
    ///   - count: The most elements an array holds.
    ///   - scheduler: Where the time spans are timed.
    /// - Returns: The sequence of arrays.
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]>
    where Element: Sendable {
        rxPrecondition(
            timeSpan.nanoseconds >= 0,
            "buffer(timeSpan:count:scheduler:) needs a time span of zero or more, got \(timeSpan). "
                + "Pass a positive span, or `.never` to buffer by count only."
        )
        rxPrecondition(
            count > 0,
            "buffer(timeSpan:count:scheduler:) needs a count of at least 1, got \(count). "
                + "Pass the largest number of elements one array may hold."
        )
        return BufferProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

@usableFromInline
final class BufferProducer<Element>: Producer<[Element]>, @unchecked Sendable {
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
            let me = unsafeDowncast(producer, to: BufferProducer<Element>.self)
            let sink = BufferSink(observer: observer, parent: me)
            sink.setUpstream(Disposables.create(sink.timer, sink.subscription))
            sink.armTimer(generation: 0)
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
final class BufferSink<Element>: TimerDrivenSink<[Element]>, @unchecked Sendable {
    // `parent` is immutable; `timer` and `subscription` are thread-safe disposables; `buffer` and
    // `generation` are guarded by `lock`.

    @usableFromInline
    let parent: BufferProducer<Element>
    @usableFromInline
    let timer = TimerSlot()
    @usableFromInline
    let subscription = SingleAssignmentDisposable()

    /// The array being filled.
    @usableFromInline
    @exclusivity(unchecked) var buffer: [Element] = []  // guarded by lock
    /// Which time span is current; a timer for an earlier one does nothing.
    @usableFromInline
    @exclusivity(unchecked) var generation: UInt64 = 0  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<[Element]>, parent: BufferProducer<Element>) {
        self.parent = parent
        super.init(observer: observer)
    }

    /// Arms the timer that ends time span `generation`. Both the source's thread (after a full
    /// array) and the timer's thread (after a time span) arm it; the slot keeps the newest.
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

    /// Under the lock: sends the current array and starts the next span; returns whether the
    /// caller must deliver, and the new span's number.
    @inlinable
    func flushLocked() -> (mustDeliver: Bool, generation: UInt64) {
        let full = buffer
        buffer = []
        generation &+= 1
        return (queue.push(.next(full)), generation)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let flushed = lock.withLock { () -> (mustDeliver: Bool, generation: UInt64)? in
                // A new array is allocated once at the size a full one reaches (up to a bound),
                // instead of growing step by step.
                if buffer.isEmpty { buffer.reserveCapacity(Swift.min(parent.count, 1_024)) }
                buffer.append(element)
                return buffer.count >= parent.count ? flushLocked() : nil
            }
            guard let flushed else { return }
            if flushed.mustDeliver { deliver() }
            armTimer(generation: flushed.generation)
        case .error(let error):
            let mustDeliver = lock.withLock { () -> Bool in
                buffer = []
                return queue.push(.error(error))
            }
            if mustDeliver { deliver() }
        case .completed:
            let mustDeliver = lock.withLock { () -> Bool in
                let last = flushLocked().mustDeliver
                return queue.push(.completed) || last
            }
            if mustDeliver { deliver() }
        }
    }

    @inlinable
    func timeSpanEnded(_ ended: UInt64) {
        let flushed = lock.withLock { () -> (mustDeliver: Bool, generation: UInt64)? in
            ended == generation ? flushLocked() : nil
        }
        guard let flushed else { return }
        if flushed.mustDeliver { deliver() }
        armTimer(generation: flushed.generation)
    }

    @usableFromInline
    override func disposeCore() {
        timer.dispose()
        subscription.dispose()
        lock.withLock { buffer = [] }
        super.disposeCore()
    }
}
