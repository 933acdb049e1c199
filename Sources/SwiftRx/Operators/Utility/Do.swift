import Synchronization

extension ObservableType {
    /// Runs side effects at each point of the sequence's life, without changing its events.
    ///
    /// For each element `onNext` runs before it is forwarded and `afterNext` after; likewise
    /// `onError`/`afterError` around the error and `onCompleted`/`afterCompleted` around completion.
    /// `onSubscribe` runs before the source is subscribed, `onSubscribed` right after, and `onDispose`
    /// once the subscription ends (after a terminal event, or when it is disposed), after the source
    /// subscription was released; it is always the last handler, so for a source that ends while it
    /// is being subscribed it runs after `onSubscribed`. The closures run on whatever scheduler
    /// delivers the events.
    ///
    /// An error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` ends the sequence with that
    /// error instead (`afterNext`'s after the element was forwarded). An error thrown by `afterError`
    /// or `afterCompleted` comes after the sequence has ended and is dropped.
    ///
    /// ```
    /// source:              --1--2--|
    /// do(onNext: print):   --1--2--|     prints 1, 2
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element before it is forwarded.
    ///   - afterNext: Runs with each element after it was forwarded.
    ///   - onError: Runs with the error before it is forwarded.
    ///   - afterError: Runs with the error after it was forwarded.
    ///   - onCompleted: Runs before completion is forwarded.
    ///   - afterCompleted: Runs after completion was forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source was subscribed.
    ///   - onDispose: Runs once, when the subscription ends for any reason.
    /// - Returns: The source sequence, unchanged.
    @inlinable
    @_disfavoredOverload
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        afterError: (@Sendable (any Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        DoProducer(
            source: asObservable(),
            handlers: DoHandlers(
                onNext: onNext,
                afterNext: afterNext,
                events: DoEventHandlers(
                    onError: onError,
                    afterError: afterError,
                    onCompleted: onCompleted,
                    afterCompleted: afterCompleted,
                    onSubscribe: onSubscribe,
                    onSubscribed: onSubscribed,
                    onDispose: onDispose
                )
            )
        )
    }
}

/// The closures of one `do` call: the two that receive elements, and the others in a non-generic
/// ``DoEventHandlers``. The producer and its sinks store these parts as fields of their own rather
/// than this struct: their deinitializers (and a sink's `disposeCore`) run unspecialized, and a
/// field of a struct generic over `Element` makes them look up its metadata at run time.
@usableFromInline
struct DoHandlers<Element>: Sendable {
    @usableFromInline
    let onNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let afterNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let events: DoEventHandlers

    @inlinable
    init(
        onNext: (@Sendable (Element) throws -> Void)?,
        afterNext: (@Sendable (Element) throws -> Void)?,
        events: DoEventHandlers
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.events = events
    }
}

/// The closures of one `do` call that do not receive elements.
@usableFromInline
struct DoEventHandlers: Sendable {
    @usableFromInline
    let onError: (@Sendable (any Error) throws -> Void)?
    @usableFromInline
    let afterError: (@Sendable (any Error) throws -> Void)?
    @usableFromInline
    let onCompleted: (@Sendable () throws -> Void)?
    @usableFromInline
    let afterCompleted: (@Sendable () throws -> Void)?
    @usableFromInline
    let onSubscribe: (@Sendable () -> Void)?
    @usableFromInline
    let onSubscribed: (@Sendable () -> Void)?
    @usableFromInline
    let onDispose: (@Sendable () -> Void)?

    @inlinable
    init(
        onError: (@Sendable (any Error) throws -> Void)?,
        afterError: (@Sendable (any Error) throws -> Void)?,
        onCompleted: (@Sendable () throws -> Void)?,
        afterCompleted: (@Sendable () throws -> Void)?,
        onSubscribe: (@Sendable () -> Void)?,
        onSubscribed: (@Sendable () -> Void)?,
        onDispose: (@Sendable () -> Void)?
    ) {
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }
}

@usableFromInline
final class DoProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    /// The handlers, in parts (see ``DoHandlers``).
    @usableFromInline
    let onNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let afterNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let events: DoEventHandlers

    @inlinable
    convenience init(source: Observable<Element>, handlers: DoHandlers<Element>) {
        self.init(source: source, handlers: handlers) { producer, observer in
            let me = unsafeDowncast(producer, to: DoProducer<Element>.self)
            me.events.onSubscribe?()
            let sink = DoSink(
                observer: consume observer, onNext: me.onNext, afterNext: me.afterNext, events: me.events)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            me.events.onSubscribed?()
            sink.subscribeReturned()
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, handlers: DoHandlers<Element>, run: @escaping Run) {
        self.source = source
        onNext = handlers.onNext
        afterNext = handlers.afterNext
        events = handlers.events
        super.init(run: run)
    }
}

@usableFromInline
final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    // The handlers are immutable; `phase` is atomic.
    /// The handlers, in parts (see ``DoHandlers``).
    @usableFromInline
    let onNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let afterNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let events: DoEventHandlers
    /// ``subscribing`` until the producer has called `onSubscribed`, then ``subscribed``;
    /// ``disposedWhileSubscribing`` when the sink was disposed before that (a source that ends during
    /// subscribe, or a disposal from another thread), in which case `onDispose` waits for
    /// `onSubscribed`: it always comes last, as in RxSwift.
    @usableFromInline
    let phase = Atomic<Int>(0)
    @usableFromInline
    static var subscribing: Int { 0 }
    @usableFromInline
    static var subscribed: Int { 1 }
    @usableFromInline
    static var disposedWhileSubscribing: Int { 2 }

    @inlinable
    init(
        observer: @escaping Downstream<Element>,
        onNext: (@Sendable (Element) throws -> Void)?,
        afterNext: (@Sendable (Element) throws -> Void)?,
        events: DoEventHandlers
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.events = events
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            do {
                try onNext?(element)
                forwardNext(element)
                try afterNext?(element)
            } catch {
                forwardError(error)
            }
        case .error(let error):
            if isDisposed { return }
            do {
                try events.onError?(error)
            } catch {
                forwardError(error)
                return
            }
            finish(.error(error)) { [events] in try events.afterError?(error) }
        case .completed:
            if isDisposed { return }
            do {
                try events.onCompleted?()
            } catch {
                forwardError(error)
                return
            }
            finish(.completed) { [events] in try events.afterCompleted?() }
        }
    }

    /// Delivers the terminal event, runs the `after` handler, and only then releases the
    /// subscription, so `afterError`/`afterCompleted` run before `onDispose`.
    @inlinable
    func finish(_ event: Event<Element>, after: () throws -> Void) {
        let claimed = upstream.claim()
        if claimed == UpstreamSlot.released { return }
        observer(event)
        try? after()
        releaseClaimed(claimed)
    }

    /// Called by the producer after `onSubscribed`: runs `onDispose` now if the sink was disposed
    /// meanwhile.
    @inlinable
    func subscribeReturned() {
        let (exchanged, _) = phase.compareExchange(
            expected: Self.subscribing,
            desired: Self.subscribed,
            ordering: .acquiringAndReleasing
        )
        if !exchanged { events.onDispose?() }
    }

    @usableFromInline
    override func disposeCore() {
        let (deferred, _) = phase.compareExchange(
            expected: Self.subscribing,
            desired: Self.disposedWhileSubscribing,
            ordering: .acquiringAndReleasing
        )
        if !deferred { events.onDispose?() }
    }
}
