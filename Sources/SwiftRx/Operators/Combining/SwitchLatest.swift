extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner sequence: each new inner sequence from the source replaces the
    /// previous one, whose subscription is disposed.
    ///
    /// The result completes when the source has completed and the current inner sequence (if any)
    /// has completed. The first error from the source or from the current inner sequence ends the
    /// result with that error and disposes every subscription; events of replaced inner sequences are
    /// ignored. Events are delivered one at a time, on the thread of the sequence that produced them.
    ///
    /// ```
    /// source:        --A--------B--------|
    /// A:               a--b--c--d--e
    /// B:                          x--y--|
    /// switchLatest:  --a--b--c--x--y-----|
    /// ```
    ///
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(source: asObservable()) { $0 }
    }
}

/// The observable of `switchLatest` and `flatMapLatest`: one ``SwitchSink`` per subscription.
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
    @unchecked Sendable
{
    // Immutable after init.
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let selector: (SourceElement) throws -> Inner

    @inlinable
    convenience init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.init(source: source, selector: selector) { producer, observer in
            let me = unsafeDowncast(producer, to: SwitchProducer<SourceElement, Inner>.self)
            let sink = SwitchSink(observer: consume observer, selector: me.selector)
            sink.run(me.source)
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner, run: @escaping Run) {
        self.source = source
        self.selector = selector
        super.init(run: run)
    }
}

/// Keeps one inner subscription, replaced on every outer element. Inner sequences are numbered;
/// events from any but the latest are dropped under the lock, so a replaced sequence can never
/// slip an event in after its successor started.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: FanInSink<Inner.Element>,
    @unchecked Sendable
{
    // `selector` is immutable; the outer subscription is the sink's upstream slot (detached when the
    // outer sequence completes while an inner one runs); `latest`, `hasLatest`, `outerCompleted`,
    // `inner` and `innerDisposed` are guarded by `lock`; `hasInnerSubscription` is serial (below).

    @usableFromInline
    let selector: (SourceElement) throws -> Inner
    /// The latest inner subscription, `nil` while the latest inner sequence is a `just` (or none yet).
    @usableFromInline
    @exclusivity(unchecked) var inner: SingleAssignmentDisposable?
    @usableFromInline
    @exclusivity(unchecked) var innerDisposed = false

    /// The number of the latest inner sequence. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var latest = 0
    /// `true` while the latest inner sequence has not completed. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var hasLatest = false
    /// Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var outerCompleted = false
    /// `true` when `inner` may hold a subscription to dispose. Only touched by the outer sequence's
    /// `next` handling, which the grammar makes serial.
    @usableFromInline
    @exclusivity(unchecked) var hasInnerSubscription = false

    @inlinable
    init(observer: @escaping Downstream<Inner.Element>, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Subscribes to the outer sequence.
    @inlinable
    func run(_ source: Observable<SourceElement>) {
        setUpstream(source._subscribe { [self] event in on(event) })
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            let next: Inner
            do {
                next = try selector(element)
            } catch {
                serializeError(error)
                return
            }
            let observable = (consume next).asObservable()
            if let element = justElement(of: observable) {
                // `just` emits and completes during subscribe and holds nothing: it becomes the latest
                // inner sequence and is already over, so its element is delivered without subscribing.
                if outerOnly {
                    // No inner sequence was ever subscribed, so nothing else reads this state.
                    latest += 1
                    hasLatest = false
                    forwardNextFromOuter(element)
                    return
                }
                let event = lock.withLock { () -> Event<Inner.Element>? in
                    latest += 1
                    hasLatest = false
                    return serialize(.next(element))
                }
                if hasInnerSubscription {
                    hasInnerSubscription = false
                    replaceInner(with: nil)
                }
                if let event { deliver(event) }
                return
            }
            hasInnerSubscription = true
            outerOnly = false  // the inner sequence may call from any thread from now on
            let id = lock.withLock { () -> Int in
                latest += 1
                hasLatest = true
                return latest
            }
            let subscription = SingleAssignmentDisposable()
            replaceInner(with: subscription)
            subscription.setDisposable(
                observable._subscribe { [self] event in onInner(event, id: id, subscription: subscription) }
            )
        case .error(let error):
            serializeError(error)
        case .completed:
            // While every inner sequence has been a `just` (already over when it became the latest),
            // no inner sequence is running and no other thread touches this state. Completing ends
            // the sink, and with it the outer subscription, in one step.
            if outerOnly {
                outerCompleted = true
                if completeFromOuter() { return }
            }
            // The outer subscription ends now; the sink goes on while the latest inner one runs.
            upstream.detach()
            let event = lock.withLock { () -> Event<Inner.Element>? in
                outerCompleted = true
                return hasLatest ? nil : serialize(.completed)
            }
            if let event { deliver(event) }
        }
    }

    @inlinable
    func onInner(_ event: Event<Inner.Element>, id: Int, subscription: SingleAssignmentDisposable) {
        if event.isStopEvent {
            subscription.dispose()
        }
        let forward = lock.withLock { () -> Event<Inner.Element>? in
            guard id == latest else { return nil }
            switch event {
            case .next, .error:
                return serialize(event)
            case .completed:
                hasLatest = false
                return outerCompleted ? serialize(.completed) : nil
            }
        }
        if let forward { deliver(forward) }
    }

    /// Makes `subscription` the latest inner subscription and disposes the one it replaces (or
    /// disposes `subscription` itself when the sink is already disposed).
    @inlinable
    func replaceInner(with subscription: SingleAssignmentDisposable?) {
        let replaced = lock.withLock { () -> SingleAssignmentDisposable? in
            if innerDisposed { return subscription }
            defer { inner = subscription }
            return inner
        }
        replaced?.dispose()
    }

    /// Completed on the outer path with every inner sequence a `just`: no inner subscription was
    /// ever stored, and none can be now, so there is nothing to take under the lock. The outer
    /// subscription went with the sink's upstream slot.
    @inlinable
    override func disposeCoreFromOuter() {
        innerDisposed = true
    }

    @inlinable
    override func disposeCore() {
        let last = lock.withLock { () -> SingleAssignmentDisposable? in
            innerDisposed = true
            defer { inner = nil }
            return inner
        }
        last?.dispose()
    }
}
