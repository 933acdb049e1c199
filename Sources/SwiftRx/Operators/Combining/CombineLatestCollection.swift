extension ObservableType {
    /// Combines the latest elements of every source in `collection` with `resultSelector`, each time
    /// any of them produces an element, once every source has produced at least one.
    ///
    /// The array passed to `resultSelector` holds one element per source, in collection order. It
    /// completes when every source has completed, or as soon as a source produces an element while
    /// all the others have completed and one of them never produced anything. It fails with the
    /// first error of any source, or the error `resultSelector` throws. An empty collection produces
    /// `resultSelector([])` and completes at once. Elements are delivered on the thread of the source
    /// that caused them, one at a time; `resultSelector` never runs concurrently with itself.
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
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest elements of every source in `collection` into arrays, each time any of them
    /// produces an element, once every source has produced at least one.
    ///
    /// Same contract as ``ObservableType/combineLatest(_:resultSelector:)`` with a selector that
    /// returns the array itself; an empty collection produces `[]` and completes at once.
    ///
    /// ```
    /// [a, b]:                  a: --1-----2--|   b: -----3-----4--|
    /// combineLatest([a, b]):   -----x--y--z--|   x = [1, 3], y = [2, 3], z = [2, 4]
    /// ```
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

@usableFromInline
final class CombineLatestCollectionProducer<Source, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: [Observable<Source>]
    @usableFromInline
    let resultSelector: @Sendable ([Source]) throws -> Result

    @inlinable
    convenience init(sources: [Observable<Source>], resultSelector: @escaping @Sendable ([Source]) throws -> Result) {
        self.init(sources: sources, resultSelector: resultSelector) { producer, observer in
            let me = unsafeDowncast(producer, to: CombineLatestCollectionProducer<Source, Result>.self)
            let slots = me.sources.map { _ in LatestSlot<Source>() }
            let sink = CombineLatestSink(
                arity: slots.count,
                observer: consume observer,
                snapshot: { slots.map { $0.current() } },
                transform: me.resultSelector
            )
            for (index, source) in me.sources.enumerated() {
                sink.subscribe(source, slot: slots[index], index: index)
            }
            if slots.isEmpty {
                sink.completeWithoutSources()
            }
            return consume sink
        }
    }

    @inlinable
    init(
        sources: [Observable<Source>], resultSelector: @escaping @Sendable ([Source]) throws -> Result,
        run: @escaping Run
    ) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init(run: run)
    }
}
