extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs the singles at once and combines their elements with `resultSelector` once all have
    /// succeeded; fails with the first failure.
    ///
    /// ```
    /// a:      --(1|)
    /// b:      ----(2|)
    /// result: ----(x|)   x = f(1, 2)
    /// ```
    ///
    /// - Parameters:
    ///   - source: Two or more singles.
    ///   - resultSelector: Combines the elements; an error it throws becomes the failure.
    /// - Returns: A single of the combined value.
    @inlinable
    public static func zip<each E>(
        _ source: repeat PrimitiveSequence<Trait, each E>,
        resultSelector: @escaping @Sendable (repeat each E) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: zipFirstElements(repeat each source, resultSelector: resultSelector))
    }

    /// Runs the singles at once and combines their elements with `resultSelector` once all have
    /// succeeded; fails with the first failure. With no singles it succeeds with `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The singles.
    ///   - resultSelector: Combines the elements, in the collection's order.
    /// - Returns: A single of the combined value.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence<Trait, Result>(
            raw: TraitZipProducer(sources: collection.map(\.source)).map(resultSelector)
        )
    }

    /// Runs the singles at once and succeeds with the array of their elements once all have
    /// succeeded; fails with the first failure. With no singles it succeeds with `[]`.
    ///
    /// ```
    /// a:      --(1|)
    /// b:      ----(2|)
    /// result: ----([1, 2]|)
    /// ```
    ///
    /// - Parameter collection: The singles.
    /// - Returns: A single of the elements, in the collection's order.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence<Trait, [Element]>(raw: TraitZipProducer(sources: collection.map(\.source)))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs the singles at once and succeeds with the tuple of their elements once all have
    /// succeeded; fails with the first failure.
    ///
    /// ```
    /// a:      --(1|)
    /// b:      ----(x|)
    /// result: ----((1, x)|)
    /// ```
    ///
    /// - Parameter source: Two or more singles.
    /// - Returns: A single of the tuple of elements.
    @inlinable
    public static func zip<each E>(
        _ source: repeat PrimitiveSequence<Trait, each E>
    ) -> PrimitiveSequence<Trait, (repeat each E)> {
        PrimitiveSequence<Trait, (repeat each E)>(
            raw: zipFirstElements(repeat each source) { (element: repeat each E) in (repeat each element) }
        )
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs the maybes at once and combines their elements with `resultSelector` once all have one;
    /// completes once all have completed (empty if one completed empty, as RxSwift's zip: a maybe
    /// that never completes keeps it open); fails with the first error.
    ///
    /// ```
    /// a:      --(1|)
    /// b:      ----(2|)
    /// result: ----(x|)   x = f(1, 2)
    /// ```
    ///
    /// - Parameters:
    ///   - source: Two or more maybes.
    ///   - resultSelector: Combines the elements; an error it throws becomes the error.
    /// - Returns: A maybe of the combined value.
    @inlinable
    public static func zip<each E>(
        _ source: repeat PrimitiveSequence<Trait, each E>,
        resultSelector: @escaping @Sendable (repeat each E) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: zipFirstElements(repeat each source, resultSelector: resultSelector))
    }

    /// Runs the maybes at once and combines their elements with `resultSelector` once all have one;
    /// completes once all have completed (empty if one completed empty). With no maybes it emits
    /// `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The maybes.
    ///   - resultSelector: Combines the elements, in the collection's order.
    /// - Returns: A maybe of the combined value.
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence<Trait, Result>(
            raw: TraitZipProducer(sources: collection.map(\.source)).map(resultSelector)
        )
    }

    /// Runs the maybes at once and emits the array of their elements once all have one; completes
    /// once all have completed (empty if one completed empty). With no maybes it emits `[]`.
    ///
    /// - Parameter collection: The maybes.
    /// - Returns: A maybe of the elements, in the collection's order.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        PrimitiveSequence<Trait, [Element]>(raw: TraitZipProducer(sources: collection.map(\.source)))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// Runs the maybes at once and emits the tuple of their elements once all have one; completes
    /// once all have completed (empty if one completed empty, as RxSwift's zip); fails with the
    /// first error.
    ///
    /// - Parameter source: Two or more maybes.
    /// - Returns: A maybe of the tuple of elements.
    @inlinable
    public static func zip<each E>(
        _ source: repeat PrimitiveSequence<Trait, each E>
    ) -> PrimitiveSequence<Trait, (repeat each E)> {
        PrimitiveSequence<Trait, (repeat each E)>(
            raw: zipFirstElements(repeat each source) { (element: repeat each E) in (repeat each element) }
        )
    }
}

/// Zips the first element of each source (type-erased to `Any` for the shared engine) and unpacks the
/// array back into the typed arguments of `resultSelector`.
@inlinable
func zipFirstElements<Trait, each E, Result>(
    _ source: repeat PrimitiveSequence<Trait, each E>,
    resultSelector: @escaping @Sendable (repeat each E) throws -> Result
) -> Observable<Result> {
    var sources: [Observable<Any>] = []
    for sequence in repeat each source {
        sources.append(sequence.source.map { $0 as Any })
    }
    return TraitZipProducer(sources: sources).map { values in
        var index = 0
        func take<Value>(_: Value.Type) -> Value {
            defer { index += 1 }
            // The engine keeps the sources' order, so position `index` holds a `Value`.
            return values[index] as! Value
        }
        return try resultSelector(repeat take((each E).self))
    }
}
