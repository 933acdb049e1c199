/// A sink of the fixed-arity combining forms (`combineLatest`, `zip`, 2 to 8 sources), made by
/// ``FixedArityProducer`` once per subscription.
@usableFromInline
protocol FixedAritySink<Values, Result>: Disposable {
    /// What each subscription starts from: the empty combination, and for `zip` how to take one.
    associatedtype Seed
    /// The tuple of one element per source that `transform` combines.
    associatedtype Values
    /// The combined element.
    associatedtype Result

    /// A sink for `arity` sources that forwards `transform` of each complete tuple to `observer`.
    init(arity: Int, seed: Seed, observer: @escaping Downstream<Result>, transform: @escaping (Values) throws -> Result)
}

/// The observable of the fixed-arity `combineLatest` and `zip` forms: one `SinkType` per
/// subscription.
///
/// The entry points (CombineLatestArity.swift, CombineLatestArityLarge.swift, ZipArity.swift) are
/// written per arity, with the sources' element types known, so that everything here and in the
/// sinks is specialized where the operator is used. (The parameter-pack forms are not: the
/// compiler does not specialize pack generics, so their per-event path looks type metadata up at
/// run time.)
@usableFromInline
final class FixedArityProducer<Sources, SinkType: FixedAritySink>: Producer<SinkType.Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let arity: Int
    @usableFromInline
    let sources: Sources
    @usableFromInline
    let seed: SinkType.Seed
    @usableFromInline
    let transform: (SinkType.Values) throws -> SinkType.Result
    @usableFromInline
    let subscribeAll: (Sources, SinkType) -> Void

    /// Writes the subscribing closure, which the designated initializer only stores (see `Producer`).
    ///
    /// - Parameters:
    ///   - sinkType: The sink each subscription gets.
    ///   - arity: The number of sources (at most 16).
    ///   - sources: The source observables as a tuple, stored in the producer itself (so that
    ///     `subscribeAll` captures nothing and costs no allocation).
    ///   - seed: What each sink starts from.
    ///   - transform: Applies the result selector to a complete tuple.
    ///   - subscribeAll: Subscribes the sink to every source, attaching each subscription to it.
    @inlinable
    convenience init(
        _ sinkType: SinkType.Type,
        arity: Int,
        sources: Sources,
        seed: SinkType.Seed,
        transform: @escaping (SinkType.Values) throws -> SinkType.Result,
        subscribeAll: @escaping (Sources, SinkType) -> Void
    ) {
        self.init(arity: arity, sources: sources, seed: seed, transform: transform, subscribeAll: subscribeAll) {
            producer, observer in
            let me = unsafeDowncast(producer, to: FixedArityProducer<Sources, SinkType>.self)
            let sink = SinkType(arity: me.arity, seed: me.seed, observer: consume observer, transform: me.transform)
            me.subscribeAll(me.sources, sink)
            return consume sink
        }
    }

    @inlinable
    init(
        arity: Int,
        sources: Sources,
        seed: SinkType.Seed,
        transform: @escaping (SinkType.Values) throws -> SinkType.Result,
        subscribeAll: @escaping (Sources, SinkType) -> Void,
        run: @escaping Run
    ) {
        self.arity = arity
        self.sources = sources
        self.seed = seed
        self.transform = transform
        self.subscribeAll = subscribeAll
        super.init(run: run)
    }
}
