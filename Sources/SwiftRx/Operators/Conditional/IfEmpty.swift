extension ObservableType {
    /// Passes on the source's elements, or sends `default` if the source completes without any.
    ///
    /// Completes when the source completes (after sending `default` if it was empty) and fails
    /// when it fails. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                --1--2--|      -----|
    /// ifEmpty(default: 0):   --1--2--|      -----(0|)
    /// ```
    ///
    /// - Parameter default: The element to send when the source is empty.
    /// - Returns: The source's elements, or `default`.
    @inlinable
    public func ifEmpty(default: Element) -> Observable<Element> {
        IfEmptyProducer(source: asObservable(), default: `default`)
    }
}

@usableFromInline
final class IfEmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let defaultElement: Element

    @inlinable
    convenience init(source: Observable<Element>, default defaultElement: Element) {
        self.init(source: source, default: defaultElement) { producer, observer in
            let me = unsafeDowncast(producer, to: IfEmptyProducer<Element>.self)
            let sink = IfEmptySink(observer: consume observer, default: me.defaultElement)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, default defaultElement: Element, run: @escaping Run) {
        self.source = source
        self.defaultElement = defaultElement
        super.init(run: run)
    }
}

@usableFromInline
final class IfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    // `isEmpty` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var isEmpty = true
    @usableFromInline
    let defaultElement: Element

    @inlinable
    init(observer: @escaping Downstream<Element>, default defaultElement: Element) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            isEmpty = false
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            if isEmpty {
                forwardNext(defaultElement)
            }
            forwardCompleted()
        }
    }
}
