import Synchronization

extension ObservableType {
    /// Mirrors this sequence and, when it fails with an error of type `Error`, lets a trigger
    /// sequence decide whether to subscribe to it again.
    ///
    /// `notificationHandler` runs once per subscription. It receives a sequence of the errors this
    /// sequence fails with and returns the trigger, which is subscribed to before this sequence.
    /// After each failure the trigger decides: an element resubscribes to this sequence, completion
    /// completes the result, an error ends the result with that error. Trigger events sent while
    /// this sequence is running are ignored, except that a trigger that has ended ends the result at
    /// the next failure. An error that is not an `Error` ends the result at once. Resubscription goes
    /// through the current-thread trampoline, so any number of synchronous retries is safe for the
    /// stack.
    ///
    /// ```
    /// source (1st):  --1--#
    /// source (2nd):       --1--2--|
    /// trigger:            x               (errors.map { _ in x })
    /// retry(when:):  --1----1--2--|
    /// ```
    ///
    /// - Parameter notificationHandler: Maps the sequence of failures to the trigger.
    /// - Returns: This sequence, resubscribed to as the trigger allows.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), handler: notificationHandler)
    }

    /// Mirrors this sequence and, when it fails, lets a trigger sequence decide whether to subscribe
    /// to it again.
    ///
    /// `notificationHandler` runs once per subscription. It receives a sequence of the errors this
    /// sequence fails with and returns the trigger, which is subscribed to before this sequence.
    /// After each failure the trigger decides: an element resubscribes to this sequence, completion
    /// completes the result, an error ends the result with that error. Trigger events sent while
    /// this sequence is running are ignored, except that a trigger that has ended ends the result at
    /// the next failure. Resubscription goes through the current-thread trampoline, so any number of
    /// synchronous retries is safe for the stack.
    ///
    /// ```
    /// source (1st):  --1--#
    /// source (2nd):       --1--2--|
    /// trigger:            x               (errors.map { _ in x })
    /// retry(when:):  --1----1--2--|
    /// ```
    ///
    /// - Parameter notificationHandler: Maps the sequence of failures to the trigger.
    /// - Returns: This sequence, resubscribed to as the trigger allows.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<any Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), handler: notificationHandler)
    }

    /// The RxSwift 5 name of ``retry(when:)-4t8tn``.
    ///
    /// - Parameter notificationHandler: Maps the sequence of failures to the trigger.
    /// - Returns: This sequence, resubscribed to as the trigger allows.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 name of ``retry(when:)-71ddk``.
    ///
    /// - Parameter notificationHandler: Maps the sequence of failures to the trigger.
    /// - Returns: This sequence, resubscribed to as the trigger allows.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<any Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

@usableFromInline
final class RetryWhenProducer<Element, Failure, Trigger: ObservableType>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let handler: (Observable<Failure>) -> Trigger

    @inlinable
    convenience init(source: Observable<Element>, handler: @escaping (Observable<Failure>) -> Trigger) {
        self.init(source: source, handler: handler) { producer, observer in
            let me = unsafeDowncast(producer, to: RetryWhenProducer<Element, Failure, Trigger>.self)
            let sink = RetryWhenSink<Element, Failure, Trigger.Element>(observer: consume observer, source: me.source)
            sink.run(trigger: me.handler(sink.failures).asObservable())
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, handler: @escaping (Observable<Failure>) -> Trigger, run: @escaping Run) {
        self.source = source
        self.handler = handler
        super.init(run: run)
    }
}

/// Runs one subscription of `retry(when:)`. The phase (running, waiting for the trigger, finished)
/// lives in a mutex; downstream is called either by the running source or, while the source is not
/// running, by the trigger's terminal event, never by both.
@usableFromInline
final class RetryWhenSink<Element, Failure, TriggerElement>: Sink<Element>, @unchecked Sendable {
    // `source`, `failures` and the disposables are immutable (the disposables are thread-safe);
    // `state` is a mutex.

    @usableFromInline
    enum Phase: Sendable {
        /// The source is subscribed to.
        case running
        /// The source failed; `resubscribing` once the trigger asked for the next attempt.
        case waiting(resubscribing: Bool)
        /// A terminal event was forwarded.
        case finished
    }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline
        var phase = Phase.running
        /// The trigger's terminal event, when it ended while the source was running.
        @usableFromInline
        var triggerEnd: Event<Never>?

