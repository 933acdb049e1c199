/// The factory of the scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler by
/// default, replaceable in tests with ``mock(scheduler:action:)-1dj7s``.
///
/// The scheduler is read when a shared sequence is built (`asDriver`, `Driver.just`, `debounce`, ...),
/// so sequences built inside `mock` use the mock scheduler for their whole life.
///
/// A mock applies to the task that calls `mock` and to what runs on its behalf: the code of
/// `action`, the child tasks and `Task { }`s it starts, and the actions SwiftRx's schedulers run for
/// work scheduled inside it. Code running at the same time elsewhere (another test of a parallel
/// run, say) keeps building its shared sequences on the main scheduler, and so does a thread or a
/// `DispatchQueue` block that `action` starts directly: build the sequences in `action` itself.
public enum SharingScheduler {
    /// The factory where no mock applies.
    private static let mainFactory: @Sendable () -> any SchedulerType = { MainScheduler() }

    /// Makes the scheduler shared sequences built now will deliver on: the one of the innermost
    /// `mock` that applies here, otherwise the main scheduler.
    public static var make: @Sendable () -> any SchedulerType {
        TaskOverrides.current.sharingScheduler ?? mainFactory
    }

    /// Runs `action` with shared sequences built in it delivering on `scheduler`, then restores the
    /// previous scheduler.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// SharingScheduler.mock(scheduler: scheduler) {
    ///     let driver = source.asDriver(onErrorJustReturn: 0)
    ///     // driver delivers on `scheduler`
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use instead of the main scheduler.
    ///   - action: The code that builds and runs the shared sequences.
    /// - Returns: What `action` returns.
    public static func mock<Result>(scheduler: any SchedulerType, action: () throws -> Result) rethrows -> Result {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences built in it delivering on the schedulers `makeScheduler`
    /// makes, then restores the previous factory. The mock applies to
    /// `action`'s task tree and the work SwiftRx's schedulers run for it (see ``SharingScheduler``).
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each shared sequence built.
    ///   - action: The code that builds and runs the shared sequences.
    /// - Returns: What `action` returns.
    public static func mock<Result>(
        makeScheduler: @escaping @Sendable () -> any SchedulerType,
        action: () throws -> Result
    ) rethrows -> Result {
        try TaskOverrides.with({ $0.sharingScheduler = makeScheduler }, action)
    }

    /// Runs the asynchronous `action` with shared sequences built in it delivering on `scheduler`,
    /// then restores the previous scheduler. The mock applies to
    /// `action`'s task tree and the work SwiftRx's schedulers run for it (see ``SharingScheduler``).
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use instead of the main scheduler.
    ///   - action: The code that builds and runs the shared sequences.
    /// - Returns: What `action` returns.
    public static func mock<Result>(
        scheduler: any SchedulerType,
        action: () async throws -> Result
    ) async rethrows -> Result {
        try await mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs the asynchronous `action` with shared sequences built in it delivering on the schedulers
    /// `makeScheduler` makes, then restores the previous factory. The mock applies to
    /// `action`'s task tree and the work SwiftRx's schedulers run for it (see ``SharingScheduler``).
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each shared sequence built.
    ///   - action: The code that builds and runs the shared sequences.
    /// - Returns: What `action` returns.
    public static func mock<Result>(
        makeScheduler: @escaping @Sendable () -> any SchedulerType,
        action: () async throws -> Result
    ) async rethrows -> Result {
        try await TaskOverrides.with({ $0.sharingScheduler = makeScheduler }, action)
    }
}
