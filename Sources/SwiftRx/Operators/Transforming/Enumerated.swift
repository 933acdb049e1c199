extension ObservableType {
    /// Pairs each element with its zero-based position in the sequence.
    ///
    /// Emits one tuple per source element. Completes when the source completes and fails when it
    /// fails (or with ``RxError/overflow`` should the index ever overflow `Int`). Events are sent on
    /// the source's scheduler. Each subscription counts from `0`.
    ///
    /// ```
    /// source:          --a------b------c-----|
    /// enumerated():    --(0,a)--(1,b)--(2,c)-|
    /// ```
    ///
    /// - Returns: The sequence of `(index, element)` tuples.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        EnumeratedProducer(source: asObservable())
    }
}

@usableFromInline
final class EnumeratedProducer<Element>: Producer<(index: Int, element: Element)>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    convenience init(source: Observable<Element>) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: EnumeratedProducer<Element>.self)
            let sink = EnumeratedSink<Element>(observer: observer)
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
final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, @unchecked Sendable {
    // `index` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var index = 0

    @inlinable
    override init(observer: @escaping Downstream<(index: Int, element: Element)>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = index
            let (next, overflow) = current.addingReportingOverflow(1)
            if overflow {
                forwardError(RxError.overflow)
                return
            }
            index = next
            forwardNext((index: current, element: element))
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
