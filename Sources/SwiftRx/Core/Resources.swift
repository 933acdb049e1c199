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
}
