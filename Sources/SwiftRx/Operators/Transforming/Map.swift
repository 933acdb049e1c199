extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    /// ```
    /// source:              --1--2--3--|
    /// map { $0 * 10 }:     --10-20-30-|
    /// ```
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: The transformed sequence.
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        MapProducer(source: asObservable(), transform: transform)
    }
}

@usableFromInline
final class MapProducer<Source, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let transform: @Sendable (Source) throws -> Result

    @inlinable
    init(source: Observable<Source>, transform: @escaping @Sendable (Source) throws -> Result) {
        self.source = source
        self.transform = transform
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: MapProducer<Source, Result>.self)
            let sink = MapSink(observer: observer, transform: me.transform)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return sink
        }
    }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let transform: @Sendable (Source) throws -> Result

    @inlinable
    init(observer: @escaping Downstream<Result>, transform: @escaping @Sendable (Source) throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                forwardNext(try transform(element))
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
