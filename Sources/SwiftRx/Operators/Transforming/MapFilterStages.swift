// `map` and `filter` share one producer and one sink. A run of map and filter stages applied one
// after another to the same source becomes a single producer, a ``MapFilterRoot``, and, per
// subscription, a single sink that applies every stage to each element in order:
// `source.map(f).filter(p).map(g)` costs one observable, one sink and one upstream subscription
// instead of three of each.
//
// A run starts at a root, made by `map` or `filter` over any other observable; the root holds that
// source and its first stage, which may change the element type. Later stages keep the element type
// (a `filter`, or a `map` whose result type is the element type) and are appended to the root's
// `steps`. A `filter` that follows a `map` joins that map's step (or the root's first stage), so
// that `map(f).filter(p)`, the commonest pair, is one step that maps and then tests: half the steps
// to store, run through and free. When nothing else holds the run being extended (the usual
// `a.map(f).filter(p)`, where the intermediate observable is a temporary), the step is appended in
// place and the same object is returned: there is nobody who could observe the change. "Nothing
// else" includes weak and unowned references, which the uniqueness check alone would miss.
// Otherwise the new stage goes on a copy of the root, and the observable the user kept is left as
// it was. `steps` is therefore only changed while the root is uniquely referenced, so never while a
// subscription is being made (which holds the root); a subscription takes its own copies of the
// stages when it starts (it does not keep the root), so an extension made later leaves the
// subscriptions already running as they were.
//
// `subscribe(onNext:onError:onCompleted:)` without `onDisposed` on a run makes neither the sink nor
// the observer that other subscriptions get: one ``MapFilterSubscriber`` applies the stages and
// calls the closures itself.
//
// What users see does not change: each stage's closure is called for each element in the order the
// stages were written, an element a filter drops reaches no later stage, a thrown error ends the
// sequence at the stage that threw, and every intermediate observable that is still referenced can
// be subscribed on its own with exactly the stages up to it.

/// A stage appended to a fused map/filter run: a `map`, a `filter`, or a `map` and the `filter`
/// written after it, which test the element after it is mapped. The closure a stage does not use is
/// a capture-free placeholder, so a step's fields are never optional and reading them per element
/// costs no reference counting.
@usableFromInline
struct MapFilterStep<Element> {
    @usableFromInline
    let maps: Bool
    @usableFromInline
    var filters: Bool
    @usableFromInline
    let transform: @Sendable (Element) throws -> Element
    @usableFromInline
    var predicate: @Sendable (Element) throws -> Bool

    @inlinable
    static func map(_ transform: @escaping @Sendable (Element) throws -> Element) -> MapFilterStep {
        MapFilterStep(maps: true, filters: false, transform: transform, predicate: { _ in true })
    }

    @inlinable
    static func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> MapFilterStep {
        MapFilterStep(maps: false, filters: true, transform: { $0 }, predicate: predicate)
    }

    @inlinable
    init(
        maps: Bool,
        filters: Bool,
        transform: @escaping @Sendable (Element) throws -> Element,
        predicate: @escaping @Sendable (Element) throws -> Bool
    ) {
        self.maps = maps
        self.filters = filters
        self.transform = transform
        self.predicate = predicate
    }

    /// Whether a `filter` written next can join this step: it maps and does not filter yet.
    @inlinable
    var takesFilter: Bool { maps && !filters }

    /// Makes this step test its mapped element with `predicate`, a `filter` written after its `map`.
    @inlinable
    mutating func join(_ predicate: __owned @escaping @Sendable (Element) throws -> Bool) {
        filters = true
        self.predicate = predicate
    }

    /// Runs `element` through `steps` in order: the result, or `nil` when a filter dropped it. The
    /// caller passes its own immutable array, so the closures are called without reference counting.
    @inlinable
    static func apply(_ steps: ContiguousArray<MapFilterStep<Element>>, to element: Element) throws -> Element? {
        var element = element
        for index in steps.indices {
            if steps[index].maps {
                element = try steps[index].transform(element)
            }
            if steps[index].filters, try !steps[index].predicate(element) { return nil }
        }
        return element
    }
}

