/// What a ``SwitchStagesSink`` has to do next, in the order it was decided.
@usableFromInline
enum SwitchStagesWork<Source, Element> {
    /// An element of the source, for the first stage.
    case source(Source)
    /// The source completed.
    case sourceCompleted
    /// The source failed.
    case sourceError(any Error)
    /// An event of the inner sequence that `stage` subscribed to as its `generation`-th.
    case inner(Event<Element>, stage: Int, generation: Int)
}

/// The sink of a fused run of `flatMapLatest` stages (see `FlatMapStages.swift`): per stage it does
/// what a separate `flatMapLatest` would.
///
/// An element that reaches stage `k` (from the source for the first stage, from stage `k - 1`'s
/// latest inner sequence after it) runs stage `k`'s selector, disposes stage `k`'s previous inner
/// sequence and makes the new one its latest: a `just` hands its element straight to stage `k + 1`
/// (past the last stage, to the observer); anything else is subscribed to, and only its events
/// count while it stays stage `k`'s latest. Later stages keep their inner sequences until stage `k`
/// emits. The run completes once the source has completed and no stage has an inner sequence
/// running (each stage's own completion rule, applied down the chain); the first error of the
/// source, of a latest inner sequence or of a selector ends it and disposes everything.
///
/// All of it runs one piece of work at a time: the source's events and the inner sequences' events
/// go through the sink's drain queue, and whoever drains it runs the selectors, subscribes and
/// calls the observer, never re-entrantly and never while holding the lock. While no stage has
/// subscribed to an inner sequence (every inner sequence so far was a `just`), only the source
/// calls in, one call at a time, and the work runs without the lock.
@usableFromInline
final class SwitchStagesSink<Source, Element, Inner: ObservableConvertibleType>:
    DrainQueueSink<SwitchStagesWork<Source, Element>, Element>, @unchecked Sendable
