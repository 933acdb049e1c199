// Consecutive `flatMap`s share one producer and one sink. `source.flatMap(f).flatMap(g)` emits what
// `source.flatMap { x in f(x).flatMap(g) }` emits: the same elements in the same order, completion
// once the source and everything started for its elements have completed, and the first error from
// any of them, thrown selectors included. A run of `flatMap` stages whose inner sequences have one
// type is therefore one ``FlatMapRoot``: the source, the first selector (`head`) and the later
// selectors (`steps`), subscribed as one ``MergeSink`` whose selector chains the stages.
//
// Chaining is where the work goes away: when a stage's inner sequence is a `just`, its element is
// handed straight to the next stage, so `flatMap { .just(f($0)) }` stages cost no subscription, no
// sink and no merge bookkeeping of their own. When a stage's inner sequence is anything else, the
// rest of the chain is applied to it as a run of its own (`inner.flatMap(next)...`), which the
// merge subscribes to like any inner sequence: from there on each element of that inner sequence
// goes through the remaining stages, as it would have through the separate operators.
//
// A stage is appended in place only while nothing else holds the run, weak and unowned references
// included (the usual `a.flatMap(f).flatMap(g)`, where the intermediate observable is a
// temporary), so nobody can see the change. An observable that someone kept, or that a running
// subscription holds, is never changed: the new stage then gets a root of its own over it. A
// subscription holds its root for its lifetime, which keeps `steps` unchanged while it reads them.
// Only the `flatMap` form fuses: `flatMapLatest`, `flatMapFirst` and `concatMap` decide per stage
// which inner sequence to keep, and chaining them is not equivalent.

/// A run of fused `flatMap` stages with inner sequences of type `Inner`; its subclass
/// ``FlatMapRoot`` knows the source.
@usableFromInline
class FlatMapRun<Element, Inner: ObservableConvertibleType>: Producer<Element>, @unchecked Sendable
where Inner.Element == Element {
    // `steps` is changed only by `extend(_:with:)`, while nothing else holds the run, so no other
    // thread can reach it; a subscription reads it only while holding the run.

    /// The selectors after the first one, in order.
    @usableFromInline
    @exclusivity(unchecked) final var steps: ContiguousArray<@Sendable (Element) throws -> Inner>

    @inlinable
    init(steps: ContiguousArray<@Sendable (Element) throws -> Inner>, run: @escaping Run) {
        self.steps = steps
        super.init(run: run)
    }

    @usableFromInline
    override final var _flatMapRunInner: ObjectIdentifier? { ObjectIdentifier(Inner.self) }

    /// Appends `step` to `run` in place when nothing else holds it; otherwise makes `run` the
    /// source of a new root whose first stage is `step`.
    @inlinable
    static func extend(
        _ run: consuming FlatMapRun<Element, Inner>,
        with step: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Element> {
        var run = run
        if !isExclusivelyHeld(&run) {
            return FlatMapRoot(source: run, head: step)
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
    @inlinable
    final func resolve(_ first: __owned Inner) throws -> Observable<Element> {
        var current = (consume first).asObservable()
        // Each stage is read from `steps` where it is used, rather than through a copy of the array
        // taken for the loop: the copy would retain and release the array's storage per element.
        var index = 0
        while index < steps.count {
            guard let element = justElement(of: current) else {
                return FlatMapRoot(
                    source: current, head: steps[index], steps: ContiguousArray(steps[(index + 1)...]))
            }
            current = try steps[index](element).asObservable()
            index += 1
        }
        return current
    }
}

/// The observable of `flatMap`: a source and one or more fused `flatMap` stages, merged by one
/// ``MergeSink`` per subscription.
@usableFromInline
final class FlatMapRoot<Source, Element, Inner: ObservableConvertibleType>: FlatMapRun<Element, Inner>,
    @unchecked Sendable
where Inner.Element == Element {
    // Immutable after init (the inherited `steps` is documented on FlatMapRun).
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let head: @Sendable (Source) throws -> Inner

    @inlinable
    init(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Inner,
        steps: ContiguousArray<@Sendable (Element) throws -> Inner> = []
    ) {
        self.source = source
        self.head = head
        super.init(steps: steps) { producer, observer in
            let root = unsafeDowncast(producer, to: FlatMapRoot<Source, Element, Inner>.self)
            // The sink's selector holds the root, which keeps its stages as they are while it runs.
            let sink = MergeSink<Source, Observable<Element>>(observer: consume observer, mode: .unbounded) {
                value in try root.resolve(root.head(value))
            }
            sink.run(root.source)
            return consume sink
        }
    }
}
