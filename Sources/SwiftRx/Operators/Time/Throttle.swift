import Foundation

extension ObservableType {
    /// Sends at most one element per `dueTime` window: the first element at once, then, while a
    /// window is open, nothing before it ends.
    ///
    /// An element that arrives when no window is open is sent at once and opens a window of
    /// `dueTime`. With `latest` (the default), the last element that arrived during the window is
    /// sent when the window ends, on `scheduler`, and opens the next window; without it, elements
    /// arriving during a window are dropped. On completion, an element still waiting for its window
    /// to end is sent at the end of the window, followed by `completed`; otherwise `completed` is
    /// forwarded at once. An error is forwarded at once and drops the waiting element. Disposing
    /// cancels the pending timer.
    ///
    /// ```
    /// source:                     -12-3-----4-5-----|
    /// throttle(5):                -1----3----4----5-|
    /// throttle(5, latest: false): -1--------4-------|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The length of a window. Zero or negative sends every element at once.
    ///   - latest: Whether the last element of a window is sent when the window ends.
    ///   - scheduler: Where windows are timed and delayed elements are sent.
    /// - Returns: The throttled sequence.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: any SchedulerType
    ) -> Observable<Element> where Element: Sendable {
        ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

@usableFromInline
final class ThrottleProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let latest: Bool
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    convenience init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.init(source: source, dueTime: dueTime, latest: latest, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: ThrottleProducer<Element>.self)
            let sink = ThrottleSink(observer: consume observer, parent: me)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType,
        run: @escaping Run
    ) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(run: run)
    }
}

@usableFromInline
final class ThrottleSink<Element>: TimerDrivenSink<Element>, @unchecked Sendable {
    // `parent` is immutable; `timer` is a thread-safe SerialDisposable armed only from the source's
    // (serial) thread; `lastSent`, `pending` and `completeAfterPending` are guarded by `lock`.

    @usableFromInline
    let parent: ThrottleProducer<Element>
    @usableFromInline
    let timer = SerialDisposable()

    /// When the last element was sent: the start of the current window.
    @usableFromInline
    @exclusivity(unchecked) var lastSent: RxTime?  // guarded by lock
    /// The element to send when the current window ends (only with `latest`).
    @usableFromInline
    @exclusivity(unchecked) var pending: Element?  // guarded by lock
    /// The source completed while an element was waiting; complete after sending it.
    @usableFromInline
    @exclusivity(unchecked) var completeAfterPending = false  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<Element>, parent: ThrottleProducer<Element>) {
        self.parent = parent
        super.init(observer: observer)
    }

    @usableFromInline
    enum Decision {
        case nothing
        case deliver
        case armTimer(RxTimeInterval)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = parent.scheduler.now
            let decision = lock.withLock { () -> Decision in
                let remaining = lastSent.map { parent.dueTime.seconds - now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    pending = nil
                    lastSent = now
                    return queue.push(.next(element)) ? .deliver : .nothing
                }
                guard parent.latest else { return .nothing }
                let timerArmed = pending != nil
                pending = element
                return timerArmed ? .nothing : .armTimer(.fromSeconds(remaining))
            }
            switch decision {
            case .nothing:
                break
            case .deliver:
                deliver()
            case .armTimer(let wait):
                if wait.isNever { return }
                timer.disposable = parent.scheduler.scheduleRelative((), dueTime: wait) { [self] _ in
                    windowEnded()
                    return Disposables.create()
                }
            }
        case .error:
            let mustDeliver = lock.withLock { () -> Bool in
                pending = nil
                return queue.push(event)
            }
            if mustDeliver { deliver() }
        case .completed:
            let mustDeliver = lock.withLock { () -> Bool in
                if pending != nil {
                    completeAfterPending = true
                    return false
                }
                return queue.push(.completed)
            }
            if mustDeliver { deliver() }
        }
    }

    @inlinable
    func windowEnded() {
        let now = parent.scheduler.now
        let mustDeliver = lock.withLock { () -> Bool in
            var mustDeliver = false
            if let element = pending {
                pending = nil
                lastSent = now
                mustDeliver = queue.push(.next(element))
            }
            if completeAfterPending {
                mustDeliver = queue.push(.completed) || mustDeliver
            }
            return mustDeliver
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
