/// A `sending` closure of a subscription, typed as the `@Sendable` closure that the code around it
/// needs (`subscribe(with:)` binds it to a weakly held object in a `@Sendable` closure; the traits'
/// one-closure `subscribe` calls it from two closures).
///
/// This is the one place where SwiftRx turns a `sending` closure into a `@Sendable` one. The objects
/// that hold `subscribe(onNext:)`'s closures (an observer, a subject's entry, a fused map/filter
/// run's subscriber) store plain closures and take `onNext` as it is, on the same grounds. It is
/// safe because of what `sending` and the event grammar guarantee together:
///
/// - `sending` means the caller gave the closure away: Swift 6 checked that nothing the closure
///   captures is used by the caller afterwards, nor by any other argument of the call (the other
///   closures of a `subscribe` are `@Sendable`, so they cannot share its mutable state). The
///   subscription is its only owner.
/// - The subscription calls the closure one event at a time: the grammar (`next* (error |
///   completed)?`, never two events at once) is enforced by every sink and checked in debug builds
///   (`Hooks.grammarViolationPolicy`), and each hand-over from one thread to the next goes through
///   the lock or atomic that serializes the events, so what one call wrote is visible to the next.
///   Only closures that receive events are taken `sending`; `onDisposed`, which may run on the
///   disposing thread while an event is delivered elsewhere, stays `@Sendable`.
///
/// So the closure is never run by two threads at once and its captured state is reached only
/// through it, which is what `@Sendable` promises the pipeline. The bit pattern of a function does
/// not depend on `@Sendable`; the generic `unsafeBitCast` does cost two reabstraction thunks,
/// which is why `subscribe(onNext:)` and `bind(onNext:)` do not go through here.
@inlinable
@inline(__always)
func subscriptionOwned<Value>(_ handler: sending ((Value) -> Void)?) -> (@Sendable (Value) -> Void)? {
    unsafeBitCast(handler, to: (@Sendable (Value) -> Void)?.self)
}

/// A `sending` closure without arguments as the `@Sendable` closure the pipeline stores; see
/// the first `subscriptionOwned(_:)` for why it is safe.
@inlinable
@inline(__always)
func subscriptionOwned(_ handler: sending (() -> Void)?) -> (@Sendable () -> Void)? {
    unsafeBitCast(handler, to: (@Sendable () -> Void)?.self)
}

/// A `sending` closure of `subscribe(with:)` as the `@Sendable` closure the pipeline stores; see
/// the first `subscriptionOwned(_:)` for why it is safe.
@inlinable
@inline(__always)
func subscriptionOwned<Object, Value>(
    _ handler: sending ((Object, Value) -> Void)?
) -> (@Sendable (Object, Value) -> Void)? {
    unsafeBitCast(handler, to: (@Sendable (Object, Value) -> Void)?.self)
}

/// A required `sending` closure (`bind(onNext:)`, `subscribe(_:)`) as the `@Sendable` closure the
/// pipeline stores; see the first `subscriptionOwned(_:)` for why it is safe.
@inlinable
@inline(__always)
func subscriptionOwned<Value>(_ handler: sending @escaping (Value) -> Void) -> @Sendable (Value) -> Void {
    unsafeBitCast(handler, to: (@Sendable (Value) -> Void).self)
}

/// A required `sending` closure of `bind(with:onNext:)` as the `@Sendable` closure the pipeline
/// stores; see the first `subscriptionOwned(_:)` for why it is safe.
@inlinable
@inline(__always)
func subscriptionOwned<Object, Value>(
    _ handler: sending @escaping (Object, Value) -> Void
) -> @Sendable (Object, Value) -> Void {
    unsafeBitCast(handler, to: (@Sendable (Object, Value) -> Void).self)
}
