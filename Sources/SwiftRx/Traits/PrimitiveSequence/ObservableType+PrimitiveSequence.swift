extension ObservableType {
    /// The sequence as a ``Single``: the one element it emits, once it completes.
    ///
    /// Fails with `RxError.noElements` if the source completes without an element, and with
    /// `RxError.moreThanOneElement` as soon as it emits a second one. The element is delivered when the
    /// source completes, on the source's scheduler.
    ///
    /// ```
    /// source:     --1--|        --|                   --1--2--|
    /// asSingle(): -----(1|)     --#(noElements)       -----#(moreThanOneElement)
    /// ```
    ///
    /// - Returns: The single.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingleProducer(source: asObservable(), mode: .single))
    }

    /// The sequence as a ``Maybe``: its one element, or nothing, once it completes.
    ///
    /// Fails with `RxError.moreThanOneElement` as soon as the source emits a second element.
    ///
    /// ```
    /// source:    --1--|     --|    --1--2--|
    /// asMaybe(): -----(1|)  --|    -----#(moreThanOneElement)
    /// ```
    ///
    /// - Returns: The maybe.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AsSingleProducer(source: asObservable(), mode: .maybe))
    }

    /// A ``Single`` of the first element, or of `nil` if the source completes without one.
    ///
    /// The source is disposed as soon as its first element arrives; its errors are passed on.
    ///
    /// ```
    /// source:  --1--2--|    --|
    /// first(): --(1|)       --(nil|)
    /// ```
    ///
    /// - Returns: A single of the first element, if any.
    @inlinable
    public func first() -> Single<Element?> {
        Single(raw: FirstElementProducer(source: asObservable()))
    }
}

extension ObservableType where Element == Never {
    /// The sequence, which has no elements, as a ``Completable``.
    ///
    /// ```
    /// source:          ----|
    /// asCompletable(): ----|
    /// ```
    ///
    /// - Returns: The completable.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

@usableFromInline
enum AsSingleMode: Sendable {
    case single
    case maybe
}

@usableFromInline
final class AsSingleProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let mode: AsSingleMode

    @inlinable
    convenience init(source: Observable<Element>, mode: AsSingleMode) {
        self.init(source: source, mode: mode) { producer, observer in
            let me = unsafeDowncast(producer, to: AsSingleProducer<Element>.self)
            let sink = AsSingleSink(observer: consume observer, mode: me.mode)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, mode: AsSingleMode, run: @escaping Run) {
        self.source = source
        self.mode = mode
        super.init(run: run)
    }
}

@usableFromInline
final class AsSingleSink<Element>: Sink<Element>, @unchecked Sendable {
    // `element` is guarded by `lock`; `mode` is immutable.
    @usableFromInline
    let mode: AsSingleMode
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var element: Element?  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<Element>, mode: AsSingleMode) {
        self.mode = mode
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            let isSecond = lock.withLock { () -> Bool in
                if element != nil { return true }
                element = value
                return false
            }
            if isSecond { forwardError(RxError.moreThanOneElement) }
        case .error(let error):
            forwardError(error)
        case .completed:
            let stored = lock.withLock { () -> Element? in
                defer { element = nil }
                return element
            }
            if let stored {
                forwardNext(stored)
                forwardCompleted()
            } else if mode == .single {
                forwardError(RxError.noElements)
            } else {
                forwardCompleted()
            }
        }
    }
}

@usableFromInline
final class FirstElementProducer<Element>: Producer<Element?>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    convenience init(source: Observable<Element>) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: FirstElementProducer<Element>.self)
            let sink = FirstElementSink<Element>(observer: observer)
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
final class FirstElementSink<Element>: Sink<Element?>, @unchecked Sendable {
    // No state of its own: the first terminal event stops the sink.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            forwardNext(value)
            forwardCompleted()
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardNext(nil)
            forwardCompleted()
        }
    }
}