/// A fused map/filter run, seen without the type of its source: what `map` and `filter` append to.
/// The only subclass is ``MapFilterRoot``.
@usableFromInline
class MapFilterRun<Element>: Producer<Element>, @unchecked Sendable {
    // `steps`, `deliversOneAtATime`, `filters` and `predicate` are changed only while nothing else
    // holds the run (so no other thread can reach it); the rest is immutable. The two flags come
    // first, so that they share the word that `Producer`'s last field starts (a root is then 120 bytes, not 136: a smaller
    // allocation, and chains of many runs free and reuse fewer distinct sizes).

    /// Whether the run's observer is never called re-entrantly: an event the run produces while it
    /// delivers one waits until that delivery returns (see ``OneAtATimeDelivery``). Set for a run
    /// that holds a `combineLatest`, which promises it as every operator joining sources does; like
    /// ``steps``, only while nothing else holds the run.
    @usableFromInline
    @exclusivity(unchecked) final var deliversOneAtATime = false
    /// Whether the root's first stage filters: ``predicate`` then tests the element that the root's
    /// `head` returns (the identity, for a run that starts with `filter`). Like ``steps``, set later
    /// only while nothing else holds the run, when a `filter` joins the root's `map`.
    @usableFromInline
    @exclusivity(unchecked) final var filters: Bool
    /// The root's filter, when ``filters``; a capture-free placeholder otherwise.
    @usableFromInline
    @exclusivity(unchecked) final var predicate: @Sendable (Element) throws -> Bool
    /// The stages after the root's own, in the order they were written.
    @usableFromInline
    @exclusivity(unchecked) final var steps: ContiguousArray<MapFilterStep<Element>>
    /// Makes a new root with this run's source, first stage and steps. Formed where the root's types
    /// were known, so that copying from code that only knows `Element` runs specialized code.
    @usableFromInline
    let copy: @Sendable (MapFilterRun<Element>) -> MapFilterRun<Element>
    /// Subscribes the closures of `subscribe(onNext:onError:onCompleted:)` with one object, a
    /// ``MapFilterSubscriber``, in place of a sink and an observer. Formed where the root's types were
    /// known, like ``copy``.
    @usableFromInline
    let subscribeClosures: @Sendable (MapFilterRun<Element>, __owned SubscribeClosures<Element>) -> any Disposable

    @inlinable
    init(
        filters: Bool,
        predicate: @escaping @Sendable (Element) throws -> Bool,
        steps: ContiguousArray<MapFilterStep<Element>>,
        copy: @escaping @Sendable (MapFilterRun<Element>) -> MapFilterRun<Element>,
        subscribeClosures:
            @escaping @Sendable (MapFilterRun<Element>, __owned SubscribeClosures<Element>) ->
            any Disposable,
        run: @escaping Run
    ) {
        self.filters = filters
        self.predicate = predicate
        self.steps = steps
        self.copy = copy
        self.subscribeClosures = subscribeClosures
        super.init(run: run)
    }

    @usableFromInline
    override final var _isMapFilterRun: Bool { true }

    /// Appends `step` to `run`: in place when nothing else holds the run, otherwise to a copy, which
    /// then replaces `run`. A held run that already has ``maxCopiedSteps`` stages is not copied: the
    /// step becomes the root of a new run on top of it.
    /// - Parameters:
    ///   - run: The run to extend; the caller's only reference when it was built from temporaries.
    ///   - step: The stage to append.
    @inlinable
    static func extend(_ run: inout MapFilterRun<Element>, with step: __owned MapFilterStep<Element>) {
        guard makeChangeable(&run) else {
            run = MapFilterRoot.make(
                source: run, head: step.transform, filters: step.filters, predicate: step.predicate)
            return
        }
        run.append(step)
    }

