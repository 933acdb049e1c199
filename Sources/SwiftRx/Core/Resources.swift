import Synchronization

/// Counts the live resources of SwiftRx (observables, sinks, subscriptions), so tests can check that
/// a finished or disposed chain leaks nothing.
///
/// The count is maintained only when SwiftRx is compiled with the `TRACE_RESOURCES` condition, which
/// `Package.swift` sets for debug builds. In release builds ``total`` stays `0` and counting costs
/// nothing.
public enum Resources {
    @usableFromInline
    static let counter = Atomic<Int32>(0)

    /// The number of resources alive right now (always `0` without `TRACE_RESOURCES`). An `Int32`, as
    /// in RxSwift, so that `let start: Int32 = Resources.total` in existing test suites compiles.
    public static var total: Int32 {
        counter.load(ordering: .relaxed)
    }

    /// `true` when this build maintains ``total``.
    public static var isTracing: Bool {
        #if TRACE_RESOURCES
            return true
        #else
            return false
        #endif
    }

    /// Records that a resource was created. Called by SwiftRx types; extensions may call it too.
    /// - Returns: The new total.
    @discardableResult
    @inlinable
    public static func incrementTotal() -> Int32 {
        #if TRACE_RESOURCES
            return counter.add(1, ordering: .relaxed).newValue
        #else
            return 0
        #endif
    }

    /// Records that a resource was released. Balances ``incrementTotal()``.
    /// - Returns: The new total.
    @discardableResult
    @inlinable
    public static func decrementTotal() -> Int32 {
        #if TRACE_RESOURCES
            return counter.subtract(1, ordering: .relaxed).newValue
        #else
            return 0
        #endif
    }

    @usableFromInline
    static let serialObserveOnCounter = Atomic<Int32>(0)

    /// The number of `observe(on:)` observables alive right now whose scheduler is serial
    /// (`MainScheduler`, `SerialDispatchQueueScheduler`), as RxSwift counts them for its tests:
    /// each such observable counts from its creation until it is released (always `0` without
    /// `TRACE_RESOURCES`). A test that waits for it to return to `0` knows no such observable,
    /// and so no pending delivery it would make, is left.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialObserveOnCounter.load(ordering: .relaxed)
    }

    /// Counts a serial `observe(on:)` observable in ``numberOfSerialDispatchQueueObservables``.
    @usableFromInline
    static func serialDispatchQueueObservableCreated() {
        #if TRACE_RESOURCES
            serialObserveOnCounter.add(1, ordering: .relaxed)
        #endif
    }

    /// Balances ``serialDispatchQueueObservableCreated()`` when that observable is released.
    @usableFromInline
    static func serialDispatchQueueObservableReleased() {
        #if TRACE_RESOURCES
            serialObserveOnCounter.subtract(1, ordering: .relaxed)
        #endif
    }
}
