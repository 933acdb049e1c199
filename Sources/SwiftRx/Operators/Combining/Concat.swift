extension ObservableType {
    /// Emits the elements of this sequence, then those of another: `a.concat(b)`; on a sequence of
    /// sequences, `source.concat()` emits the inner sequences one after the other (see
    /// ``ConcatOperator``).
    @inlinable
    public var concat: ConcatOperator<Self> {
        ConcatOperator(self)
    }

    /// Emits the elements of each sequence of `sequence` in turn: each one is subscribed to only
    /// after the previous one completed.
    ///
    /// `sequence` is iterated lazily, once per subscription, one step whenever a source completes.
    /// The result completes after the last source completes (at once if there are none); the first
    /// error ends it. The next source is subscribed to as soon as the previous one completed, from a
    /// loop rather than a nested call, so any number of synchronous sources is safe for the stack.
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// c:                 --3--|
    /// concat:  --1----2----3--|
    /// ```
    ///
    /// - Parameter sequence: The sequences to concatenate.
    /// - Returns: The elements of every source, one source after the other.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatProducer(sequence, count: nil)
    }

    /// Emits the elements of each sequence of `collection` in turn: each one is subscribed to only
    /// after the previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none); the first
    /// error ends it. The next source is subscribed to as soon as the previous one completed, from a
    /// loop rather than a nested call, so any number of synchronous sources is safe for the stack.
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The elements of every source, one source after the other.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatProducer(collection, count: collection.count)
    }

    /// Emits the elements of each sequence of the array in turn: each one is subscribed to only after
    /// the previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none); the first
    /// error ends it.
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter sources: The sequences to concatenate.
    /// - Returns: The elements of every source, one source after the other.
    @inlinable
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
        ConcatProducer(sources, count: sources.count)
    }

    /// Emits the elements of each given sequence in turn: each one is subscribed to only after the
    /// previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none); the first
    /// error ends it.
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter sources: The sequences to concatenate.
    /// - Returns: The elements of every source, one source after the other.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatProducer(sources, count: sources.count)
    }
}

extension ObservableConvertibleType where Self: ObservableType {
    /// `a.concat` as a function value, where its type is spelled:
    /// `let append: (Observable<Int>) -> Observable<Int> = a.concat`, or `sources.map(a.concat)`.
    ///
    /// The function does what `a.concat(second)` does: it emits the elements of this sequence, then,
    /// once it completed, those of `second`. It accepts any function type whose parameter is a
    /// sequence of this element type (`Observable`, `Single`, `Driver`, a subject, ...). A reference
    /// with no type in context, and every call, use ``ObservableType/concat`` instead; this overload
    /// exists because a callable value does not convert to a function type (see ``ConcatOperator``).
    ///
    /// ```
    /// self:           --1--2--|
    /// second:                  --3--|
    /// append(second): --1--2----3--|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var concat: (any ObservableConvertibleType<Element>) -> Observable<Element> {
        { [self] second in ConcatOperator(self)(second) }
    }
}

extension ObservableConvertibleType where Self: ObservableType, Element: ObservableConvertibleType {
    /// `source.concat` on a sequence of sequences as a function value, where its type is spelled:
    /// `let flatten: () -> Observable<Int> = source.concat`.
    ///
    /// The function does what `source.concat()` does: it emits the elements of the inner sequences
    /// one inner sequence after the other. A reference with no type in context, and every call, use
    /// ``ObservableType/concat`` instead (see ``ConcatOperator``).
    ///
    /// ```
    /// source:    --A--B-----------|
    /// A:           a--a--|
    /// B:                 b--b--|
    /// flatten(): --a--a--b--b-----|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var concat: () -> Observable<Element.Element> {
        { [self] in ConcatOperator(self)() }
    }
}

/// The instance `concat` of a sequence: `a.concat(b)`, and `source.concat()` on a sequence of
/// sequences.
///
/// A property holding a callable value rather than a method, called exactly like one: the static
/// `Observable.concat(a, b)` shares the name, and in Swift 6 an instance method of that name would
/// stop it from inferring its element type from its arguments.
public struct ConcatOperator<Source: ObservableType> {
    @usableFromInline
    let source: Source

    @inlinable
    init(_ source: Source) {
        self.source = source
    }

    /// Emits the elements of this sequence, then, once it completed, those of `second`.
    ///
    /// `second` is subscribed to only after this sequence completed. The result completes when
    /// `second` completes; an error from either ends it. Events are delivered on the thread of the
    /// sequence that produced them.
    ///
    /// ```
    /// self:    --1--2--|
    /// second:           --3--|
    /// concat:  --1--2----3--|
    /// ```
    ///
    /// - Parameter second: The sequence that follows this one.
    /// - Returns: Both sequences, one after the other.
    @inlinable
    public func callAsFunction<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Source.Element>
    where Second.Element == Source.Element {
        ConcatProducer([source.asObservable(), second.asObservable()], count: 2)
    }
}