    /// Makes `run` one that the caller may change in place: `run` itself when nothing else holds it,
    /// otherwise a copy, which replaces it. Returns `false`, leaving `run` as it was, for a held run
    /// that already has ``maxCopiedSteps`` stages: the caller puts its stage on a new root over it.
    @inlinable
    @inline(__always)
    static func makeChangeable(_ run: inout MapFilterRun<Element>) -> Bool {
        if isExclusivelyHeld(&run) { return true }
        if run.steps.count >= maxCopiedSteps { return false }
        run = run.copy(run)
        return true
    }

    /// The most stages copied to extend a run that is still held. A chain built one held stage at a
    /// time (`chain = chain.map { ... }` in a loop, where `chain` still holds the run while `map`
    /// extends it) would otherwise copy every earlier stage for each new one: quadratic in the
    /// chain's length.
    @inlinable
    static var maxCopiedSteps: Int { 64 }

    /// Whether nothing but the caller's reference can reach `run`: no other strong reference, and no
    /// weak or unowned one either, which `isKnownUniquelyReferenced` does not count (a weakly held
    /// observable must not change under its holder). The runtime counts one unowned and one weak
    /// reference for the object's strong references themselves.
    @inlinable
    static func isExclusivelyHeld(_ run: inout MapFilterRun<Element>) -> Bool {
        SwiftRx.isExclusivelyHeld(&run)
    }

    /// Adds a `filter` to `run`, in place or to a copy as ``extend(_:with:)`` does: it joins the
    /// run's last `map` (the last step's, or the root's own) when that does not filter yet, and is
    /// appended as a step of its own otherwise.
    /// - Parameters:
    ///   - run: The run to extend; the caller's only reference when it was built from temporaries.
    ///   - predicate: The filter's test.
    @inlinable
    @inline(__always)
    static func extend(
        _ run: inout MapFilterRun<Element>, filter predicate: __owned @escaping @Sendable (Element) throws -> Bool
    ) {
        guard makeChangeable(&run) else {
            run = MapFilterRoot.make(source: run, head: { $0 }, filters: true, predicate: predicate)
            return
        }
        run.appendFilter(predicate)
    }

    /// The in-place part of ``extend(_:filter:)``.
    @inlinable
    final func appendFilter(_ predicate: __owned @escaping @Sendable (Element) throws -> Bool) {
        if steps.isEmpty {
            if !filters {
                filters = true
                self.predicate = predicate
                return
            }
        } else if steps[steps.count - 1].takesFilter {
            steps[steps.count - 1].join(predicate)
            return
        }
        append(.filter(predicate))
    }

    /// Appends `step` to ``steps``; only called by ``extend(_:with:)`` and ``appendFilter(_:)``.
    @inlinable
    final func append(_ step: __owned MapFilterStep<Element>) {
        if steps.isEmpty {
            // Runs seldom grow past this; reserving it saves the regrowth of the first appends.
            steps.reserveCapacity(16)
        }
        steps.append(step)
    }
}

/// The producer of a fused run: it holds the source, turns each source element into the run's
/// element type with `head`, and, for a run that starts with `filter`, tests it with `predicate`;
/// then it applies the appended ``MapFilterRun/steps``.
@usableFromInline
final class MapFilterRoot<Source, Element>: MapFilterRun<Element>, @unchecked Sendable {
    // Immutable after init (the inherited `steps` is documented on MapFilterRun).
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let head: @Sendable (Source) throws -> Element

    /// Only stores: the closures come from ``make(source:head:filters:predicate:steps:)``, or from
    /// the root being copied (see `Producer`).
    @inlinable
    init(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Element,
        filters: Bool,
        predicate: @escaping @Sendable (Element) throws -> Bool,
        steps: ContiguousArray<MapFilterStep<Element>>,
        copy: @escaping @Sendable (MapFilterRun<Element>) -> MapFilterRun<Element>,
        subscribeClosures:
            @escaping @Sendable (MapFilterRun<Element>, __owned SubscribeClosures<Element>) ->
            any Disposable,
        run: @escaping Run
    ) {
        self.source = source
        self.head = head
        super.init(
            filters: filters, predicate: predicate, steps: steps, copy: copy,
            subscribeClosures: subscribeClosures, run: run)
    }