where Inner.Element == Element {
    // `stages` is immutable. `generations` and `sourceCompleted` are touched only by the drainer of
    // the queue (one thread at a time; the role passes through the lock). `running` and
    // `innersDisposed` are guarded by `lock`. `outerOnly` is written only while it is true, by the
    // source's serialized calls, before anything else can call in (see `subscribe`).

    /// The run's stages when the subscription started.
    @usableFromInline
    let stages: FlatMapStages<Source, Element, Inner>
    /// Per stage, the number of the latest inner sequence; empty until a stage first subscribes to
    /// an inner sequence.
    @usableFromInline
    @exclusivity(unchecked) var generations: ContiguousArray<Int> = []
    /// Per stage, the subscription to its latest inner sequence while that one runs.
    @usableFromInline
    @exclusivity(unchecked) var running: ContiguousArray<SingleAssignmentDisposable?> = []
    @usableFromInline
    @exclusivity(unchecked) var innersDisposed = false
    @usableFromInline
    @exclusivity(unchecked) var sourceCompleted = false
    @usableFromInline
    @exclusivity(unchecked) var outerOnly = true

    @inlinable
    init(observer: @escaping Downstream<Element>, root: FlatMapRoot<Source, Element, Inner>) {
        stages = FlatMapStages(root)
        super.init(observer: observer)
    }

    /// Subscribes to the source.
    @inlinable
    func run(_ source: Observable<Source>) {
        setUpstream(
            source._subscribe { [self] event in
                switch event {
                case .next(let element): submitSource(element)
                case .error(let error): submit(.sourceError(error))
                case .completed: submit(.sourceCompleted)
                }
            })
    }

    /// Runs `work` now if nobody is draining the queue (and then whatever was queued meanwhile);
    /// otherwise queues it for the thread that is.
    @inlinable
    func submit(_ work: SwitchStagesWork<Source, Element>) {
        if runAlone({ perform(work) }) { return }
        if lock.withLock({ queue.claim(orQueue: work) }) {
            perform(work)
            drain()
        }
    }

    /// ``submit(_:)`` for an element of the source: while only the source calls in, it runs the
    /// element's work directly, without wrapping it as a ``SwitchStagesWork`` and taking it apart
    /// again.
    @inlinable
    func submitSource(_ element: Source) {
        if runAlone({ performSource(element) }) { return }
        submit(.source(element))
    }

    /// While only the source calls in (``outerOnly``) and nobody is draining, runs `body` as the
    /// drainer without taking the lock, then whatever it queued, and returns `true`; returns `false`
    /// when the caller must go through the lock. Always inlined, so `body` costs no closure.
    @inlinable
    @inline(__always)
    func runAlone(_ body: () -> Void) -> Bool {
        guard outerOnly, !queue.isDraining else { return false }
        if queue.isClosed { return true }
        queue.isDraining = true
        body()
        if outerOnly, queue.pending.isEmpty {
            queue.isDraining = false
            return true
        }
        drain()
        return true
    }

    @inlinable
    func drain() {
        while let work = lock.withLock({ queue.next() }) {
            perform(work)
        }
    }

    @inlinable
    func perform(_ work: SwitchStagesWork<Source, Element>) {
        if isDisposed { return }
        switch work {
        case .source(let element):
            performSource(element)
        case .inner(let event, let stage, let generation):
            // Events of an inner sequence that is no longer its stage's latest are dropped.
            guard generations[stage] == generation else { return }
            switch event {
            case .next(let element):
                pass(element, to: stage + 1)
            case .error(let error):
                finish(.error(error))
            case .completed:
                let ended = lock.withLock { () -> SingleAssignmentDisposable? in
                    defer { running[stage] = nil }
                    return running[stage]
                }
                ended?.dispose()  // it has completed: this only releases it
                completeIfDone()
            }
        case .sourceCompleted:
            sourceCompleted = true
            if !completeIfDone() {
                upstream.detach()  // the source's subscription ends now; the stages go on
            }
        case .sourceError(let error):
            finish(.error(error))
        }
    }

    /// The work of an element of the source: the first stage's selector, then ``enter(_:stage:)``.
    @inlinable
    func performSource(_ element: Source) {
        if isDisposed { return }
        let inner: Inner
        do {
            inner = try stages.head(element)
        } catch {
            finish(.error(error))
            return
        }
        enter(inner, stage: 0)
    }

    /// Hands `element` to `stage` (past the last stage, to the observer).
    @inlinable
    func pass(_ element: Element, to stage: Int) {
        if stage > stages.steps.count {
            forwardNext(element)
            return
        }
        let inner: Inner
        do {
            inner = try stages.steps[stage - 1](element)
        } catch {
            finish(.error(error))
            return
        }
        enter(inner, stage: stage)
    }

    /// Makes `first` the latest inner sequence of `stage`, and each `just` after it the latest of
    /// the next stage, until one is not a `just` (subscribed to) or the element reaches the
    /// observer.
    @inlinable
    func enter(_ first: __owned Inner, stage firstStage: Int) {
        var stage = firstStage
        var current = (consume first).asObservable()
        if generations.isEmpty {
            // No stage has subscribed to an inner sequence yet, so no stage has one to switch off,
            // and none can get one before this loop ends: only the drainer subscribes, in
            // `subscribe(_:stage:)`, and this is the drainer. The loop skips `switchOff` per stage.
            let lastStage = stages.steps.count
            while let element = justElement(of: current, justType: stages.justType) {
                if stage == lastStage {
                    forwardNext(element)
                    return
                }
                do {
                    current = try stages.steps[stage](element).asObservable()
                } catch {
                    finish(.error(error))
                    return
                }
                stage += 1
            }
            subscribe(current, stage: stage)
            return
        }
        while true {
            let just = justElement(of: current, justType: stages.justType)
            switchOff(stage)
            guard let element = just else {
                subscribe(current, stage: stage)
                return
            }
            stage += 1
            if stage > stages.steps.count {
                forwardNext(element)
                return
            }
            do {
                current = try stages.steps[stage - 1](element).asObservable()
            } catch {
                finish(.error(error))
                return
            }
        }
    }

    /// Ends `stage`'s previous inner sequence: its later events no longer count, and it is disposed.
    @inlinable
    func switchOff(_ stage: Int) {
        if generations.isEmpty { return }  // no stage ever subscribed: nothing runs
        generations[stage] += 1
        let replaced = lock.withLock { () -> SingleAssignmentDisposable? in
            defer { running[stage] = nil }
            return running[stage]
        }
        replaced?.dispose()
    }

    /// Subscribes to `observable` as `stage`'s latest inner sequence.
    @inlinable
    func subscribe(_ observable: Observable<Element>, stage: Int) {
        if generations.isEmpty {
            let stageCount = stages.steps.count + 1
            generations = ContiguousArray(repeating: 0, count: stageCount)
            lock.withLock { running = ContiguousArray(repeating: nil, count: stageCount) }
        }
        // The inner sequence may call from any thread from now on. Set before it can, and only
        // while still true: once other threads call in, they read it.
        if outerOnly { outerOnly = false }
        let generation = generations[stage]
        let subscription = SingleAssignmentDisposable()
        let accepted = lock.withLock { () -> Bool in
            if innersDisposed { return false }
            running[stage] = subscription
            return true
        }
        guard accepted else { return }
        subscription.setDisposable(
            observable._subscribe { [self] event in
                submit(.inner(event, stage: stage, generation: generation))
            })
    }

    /// Completes the run if the source has completed and no stage has an inner sequence running.
    @inlinable
    @discardableResult
    func completeIfDone() -> Bool {
        guard sourceCompleted else { return false }
        if !generations.isEmpty, lock.withLock({ running.contains { $0 != nil } }) { return false }
        finish(.completed)
        return true
    }

    /// Ends the run with `event`: later work is dropped, and forwarding the terminal event disposes
    /// the source's subscription and every running inner sequence.
    @inlinable
    func finish(_ event: Event<Element>) {
        if outerOnly {
            queue.isClosed = true
        } else {
            lock.withLock { queue.isClosed = true }
        }
        forwardTerminal(event)
    }

    @inlinable
    override func disposeCore() {
        // This override runs unspecialized; it touches only fields whose types are not generic.
        let inners = lock.withLock { () -> ContiguousArray<SingleAssignmentDisposable?> in
            innersDisposed = true
            defer { running = [] }
            return running
        }
        for case let inner? in inners {
            inner.dispose()
        }
    }
}
