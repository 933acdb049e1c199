extension ObservableType {
    /// Folds every element into an accumulator that starts at `seed`, and when the source
    /// completes emits `mapResult` of the final value.
    ///
    /// Sends one element, then completes, when the source completes (an empty source gives
    /// `mapResult(seed)`). Fails when the source fails, or with the error thrown by `accumulator` or
    /// `mapResult`. Events are sent on the source's scheduler. Each subscription starts again from
    /// `seed`.
    ///
    /// ```
    /// source:                                              --1--2--3--|
    /// reduce(0, accumulator: +, mapResult: { "\($0)" }):   -----------("6"|)
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the current accumulator value with an element into the next one.
    ///   - mapResult: Turns the final accumulator value into the emitted result.
    /// - Returns: A sequence of the one result.
    @inlinable
    public func reduce<A, Result>(
        _ seed: A,
        accumulator: @escaping @Sendable (A, Element) throws -> A,
        mapResult: @escaping @Sendable (A) throws -> Result
    ) -> Observable<Result> {
        ReduceProducer(
            source: asObservable(),
            seed: seed,
            accumulator: { value, element in value = try accumulator(value, element) },
            mapResult: mapResult
        )
    }

    /// Folds every element into an accumulator that starts at `seed`, and when the source
    /// completes emits the final value.
    ///
    /// Sends one element, then completes, when the source completes (an empty source gives `seed`).
    /// Fails when the source fails, or with the error thrown by `accumulator`. Events are sent on
    /// the source's scheduler. Each subscription starts again from `seed`.
    ///
    /// ```
    /// source:                      --1--2--3--|
    /// reduce(0, accumulator: +):   -----------(6|)
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the current accumulator value with an element into the next one.
    /// - Returns: A sequence of the one final value.
    @inlinable
    public func reduce<A>(
        _ seed: A,
        accumulator: @escaping @Sendable (A, Element) throws -> A
    ) -> Observable<A> {
        ReduceProducer(
            source: asObservable(),
            seed: seed,
            accumulator: { value, element in value = try accumulator(value, element) },
            mapResult: { $0 }
        )
    }

    /// Folds every element into an accumulator that starts at `seed` and that `accumulator`
    /// mutates in place, and when the source completes emits the final value.
    ///
    /// Sends one element, then completes, when the source completes (an empty source gives `seed`).
    /// Fails when the source fails, or with the error thrown by `accumulator`. Events are sent on
    /// the source's scheduler. Each subscription starts again from a copy of `seed`.
    ///
    /// ```
    /// source:                                               --1--2--3--|
    /// reduce(into: [Int]()) { $0.insert($1, at: 0) }:       -----------([3, 2, 1]|)
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Updates the accumulator in place with an element.
    /// - Returns: A sequence of the one final value.
    @inlinable
    public func reduce<A>(
        into seed: A,
        accumulator: @escaping @Sendable (inout A, Element) throws -> Void
    ) -> Observable<A> {
        ReduceProducer(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline
final class ReduceProducer<Source, Accumulate, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let seed: Accumulate
    @usableFromInline
    let accumulator: @Sendable (inout Accumulate, Source) throws -> Void
    @usableFromInline
    let mapResult: @Sendable (Accumulate) throws -> Result

    @inlinable
    convenience init(
        source: Observable<Source>,
        seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Source) throws -> Void,
        mapResult: @escaping @Sendable (Accumulate) throws -> Result
    ) {
        self.init(source: source, seed: seed, accumulator: accumulator, mapResult: mapResult) { producer, observer in
            let me = unsafeDowncast(producer, to: ReduceProducer<Source, Accumulate, Result>.self)
            let sink = ReduceSink(
                observer: consume observer, seed: me.seed, accumulator: me.accumulator, mapResult: me.mapResult)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Source>, seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Source) throws -> Void,
        mapResult: @escaping @Sendable (Accumulate) throws -> Result, run: @escaping Run
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(run: run)
    }
}

@usableFromInline
final class ReduceSink<Source, Accumulate, Result>: Sink<Result>, @unchecked Sendable {
    // `accumulate` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var accumulate: Accumulate
    @usableFromInline
    let accumulator: @Sendable (inout Accumulate, Source) throws -> Void
    @usableFromInline
    let mapResult: @Sendable (Accumulate) throws -> Result

    @inlinable
    init(
        observer: @escaping Downstream<Result>,
        seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Source) throws -> Void,
        mapResult: @escaping @Sendable (Accumulate) throws -> Result
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            let result: Result
            do {
                result = try mapResult(accumulate)
            } catch {
                forwardError(error)
                return
            }
            forwardNext(result)
            forwardCompleted()
        }
    }
}
