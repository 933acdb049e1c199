extension ObservableType {
    /// Emits only the element at position `index` (counting from `0`), then completes and disposes
    /// the source subscription.
    ///
    /// Fails with ``RxError/argumentOutOfRange`` if the source completes before producing that
    /// element, and with the source's error if it fails first. Events are sent on the source's
    /// scheduler. A negative `index` can never be meant: it stops the program with a message
    /// naming the value.
    ///
    /// ```
    /// source:          --a--b--c--d--|
    /// element(at: 2):  --------(c|)
    /// ```
    ///
    /// - Parameter index: The zero-based position of the element to emit.
    /// - Returns: A sequence of that one element.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        rxPrecondition(
            index >= 0,
            "element(at: \(index)): the index must be 0 or more (0 is the first element). Pass the "
                + "zero-based position of the element you want."
        )
        return ElementAtProducer(source: asObservable(), index: index)
    }

    /// Emits only the element at position `index`; renamed ``element(at:)``.
    ///
    /// - Parameter index: The zero-based position of the element to emit.
    /// - Returns: A sequence of that one element.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

@usableFromInline
final class ElementAtProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let index: Int

    @inlinable
    convenience init(source: Observable<Element>, index: Int) {
        self.init(source: source, index: index) { producer, observer in
            let me = unsafeDowncast(producer, to: ElementAtProducer<Element>.self)
            let sink = ElementAtSink(observer: consume observer, index: me.index)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, index: Int, run: @escaping Run) {
        self.source = source
        self.index = index
        super.init(run: run)
    }
}

@usableFromInline
final class ElementAtSink<Element>: Sink<Element>, @unchecked Sendable {
    // `remaining` is touched only in `on(_:)`, which the source calls serially (event grammar);
    // `-1` once the element was sent.
    @usableFromInline
    var remaining: Int

    @inlinable
    init(observer: @escaping Downstream<Element>, index: Int) {
        self.remaining = index
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if remaining == 0 {
                // Past the index before forwarding, so a re-entrant element is not sent too.
                remaining = -1
                forwardNext(element)
                forwardCompleted()
            } else if remaining > 0 {
                remaining -= 1
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardError(RxError.argumentOutOfRange)
        }
    }
}
