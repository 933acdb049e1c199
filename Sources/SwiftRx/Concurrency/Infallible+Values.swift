extension InfallibleType {
    /// The infallible's elements as an `AsyncStream`, for `for await` loops (it never throws: an
    /// infallible never errors).
    ///
    /// Each read of `values` makes a new stream that subscribes to the sequence at once. The stream
    /// yields every element and finishes when the sequence completes. Elements are produced on the
    /// thread the sequence emits on; the loop body runs in the isolation of the code that iterates
    /// (for example on the main actor in `@MainActor` code).
    ///
    /// Buffering is unbounded (`.unbounded`, as in RxSwift). Leaving the loop or cancelling the
    /// iterating task disposes the subscription at once. A stream that is never iterated keeps its
    /// subscription until the sequence ends. An `AsyncStream` cannot throw, so a cancelled task
    /// leaves the loop normally, as in RxSwift: check `Task.isCancelled` to tell it from a completion.
    ///
    /// ```swift
    /// for await progress in upload.progress.values {   // an Infallible<Double>
    ///     print(progress)
    /// }
    /// ```
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: asObservable())
    }
}

/// An `AsyncStream` subscribed to `source` at once, for sequences that never error (infallibles and
/// shared sequences): it yields each element, finishes on the terminal event, and disposes the
/// subscription when the stream terminates (the loop left, the task cancelled, or the sequence ended).
func nonThrowingValues<Element>(of source: Observable<Element>) -> AsyncStream<Element> {
    AsyncStream<Element>(bufferingPolicy: .unbounded) { continuation in
        let subscription = SingleAssignmentDisposable()
        // Set before subscribing, so a termination also reaches a subscription stored later.
        continuation.onTermination = { _ in subscription.dispose() }
        subscription.setDisposable(
            source.subscribe { event in
                switch event {
                case .next(let element):
                    // Handed to the consumer; the subscription does not touch it again.
                    nonisolated(unsafe) let handedOver = element
                    continuation.yield(handedOver)
                case .error, .completed:
                    // These sequences cannot error; end the stream either way.
                    continuation.finish()
                }
            }
        )
    }
}
