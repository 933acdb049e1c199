extension ObservableType {
    /// Drops every element and passes on only the source's terminal event.
    ///
    /// Completes when the source completes and fails when it fails. Events are sent on the source's
    /// scheduler. The result's element type is `Never`: it can never emit one.
    ///
    /// ```
    /// source:            --1--2--3--|
    /// ignoreElements():  -----------|
    /// ```
    ///
    /// - Returns: A sequence of only the source's terminal event.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        IgnoreElementsProducer(source: asObservable())
    }
}

@usableFromInline
final class IgnoreElementsProducer<Element>: Producer<Never>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    convenience init(source: Observable<Element>) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: IgnoreElementsProducer<Element>.self)
            let sink = IgnoreElementsSink<Element>(observer: observer)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, run: @escaping Run) {
        self.source = source
        super.init(run: run)
    }
}

@usableFromInline
final class IgnoreElementsSink<Element>: Sink<Never>, @unchecked Sendable {
    // No mutable fields.
    @inlinable
    override init(observer: @escaping Downstream<Never>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
