extension ObservableType {
    /// Passes on the source's events, or, if the source completes without elements, those of
    /// `other`.
    ///
    /// `other` is subscribed only when the source completes empty; the result then ends when
    /// `other` ends. A source with elements completes the result when it completes. An error from
    /// the source ends the result at once. Events are sent on the source's scheduler, then on
    /// `other`'s.
    ///
    /// ```
    /// source:                  -----|
    /// other:                        --7--8--|
    /// ifEmpty(switchTo: other): ------7--8--|
    /// ```
    ///
    /// - Parameter other: The sequence to continue with when the source is empty.
    /// - Returns: The source's elements, or `other`'s.
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        IfEmptySwitchProducer(source: asObservable(), other: other)
    }
}

@usableFromInline
final class IfEmptySwitchProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let other: Observable<Element>

    @inlinable
    convenience init(source: Observable<Element>, other: Observable<Element>) {
        self.init(source: source, other: other) { producer, observer in
            let me = unsafeDowncast(producer, to: IfEmptySwitchProducer<Element>.self)
            let sink = IfEmptySwitchSink(observer: consume observer, other: me.other)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, other: Observable<Element>, run: @escaping Run) {
        self.source = source
        self.other = other
        super.init(run: run)
    }
}

@usableFromInline
final class IfEmptySwitchSink<Element>: Sink<Element>, @unchecked Sendable {
    // `isEmpty` is touched only in `on(_:)`, which the source calls serially (event grammar);
    // `otherSubscription` is thread-safe; `other` is immutable.
    @usableFromInline
    var isEmpty = true
    @usableFromInline
    let other: Observable<Element>
    @usableFromInline
    let otherSubscription = SingleAssignmentDisposable()

    @inlinable
    init(observer: @escaping Downstream<Element>, other: Observable<Element>) {
        self.other = other
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
            if !isEmpty {
                forwardCompleted()
                return
            }
            if isDisposed { return }
            // Disposed with the sink (disposeCore), also when that happens before this assignment.
            otherSubscription.setDisposable(other._subscribe { [self] event in forwardOn(event) })
        }
    }

    @usableFromInline
    override func disposeCore() {
        otherSubscription.dispose()
    }
}
