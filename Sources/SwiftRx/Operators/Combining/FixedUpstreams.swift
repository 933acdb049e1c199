/// An ``UpstreamSlot`` in a box, for the sources of a fixed-arity sink past the fourth.
@usableFromInline
final class UpstreamSlotBox: Sendable {
    @usableFromInline
    let slot = UpstreamSlot()

    @inlinable
    init() {}
}

/// The subscriptions of a fixed-arity combining sink (`combineLatest`, `zip`) to its sources: the
/// first four inline in the sink, so that subscribing to them allocates nothing, the rest in boxes.
///
/// Each slot takes its subscription once and releases it once, whichever comes first; see
/// ``UpstreamSlot``.
@usableFromInline
struct FixedUpstreams: ~Copyable, Sendable {
    @usableFromInline
    let slot0 = UpstreamSlot()
    @usableFromInline
    let slot1 = UpstreamSlot()
    @usableFromInline
    let slot2 = UpstreamSlot()
    @usableFromInline
    let slot3 = UpstreamSlot()
    /// The slots of sources 4 and later.
    @usableFromInline
    let overflow: [UpstreamSlotBox]

    /// Slots for `arity` sources.
    @inlinable
    @inline(__always)
    init(arity: Int) {
        overflow = arity > 4 ? (4..<arity).map { _ in UpstreamSlotBox() } : []
    }

    /// Stores the subscription to source `index`; disposes it at once if that slot was already
    /// released.
    @inlinable
    @inline(__always)
    borrowing func attach(_ index: Int, _ disposable: consuming any Disposable) {
        switch index {
        case 0: slot0.set(disposable)
        case 1: slot1.set(disposable)
        case 2: slot2.set(disposable)
        case 3: slot3.set(disposable)
        default: overflow[index - 4].slot.set(disposable)
        }
    }

    /// Disposes the subscription to source `index` (now, or when it is attached).
    @inlinable
    @inline(__always)
    borrowing func release(_ index: Int) {
        withSlot(index) { $0.release() }
    }

    /// ``release(_:)`` for a source that was never subscribed, while no other thread can reach the
    /// slots (see ``UpstreamSlot/releaseUnshared()``).
    @inlinable
    @inline(__always)
    borrowing func releaseUnshared(_ index: Int) {
        withSlot(index) { $0.releaseUnshared() }
    }

    /// Runs `body` on the slot of source `index`. (``attach(_:_:)`` has its own switch: it moves its
    /// subscription into the slot, which a closure could not.)
    @inlinable
    @inline(__always)
    borrowing func withSlot(_ index: Int, _ body: (borrowing UpstreamSlot) -> Void) {
        switch index {
        case 0: body(slot0)
        case 1: body(slot1)
        case 2: body(slot2)
        case 3: body(slot3)
        default: body(overflow[index - 4].slot)
        }
    }

    /// Disposes every subscription.
    @inlinable
    @inline(__always)
    borrowing func releaseAll() {
        slot0.release()
        slot1.release()
        slot2.release()
        slot3.release()
        for box in overflow {
            box.slot.release()
        }
    }
}
