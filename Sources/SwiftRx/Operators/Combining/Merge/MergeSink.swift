/// How a ``MergeSink`` treats an inner sequence that arrives while others are running.
@usableFromInline
enum MergeMode: Sendable {
    /// Subscribe to every inner sequence at once (`flatMap`, `merge()`).
    case unbounded
    /// Run at most this many inner sequences; queue the rest in arrival order (`merge(maxConcurrent:)`,
    /// `concat()`, `concatMap`).
    case limited(Int)
    /// Ignore outer elements while an inner sequence runs (`flatMapFirst`).
    case dropWhileActive
}

/// The observable of `flatMap`, `flatMapFirst`, `concatMap`, `merge()`, `merge(maxConcurrent:)` and
/// `concat()`: one ``MergeSink`` per subscription, configured by a ``MergeMode``.
@usableFromInline
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
    @unchecked Sendable
{
    // Immutable after init.
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let mode: MergeMode
    @usableFromInline
    let selector: (SourceElement) throws -> Inner

    @inlinable
    convenience init(
        source: Observable<SourceElement>,
        mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Inner
    ) {
        if case .limited(let maxConcurrent) = mode {
            rxPrecondition(
                maxConcurrent > 0,
                "merge(maxConcurrent:) needs maxConcurrent >= 1 (got \(maxConcurrent)); pass 1 to concatenate."
            )
        }
        self.init(source: source, mode: mode, selector: selector) { producer, observer in
            let me = unsafeDowncast(producer, to: MergeProducer<SourceElement, Inner>.self)
            let sink = MergeSink(observer: consume observer, mode: me.mode, selector: me.selector)
            sink.run(me.source)
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<SourceElement>, mode: MergeMode, selector: @escaping (SourceElement) throws -> Inner,
        run: @escaping Run
    ) {
        self.source = source
        self.mode = mode
        self.selector = selector
        super.init(run: run)
    }
}

/// The engine of `flatMap`, `flatMapFirst`, `concatMap`, `merge` and `concat()`: maps each outer
/// element to an inner sequence, subscribes to inner sequences as the ``MergeMode`` allows, and merges
/// their elements into one observer.
///
/// It completes once the outer sequence and every inner sequence it started have completed; the
/// first error from any of them ends it and disposes everything. The outer subscription is
/// released as soon as the outer sequence completes, each inner subscription as soon as that inner
/// sequence completes. Inner sequences waiting in the queue are started through the current-thread
/// trampoline, so a long queue of synchronous sequences runs in a loop instead of recursing.
///
/// Its one subclass, ``FlatMapStagesSink``, only feeds it outer elements its own way; every member
/// here is `final`, so calls and field accesses stay direct.
@usableFromInline
class MergeSink<SourceElement, Inner: ObservableConvertibleType>: FanInSink<Inner.Element>,
    @unchecked Sendable
{
    // `selector` and `mode` are immutable; the outer subscription is the sink's upstream slot
    // (detached when the outer sequence completes while inner ones run); `inners`, `nextInnerKey`,
    // `innersDisposed`, `active`, `outerCompleted`, `waiting` and `waitingHead` are guarded by `lock`.

    @usableFromInline
    final let selector: (SourceElement) throws -> Inner
    @usableFromInline
    final let mode: MergeMode
    /// The running inner subscriptions by key; empty (and unallocated) while every inner is a `just`.
    /// Made with `[Int: SingleAssignmentDisposable]()`, not `[:]`: the literal is an out-of-line call.
    @usableFromInline
    @exclusivity(unchecked) final var inners = [Int: SingleAssignmentDisposable]()
    @usableFromInline
    @exclusivity(unchecked) final var nextInnerKey = 0
    @usableFromInline
    @exclusivity(unchecked) final var innersDisposed = false

    /// Inner sequences running, plus those reserved but not yet subscribed. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var active = 0
    /// Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var outerCompleted = false
    /// Inner sequences waiting for a free slot (`.limited` only), from `waitingHead` on. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var waiting: [Inner] = []
    /// Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var waitingHead = 0

    @inlinable
    init(
        observer: @escaping Downstream<Inner.Element>,
        mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Inner
    ) {
        self.mode = mode
        self.selector = selector
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    @inlinable
    final func run(_ source: Observable<SourceElement>) {
        setUpstream(source._subscribe { [self] event in on(event) })
    }

    /// Subscribes to each of a fixed set of inner sequences, in order, then treats the set as an
    /// outer sequence that completed. A loop: a hundred thousand synchronous sources do not recurse.
    @inlinable
    final func run<Sources: Sequence>(sources: Sources) where Sources.Element == Inner {
        for inner in sources {
            if isDisposed { return }
            lock.withLock { active += 1 }
            subscribe(inner)
        }
        outerDidComplete()
    }

    @inlinable
    final func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            onOuterNext(element)
        case .error(let error):
            serializeError(error)
        case .completed:
            outerDidComplete()
        }
    }

    @inlinable
    final func onOuterNext(_ element: SourceElement) {
        if isDisposed { return }
        if case .dropWhileActive = mode {
            let accepted = lock.withLock { () -> Bool in
                if active > 0 || terminated { return false }
                active += 1
                return true
            }
            if !accepted { return }
        }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            serializeError(error)
            return
        }
        switch mode {
        case .unbounded:
            if let element = justElement(of: inner.asObservable()) {
                // A `just` inner sequence starts and ends right here (and the outer sequence cannot
                // have completed during this element), so it never counts as running.
                forwardNextFromOuter(element)
                return
            }
            lock.withLock { active += 1 }
        case .dropWhileActive:
            break  // reserved above
        case .limited(let maxConcurrent):
            let startNow = lock.withLock { () -> Bool in
                if active < maxConcurrent {
                    active += 1
                    return true
                }
                waiting.append(inner)
                return false
            }
            if !startNow { return }
        }
        subscribe(inner)
    }

    @inlinable
    final func outerDidComplete() {
        // While every inner sequence has been a `just`, each one started and ended inside the outer
        // element that made it, so none is running (`active` is 0, and only this path changes it).
        if outerOnly, active == 0 {
            outerCompleted = true
            // Ends the sink, and with it the outer subscription, in one step.
            if completeFromOuter() { return }
        }
        // The outer subscription ends now; the sink goes on while inner sequences run.
        upstream.detach()
        let event = lock.withLock { () -> Event<Inner.Element>? in
            outerCompleted = true
            return active == 0 ? serialize(.completed) : nil
        }
        if let event { deliver(event) }
    }

    /// Subscribes to one inner sequence whose slot was already counted in `active`.
    @inlinable
    final func subscribe(_ inner: Inner) {
        let observable = inner.asObservable()
        if let element = justElement(of: observable) {
            // `just` emits its element and completes during subscribe and holds nothing to dispose:
            // deliver both without the subscription bookkeeping.
            serializeNext(element)
            innerDidComplete()
            return
        }
        // The inner sequence may call from any thread from now on. Written only while still true:
        // a queued inner sequence is subscribed from another sequence's thread, while the outer
        // source may be reading it.
        if outerOnly { outerOnly = false }
        let subscription = SingleAssignmentDisposable()
        let key = lock.withLock { () -> Int? in
            if innersDisposed { return nil }
            let key = nextInnerKey
            nextInnerKey += 1
            inners[key] = subscription
            return key
        }
        guard let key else { return }
        subscription.setDisposable(
            observable._subscribe { [self] event in
                switch event {
                case .next(let element):
                    serializeNext(element)
                case .error(let error):
                    serializeError(error)
                case .completed:
                    removeInner(key)
                    innerDidComplete()
                }
            }
        )
    }

    @inlinable
    final func removeInner(_ key: Int) {
        let removed = lock.withLock { inners.removeValue(forKey: key) }
        removed?.dispose()  // outside the lock; the inner has completed, so this only releases it
    }

    @inlinable
    final func innerDidComplete() {
        let (event, next) = lock.withLock { () -> (Event<Inner.Element>?, Inner?) in
            if waitingHead < waiting.count {
                let next = waiting[waitingHead]
                waitingHead += 1
                if waitingHead == waiting.count {
                    waiting.removeAll(keepingCapacity: true)
                    waitingHead = 0
                } else if waitingHead >= 64, waitingHead * 2 >= waiting.count {
                    waiting.removeFirst(waitingHead)
                    waitingHead = 0
                }
                return (nil, next)  // the slot passes to `next`; `active` is unchanged
            }
            active -= 1
            return (outerCompleted && active == 0 ? serialize(.completed) : nil, nil)
        }
        if let event { deliver(event) }
        if let next {
            // The work is handed to a trampoline item that runs it once, on this thread, after this
            // call stack unwinds (or at once when no trampoline runs here), so it is never shared.
            let start = UncheckedBox { [self] in
                if !isDisposed { subscribe(next) }
            }
            _ = CurrentThreadScheduler.instance.schedule(start) { start in
                start.value()
                return Disposables.create()
            }
        }
    }

    /// Completed on the outer path with every inner sequence a `just`: nothing was ever added to
    /// `inners` or `waiting`, and nothing can be now, so there is nothing to take under the lock.
    /// The outer subscription went with the sink's upstream slot (or was never made, for a fixed
    /// set of sources).
    @inlinable
    final override func disposeCoreFromOuter() {
        innersDisposed = true
    }

    @inlinable
    final override func disposeCore() {
        // This override runs unspecialized (it is called through the class's vtable), so it asks the
        // lock for nothing generic unless it has to: a tuple result, or any use of `waiting`, looks up
        // type metadata on every disposal, and a sink whose inners were all `just`s has nothing to hand
        // out.
        let running = lock.withLock { () -> [Int: SingleAssignmentDisposable]? in
            innersDisposed = true
            if inners.isEmpty { return nil }
            defer { inners.removeAll() }
            return inners
        }
        if let running {
            for subscription in running.values {
                subscription.dispose()
            }
        }
        guard case .limited = mode else { return }  // only a limited merge queues inner sequences
        let dropped = lock.withLock { () -> [Inner] in
            defer {
                waiting = []
                waitingHead = 0
            }
            return waiting
        }
        _ = dropped  // released here, outside the lock
    }
}
