import Synchronization

/// The factory of the scheduler that ``Driver`` and ``Signal`` deliver on: the main scheduler by
/// default, replaceable in tests with ``mock(scheduler:action:)-1dj7s``.
///
/// The scheduler is read when a shared sequence is built (`asDriver`, `Driver.just`, `debounce`, ...),
/// so sequences built inside `mock` use the mock scheduler for their whole life.
public enum SharingScheduler {
    private static let factory = Mutex<@Sendable () -> any SchedulerType>({ MainScheduler() })

    /// Makes the scheduler shared sequences built now will deliver on.
    public static var make: @Sendable () -> any SchedulerType {
        factory.withLock { $0 }
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
    /// makes, then restores the previous factory.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each shared sequence built.
    ///   - action: The code that builds and runs the shared sequences.
    /// - Returns: What `action` returns.
    public static func mock<Result>(
        makeScheduler: @escaping @Sendable () -> any SchedulerType,
        action: () throws -> Result
    ) rethrows -> Result {
        let previous = factory.withLock { factory in
            defer { factory = makeScheduler }
            return factory
        }
        defer { factory.withLock { $0 = previous } }
        return try action()
    }

    /// Runs the asynchronous `action` with shared sequences built in it delivering on `scheduler`,
    /// then restores the previous scheduler.
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
    /// `makeScheduler` makes, then restores the previous factory.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each shared sequence built.
    ///   - action: The code that builds and runs the shared sequences.
    /// - Returns: What `action` returns.
    public static func mock<Result>(
        makeScheduler: @escaping @Sendable () -> any SchedulerType,
        action: () async throws -> Result
    ) async rethrows -> Result {
        let previous = factory.withLock { factory in
            defer { factory = makeScheduler }
            return factory
        }
        defer { factory.withLock { $0 = previous } }
        return try await action()
    }
}