    /// A root over `source` whose first stage is `head` (then `predicate`, when `filters`).
    @inlinable
    static func make(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Element,
        filters: Bool,
        predicate: @escaping @Sendable (Element) throws -> Bool,
        steps: ContiguousArray<MapFilterStep<Element>> = []
    ) -> MapFilterRoot {
        MapFilterRoot(
            source: source,
            head: head,
            filters: filters,
            predicate: predicate,
            steps: steps,
            copy: { run in
                // The copy takes this root's closures: they depend only on the types.
                let root = unsafeDowncast(run, to: MapFilterRoot<Source, Element>.self)
                let copy = MapFilterRoot(
                    source: root.source,
                    head: root.head,
                    filters: root.filters,
                    predicate: root.predicate,
                    steps: root.steps,
                    copy: root.copy,
                    subscribeClosures: root.subscribeClosures,
                    run: root.run
                )
                copy.deliversOneAtATime = root.deliversOneAtATime
                return copy
            },
            subscribeClosures: { run, closures in
                let root = unsafeDowncast(run, to: MapFilterRoot<Source, Element>.self)
                let subscriber = MapFilterSubscriber(root: root, closures: consume closures)
                // Through the trampoline, as the root itself would subscribe (`Producer._subscribe`).
                let entry = enterSubscriptionTrampoline(root)
                if entry.isQueued {
                    return queueOnSubscriptionTrampoline {
                        subscriber.run(root.source)
                        return subscriber
                    }
                }
                subscriber.run(root.source)
                leaveSubscriptionTrampoline(entry)
                return consume subscriber
            },
            run: { producer, observer in
                let root = unsafeDowncast(producer, to: MapFilterRoot<Source, Element>.self)
                if root.deliversOneAtATime {
                    let gate = OneAtATimeDelivery(observer)
                    let sink = MapFilterSink(observer: { gate.on($0) }, root: root)
                    sink.run(root.source)
                    return consume sink
                }
                let sink = MapFilterSink(observer: consume observer, root: root)
                // The source is subscribed to where it is borrowed from the root: a copy would be a
                // retain and a release.
                sink.run(root.source)
                return consume sink
            }
        )
    }
}

/// One subscription to a fused map/filter run: it runs each source element through every stage and
/// forwards what comes out.
@usableFromInline
final class MapFilterSink<Source, Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init.
    /// The run's stages when the subscription started.
    @usableFromInline
    let stages: MapFilterStages<Source, Element>

    @inlinable
    init(observer: @escaping Downstream<Element>, root: MapFilterRoot<Source, Element>) {
        self.stages = MapFilterStages(root)
        super.init(observer: observer)
    }

    /// Subscribes to the run's source. A method rather than a closure written in `run`: capturing
    /// `self` here costs one retain, where capturing the caller's local costs a copy more.
    @inlinable
    func run(_ source: Observable<Source>) {
        setUpstream(source._subscribe { [self] event in on(event) })
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try process(element) {
                    forwardNext(result)
                }
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }

    /// Runs `value` through every stage: the result, or `nil` when a filter dropped it.
    @inlinable
    func process(_ value: Source) throws -> Element? {
        // The loop of `MapFilterStep.apply`, written out: called, it cost the Driver and Signal
        // chains (whose runs are a stage or two long) 4% more instructions per element.
        var element = try stages.head(value)
        if stages.filters, try !stages.predicate(element) { return nil }
        for index in stages.steps.indices {
            if stages.steps[index].maps {
                element = try stages.steps[index].transform(element)
            }
            if stages.steps[index].filters, try !stages.steps[index].predicate(element) { return nil }
        }
        return element
    }
}