extension ConcatOperator where Source.Element: ObservableConvertibleType {
    /// Emits the elements of the inner sequences the source emits, one inner sequence after the
    /// other: each is subscribed to only after the previous one completed; those that arrive earlier
    /// wait in order.
    ///
    /// The same as `merge(maxConcurrent: 1)`. The result completes when the source and every inner
    /// sequence have completed; the first error from any of them ends it and disposes every
    /// subscription.
    ///
    /// ```
    /// source:  --A--B-----------|
    /// A:         a--a--|
    /// B:               b--b--|        (subscribed when A completes)
    /// concat:  --a--a--b--b-----|
    /// ```
    ///
    /// - Returns: The elements of the inner sequences, one sequence after the other.
    @inlinable
    public func callAsFunction() -> Observable<Source.Element.Element> {
        source.merge(maxConcurrent: 1)
    }
}

/// The observable of the `concat` functions over a sequence of sources.
///
/// A `concat` that is a source of another one is not subscribed to by it: the outer sink iterates
/// its sources in place (see ``TailRecursiveSources``), so nesting adds neither a sink nor a stack
/// frame, and a `concat` whose last source is a `concat`, to any depth, runs in constant stack and
/// in memory that does not grow with the depth when their sources are collections.
@usableFromInline
final class ConcatProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: any Sequence<Observable<Element>>
    /// The number of sources, when known (a collection).
    @usableFromInline
    let count: Int?

    @inlinable
    convenience init<Sources: Sequence>(_ sources: Sources, count: Int?) where Sources.Element == Observable<Element> {
        self.init(sources, count: count) { producer, observer in
            let me = unsafeDowncast(producer, to: ConcatProducer<Element>.self)
            let sink = ConcatSink<Element>(observer: consume observer)
            sink.step(TailRecursiveSources(me.sources, count: me.count))
            return consume sink
        }
    }

    @inlinable
    init<Sources: Sequence>(_ sources: Sources, count: Int?, run: @escaping Run)
    where Sources.Element == Observable<Element> {
        self.sources = sources
        self.count = count
        super.init(run: run)
    }

    /// The sources of `source` when it is a `concat` over a sequence, to iterate in its place.
    @inlinable
    static func flattened(_ source: Observable<Element>) -> (sources: any Sequence<Observable<Element>>, count: Int?)? {
        guard let nested = source as? ConcatProducer<Element> else { return nil }
        return (nested.sources, nested.count)
    }
}

/// Subscribes to one source at a time. The sources left are not stored in the sink: each step takes
/// them, advances them, and hands the rest to the step that follows the current source's completion,
/// so only one step ever touches them.
@usableFromInline
final class ConcatSink<Element>: Sink<Element>, @unchecked Sendable {
    // `current` is a thread-safe SerialDisposable; there is no other mutable state.

    /// The subscription to the running source; replacing it releases the completed one.
    @usableFromInline
    let current = SerialDisposable()

    /// Runs the steps one at a time (see ``StepGate``).
    @usableFromInline
    let gate = StepGate<TailRecursiveSources<Element>>()

    /// Subscribes to the next source of `sources`, or completes when there is none; when a step is
    /// running already (the previous source completed during its subscription), after it.
    @inlinable
    func step(_ sources: TailRecursiveSources<Element>) {
        gate.run(sources) { [self] sources in subscribeNext(sources) }
    }

    @inlinable
    func subscribeNext(_ sources: TailRecursiveSources<Element>) {
        if isDisposed { return }
        var sources = sources
        var next = sources.next(flattening: ConcatProducer.flattened)
        while case .emptyNested = next {
            next = sources.next(flattening: ConcatProducer.flattened)
        }
        guard case .source(let source) = next else {
            forwardCompleted()
            return
        }
        // Read once, by the step requested when `source` completes; sources of one concat never overlap.
        let rest = UncheckedBox(sources)
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        let outer = TailRecursion.enter(sources.level)
        defer { TailRecursion.leave(outer) }
        subscription.setDisposable(
            source._subscribe { [self] event in
                switch event {
                case .next(let element):
                    forwardNext(element)
                case .error(let error):
                    forwardError(error)
                case .completed:
                    subscription.dispose()
                    step(rest.value)
                }
            }
        )
    }

    @inlinable
    override func disposeCore() {
        current.dispose()
    }
}
