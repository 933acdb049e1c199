extension ObservableType {
    /// Passes on the elements of this sequence until `other` produces an element, then completes.
    ///
    /// `other` is subscribed first, then this sequence. The result completes at `other`'s first
    /// element or when this sequence completes, and fails with the first error of either sequence.
    /// `other` completing without an element only ends its subscription. Elements are delivered on
    /// the thread of this sequence, one at a time.
    ///
    /// ```
    /// self:               --1--2--3--4--5--|
    /// other:              ---------x--
    /// take(until: other): --1--2--3|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The sequence of the elements that precede `other`'s first element.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Passes on the elements of this sequence until `other` produces an element, then completes.
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The sequence of the elements that precede `other`'s first element.
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

@usableFromInline
final class TakeUntilProducer<Element, Other>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let other: Observable<Other>

    @inlinable
    convenience init(source: Observable<Element>, other: Observable<Other>) {
        self.init(source: source, other: other) { producer, observer in
            let me = unsafeDowncast(producer, to: TakeUntilProducer<Element, Other>.self)
            let sink = TakeUntilSink<Element, Other>(observer: consume observer, transform: { $0 })
            sink.otherSubscription.setDisposable(me.other._subscribe { [sink] event in sink.onOther(event) })
            sink.setUpstream(me.source._subscribe { [sink] event in sink.onSource(event) })
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
final class TakeUntilSink<Element, Other>: SerializingSink<Element, Element>, @unchecked Sendable {
    // `otherSubscription` is thread-safe itself; the rest of the state is the base class's.
    @usableFromInline
    let otherSubscription = SingleAssignmentDisposable()

    @inlinable
    func onSource(_ event: Event<Element>) {
        synchronized {
            switch event {
            case .next(let element):
                return offer(element)
            case .error(let error):
                return finish(.error(error))
            case .completed:
                return finish(.completed)
            }
        }
    }

    @inlinable
    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            synchronized { finish(.completed) }
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
