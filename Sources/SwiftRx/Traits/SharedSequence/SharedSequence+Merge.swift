extension SharedSequence {
    /// Merges the elements of every shared sequence of `sources` as they arrive.
    ///
    /// The result completes when every source has completed (at once if there are none). Events are
    /// delivered on the strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:            --1-----3--|
    /// b:            -----2-----|
    /// merge(a, b):  --1--2--3--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged shared sequence.
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every shared sequence of the array as they arrive.
    ///
    /// Same contract as the collection form.
    ///
    /// ```
    /// [a, b]:       a: --1-----3--|   b: -----2-----|
    /// merge([a, b]):   --1--2--3--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged shared sequence.
    @inlinable
    public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the given shared sequences as they arrive.
    ///
    /// Same contract as the collection form.
    ///
    /// ```
    /// a:            --1-----3--|
    /// b:            -----2-----|
    /// merge(a, b):  --1--2--3--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged shared sequence.
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }

    /// Emits the elements of each shared sequence of `sequence` in turn: each one is subscribed only
    /// after the previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none). The
    /// sequence is iterated lazily, one source at a time.
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter sequence: The sequences to concatenate.
    /// - Returns: The concatenated shared sequence.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of each shared sequence of `collection` in turn: each one is subscribed only
    /// after the previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none).
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The concatenated shared sequence.
    @inlinable
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.concat(collection.map { $0.asObservable() }))
    }
}

extension SharedSequence where Element: SharedSequenceConvertibleType {
    /// RxCocoa's instance `merge()` and `merge(maxConcurrent:)` of a shared sequence of shared
    /// sequences: `outer.merge()` merges the inner sequences as they arrive (see
    /// ``SharedSequenceMerging``).
    ///
    /// The result has the inner sequences' strategy, as in RxCocoa: a `Driver` of `Signal`s merges
    /// into a `Signal`, a `Driver` of `Driver`s into a `Driver`.
    ///
    /// ```
    /// outer:    -a-----b------|
    /// a:         --1-----3-|
    /// b:               -2-----|
    /// merge():  ---1----23----|
    /// ```
    @inlinable
    public var merge: SharedSequenceMerging<Element.SharingStrategy, Element> {
        SharedSequenceMerging(outer: asObservable())
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// `outer.merge` as a function value, where its type is spelled:
    /// `let flatten: () -> Driver<Int> = outer.merge`.
    ///
    /// The function does what `outer.merge()` does: it merges the elements of the inner shared
    /// sequences as they arrive, into a sequence of the inner sequences' strategy. A reference with no
    /// type in context, and every call, use ``SharedSequence/merge`` instead; this overload exists
    /// because a callable value does not convert to a function type (see ``SharedSequenceMerging``).
    ///
    /// ```
    /// outer:     -a-----b------|
    /// a:          --1-----3-|
    /// b:                -2-----|
    /// flatten(): ---1----23----|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var merge: () -> SharedSequence<Element.SharingStrategy, Element.Element> {
        { [self] in SharedSequenceMerging(outer: asObservable())() }
    }
}

extension ObservableConvertibleType
where Self: SharedSequenceConvertibleType, Element: SharedSequenceConvertibleType {
    /// `outer.merge` as a function value taking the concurrency limit, where its type is spelled:
    /// `let flatten: (Int) -> Driver<Int> = outer.merge`.
    ///
    /// The function does what `outer.merge(maxConcurrent:)` does: at most the given number of inner
    /// sequences are subscribed at once; the others wait, in order, for one to complete. A reference
    /// with no type in context, and every call, use ``SharedSequence/merge`` instead (see
    /// ``SharedSequenceMerging``).
    ///
    /// ```
    /// outer:                    -a-b--------|
    /// a:                         --1---|
    /// b (subscribed after a):          --2-|
    /// flatten(1):               ---1-----2--|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var merge: (Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        { [self] maxConcurrent in SharedSequenceMerging(outer: asObservable())(maxConcurrent: maxConcurrent) }
    }
}

/// What `outer.merge` returns for a shared sequence of shared sequences: call it as
/// `outer.merge()` or `outer.merge(maxConcurrent:)`, as with RxCocoa's methods. `SharingStrategy` is
/// the inner sequences' strategy, which the merged sequence keeps (the outer one may differ: a
/// `Driver` of `Signal`s merges into a `Signal`).
///
/// A property holding a callable value rather than methods, called exactly like them: the static
/// `Driver.merge(a, b)` and `Driver.merge([a, b])` share the name, and in Swift 6 an instance method
/// of that name would stop them from inferring their element type from their arguments.
public struct SharedSequenceMerging<SharingStrategy: SharingStrategyProtocol, Inner: SharedSequenceConvertibleType>
where Inner.SharingStrategy == SharingStrategy {
    @usableFromInline
    let outer: Observable<Inner>

    @inlinable
    init(outer: Observable<Inner>) {
        self.outer = outer
    }

    /// Merges the elements of the inner shared sequences as they arrive: every inner sequence is
    /// subscribed when it is emitted.
    ///
    /// The result completes when the outer sequence and every inner sequence have completed. Events
    /// are delivered on the strategy's scheduler, one at a time.
    ///
    /// ```
    /// outer:    -a-----b------|
    /// a:         --1-----3-|
    /// b:               -2-----|
    /// merge():  ---1----23----|
    /// ```
    ///
    /// - Returns: The merged shared sequence.
    @inlinable
    public func callAsFunction() -> SharedSequence<SharingStrategy, Inner.Element> {
        SharedSequence(outer.merge())
    }

    /// Merges the elements of the inner shared sequences as they arrive, with at most
    /// `maxConcurrent` of them subscribed at once; the others wait, in order, for one to complete.
    ///
    /// The result completes when the outer sequence and every inner sequence have completed. Events
    /// are delivered on the strategy's scheduler, one at a time.
    ///
    /// ```
    /// outer:                     -a-b--------|
    /// a:                          --1---|
    /// b (subscribed after a):           --2-|
    /// merge(maxConcurrent: 1):   ---1-----2--|
    /// ```
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at the same time.
    /// - Returns: The merged shared sequence.
    @inlinable
    public func callAsFunction(maxConcurrent: Int) -> SharedSequence<SharingStrategy, Inner.Element> {
        SharedSequence(outer.merge(maxConcurrent: maxConcurrent))
    }
}
