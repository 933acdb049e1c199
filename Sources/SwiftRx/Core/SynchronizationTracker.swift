import Foundation
import Synchronization

/// Detects overlapping calls into an observer (debug builds): a second thread calling while the
/// first is still inside (`concurrentEvent`), or the same thread calling back in (`reentrantEvent`).
/// Violations go to ``Hooks/report(_:)``.
@usableFromInline
struct SynchronizationTracker: ~Copyable, Sendable {
    @usableFromInline
    let depth = Atomic<Int>(0)
    @usableFromInline
    let owner = Atomic<Int>(0)

    @inlinable
    init() {}

    /// Marks the start of a call; reports a violation if another call is in progress.
    ///
    /// The owner of a call in progress is only known once it has stored its identity; a second
    /// thread arriving before that sees no owner (0), which can only mean another thread, so it is
    /// reported as concurrent. The owner is cleared when the outermost call leaves, so a stale
    /// identity is never mistaken for re-entrance.
    @usableFromInline
    borrowing func enter(_ operatorName: String, location: String? = nil) {
        let me = currentThreadIdentity()
        if depth.add(1, ordering: .acquiringAndReleasing).newValue == 1 {
            owner.store(me, ordering: .releasing)
            return
        }
        let kind: GrammarViolation.Kind = owner.load(ordering: .acquiring) == me ? .reentrantEvent : .concurrentEvent
        Hooks.report(GrammarViolation(kind: kind, operatorName: operatorName, location: location))
    }

    /// Marks the end of a call started with ``enter(_:location:)``.
    @usableFromInline
    borrowing func leave() {
        if depth.load(ordering: .acquiring) == 1 {
            owner.store(0, ordering: .releasing)
        }
        depth.subtract(1, ordering: .acquiringAndReleasing)
    }
}

private func currentThreadIdentity() -> Int {
    ObjectIdentifier(Thread.current).hashValue
}
