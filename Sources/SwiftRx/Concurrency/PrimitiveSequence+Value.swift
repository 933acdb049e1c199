extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes and waits for the single's element.
    ///
    /// Returns the element, or throws the single's error. Cancelling the awaiting task disposes the
    /// subscription at once and throws `CancellationError` while the result is pending. A task
    /// that is cancelled already still subscribes, as in RxSwift: a result decided during the
    /// subscription is returned, a pending one gives way to the cancellation.
    ///
    /// ```swift
    /// let user = try await api.user(id: 42).value   // Single<User>
    /// ```
    public var value: Element {
        get async throws {
            try await awaitResult(of: primitiveSequence.source) { event in
                switch event {
                case .next(let element): return .success(element)
                case .error(let error): return .failure(error)
                case .completed: return .failure(RxError.noElements)
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the maybe's element: the element, or `nil` when it completes empty.
    ///
    /// Throws the maybe's error. Cancelling the awaiting task disposes the subscription at once and
    /// throws `CancellationError` while the result is pending. A task
    /// that is cancelled already still subscribes, as in RxSwift: a result decided during the
    /// subscription is returned, a pending one gives way to the cancellation.
    public var value: Element? {
        get async throws {
            try await awaitResult(of: primitiveSequence.source) { event in
                switch event {
                case .next(let element): return .success(element)
                case .error(let error): return .failure(error)
                case .completed: return .success(nil)
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait {
    /// Subscribes and waits for the completable to complete.
    ///
    /// Throws the completable's error. Cancelling the awaiting task disposes the subscription at once
    /// and throws `CancellationError` while the result is pending. A task
    /// that is cancelled already still subscribes, as in RxSwift: a result decided during the
    /// subscription is returned, a pending one gives way to the cancellation.
    public var value: Void {
        get async throws {
            try await awaitResult(of: primitiveSequence.source) { event -> Result<Void, any Error> in
                switch event {
                case .next: return .success(())
                case .error(let error): return .failure(error)
                case .completed: return .success(())
                }
            }
        }
    }
}

/// Subscribes to `source` and returns the result that `decide` makes of its first event.
///
/// The continuation is resumed exactly once: with that result, or with `CancellationError` when the
/// task is cancelled while the result is pending (which also disposes the subscription). As in
/// RxSwift, a task that is cancelled already still subscribes: a result decided during the
/// subscription (`Completable.empty()`, `Maybe.just(1)`) is returned, and only a pending one gives
/// way to the cancellation. Either way the subscription is disposed before the continuation is
/// resumed, which also breaks the reference cycle between the waiter (which holds the subscription)
/// and the subscription's observer (which holds the waiter).
func awaitResult<Element, Value>(
    of source: Observable<Element>,
    decide: @escaping @Sendable (Event<Element>) -> Result<Value, any Error>
) async throws -> Value {
    let waiter = ResultWaiter<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
            let cancelledAlready = waiter.begin(continuation)
            waiter.subscription.setDisposable(
                source.subscribe { event in
                    waiter.finish(with: decide(event))
                }
            )
            // The cancellation came before the subscription: it wins unless the result came during it.
            if cancelledAlready { waiter.cancel() }
        }
    } onCancel: {
        waiter.cancel()
    }
}

/// The state machine behind ``awaitResult(of:decide:)``: idle → waiting → finished or cancelled;
/// a cancellation before `begin` is remembered (idle → cancelRequested → waiting) and applied by the
/// caller once it has subscribed. Only the transition out of `waiting` takes the continuation, so it
/// is resumed once; a `finish` or `cancel` that finds another state does nothing but dispose.
final class ResultWaiter<Value>: Sendable {
    enum State: Sendable {
        case idle
        case cancelRequested
        case waiting(CheckedContinuation<Value, any Error>)
        case finished
        case cancelled
    }

    let state = Mutex(State.idle)
    let subscription = SingleAssignmentDisposable()

    /// Stores the continuation; `true` when the task was cancelled already, which the caller applies
    /// with ``cancel()`` once it has subscribed.
    func begin(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
        state.withLock { state in
            let cancelled: Bool
            if case .cancelRequested = state { cancelled = true } else { cancelled = false }
            state = .waiting(continuation)
            return cancelled
        }
    }

    func finish(with result: Result<Value, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .finished
            return continuation
        }
        guard let continuation else { return }
        // The first event decides: the subscription is no longer needed. Disposing it also releases
        // the observer, which holds this waiter (a subscription assigned later is disposed at once).
        subscription.dispose()
        // Resumed outside the lock, once: only this call saw `waiting`. The result is handed to the
        // awaiting task; the subscription does not touch it again.
        nonisolated(unsafe) let handedOver = result
        continuation.resume(with: handedOver)
    }

    /// Disposes the subscription and throws `CancellationError` to the waiter, unless it was resumed.
    func cancel() {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            switch state {
            case .idle:
                // Nothing is subscribed yet: `begin` reports it, and the caller cancels after subscribing.
                state = .cancelRequested
                return nil
            case .waiting(let continuation):
                state = .cancelled
                return continuation
            case .finished, .cancelled, .cancelRequested:
                return nil
            }
        }
        subscription.dispose()
        continuation?.resume(throwing: CancellationError())
    }
}
