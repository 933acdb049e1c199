extension ObservableType {
    /// Transforms each element with `transform` and passes on only the non-`nil` results.
    ///
    /// Completes when the source completes and fails when it fails. An error thrown by
    /// `transform` ends the sequence with that error. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                      --"1"--"x"--"3"--|
    /// compactMap { Int($0) }:      --1---------3----|
    /// ```
    ///
    /// - Parameter transform: Turns an element into a result, or `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping @Sendable (Element) throws -> Result?
    ) -> Observable<Result> {
        CompactMapProducer(source: asObservable(), transform: transform)
    }
}

@usableFromInline
final class CompactMapProducer<Source, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let transform: @Sendable (Source) throws -> Result?

    @inlinable
    convenience init(source: Observable<Source>, transform: @escaping @Sendable (Source) throws -> Result?) {
        self.init(source: source, transform: transform) { producer, observer in
            let me = unsafeDowncast(producer, to: CompactMapProducer<Source, Result>.self)
            let sink = CompactMapSink(observer: consume observer, transform: me.transform)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Source>, transform: @escaping @Sendable (Source) throws -> Result?, run: @escaping Run) {
        self.source = source
        self.transform = transform
        super.init(run: run)
    }
}

@usableFromInline
final class CompactMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let transform: @Sendable (Source) throws -> Result?

    @inlinable
    init(observer: @escaping Downstream<Result>, transform: @escaping @Sendable (Source) throws -> Result?) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) {
                    forwardNext(result)
                }
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
