extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a single from async work: each subscription starts a `Task` that runs `work` and
    /// emits what it returns, or fails with what it throws.
    ///
    /// Disposing the subscription cancels the task; a result that arrives after that is dropped.
    ///
    /// ```swift
    /// let user = Single<User>.create { try await api.fetchUser(id: 42) }
    /// ```
    ///
    /// ```
    /// work: await … return 5
    /// result: ----(5|)
    /// ```
    ///
    /// - Parameters:
    ///   - detached: `true` to run `work` in a detached task (no inherited priority or task-local
    ///     values), `false` for a plain `Task`.
    ///   - priority: The priority of the task; `nil` for the default.
    ///   - work: Produces the element of one subscription.
    /// - Returns: The single.
    @inlinable
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(
            raw: AsyncTaskProducer(detached: detached, priority: priority) { observer in
                let element = try await work()
                observer.onNext(element)
            }
        )
    }
}
