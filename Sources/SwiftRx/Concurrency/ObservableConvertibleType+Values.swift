extension ObservableConvertibleType {
    /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// Each read of `values` makes a new stream that subscribes to the sequence at once. The stream
    /// yields every `next` element, ends when the sequence completes, and throws the sequence's error.
    ///
    /// Buffering is unbounded (`.unbounded`, as in RxSwift): elements that arrive faster than the loop
    /// consumes them wait in the stream's buffer, so a fast, endless source grows memory without limit;
    /// throttle or sample such a source first.
    ///
    /// Leaving the loop (`break`, `return`, a thrown error) or cancelling the task that iterates
    /// disposes the subscription at once. A stream that is never iterated keeps its subscription (and
    /// buffers its elements) until the sequence ends: the stream's continuation is held by the
    /// subscription, so releasing the stream alone does not end it. Read `values` where you iterate it.
    ///
    /// Cancelling the iterating task makes the loop throw `CancellationError`, as in RxSwift, unless
    /// the sequence had ended already: while it waits for an element, or at its next element if the
    /// task was cancelled before the loop began. Elements the sequence sent while it was being
    /// subscribed (a `just`, a replaying subject) are still delivered first; a sequence that also
    /// ended during the subscription ends the loop normally.
    ///
    /// ```swift
    /// for try await value in observable.values {
    ///     print(value)
    /// }
    /// ```
    public var values: AsyncThrowingStream<Element, any Error> {
        let source = asObservable()
        return AsyncThrowingStream<Element, any Error>(bufferingPolicy: .unbounded) { continuation in
            let subscription = SingleAssignmentDisposable()
            // Set before subscribing: a cancelled or released stream disposes the subscription, even
            // one stored later (SingleAssignmentDisposable disposes a late assignment at once).
            // A cancelled consumer is told with `CancellationError`: the stream calls this handler
            // before it ends itself, so finishing it here with the error is what the pending (or the
            // next) `next()` sees. A stream that ended already no longer calls the handler.
            continuation.onTermination = { termination in
                subscription.dispose()
                if case .cancelled = termination {
                    continuation.finish(throwing: CancellationError())
                }
            }
            subscription.setDisposable(
                source.subscribe { event in
                    switch event {
                    case .next(let element):
                        // Handed to the consumer; the subscription does not touch it again.
                        nonisolated(unsafe) let handedOver = element
                        continuation.yield(handedOver)
                    case .error(let error):
                        continuation.finish(throwing: error)
                    case .completed:
                        continuation.finish()
                    }
                }
            )
        }
    }
}
