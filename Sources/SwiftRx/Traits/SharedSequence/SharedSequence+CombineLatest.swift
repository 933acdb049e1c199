extension SharedSequence {
    /// Combines the latest elements of two or more shared sequences with `resultSelector`, each time any of them
    /// produces an element, once every source has produced at least one.
    ///
    /// Takes any number of sources from two up (RxCocoa offers two to eight), each with its own element type. It
    /// completes when every source has completed, or when no combination can be made any more. Events are delivered on
    /// the strategy's scheduler, one at a time. The selector cannot throw, so the result never errors.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b)
    ///   { "\($0)\($1)" }:   -----1A-2A-2B-3B--|
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - sources: More sources, if any.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func combineLatest<E1, E2, each E>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ sources: repeat SharedSequence<SharingStrategy, each E>,
        resultSelector: @escaping @Sendable (E1, E2, repeat each E) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            CombineLatestProducer(
                source1.asObservable(),
                source2.asObservable(),
                repeat (each sources).asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the latest elements of every shared sequence of `collection` with `resultSelector`, each time any of
    /// them produces an element, once every source has produced at least one.
    ///
    /// The array passed to `resultSelector` holds one element per source, in collection order. It completes when every
    /// source has completed; an empty collection produces `resultSelector([])` and completes at once. Delivered on the
    /// strategy's scheduler.
    ///
    /// ```
    /// [a, b]:                   a: --1-----2--|   b: -----3-----4--|
    /// combineLatest([a, b])
    ///   { $0.reduce(0, +) }:    -----4--5--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            CombineLatestCollectionProducer(
                sources: collection.map { $0.asObservable() },
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the latest elements of every shared sequence of `collection` into arrays, once every source has
    /// produced at least one.
    ///
    /// Same contract as the form with a result selector that returns the array itself.
    ///
    /// ```
    /// [a, b]:                  a: --1-----2--|   b: -----3-----4--|
    /// combineLatest([a, b]):   -----x--y--z--|   x = [1, 3], y = [2, 3], z = [2, 4]
    /// ```
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The shared sequence of arrays.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(
            CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
        )
    }
}
