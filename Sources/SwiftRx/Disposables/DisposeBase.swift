/// A base class for disposables: SwiftRx's own disposable classes derive from it, as RxSwift's do,
/// and a custom disposable may too.
///
/// It holds no state and adds no work in release builds. When SwiftRx is compiled with
/// `TRACE_RESOURCES` (its debug builds), creating an instance adds one to ``Resources/total`` and
/// deallocating it subtracts one, so a disposable that outlives the code that should have released
/// it shows up in leak checks.
///
/// Swift's rules for `Sendable` classes: a class that inherits from another class can only be
/// `Sendable` through an unchecked conformance, so `DisposeBase` is `@unchecked Sendable`, and a
/// subclass states the same conformance again, making itself safe to share between threads (with a
/// lock or atomics) as every ``Disposable`` must be.
///
/// ```swift
/// final class TaskDisposable: DisposeBase, Cancelable, @unchecked Sendable {
///     // Safe to share: the only stored property is an atomic.
///     private let disposed = Atomic(false)
///     var isDisposed: Bool { disposed.load(ordering: .acquiring) }
///     func dispose() {
///         if !disposed.exchange(true, ordering: .acquiringAndReleasing) { /* release */ }
///     }
/// }
/// ```
open class DisposeBase: @unchecked Sendable {
    // No stored properties in release builds; in debug builds one immutable reference to the scope
    // it counts in. Nothing to protect: subclasses restate the conformance and answer for their own
    // state.

    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    /// Makes the base of a disposable; counts it in ``Resources/total`` under `TRACE_RESOURCES`.
    @inlinable
    public init() {
        #if TRACE_RESOURCES
            resourceScope = Resources.countCreated()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.countReleased(in: resourceScope)
        #endif
    }
}
