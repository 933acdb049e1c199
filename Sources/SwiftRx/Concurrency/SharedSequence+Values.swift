extension SharedSequenceConvertibleType {
    /// The shared sequence's elements as an `AsyncStream`, for `for await` loops (it never throws:
    /// a shared sequence never errors).
    ///
    /// Each read of `values` subscribes once to the shared sequence. Elements are produced on the
    /// sharing strategy's scheduler (the main thread for `Driver` and `Signal`); a loop in
    /// `@MainActor` code receives them on the main actor with no `MainActor.assumeIsolated` and no
    /// `Task` of its own. A `Driver` starts with its latest element; a `Signal` only with what comes
    /// after the subscription.
    ///
    /// Buffering is unbounded (`.unbounded`, as in RxSwift). Leaving the loop or cancelling the
    /// iterating task disposes the subscription at once; the stream finishes when the shared sequence
    /// completes. An `AsyncStream` cannot throw, so a cancelled task leaves the loop normally, as in
    /// RxCocoa: check `Task.isCancelled` to tell it from a completion.
    ///
    /// ```swift
    /// @MainActor func render() async {
    ///     for await title in viewModel.title.values {   // a Driver<String>
    ///         label.text = title
    ///     }
    /// }
    /// ```
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: asObservable())
    }
}
