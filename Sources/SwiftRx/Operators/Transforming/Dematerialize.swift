extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of events back into the sequence they describe; the inverse of
    /// ``ObservableType/materialize()``.
    ///
    /// An element `.next(x)` is sent as `x`; an element `.error(e)` ends the result with `e`; an
    /// element `.completed` completes it. The source's own `error`/`completed` end the result the
    /// same way. Once the result ended, the source subscription is disposed. Events are sent on the
    /// source's scheduler.
    ///
    /// ```
    /// source:             --a--b--c--      a = .next(1), b = .next(2), c = .completed
    /// dematerialize():    --1--2--|
    /// ```
    ///
    /// - Returns: The sequence the events describe.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        DematerializeProducer<Element>(source: asObservable())
    }
}

@usableFromInline
final class DematerializeProducer<Source: EventConvertible>: Producer<Source.Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>

    @inlinable
    convenience init(source: Observable<Source>) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: DematerializeProducer<Source>.self)
            let sink = DematerializeSink<Source>(observer: consume observer)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Source>, run: @escaping Run) {
        self.source = source
        super.init(run: run)
    }
}

@usableFromInline
final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, @unchecked Sendable {
    // No mutable fields.
    @inlinable
    override init(observer: @escaping Downstream<Source.Element>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            forwardOn(element.event)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
