// `map` and `filter` share one producer chain and one sink. A run of map and filter stages applied
// one after another to the same source becomes a chain of small producer nodes and, per
// subscription, a single sink that applies every stage to each element in order:
// `source.map(f).filter(p).map(g)` costs one sink and one upstream subscription instead of three
// of each.
//
// A run starts at a root, made by `map` or `filter` over any other observable; the root holds that
// source and the root's closure, which may change the element type. Later stages keep the element
// type (a `filter`, or a `map` whose result type is the element type). Each later stage is one more
// node that points at the node before it and shares the root's `run` closure, which was made where
// the root's types were known, so the per-element path stays specialized whatever code appends the
// stage. A `map` that changes the element type starts a new run.
//
// What users see does not change: each stage's closure is called for each element in the order the
// stages were written, an element a filter drops reaches no later stage, a thrown error ends the
// sequence at the stage that threw, and every intermediate observable can still be subscribed on
// its own (it is a node of the same chain, and its subscription covers the stages up to it).

/// A stage to append to a fused map/filter run. The closure a stage does not use is a capture-free
/// placeholder, so a stage node's fields are never optional and reading them per element costs no
/// reference counting.
@usableFromInline
struct MapFilterStep<Element> {
    @usableFromInline
    let isFilter: Bool
    @usableFromInline
    let transform: @Sendable (Element) throws -> Element
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @inlinable
    static func map(_ transform: @escaping @Sendable (Element) throws -> Element) -> MapFilterStep {
        MapFilterStep(isFilter: false, transform: transform, predicate: { _ in true })
    }

    @inlinable
    static func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> MapFilterStep {
        MapFilterStep(isFilter: true, transform: { $0 }, predicate: predicate)
    }

    @inlinable
    init(
        isFilter: Bool,
        transform: @escaping @Sendable (Element) throws -> Element,
        predicate: @escaping @Sendable (Element) throws -> Bool
    ) {
        self.isFilter = isFilter
        self.transform = transform
        self.predicate = predicate
    }
}

/// A node of a fused map/filter run: a ``MapFilterRoot`` holds the source, a ``MapFilterStage``
/// follows the node before it.
@usableFromInline
class MapFilterProducer<Source, Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init, as are the subclasses' fields.

    /// What a node does; it also says which subclass the node is.
    @usableFromInline
    enum Kind: UInt8 {
        /// A ``MapFilterRoot``.
        case root
        /// A ``MapFilterStage`` that applies its `transform`.
        case map
        /// A ``MapFilterStage`` that applies its `predicate`.
        case filter
    }

    // `previous` is typed as a plain producer, not as this class: a field of the class's own type
    // makes the compiler release a long chain in a loop that checks each node's uniqueness, which
    // costs more atomic operations than the chain's ordinary release.
    @usableFromInline
    let kind: Kind
    @usableFromInline
    let previous: Producer<Element>?
    // The class of this run's appended stages, taken where the types were known: appending from
    // unspecialized code then allocates through it instead of looking the generic class up.
    @usableFromInline
    let stageType: MapFilterStage<Source, Element>.Type

    @inlinable
    init(kind: Kind, previous: Producer<Element>?, stageType: MapFilterStage<Source, Element>.Type, run: @escaping Run)
    {
        self.kind = kind
        self.previous = previous
        self.stageType = stageType
        super.init(run: run)
    }

    @usableFromInline
    override final var _isMapFilterRun: Bool { true }

    @usableFromInline
    override final __consuming func _appendingMapFilterStep(_ step: consuming MapFilterStep<Element>) -> Observable<
        Element
    > {
        stageType.init(previous: self, step: step)
    }

    /// Runs `value` through every stage up to this one: the result, or `nil` when a filter dropped it.
    @inlinable
    final func process(_ value: Source) throws -> Element? {
        if kind == .root {
            return try unsafeDowncast(self, to: MapFilterRoot<Source, Element>.self).processRoot(value)
        }
        // `self` holds `previous` for as long as `self` is alive, which this call guarantees.
        let upstream = unsafe Unmanaged.passUnretained(previous.unsafelyUnwrapped)
        guard
            let input = try unsafe upstream._withUnsafeGuaranteedRef({
                try unsafeDowncast($0, to: MapFilterProducer<Source, Element>.self).process(value)
            })
        else { return nil }
        let stage = unsafeDowncast(self, to: MapFilterStage<Source, Element>.self)
        if kind == .filter {
            return try stage.predicate(input) ? input : nil
        }
        return try stage.transform(input)
    }
}

/// The first node of a fused run: it holds the source, turns each source element into the run's
/// element type with `head`, and, for a run that starts with `filter`, tests it with `predicate`.
@usableFromInline
final class MapFilterRoot<Source, Element>: MapFilterProducer<Source, Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let head: @Sendable (Source) throws -> Element
    @usableFromInline
    let filters: Bool
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @inlinable
    init(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Element,
        filters: Bool,
        predicate: @escaping @Sendable (Element) throws -> Bool
    ) {
        self.source = source
        self.head = head
        self.filters = filters
        self.predicate = predicate
        super.init(kind: .root, previous: nil, stageType: MapFilterStage<Source, Element>.self) { producer, observer in
            let me = unsafeDowncast(producer, to: MapFilterProducer<Source, Element>.self)
            let sink = MapFilterSink(observer: consume observer, stages: me)
            // The walk to the root borrows each node: `me` holds the whole chain while it runs.
            var node = unsafe Unmanaged.passUnretained(me)
            while unsafe node._withUnsafeGuaranteedRef({ $0.kind != .root }) {
                node = unsafe node._withUnsafeGuaranteedRef {
                    Unmanaged.passUnretained(
                        unsafeDowncast($0.previous.unsafelyUnwrapped, to: MapFilterProducer<Source, Element>.self))
                }
            }
            // The source is subscribed to where it is borrowed from the root: a copy would be a retain
            // and a release.
            unsafe node._withUnsafeGuaranteedRef {
                sink.run(unsafeDowncast($0, to: MapFilterRoot<Source, Element>.self).source)
            }
            return consume sink
        }
    }

    @inlinable
    func processRoot(_ value: Source) throws -> Element? {
        let input = try head(value)
        if filters {
            return try predicate(input) ? input : nil
        }
        return input
    }
}

/// A `map` or `filter` appended to a fused run.
@usableFromInline
final class MapFilterStage<Source, Element>: MapFilterProducer<Source, Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let transform: @Sendable (Element) throws -> Element
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @usableFromInline
    init(previous: consuming MapFilterProducer<Source, Element>, step: consuming MapFilterStep<Element>) {
        self.transform = step.transform
        self.predicate = step.predicate
        super.init(
            kind: step.isFilter ? .filter : .map, previous: previous, stageType: previous.stageType, run: previous.run)
    }
}

/// One subscription to a fused map/filter run: it runs each source element through every stage up
/// to the node it was made for and forwards what comes out.
@usableFromInline
final class MapFilterSink<Source, Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let stages: MapFilterProducer<Source, Element>

    @inlinable
    init(observer: @escaping Downstream<Element>, stages: MapFilterProducer<Source, Element>) {
        self.stages = stages
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
                if let result = try stages.process(element) {
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
}