/// The stages of a fused run as one subscription runs them: copies, taken when it started, of the
/// root's first stage and of its appended steps.
///
/// Held as a constant by the subscription's object, whose code reads the fields in place (a method
/// of this struct would be passed a copy of it on every element): calling the closures of an
/// immutable array costs no reference counting per element, where reading the root's mutable field
/// would retain and release it each time; called through the root, even the first stage's closures
/// were retained and released around every call (an atomic pair per element and stage when the
/// closure captures anything).
@usableFromInline
struct MapFilterStages<Source, Element> {
    @usableFromInline
    let steps: ContiguousArray<MapFilterStep<Element>>
    @usableFromInline
    let head: @Sendable (Source) throws -> Element
    @usableFromInline
    let filters: Bool
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @inlinable
    init(_ root: MapFilterRoot<Source, Element>) {
        steps = root.steps
        head = root.head
        filters = root.filters
        predicate = root.predicate
    }
}

/// A `subscribe(onNext:onError:onCompleted:)` subscription (no `onDisposed`) to a fused run: one
/// object that runs each source element through the stages and calls the user's closures with what
/// comes out, where a sink and an ``AnonymousObserver`` would take two, and a call between them per
/// event.
///
/// It behaves as that pair does: elements reach `onNext` until the subscription is disposed or has
/// ended; an error (from the source or thrown by a stage) or the completion reaches `onError` or
/// `onCompleted` once, and then the subscription to the source is disposed; an error with no
/// `onError` goes to ``Hooks/defaultErrorHandler``. Disposing it disposes the subscription to the
/// source. For a run that ``MapFilterRun/deliversOneAtATime`` (a `combineLatest` rewritten as a
/// map), it also does what ``OneAtATimeDelivery`` does in front of the observer: an event that the
/// source sends while one of the closures runs is delivered after it returns.
@usableFromInline
final class MapFilterSubscriber<Source, Element>: Cancelable, @unchecked Sendable {
    // Immutable after init, except `upstream`, a lock-free slot whose released state is also the
    // stopped flag, and `delivering` and `waiting`, which only the source's serialized calls touch
    // (a call that finds a delivery in progress is a re-entrant one, on the same thread).
    /// The run's stages when the subscription started.
    @usableFromInline
    let stages: MapFilterStages<Source, Element>
    /// The user's closures.
    @usableFromInline
    let closures: SubscribeClosures<Element>
    /// The subscription to the run's source.
    @usableFromInline
    let upstream = UpstreamSlot()
    /// Whether the closures are never called re-entrantly (``MapFilterRun/deliversOneAtATime``): an
    /// event that comes while they run waits in ``waiting`` until they return.
    @usableFromInline
    let oneAtATime: Bool
    /// Whether a closure is running, for a subscriber that delivers ``oneAtATime``.
    @usableFromInline
    @exclusivity(unchecked) var delivering = false
    /// What the observer of a `create` source enforces, for a subscriber that calls the `create`
    /// handler itself (see ``run(_:)``).
    @usableFromInline
    let createGrammar = CreateObserverGrammar()
    /// The events that came while a closure ran, in order, for a subscriber that delivers
    /// ``oneAtATime``.
    @usableFromInline
    @exclusivity(unchecked) var waiting = FIFOBuffer<Event<Element>>()

    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    @inlinable
    init(root: MapFilterRoot<Source, Element>, closures: __owned SubscribeClosures<Element>) {
        stages = MapFilterStages(root)
        self.closures = closures
        oneAtATime = root.deliversOneAtATime
        #if TRACE_RESOURCES
            resourceScope = Resources.countCreated()
        #endif
        tracePipeline("subscribe: your closures are called by \(traceName(self)), which runs the stages")
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.countReleased(in: resourceScope)
        #endif
    }

