extension ObservableType {
    /// Turns every event of the source, including its terminal event, into an element.
    ///
    /// Each `next(x)` becomes the element `.next(x)`. The source's `error(e)` becomes the element
    /// `.error(e)` and its `completed` the element `.completed`; either is followed by completion,
    /// so the result never fails. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:           --1--2--#
    /// materialize():    --a--b--(c|)     a = .next(1), b = .next(2), c = .error(#)
    /// ```
    ///
    /// - Returns: The sequence of the source's events.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        MaterializeProducer(source: asObservable())
    }
}

@usableFromInline
final class MaterializeProducer<Element>: Producer<Event<Element>>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    convenience init(source: Observable<Element>) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: MaterializeProducer<Element>.self)
            let sink = MaterializeSink<Element>(observer: observer)
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
final class MaterializeSink<Element>: Sink<Event<Element>>, @unchecked Sendable {
    // No mutable fields.
    @inlinable
    override init(observer: @escaping Downstream<Event<Element>>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardNext(event)
        if event.isStopEvent {
            forwardCompleted()
        }
    }
}
