// Consecutive `flatMap`s share one producer and one sink, and so do consecutive `flatMapLatest`s.
//
// `flatMap`: `source.flatMap(f).flatMap(g)` emits what `source.flatMap { x in f(x).flatMap(g) }`
// emits: the same elements in the same order, completion once the source and everything started for
// its elements have completed, and the first error from any of them, thrown selectors included. A
// run of `flatMap` stages whose inner sequences have one type is therefore one ``FlatMapRoot``: the
// source, the first selector (`head`) and the later selectors (`steps`), subscribed as one
// ``FlatMapStagesSink`` (a ``MergeSink``) that chains the stages. When a stage's inner sequence is
// a `just`, its element is handed straight to the next stage, so `flatMap { .just(f($0)) }` stages
// cost no subscription, no sink and no merge bookkeeping of their own. When a stage's inner
// sequence is anything else, the rest of the chain is applied to it as a run of its own
// (`inner.flatMap(next)...`), which the merge subscribes to like any inner sequence.
//
// `flatMapLatest` does not regroup that way (a new source element switches only the first stage; a
// later stage switches when the stage before it emits), so a run of two or more keeps one switch
// slot per stage in one ``SwitchStagesSink``, which does per stage what a separate operator would
// (see there); a single stage is subscribed as a plain ``SwitchSink``.
//
// A stage is appended in place only while nothing else holds the run, weak and unowned references
// included (the usual `a.flatMap(f).flatMap(g)`, where the intermediate observable is a
// temporary), so nobody can see the change. An observable that someone kept, or that a running
// subscription holds, is never changed: the new stage then gets a root of its own over it, as it
// does when the run is of the other kind. A subscription holds its root for its lifetime, which
// keeps `steps` unchanged while it reads them. `flatMapFirst` and `concatMap` do not fuse.

/// A run of fused `flatMap` (or `flatMapLatest`) stages with inner sequences of type `Inner`; its
/// subclass ``FlatMapRoot`` knows the source.
@usableFromInline
class FlatMapRun<Element, Inner: ObservableConvertibleType>: Producer<Element>, @unchecked Sendable
where Inner.Element == Element {
    // `steps` is changed only by `extend(_:with:)`, while nothing else holds the run, so no other
    // thread can reach it; a subscription reads it only while holding the run.

    /// The selectors after the first one, in order.
    @usableFromInline
    @exclusivity(unchecked) final var steps: ContiguousArray<@Sendable (Element) throws -> Inner>
    /// Whether the stages are `flatMapLatest`s rather than `flatMap`s.
    @usableFromInline
    final let switches: Bool

    @inlinable
    init(steps: ContiguousArray<@Sendable (Element) throws -> Inner>, switches: Bool, run: @escaping Run) {
        self.steps = steps
        self.switches = switches
        super.init(run: run)
    }

    @usableFromInline
    override final var _flatMapRunInner: ObjectIdentifier? { ObjectIdentifier(Inner.self) }

    /// Appends `step` to `run` in place when nothing else holds it and its stages are of the same
    /// kind; otherwise makes `run` the source of a new root whose first stage is `step`.
    @inlinable
    static func extend(
        _ run: consuming FlatMapRun<Element, Inner>,
        with step: @escaping @Sendable (Element) throws -> Inner,
        switches: Bool
    ) -> Observable<Element> {
        var run = run
        if run.switches != switches || !isExclusivelyHeld(&run) {
            return switches
                ? FlatMapRoot.switching(source: run, head: step) : FlatMapRoot.merging(source: run, head: step)
        }
        if run.steps.isEmpty {
            // Runs seldom grow past this; reserving it saves the regrowth of the first appends.
            run.steps.reserveCapacity(8)
        }
        run.steps.append(step)
        return run
    }

    /// The sequence that stands for one source element, given the first stage's inner sequence:
    /// each `just` passes its element to the next stage; the first inner sequence that is not a
    /// `just` gets the remaining stages as a run of its own.
    ///
    /// `steps` is the run's ``steps`` as the caller holds it: an immutable copy that a subscription
    /// took when it started, whose closures are then called without reference counting (read from
    /// the run's mutable field, each would be retained and released around its call). `justType` is
    /// `ObjectIdentifier(JustProducer<Element>.self)`, looked up once by the caller, which tests the
    /// result with it too.
    @inlinable
    static func resolve(
        _ first: __owned Inner,
        through steps: ContiguousArray<@Sendable (Element) throws -> Inner>,
        justType: ObjectIdentifier
    ) throws -> Observable<Element> {
        var current = (consume first).asObservable()
        var index = 0
        while index < steps.count {
            guard let element = justElement(of: current, justType: justType) else {
                return FlatMapRoot.merging(
                    source: current, head: steps[index], steps: ContiguousArray(steps[(index + 1)...]))
            }
            current = try steps[index](element).asObservable()
            index += 1
        }
        return current
    }
}

/// The observable of `flatMap` and `flatMapLatest`: a source and one or more fused stages, merged by
/// one ``FlatMapStagesSink`` or switched by one ``SwitchStagesSink`` per subscription.
@usableFromInline
final class FlatMapRoot<Source, Element, Inner: ObservableConvertibleType>: FlatMapRun<Element, Inner>,
    @unchecked Sendable
