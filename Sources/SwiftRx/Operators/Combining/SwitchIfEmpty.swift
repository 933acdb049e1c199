import Synchronization

extension ObservableType {
    /// Mirrors this sequence, or, if it completes without any element, switches to `other`.
    ///
    /// An error from this sequence ends the result at once. When this sequence completes empty, its
    /// subscription is released and `other` is subscribed to; the result then ends as `other` does.
    ///
    /// ```
    /// self:     -----|
    /// other:          -1-2-|
    /// ifEmpty:  ------1-2-|
    ///
    /// self:     -1-2-|
    /// ifEmpty:  -1-2-|              (other is never subscribed to)
    /// ```
    ///
    /// - Parameter other: The sequence to continue with when this one is empty.
    /// - Returns: This sequence's elements, or `other`'s if there are none.
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmptyProducer(source: asObservable(), other: other)
    }
}

@usableFromInline
final class SwitchIfEmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let other: Observable<Element>

    @inlinable
    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: SwitchIfEmptyProducer<Element>.self)
            let sink = SwitchIfEmptySink(observer: observer, other: me.other)
            sink.sourceSubscription.setDisposable(me.source._subscribe { [sink] event in sink.on(event) })
            return sink
        }
    }
}

@usableFromInline
final class SwitchIfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    // `other` and the disposables are immutable (the disposables are thread-safe); `isEmpty` is
    // atomic.

    @usableFromInline
    let other: Observable<Element>
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let isEmpty = Atomic<Bool>(true)

    @inlinable
    init(observer: @escaping Downstream<Element>, other: Observable<Element>) {
        self.other = other
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            isEmpty.store(false, ordering: .relaxed)
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            if !isEmpty.load(ordering: .relaxed) {
                forwardCompleted()
                return
            }
            sourceSubscription.dispose()
            if isDisposed { return }
            otherSubscription.setDisposable(other._subscribe { [self] event in forwardOn(event) })
        }
    }

    @inlinable
    override func disposeCore() {
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}
