extension ObservableType {
    /// Ends with `element` and completion instead of the source's error.
    ///
    /// Elements and completion of the source pass through unchanged. When the source fails, its
    /// subscription ends and this sequence emits `element`, then completes; it never fails.
    ///
    /// ```
    /// source:             --1--2--X
    /// catchAndReturn(0):  --1--2--(0|)
    /// ```
    ///
    /// - Parameter element: The last element, sent in place of the error.
    /// - Returns: The source's events, with an error replaced by `element` and completion.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchAndReturnProducer(source: asObservable(), element: element)
    }

    /// Ends with `element` and completion instead of the source's error.
    ///
    /// The RxSwift 5 spelling of ``catchAndReturn(_:)``.
    ///
    /// - Parameter element: The last element, sent in place of the error.
    /// - Returns: The source's events, with an error replaced by `element` and completion.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

@usableFromInline
final class CatchAndReturnProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init; `element` is only read, once per failing subscription.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let element: Element

    @inlinable
    convenience init(source: Observable<Element>, element: Element) {
        self.init(source: source, element: element) { producer, observer in
            let me = unsafeDowncast(producer, to: CatchAndReturnProducer<Element>.self)
            let sink = CatchAndReturnSink(observer: consume observer, element: me.element)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, element: Element, run: @escaping Run) {
        self.source = source
        self.element = element
        super.init(run: run)
    }
}

@usableFromInline
final class CatchAndReturnSink<Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let element: Element

    @inlinable
    init(observer: @escaping Downstream<Element>, element: Element) {
        self.element = element
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            forwardNext(value)
        case .completed:
            forwardCompleted()
        case .error:
            forwardNext(element)
            forwardCompleted()
        }
    }
}
