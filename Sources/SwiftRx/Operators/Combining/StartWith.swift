extension ObservableType {
    /// Sends `elements` first, then the source's events.
    ///
    /// On subscription the given elements are sent synchronously, in order, on the subscribing
    /// thread; then the source is subscribed to and its elements and terminal event are passed on
    /// unchanged, on its scheduler.
    ///
    /// ```
    /// source:            -----3--4--|
    /// startWith(1, 2):   (12)-3--4--|
    /// ```
    ///
    /// - Parameter elements: The elements to send before the source's.
    /// - Returns: The source, prefixed with `elements`.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithProducer(source: asObservable(), elements: elements)
    }
}

@usableFromInline
final class StartWithProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let elements: [Element]

    @inlinable
    convenience init(source: Observable<Element>, elements: [Element]) {
        self.init(source: source, elements: elements) { producer, observer in
            let me = unsafeDowncast(producer, to: StartWithProducer<Element>.self)
            let sink = ForwardingSink(observer: consume observer)
            for element in me.elements {
                sink.forwardNext(element)
            }
            sink.setUpstream(me.source._subscribe { [sink] event in sink.forwardOn(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, elements: [Element], run: @escaping Run) {
        self.source = source
        self.elements = elements
        super.init(run: run)
    }
}