    /// Subscribes to the run's source; a method, so that the closure captures `self` with one retain.
    ///
    /// A `create` source's handler is called here, with an observer that sends its events to this
    /// object, where subscribing to the source would make a create sink between the two: the
    /// subscriber then does what that sink does (``CreateObserverGrammar``, and no element is
    /// processed once the subscription has stopped), and holds what the handler returned as its
    /// upstream subscription.
    @inlinable
    func run(_ source: Observable<Source>) {
        if let handler = createHandler(of: source) {
            tracePipeline("\(traceName(self)) calls your create handler with an observer of its own")
            upstream.set(handler(AnyObserver { [self] event in onCreateEvent(event) }))
            return
        }
        upstream.set(source._subscribe { [self] event in on(event) })
    }

    /// An event from the `create` handler that ``run(_:)`` called.
    @inlinable
    func onCreateEvent(_ event: Event<Source>) {
        createGrammar.admit(event) { event in
            if case .next = event, upstream.isReleased { return }
            on(event)
        }
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                let mapped = try stages.head(element)
                if stages.filters, try !stages.predicate(mapped) { return }
                if let result = try MapFilterStep.apply(stages.steps, to: mapped) {
                    if oneAtATime { return deliverInTurn(.next(result)) }
                    if upstream.isReleased { return }
                    tracePipeline("\(traceName(self)).on(next(\(result))): calling your onNext")
                    closures.onNext?(result)
                }
            } catch {
                end(.error(error))
            }
        case .error(let error):
            end(.error(error))
        case .completed:
            end(.completed)
        }
    }

    /// A terminal event: delivered now, or in turn for a subscriber that delivers ``oneAtATime``.
    @inlinable
    func end(_ event: Event<Element>) {
        if oneAtATime { return deliverInTurn(event) }
        terminate(event.error)
    }

    /// Delivers `event` once no closure is running: at once when none is, otherwise after the
    /// running one and the events that came before this one.
    @inlinable
    @inline(never)
    func deliverInTurn(_ event: Event<Element>) {
        // `OneAtATimeDelivery.on(_:)`, on this object's own fields, so that the subscription needs
        // no second object.
        if delivering {
            waiting.append(event)
            return
        }
        delivering = true
        deliver(event)
        while !waiting.isEmpty {
            deliver(waiting.removeFirst())
        }
        delivering = false
    }

    /// Calls the closure for `event`, as the subscriber that does not deliver ``oneAtATime`` does.
    @inlinable
    func deliver(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if upstream.isReleased { return }
            tracePipeline("\(traceName(self)).on(next(\(value))): calling your onNext")
            closures.onNext?(value)
        case .error(let error):
            terminate(error)
        case .completed:
            terminate(nil)
        }
    }

    /// Delivers the error, or with `nil` the completion, once; then disposes the subscription to the
    /// source. Out of line, so that the element path stays small.
    @inlinable
    @inline(never)
    func terminate(_ error: (any Error)?) {
        let claimed = upstream.claim()
        if claimed == UpstreamSlot.released { return }
        tracePipeline("\(traceName(self)): \(error.map { "error(\($0))" } ?? "completed"), calling your closure")
        closures.end(with: error)
        upstream.disposeClaimed(claimed)
    }

    @inlinable
    var isDisposed: Bool {
        upstream.isReleased
    }

    @inlinable
    func dispose() {
        _ = upstream.release()
    }
}

/// An observer in front of another that never calls it re-entrantly: an event that arrives while
/// the observer handles one waits, in order, until that call returns.
///
/// The events come from one sink's serialized calls, so a call that finds a delivery in progress
/// is a re-entrant one on the same thread, and the state needs no lock.
@usableFromInline
final class OneAtATimeDelivery<Element>: @unchecked Sendable {
    // Touched only by the one sink's serialized calls (see above).
    @usableFromInline
    let observer: Downstream<Element>
    @usableFromInline
    @exclusivity(unchecked) var delivering = false
    @usableFromInline
    @exclusivity(unchecked) var waiting = FIFOBuffer<Event<Element>>()

    @inlinable
    init(_ observer: @escaping Downstream<Element>) {
        self.observer = observer
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if delivering {
            waiting.append(event)
            return
        }
        delivering = true
        observer(event)
        while !waiting.isEmpty {
            observer(waiting.removeFirst())
        }
        delivering = false
    }
}