where Inner.Element == Element {
    // Immutable after init (the inherited `steps` is documented on FlatMapRun).
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let head: @Sendable (Source) throws -> Inner

    /// Only stores: the subscribing closure comes from ``merging(source:head:steps:)`` or
    /// ``switching(source:head:steps:)`` (see `Producer`).
    @inlinable
    init(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Inner,
        steps: ContiguousArray<@Sendable (Element) throws -> Inner>,
        switches: Bool,
        run: @escaping Run
    ) {
        self.source = source
        self.head = head
        super.init(steps: steps, switches: switches, run: run)
    }

    /// A run of `flatMap` stages: one ``FlatMapStagesSink`` per subscription.
    @inlinable
    static func merging(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Inner,
        steps: ContiguousArray<@Sendable (Element) throws -> Inner> = []
    ) -> FlatMapRoot {
        FlatMapRoot(source: source, head: head, steps: steps, switches: false) { producer, observer in
            // The sink holds the root, which keeps its stages as they are while it runs.
            let root = unsafeDowncast(producer, to: FlatMapRoot<Source, Element, Inner>.self)
            let sink = FlatMapStagesSink(observer: consume observer, root: root)
            sink.runStages(root.source)
            return consume sink
        }
    }

    /// A run of `flatMapLatest` stages: a ``SwitchSink`` per subscription for one stage, a
    /// ``SwitchStagesSink`` for more.
    @inlinable
    static func switching(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Inner,
        steps: ContiguousArray<@Sendable (Element) throws -> Inner> = []
    ) -> FlatMapRoot {
        FlatMapRoot(source: source, head: head, steps: steps, switches: true) { producer, observer in
            // The sink holds the root, which keeps its stages as they are while it runs.
            let root = unsafeDowncast(producer, to: FlatMapRoot<Source, Element, Inner>.self)
            if root.steps.isEmpty {
                // One stage: the plain switch sink, which needs no per-stage slots.
                let sink = SwitchSink(observer: consume observer, selector: root.head)
                sink.run(root.source)
                return consume sink
            }
            let sink = SwitchStagesSink(observer: consume observer, root: root)
            sink.run(root.source)
            return consume sink
        }
    }
}

/// The sink of a fused run of `flatMap` stages: a ``MergeSink`` (`.unbounded`) that takes the
/// source's elements itself. For each one it runs the first stage's selector and
/// ``FlatMapRun/resolve(_:through:justType:)``, then forwards the element of a final `just` at
/// once, as ``MergeSink/onOuterNext(_:)`` does, or subscribes to the inner sequence through the
/// merge. It spares each element the call through the merge's selector closure and the merge's mode
/// checks.
@usableFromInline
final class FlatMapStagesSink<Source, Element, Inner: ObservableConvertibleType>:
    MergeSink<Source, Observable<Element>>, @unchecked Sendable
where Inner.Element == Element {
    // `stages` is immutable; the merge's fields are documented on MergeSink and FanInSink.

    /// The run's stages when the subscription started.
    @usableFromInline
    let stages: FlatMapStages<Source, Element, Inner>

    @inlinable
    init(observer: @escaping Downstream<Element>, root: FlatMapRoot<Source, Element, Inner>) {
        stages = FlatMapStages(root)
        // The merge's selector is never called: the merge calls it only from `onOuterNext`, and
        // this sink subscribes to the source itself (`runStages(_:)`) and hands each element to
        // `onSourceNext`. It captures nothing: the sink holds only its copy of the stages.
        super.init(observer: observer, mode: .unbounded) { _ in
            preconditionFailure("FlatMapStagesSink takes the source's elements itself (onSourceNext).")
        }
    }

    /// Subscribes to `source`, the run's source (passed in by the caller, which holds it already).
    @inlinable
    func runStages(_ source: Observable<Source>) {
        setUpstream(
            source._subscribe { [self] event in
                switch event {
                case .next(let value):
                    onSourceNext(value)
                case .error(let error):
                    serializeError(error)
                case .completed:
                    outerDidComplete()
                }
            })
    }

    /// ``MergeSink/onOuterNext(_:)`` for `.unbounded`, with the stages applied in place of the
    /// selector.
    @inlinable
    func onSourceNext(_ value: Source) {
        if isDisposed { return }
        let inner: Observable<Element>
        do {
            inner = try FlatMapRun.resolve(stages.head(value), through: stages.steps, justType: stages.justType)
        } catch {
            serializeError(error)
            return
        }
        if let element = justElement(of: inner, justType: stages.justType) {
            // As in `onOuterNext`: a `just` starts and ends right here, so it never counts as running.
            forwardNextFromOuter(element)
            return
        }
        lock.withLock { active += 1 }
        subscribe(inner)
    }
}

/// The stages of a fused `flatMap` or `flatMapLatest` run as one subscription runs them: copies,
/// taken when it started, of the root's first stage and later stages, and the `just` type their
/// inner sequences are tested against.
///
/// Held as a constant by the subscription's sink, whose code reads the fields in place: the
/// closures of an immutable array are called without reference counting, where read from the run's
/// mutable field each would be retained and released around its call; and an extension of the run
/// in place after the subscription started leaves them as they were.
@usableFromInline
struct FlatMapStages<Source, Element, Inner: ObservableConvertibleType> where Inner.Element == Element {
    /// The first stage.
    @usableFromInline
    let head: @Sendable (Source) throws -> Inner
    /// The later stages, in order.
    @usableFromInline
    let steps: ContiguousArray<@Sendable (Element) throws -> Inner>
    /// `ObjectIdentifier(JustProducer<Element>.self)`, looked up once per subscription rather than
    /// once per element: the lookup of a generic class's metadata is a call.
    @usableFromInline
    let justType: ObjectIdentifier

    @inlinable
    init(_ root: FlatMapRoot<Source, Element, Inner>) {
        head = root.head
        steps = root.steps
        justType = ObjectIdentifier(JustProducer<Element>.self)
    }
}
