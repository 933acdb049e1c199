extension ObservableType {
    /// Combines the elements of every source in `collection` by index with `resultSelector`: the
    /// first element of each source, then the second of each, and so on.
    ///
    /// The array passed to `resultSelector` holds one element per source, in collection order.
    /// Elements wait in a queue per source until every source has one. It completes when every
    /// source has completed, or (as RxSwift's collection form does, unlike its fixed-arity forms)
    /// as soon as a source produces an element that can never be paired because every other source
    /// has completed. It fails with the first error of any source, or the
    /// error `resultSelector` throws. An empty collection completes at once. Elements are delivered on
    /// the thread of the source that completed the set, one at a time; `resultSelector` never runs
    /// concurrently with itself.
    ///
    /// ```
    /// [a, b]:                 a: --1--2-----|   b: -----3-----4--|
    /// zip([a, b])
    ///   { $0.reduce(0, +) }:  -----4-----6--|
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the n-th element of each source.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the elements of every source in `collection` by index into arrays: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:resultSelector:)`` with a selector that returns the
    /// array itself.
    ///
    /// ```
    /// [a, b]:       a: --1--2-----|   b: -----3-----4--|
    /// zip([a, b]):  -----x-----y--|   x = [1, 3], y = [2, 4]
    /// ```
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of same-index elements.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

@usableFromInline
final class ZipCollectionProducer<Source, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: [Observable<Source>]
    @usableFromInline
    let resultSelector: @Sendable ([Source]) throws -> Result

    @inlinable
    convenience init(sources: [Observable<Source>], resultSelector: @escaping @Sendable ([Source]) throws -> Result) {
        self.init(sources: sources, resultSelector: resultSelector) { producer, observer in
            let me = unsafeDowncast(producer, to: ZipCollectionProducer<Source, Result>.self)
            let slots = me.sources.map { _ in ZipSlot<Source>() }
            let sink = ZipSink(
                arity: slots.count,
                completesWhenUnpairable: true,
                observer: consume observer,
                dequeue: { slots.map { $0.dequeue() } },
                transform: me.resultSelector
            )
            for (index, source) in me.sources.enumerated() {
                sink.subscribe(source, slot: slots[index], index: index)
            }
            if slots.isEmpty {
                sink.synchronized { sink.finish(.completed) }
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
