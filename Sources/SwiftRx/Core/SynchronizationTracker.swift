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
    @usableFromInline
    borrowing func enter(_ operatorName: String) {
        let me = currentThreadIdentity()
        if depth.add(1, ordering: .acquiringAndReleasing).newValue == 1 {
            owner.store(me, ordering: .relaxed)
            return
        }
        let kind: GrammarViolation.Kind = owner.load(ordering: .relaxed) == me ? .reentrantEvent : .concurrentEvent
        Hooks.report(GrammarViolation(kind: kind, operatorName: operatorName))
    }

    /// Marks the end of a call started with ``enter(_:)``.
    @usableFromInline
    borrowing func leave() {
        depth.subtract(1, ordering: .acquiringAndReleasing)
    }
}

private func currentThreadIdentity() -> Int {
    ObjectIdentifier(Thread.current).hashValue
}
