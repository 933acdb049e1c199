extension InfallibleType {
    /// Combines the latest elements of every infallible sequence in `collection` with
    /// `resultSelector`, each time one of them produces an element, once all have produced one.
    ///
    /// Completes when every source has completed. An empty collection completes at once.
    ///
    /// ```
    /// a:                               --1-----2--|
    /// b:                               -----A-----B--|
    /// combineLatest([a, b]) { $0 }:    -----w--x--y--|   w = [1, A], x = [2, A], y = [2, B]
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest element of each source, in collection order.
    /// - Returns: The infallible sequence of combinations.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(
            CombineLatestCollectionProducer(
                sources: collection.map { $0.asObservable() },
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the latest elements of every infallible sequence in `collection` into arrays, each
    /// time one of them produces an element, once all have produced one.
    ///
    /// ```
    /// a:                      --1-----2--|
    /// b:                      -----A-----B--|
    /// combineLatest([a, b]):  -----w--x--y--|   w = [1, A], x = [2, A], y = [2, B]
    /// ```
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The infallible sequence of arrays, in collection order.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(
            CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
        )
    }

    /// Combines the n-th elements of every infallible sequence in `collection` with
    /// `resultSelector`, once each has produced its n-th element.
    ///
    /// Completes once a completed source's elements have all been combined.
    ///
    /// ```
    /// a:                    --1--2-----|
    /// b:                    -----A--B--|
    /// zip([a, b]) { $0 }:   -----x--y--|   x = [1, A], y = [2, B]
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source, in collection order.
    /// - Returns: The infallible sequence of combinations.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the n-th elements of every infallible sequence in `collection` into arrays.
    ///
    /// ```
    /// a:            --1--2-----|
    /// b:            -----A--B--|
    /// zip([a, b]):  -----x--y--|   x = [1, A], y = [2, B]
    /// ```
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The infallible sequence of arrays, in collection order.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 }))
    }
}