        @inlinable
        init() {}
    }

    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let failures = FailureBroadcast<Failure>()
    @usableFromInline
    let sourceSubscription = SerialDisposable()
    @usableFromInline
    let triggerSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let state = Mutex(State())

    @inlinable
    init(observer: @escaping Downstream<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer: observer)
    }

    @inlinable
    func run(trigger: Observable<TriggerElement>) {
        triggerSubscription.setDisposable(trigger._subscribe { [self] event in onTrigger(event) })
        subscribeToSource()
    }

    @inlinable
    func subscribeToSource() {
        if isDisposed { return }
        let subscription = SingleAssignmentDisposable()
        sourceSubscription.disposable = subscription
        subscription.setDisposable(
            source._subscribe { [self] event in
                switch event {
                case .next(let element):
                    forwardNext(element)
                case .completed:
                    forwardCompleted()
                case .error(let error):
                    subscription.dispose()
                    sourceDidFail(error)
                }
            }
        )
    }

    @inlinable
    func sourceDidFail(_ error: any Error) {
        guard let failure = error as? Failure else {
            forwardError(error)
            return
        }
        let end = state.withLock { state -> Event<Never>? in
            if let end = state.triggerEnd {
                state.phase = .finished
                return end
            }
            state.phase = .waiting(resubscribing: false)
            return nil
        }
        if let end {
            forwardEnd(end)
        } else {
            failures.send(failure)
        }
    }

    @inlinable
    func onTrigger(_ event: Event<TriggerElement>) {
        guard case .next = event else {
            let end: Event<Never> = event.error.map { .error($0) } ?? .completed
            let forward = state.withLock { state -> Bool in
                switch state.phase {
                case .waiting:
                    state.phase = .finished
                    return true
                case .running:
                    if state.triggerEnd == nil { state.triggerEnd = end }
                    return false
                case .finished:
                    return false
                }
            }
            if forward { forwardEnd(end) }
            return
        }
        let resubscribe = state.withLock { state -> Bool in
            guard case .waiting(resubscribing: false) = state.phase else { return false }
            state.phase = .waiting(resubscribing: true)
            return true
        }
        if !resubscribe { return }
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            let proceed = state.withLock { state -> Bool in
                guard case .waiting(resubscribing: true) = state.phase else { return false }
                state.phase = .running
                return true
            }
            if proceed { subscribeToSource() }
            return Disposables.create()
        }
    }

    @inlinable
    func forwardEnd(_ end: Event<Never>) {
        if let error = end.error {
            forwardError(error)
        } else {
            forwardCompleted()
        }
    }

    @inlinable
    override func disposeCore() {
        sourceSubscription.dispose()
        triggerSubscription.dispose()
    }
}

/// The sequence of failures handed to a `retry(when:)` notification handler: a minimal hot
/// sequence that sends each failure to every current observer and never ends.
@usableFromInline
final class FailureBroadcast<Failure>: Observable<Failure>, @unchecked Sendable {
    // `observers` and `nextKey` are guarded by `lock`.

    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var observers: [(key: Int, observer: Downstream<Failure>)] = []
    @usableFromInline
    var nextKey = 0

    @inlinable
    override init() {
        super.init()
    }

    @usableFromInline
    override func _subscribe(_ observer: __owned @escaping Downstream<Failure>) -> any Disposable {
        let key = lock.withLock { () -> Int in
            nextKey += 1
            observers.append((nextKey, observer))
            return nextKey
        }
        // Captured weakly: the subscription must not keep the broadcast alive.
        let broadcast = WeakBox(self)
        return Disposables.create { broadcast.value?.remove(key) }
    }

    @usableFromInline
    func remove(_ key: Int) {
        let removed = lock.withLock { () -> Downstream<Failure>? in
            guard let index = observers.firstIndex(where: { $0.key == key }) else { return nil }
            return observers.remove(at: index).observer
        }
        _ = removed  // released here, outside the lock
    }

    /// Sends `failure` to every observer subscribed right now, in subscription order.
    @usableFromInline
    func send(_ failure: Failure) {
        let current = lock.withLock { observers.map(\.observer) }
        for observer in current {
            observer(.next(failure))
        }
    }
}
