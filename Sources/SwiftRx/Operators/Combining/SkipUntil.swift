extension ObservableType {
    /// Drops the elements of this sequence until `other` produces an element, then passes them on.
    ///
    /// This sequence is subscribed first, then `other`; `other`'s subscription ends at its first
    /// element or its completion (a completion without an element means nothing is ever passed on).
    /// The result fails with the first error of either sequence. It completes when this sequence
    /// completes after `other` produced an element; if this sequence completes before that, the
    /// subscription ends without any terminal event, as in RxSwift. Elements are delivered on the
    /// thread of this sequence, one at a time.
    ///
    /// ```
    /// self:               --1--2--3--4--5--|
    /// other:              -------x--
    /// skip(until: other): --------3--4--5--|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element starts the passing on.
    /// - Returns: The sequence of the elements that follow `other`'s first element.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Drops the elements of this sequence until `other` produces an element.
    /// - Parameter other: The sequence whose first element starts the passing on.
    /// - Returns: The sequence of the elements that follow `other`'s first element.
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

@usableFromInline
final class SkipUntilProducer<Element, Other>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let other: Observable<Other>

    @inlinable
    convenience init(source: Observable<Element>, other: Observable<Other>) {
        self.init(source: source, other: other) { producer, observer in
            let me = unsafeDowncast(producer, to: SkipUntilProducer<Element, Other>.self)
            let sink = SkipUntilSink<Element, Other>(observer: consume observer, transform: { $0 })
            sink.setUpstream(me.source._subscribe { [sink] event in sink.onSource(event) })
            sink.otherSubscription.setDisposable(me.other._subscribe { [sink] event in sink.onOther(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, other: Observable<Other>, run: @escaping Run) {
        self.source = source
        self.other = other
        super.init(run: run)
    }
}

@usableFromInline
final class SkipUntilSink<Element, Other>: SerializingSink<Element, Element>, @unchecked Sendable {
    // `isOpen` is guarded by `lock`; `otherSubscription` is thread-safe itself.
    @usableFromInline
    @exclusivity(unchecked) var isOpen = false
    @usableFromInline
    let otherSubscription = SingleAssignmentDisposable()

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            synchronized { isOpen ? offer(element) : nil }
        case .error(let error):
            synchronized { finish(.error(error)) }
        case .completed:
            var endSilently = false
            synchronized {
                if isOpen { return finish(.completed) }
                if !isFinished {
                    isFinished = true
                    endSilently = true
                }
                return nil
            }
            if endSilently { dispose() }
        }
    }

    @inlinable
    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            lock.withLock { isOpen = true }
            otherSubscription.dispose()
        case .error(let error):
            synchronized { finish(.error(error)) }
        case .completed:
            otherSubscription.dispose()
        }
    }

    @usableFromInline
    override func disposeCore() {
        otherSubscription.dispose()
    }
}
