extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of the inner sequences the source emits: `source.merge()` runs them all at
    /// once, `source.merge(maxConcurrent: n)` at most `n` at a time (see ``MergeOperator``).
    @inlinable
    public var merge: MergeOperator<Self> {
        MergeOperator(self)
    }
}

extension ObservableConvertibleType where Self: ObservableType, Element: ObservableConvertibleType {
    /// `source.merge` as a function value, where its type is spelled:
    /// `let flatten: () -> Observable<Int> = source.merge`.
    ///
    /// The function does what `source.merge()` does: it merges the elements of the inner sequences
    /// as they arrive, every inner sequence running at once. A reference with no type in context, and
    /// every call, use ``ObservableType/merge`` instead; this overload exists because a callable
    /// value does not convert to a function type (see ``MergeOperator``).
    ///
    /// ```
    /// source:    --A-----B-----------|
    /// A:           a--b-----c--|
    /// B:                 x-----y--|
    /// flatten(): --a--b--x--c--y-----|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var merge: () -> Observable<Element.Element> {
        { [self] in MergeOperator(self)() }
    }
}

extension Observable where Element: ObservableConvertibleType {
    /// `source.merge` as a function value taking the concurrency limit, where its type is spelled:
    /// `let flatten: (Int) -> Observable<Int> = source.merge`.
    ///
    /// The function does what `source.merge(maxConcurrent:)` does: it merges the elements of the
    /// inner sequences, running at most the given number of them at a time; the others wait, in
    /// arrival order. A reference with no type in context, and every call, use
    /// ``ObservableType/merge`` instead (see ``MergeOperator``). Declared on `Observable` (and so on
    /// its subclasses, the subjects among them), since the other observable types already have two
    /// `merge` properties of their own.
    ///
    /// ```
    /// source:     --A--B--C-----------|
    /// A:            a-a------|
    /// B:               b------b-|
    /// C:                     c--|     (starts when A completes)
    /// flatten(2): --a-ab-----cb-------|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var merge: (Int) -> Observable<Element.Element> {
        { [self] maxConcurrent in MergeOperator(self)(maxConcurrent: maxConcurrent) }
    }
}

/// The instance `merge` of a sequence of sequences: `source.merge()` and
/// `source.merge(maxConcurrent:)`.
///
/// A property holding a callable value rather than a method, called exactly like one: the static
/// `Observable.merge(a, b)` shares the name, and in Swift 6 an instance method of that name would
/// stop it from inferring its element type from its arguments.
public struct MergeOperator<Source: ObservableType> where Source.Element: ObservableConvertibleType {
    @usableFromInline
    let source: Source

    @inlinable
    init(_ source: Source) {
        self.source = source
    }

    /// Merges the elements of the inner sequences the source emits, in the order they arrive.
    ///
    /// Every inner sequence is subscribed to as soon as it arrives, and they all run at the same
    /// time. The result completes when the source and every inner sequence have completed; the first
    /// error from any of them ends the result and disposes every subscription. Events are delivered
    /// one at a time, on the thread of the sequence that produced them.
    ///
    /// ```
    /// source:  --A-----B-----------|
    /// A:         a--b-----c--|
    /// B:               x-----y--|
    /// merge:   --a--b--x--c--y-----|
    /// ```
    ///
    /// - Returns: The merged elements of the inner sequences.
    @inlinable
    public func callAsFunction() -> Observable<Source.Element.Element> {
        MergeProducer(source: source.asObservable(), mode: .unbounded) { $0 }
    }

    /// Merges the elements of the inner sequences the source emits, running at most `maxConcurrent`
    /// of them at a time.
    ///
    /// An inner sequence that arrives while `maxConcurrent` are running waits, in arrival order, until
    /// one of them completes. The result completes when the source and every inner sequence have
    /// completed; the first error from any of them ends the result and disposes every subscription.
    /// Events are delivered one at a time, on the thread of the sequence that produced them; waiting
    /// sequences are started through the current-thread trampoline.
    ///
    /// ```
    /// source:                  --A--B--C-----------|
    /// A:                         a-a------|
    /// B:                            b------b-|
    /// C:                                  c--|     (starts when A completes)
    /// merge(maxConcurrent: 2): --a-ab-----cb-------|
    /// ```
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed to at once; at least 1.
    /// - Returns: The merged elements of the inner sequences.
    @inlinable
    public func callAsFunction(maxConcurrent: Int) -> Observable<Source.Element.Element> {
        MergeProducer(source: source.asObservable(), mode: .limited(maxConcurrent)) { $0 }
    }
}

extension ObservableType {
    /// Merges the elements of several sequences into one, in the order they arrive.
    ///
    /// All sources are subscribed to at once, in order. The result completes when every source has
    /// completed (at once if there are none); the first error from any of them ends the result and
    /// disposes every subscription. Events are delivered one at a time, on the thread of the source
    /// that produced them. Synchronous sources are subscribed to in a loop, so any number of them is
    /// safe for the stack.
    ///
    /// ```
    /// a:      --1-----3--|
    /// b:      -----2-----4--|
    /// merge:  --1--2--3--4--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged elements.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        MergeSourcesProducer(sources)
    }

    /// Merges the elements of an array of sequences into one, in the order they arrive.
    ///
    /// All sources are subscribed to at once, in order. The result completes when every source has
    /// completed (at once if there are none); the first error from any of them ends the result and
    /// disposes every subscription. Events are delivered one at a time, on the thread of the source
    /// that produced them.
    ///
    /// ```
    /// a:      --1-----3--|
    /// b:      -----2-----4--|
    /// merge:  --1--2--3--4--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged elements.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeSourcesProducer(sources)
    }

    /// Merges the elements of the given sequences into one, in the order they arrive.
    ///
    /// All sources are subscribed to at once, in order. The result completes when every source has
    /// completed (at once if there are none); the first error from any of them ends the result and
    /// disposes every subscription. Events are delivered one at a time, on the thread of the source
    /// that produced them.
    ///
    /// ```
    /// a:      --1-----3--|
    /// b:      -----2-----4--|
    /// merge:  --1--2--3--4--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged elements.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeSourcesProducer(sources)
    }
}

/// The observable of the static `merge` functions: a ``MergeSink`` fed by a fixed set of sources.
@usableFromInline
final class MergeSourcesProducer<Sources: Sequence, Element>: Producer<Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
    // Immutable after init.
    @usableFromInline
    let sources: Sources

    @inlinable
    convenience init(_ sources: Sources) {
        self.init(sources) { producer, observer in
            let me = unsafeDowncast(producer, to: MergeSourcesProducer<Sources, Element>.self)
            let sink = MergeSink<Observable<Element>, Observable<Element>>(
                observer: consume observer,
                mode: .unbounded,
                selector: { $0 }
            )
            sink.run(sources: me.sources)
            return consume sink
        }
    }

    @inlinable
    init(_ sources: Sources, run: @escaping Run) {
        self.sources = sources
        super.init(run: run)
    }
}
