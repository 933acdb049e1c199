extension ObservableType {
    /// Folds each element into an accumulator that starts at `seed` and emits every intermediate
    /// value of the accumulator.
    ///
    /// Emits one value per source element; `seed` itself is not emitted. Completes when the source
    /// completes and fails when it fails. An error thrown by `accumulator` ends the sequence with
    /// that error. Events are sent on the source's scheduler. Each subscription starts again from
    /// `seed`.
    ///
    /// ```
    /// source:                  --1--2--3--|
    /// scan(0) { $0 + $1 }:     --1--3--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the current accumulator value with an element into the next one.
    /// - Returns: The sequence of accumulator values.
    @inlinable
    public func scan<A>(
        _ seed: A,
        accumulator: @escaping @Sendable (A, Element) throws -> A
    ) -> Observable<A> {
        ScanProducer(source: asObservable(), seed: seed) { value, element in
            value = try accumulator(value, element)
        }
    }

    /// Folds each element into an accumulator that starts at `seed` and that `accumulator` mutates
    /// in place, and emits every intermediate value of the accumulator.
    ///
    /// Emits one value per source element; `seed` itself is not emitted. Completes when the source
    /// completes and fails when it fails. An error thrown by `accumulator` ends the sequence with
    /// that error. Events are sent on the source's scheduler. Each subscription starts again from
    /// a copy of `seed`.
    ///
    /// ```
    /// source:                              --1--2--3--|
    /// scan(into: []) { $0.append($1) }:    --a--b--c--|   a = [1], b = [1, 2], c = [1, 2, 3]
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Updates the accumulator in place with an element.
    /// - Returns: The sequence of accumulator values.
    @inlinable
    public func scan<A>(
        into seed: A,
        accumulator: @escaping @Sendable (inout A, Element) throws -> Void
    ) -> Observable<A> {
        ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
    }
}

@usableFromInline
final class ScanProducer<Source, Accumulate>: Producer<Accumulate>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let seed: Accumulate
    @usableFromInline
    let accumulator: @Sendable (inout Accumulate, Source) throws -> Void

    @inlinable
    convenience init(
        source: Observable<Source>,
        seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Source) throws -> Void
    ) {
        self.init(source: source, seed: seed, accumulator: accumulator) { producer, observer in
            let me = unsafeDowncast(producer, to: ScanProducer<Source, Accumulate>.self)
            let sink = ScanSink(observer: consume observer, seed: me.seed, accumulator: me.accumulator)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Source>, seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Source) throws -> Void, run: @escaping Run
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init(run: run)
    }
}

@usableFromInline
final class ScanSink<Source, Accumulate>: Sink<Accumulate>, @unchecked Sendable {
    // `accumulate` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var accumulate: Accumulate
    @usableFromInline
    let accumulator: @Sendable (inout Accumulate, Source) throws -> Void

    @inlinable
    init(
        observer: @escaping Downstream<Accumulate>,
        seed: Accumulate,
        accumulator: @escaping @Sendable (inout Accumulate, Source) throws -> Void
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
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
                return
            }
            forwardNext(accumulate)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
