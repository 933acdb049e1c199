/// The trait of a ``Completable``: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that emits no element: it only completes, or fails.
///
/// Typical for work whose only result is "done" (saving, deleting). As an ``Observable`` its element
/// type is `Never`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` delivers: completion or an error.
@frozen
public enum CompletableEvent: Sendable {
    /// The sequence failed.
    case error(any Error)
    /// The sequence ended successfully.
    case completed
}
