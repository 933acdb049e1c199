extension ObservableType {
    /// Collects every element and, when the source completes, emits them as one array.
    ///
    /// The result succeeds with the array when the source completes (an empty source gives `[]`)
    /// and fails when the source fails, dropping what was collected. Events are sent on the
    /// source's scheduler.
    ///
    /// ```
    /// source:     --1--2--3--|
    /// toArray():  -----------([1, 2, 3]|)
    /// ```
    ///
    /// - Returns: A `Single` of all the source's elements, in order.
    @inlinable
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArrayProducer(source: asObservable()))
    }
}

@usableFromInline
final class ToArrayProducer<Element>: Producer<[Element]>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    convenience init(source: Observable<Element>) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: ToArrayProducer<Element>.self)
            let sink = ToArraySink<Element>(observer: observer)
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
final class ToArraySink<Element>: Sink<[Element]>, @unchecked Sendable {
    // `elements` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var elements: [Element] = []

    @inlinable
    override init(observer: @escaping Downstream<[Element]>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            elements = []
            forwardError(error)
        case .completed:
            let result = elements
            elements = []
            forwardNext(result)
            forwardCompleted()
        }
    }
}
