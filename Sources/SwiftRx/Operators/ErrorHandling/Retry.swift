import Synchronization

extension ObservableType {
    /// Resubscribes to the source each time it fails, for as long as it keeps failing.
    ///
    /// Elements pass through as they arrive, so elements sent before a failure are seen again if the
    /// resubscribed source sends them again. The sequence completes when the source completes and never
    /// fails. Resubscribing does not grow the stack, however often a synchronous source fails.
    ///
    /// ```
    /// source (1st):  --1--2--X
    /// source (2nd):           --1--2--3--|
    /// retry():       --1--2----1--2--3--|
    /// ```
    ///
    /// - Returns: The source's elements across every attempt, and its completion.
    @inlinable
    public func retry() -> Observable<Element> {
        RetryProducer(source: asObservable(), maxAttemptCount: nil)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing after each failure.
    ///
    /// Elements pass through as they arrive. The sequence completes when an attempt completes, and
    /// fails with the last attempt's error when all `maxAttemptCount` attempts failed. With a count of
    /// `0` the source is never subscribed and the sequence completes at once. Resubscribing does not
    /// grow the stack, however often a synchronous source fails.
    ///
    /// ```
    /// source (each attempt):  --1--X
    /// retry(2):               --1----1--X
    /// ```
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions allowed, the first included;
    ///   must not be negative.
    /// - Returns: The source's elements across the attempts, then its completion or last error.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        rxPrecondition(
            maxAttemptCount >= 0,
            "retry(\(maxAttemptCount)): the attempt count must be 0 or more; use retry() to retry without limit."
        )
        return RetryProducer(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

@usableFromInline
final class RetryProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let maxAttemptCount: Int?

    @inlinable
    convenience init(source: Observable<Element>, maxAttemptCount: Int?) {
        self.init(source: source, maxAttemptCount: maxAttemptCount) { producer, observer in
            let me = unsafeDowncast(producer, to: RetryProducer<Element>.self)
            let sink = RetrySink(observer: consume observer, source: me.source, attempts: me.maxAttemptCount)
            sink.start()
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, maxAttemptCount: Int?, run: @escaping Run) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
        super.init(run: run)
    }
}

/// Resubscribes iteratively: a failure that arrives while an attempt is still being subscribed (a
/// synchronous source) only marks a pending retry, which the subscribing frame's loop then performs.
@usableFromInline
final class RetrySink<Element>: Sink<Element>, @unchecked Sendable {
    // `source` is immutable; `state` is a Mutex; `current` is a thread-safe SerialDisposable.
    @usableFromInline
    struct State: Sendable {
        /// Attempts still allowed after the current one; `nil` is unlimited.
        @usableFromInline
        var remaining: Int?
        /// A frame is inside `subscribeLoop`.
        @usableFromInline
        var subscribing = false
        /// A failure arrived during that frame's subscription: it must subscribe again.
        @usableFromInline
        var retryPending = false

        @inlinable
        init(remaining: Int?) {
            self.remaining = remaining
        }
    }

    @usableFromInline
    enum ErrorAction {
        case fail
        case resubscribeNow
        case leaveToLoop
    }

    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let state: Mutex<State>
    @usableFromInline
    let current = SerialDisposable()

    @inlinable
    init(observer: @escaping Downstream<Element>, source: Observable<Element>, attempts: Int?) {
        self.source = source
        self.state = Mutex(State(remaining: attempts))
        super.init(observer: observer)
    }

    @inlinable
    func start() {
        setUpstream(current)
        let first = state.withLock { state -> Bool in
            if let remaining = state.remaining {
                if remaining == 0 { return false }
                state.remaining = remaining - 1
            }
            state.subscribing = true
            return true
        }
        if first {
            subscribeLoop()
        } else {
            forwardCompleted()
        }
    }

    /// Subscribes to the source, again and again while failures arrive during the subscription.
    @inlinable
    func subscribeLoop() {
        while true {
            if isDisposed { return }
            let attempt = SingleAssignmentDisposable()
            current.disposable = attempt
            attempt.setDisposable(source._subscribe { [self] event in on(event) })
            let again = state.withLock { state -> Bool in
                if state.retryPending {
                    state.retryPending = false
                    return true
                }
                state.subscribing = false
                return false
            }
            if !again { return }
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardCompleted()
        case .error(let error):
            let action = state.withLock { state -> ErrorAction in
                if let remaining = state.remaining {
                    if remaining == 0 { return .fail }
                    state.remaining = remaining - 1
                }
                if state.subscribing {
                    state.retryPending = true
                    return .leaveToLoop
                }
                state.subscribing = true
                return .resubscribeNow
            }
            switch action {
            case .fail:
                forwardError(error)
            case .resubscribeNow:
                subscribeLoop()
            case .leaveToLoop:
                break
            }
        }
    }
}
