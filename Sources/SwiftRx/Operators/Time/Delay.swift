import Foundation

extension ObservableType {
    /// Shifts every element, and the completion, later by `dueTime`; an error is forwarded at once.
    ///
    /// Elements and `completed` are sent on `scheduler`, each `dueTime` after the source sent it,
    /// in the source's order, one per scheduler run: events the source sent at the same instant
    /// go out one run apart (one tick apart on a `TestScheduler`), as in RxSwift. An error is sent
    /// as soon as it arrives (after an element that is being delivered at that moment) and drops
    /// the elements still waiting. The source subscription is released as soon as the source
    /// ends. Disposing cancels the pending timer and releases the waiting elements.
    ///
    /// ```
    /// source:    -1-2-3-|
    /// delay(2):  ---1-2-3-|
    ///
    /// source:    -1-2#
    /// delay(2):  ---1#
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back.
    ///   - scheduler: Where the delay is timed and the delayed events are sent.
    /// - Returns: The delayed sequence.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

@usableFromInline
final class DelayProducer<Element>: Producer<Element>, @unchecked Sendable {
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
            let me = unsafeDowncast(producer, to: DelayProducer<Element>.self)
            let sink = DelaySink(observer: consume observer, dueTime: me.dueTime, scheduler: me.scheduler)
            sink.setUpstream(Disposables.create(sink.sourceSubscription, sink.timer))
            sink.sourceSubscription.setDisposable(me.source._subscribe { [sink] event in sink.on(event) })
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
final class DelaySink<Element>: TimerDrivenSink<Element>, @unchecked Sendable {
    // `dueTime` and `scheduler` are immutable; `sourceSubscription` and `timer` are thread-safe
    // disposables; `waiting`, `waitingHead`, `isTimerArmed` and `generation` are guarded by `lock`.

    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let scheduler: any SchedulerType
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let timer = TimerSlot()

    /// The events waiting for their time, oldest first, from `waitingHead` on.
    @usableFromInline
    @exclusivity(unchecked) var waiting: [(due: RxTime, event: Event<Element>)] = []  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var waitingHead = 0  // guarded by lock
    /// A timer is scheduled for the oldest waiting event.
    @usableFromInline
    @exclusivity(unchecked) var isTimerArmed = false  // guarded by lock
    /// Numbers the timers, so the newest one is kept when two threads store theirs at once.
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
        if event.isStopEvent {
            // The source has ended: let it go now rather than when the delayed completion is sent.
            sourceSubscription.dispose()
        }
        if case .error = event {
            let mustDeliver = lock.withLock { () -> Bool in
                waiting = []
                waitingHead = 0
                return queue.push(event)
            }
            if mustDeliver { deliver() }
            return
        }
        if dueTime.isNever { return }
        let due = scheduler.now.adding(dueTime)
        let armed = lock.withLock { () -> UInt64? in
            waiting.append((due, event))
            if isTimerArmed { return nil }
            isTimerArmed = true
            generation &+= 1
            return generation
        }
        if let armed {
            arm(generation: armed, due: due, wait: dueTime)
        }
    }

    @inlinable
    func arm(generation: UInt64, due: RxTime, wait: RxTimeInterval) {
        timer.set(
            scheduler.scheduleRelative(due, dueTime: wait) { [self] due in
                fire(scheduledFor: due)
                return Disposables.create()
            },
            generation: generation
        )
    }

    /// Sends the oldest waiting event if it is due, then arms the timer for the next one.
    ///
    /// One event per run, as RxSwift does: events that fell due together (sent by the source at the
    /// same instant) go out one scheduler run apart, the next one scheduled with what is left of
    /// its wait, zero if none. On a `TestScheduler` that is one tick apart, so
    /// `just(1).delay(10)` subscribed at 200 sends `next(1)` at 210 and `completed` at 211.
    /// Events due at `scheduledFor` count as due even if the clock reads a hair earlier, so
    /// rounding in a scheduler's clock can never make the timer spin at one instant.
    @inlinable
    func fire(scheduledFor: RxTime) {
        let now = max(scheduler.now, scheduledFor)
        let (mustDeliver, next) = lock.withLock { () -> (Bool, (UInt64, RxTime)?) in
            var mustDeliver = false
            if waitingHead < waiting.count, waiting[waitingHead].due <= now {
                mustDeliver = queue.push(waiting[waitingHead].event)
                waitingHead += 1
            }
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: waiting.capacity <= 16)
                waitingHead = 0
                isTimerArmed = false
                return (mustDeliver, nil)
            }
            if waitingHead >= 64, waitingHead * 2 >= waiting.count {
                waiting.removeFirst(waitingHead)
                waitingHead = 0
            }
            generation &+= 1
            return (mustDeliver, (generation, waiting[waitingHead].due))
        }
        if mustDeliver { deliver() }
        if let (generation, due) = next {
            arm(generation: generation, due: due, wait: .fromSeconds(max(0, due.timeIntervalSince(now))))
        }
    }

    @usableFromInline
    override func disposeCore() {
        timer.dispose()
        sourceSubscription.dispose()
        lock.withLock {
            waiting = []
            waitingHead = 0
        }
        super.disposeCore()
    }
}
