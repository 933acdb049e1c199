extension ObservableType {
    /// Creates a sequence whose events are sent by async code: each subscription starts a `Task`
    /// that runs `work` with an observer to send events to.
    ///
    /// When `work` returns the sequence completes; when it throws, the sequence errors with what it
    /// threw (an event after the sequence already ended is dropped). Disposing the subscription
    /// cancels the task, and events sent after that are dropped. Call the observer from one task at a
    /// time. The task does not run on any actor (unless `work` is isolated to one); elements are
    /// delivered on the thread the task sends them from.
    ///
    /// ```swift
    /// let pages = Observable<Page>.create { observer in
    ///     for try await page in client.pages() {
    ///         observer.onNext(page)
    ///     }
    /// }
    /// ```
    ///
    /// ```
    /// work: onNext(1), await …, onNext(2), return
    /// result: -1----2-|
    /// ```
    ///
    /// A closure that returns a `Disposable` selects the synchronous ``create(_:)`` instead; this
    /// overload is chosen for closures that await or return nothing.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task; `nil` for the default.
    ///   - work: Sends the events of one subscription.
    /// - Returns: The sequence.
    @inlinable
    public static func create(
        priority: TaskPriority? = nil,
        _ work: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        AsyncTaskProducer(detached: false, priority: priority, work: work)
    }
}
