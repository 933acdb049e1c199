extension SharedSequence {
    /// Combines the elements of two or more shared sequences by index with `resultSelector`: the first element of each
    /// source, then the second of each, and so on.
    ///
    /// Takes any number of sources from two up (RxCocoa offers two to eight), each with its own element type. Elements
    /// wait until every source has one. It completes when every source has completed, as RxCocoa's does. Events are delivered on the strategy's scheduler, one at a time. The selector cannot throw, so the
    /// result never errors.
    ///
    /// ```
    /// a:                  --1--2--------3---|
    /// b:                  -----A--B--C-----|
    /// zip(a, b)
    ///   { "\($0)\($1)" }: -----1A-2B----3C--|
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - sources: More sources, if any.
    ///   - resultSelector: Combines the n-th element of each source.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, each E>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ sources: repeat SharedSequence<SharingStrategy, each E>,
        resultSelector: @escaping @Sendable (E1, E2, repeat each E) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            ZipProducer(
                source1.asObservable(),
                source2.asObservable(),
                repeat (each sources).asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of every shared sequence of `collection` by index with `resultSelector`.
    ///
    /// The array passed to `resultSelector` holds one element per source, in collection order. It completes when every
    /// source has completed or when an element can never be paired (the collection form's rule); an empty collection produces `resultSelector([])`
    /// and completes at once. Delivered on the strategy's scheduler.
    ///
    /// ```
    /// [a, b]:           a: --1--2--|   b: ---3--4--|
    /// zip([a, b])
    ///   { $0.reduce(0, +) }: ---4--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the n-th element of each source.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Element]) -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
        )
    }

    /// Combines the elements of every shared sequence of `collection` by index into arrays.
    ///
    /// Same contract as the form with a result selector that returns the array itself.
    ///
    /// ```
    /// [a, b]:        a: --1--2--|   b: ---3--4--|
    /// zip([a, b]):   ---x--y--|   x = [1, 3], y = [2, 4]
    /// ```
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The shared sequence of arrays.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(
            ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
        )
    }
}
