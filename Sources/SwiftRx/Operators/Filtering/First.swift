extension ObservableType {
    /// The source's first element, or `nil` if it completes empty, as a one-element sequence.
    ///
    /// Sends the first element (wrapped in an optional) and completes at once, disposing the
    /// source subscription; sends `nil` and completes if the source completes without elements;
    /// fails if the source fails first. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:   --1--2--|      ---|
    /// first:    --(1|)         ---(nil|)
    /// ```
    @inlinable
    func _first() -> Observable<Element?> {
        FirstProducer(source: asObservable())
    }
}

@usableFromInline
final class FirstProducer<Element>: Producer<Element?>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    init(source: Observable<Element>) {
        self.source = source
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: FirstProducer<Element>.self)
            let sink = FirstSink<Element>(observer: observer)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return sink
        }
    }
}

@usableFromInline
final class FirstSink<Element>: Sink<Element?>, @unchecked Sendable {
    // No mutable fields.
    @inlinable
    override init(observer: @escaping Downstream<Element?>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
            forwardCompleted()
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardNext(nil)
            forwardCompleted()
        }
    }
}
