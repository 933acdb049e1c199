import Synchronization

/// Holds the one upstream subscription of a sink or observer, and releases it exactly once.
///
/// The subscription is usually stored after the source's `subscribe` returns, which may be after the
/// sink was disposed (a synchronous terminal event, or a dispose from another thread); ``set(_:)``
/// then disposes it at once. ``release()`` returns `true` only for its first caller.
///
/// Lock-free: one atomic word says whether the slot is empty, holds a subscription, was claimed by
/// a terminal event while holding one, or was released, and the subscription itself sits in a cell
/// beside it. The cell is written only by ``set(_:)`` before it publishes `holding` (a releasing
/// exchange), and read only by the one operation whose atomic step moves the state out of `holding`
/// or `claimedHolding` into `released` or `detached` (an acquiring exchange), so no two ever touch it
/// at the same time; if the release comes first, the setter sees `released` and disposes what it
/// brought without storing it.
///
/// A sink that ends with a terminal event claims its slot first (it stops at once), delivers the
/// event, then disposes the subscription. If the delivery itself leads to a release (downstream
/// disposes the subscription when it gets the event), the subscription is disposed right then,
/// inside the delivery, as RxSwift does: so a `do(onDispose:)` downstream runs after its source
/// was disposed.
@usableFromInline
struct UpstreamSlot: ~Copyable, @unchecked Sendable {
    // `cell` is written by set() before the releasing store of `holding` and taken by the one
    // operation whose exchange moved the state out of `holding`/`claimedHolding`; see the type's
    // comment.
    @usableFromInline
    static var empty: Int { 0 }
    @usableFromInline
    static var holding: Int { 1 }
    /// The subscription ended on its own and was disposed, but the owner keeps running (see
    /// ``detach()``): not released, and nothing to hold any more.
    @usableFromInline
    static var detached: Int { 2 }
    @usableFromInline
    static var released: Int { 3 }
    /// Stopped by ``claim()`` while holding a subscription that its claimer disposes once it has
    /// delivered the terminal event; a ``release()`` in the meantime (a dispose that the terminal
    /// event itself causes downstream) disposes it at once instead, as RxSwift does. Counts as
    /// released.
    @usableFromInline
    static var claimedHolding: Int { 4 }

    @usableFromInline
    let state = Atomic<Int>(0)

    /// The subscription while `state` is `holding`, a ``VacantDisposable`` otherwise. Not an optional:
    /// the optional of an existential is handled through runtime value witnesses (its tag checks and
    /// moves), which cost more than the existential itself.
    @usableFromInline
    let cell = _Cell<any Disposable>(VacantDisposable())

    @inlinable
    init() {}

    /// Stores `disposable`, or disposes it at once when the slot was already released (or, by
    /// mistake, already set).
    @inlinable
    @inline(__always)
    borrowing func set(_ disposable: consuming any Disposable) {
        guard state.load(ordering: .relaxed) == Self.empty else {
            disposable.dispose()
            return
        }
        let stored = cell._address
        _ = stored.move()  // the placeholder: nothing to release
        stored.initialize(to: disposable)
        let (exchanged, _) = state.compareExchange(
            expected: Self.empty,
            desired: Self.holding,
            successOrdering: .releasing,
            failureOrdering: .acquiring
        )
        if !exchanged {
            // Released while we were storing: nobody else will read the cell now.
            let late = stored.move()
            stored.initialize(to: VacantDisposable())
            late.dispose()
        }
    }

    /// Marks a slot that never held a subscription as released, with a plain store instead of
    /// ``release()``'s exchange. Only when nothing can set, claim or release the slot at the same
    /// time: its owner was not handed to any source yet, or (a subject's own entry) the caller is the
    /// one path that can end it. Readers of ``isReleased`` may run concurrently. A later
    /// ``set(_:)`` disposes what it is given, as after `release`.
    @inlinable
    borrowing func releaseUnshared() {
        state.store(Self.released, ordering: .relaxed)
    }

    /// Marks the slot released and disposes the subscription it held; `true` for the first caller only.
    @inlinable
    @inline(__always)
    @discardableResult
    borrowing func release() -> Bool {
        // Already released (a sink disposed after its terminal event, a `just` source of
        // `combineLatest`): answered inline, without a call to the exchange below.
        if state.load(ordering: .relaxed) == Self.released { return false }
        return releaseHeld()
    }

    /// ``release()`` past its check for a released slot.
    @inlinable
    borrowing func releaseHeld() -> Bool {
        let previous = state.exchange(Self.released, ordering: .acquiringAndReleasing)
        switch previous {
        case Self.released:
            return false
        case Self.claimedHolding:
            // Its claimer is delivering the terminal event: dispose the subscription now, and leave
            // the rest of the release (the owner's own resources) to the claimer.
            disposeCell()
            return false
        case Self.holding:
            disposeCell()
            return true
        default:
            return true
        }
    }

    /// For an owner that outlives its source (`merge`, `flatMap` and `switchLatest` go on while inner
    /// sequences run after the outer one completed): disposes the subscription the slot holds and
    /// leaves the slot detached, so that a late ``set(_:)`` disposes what it brings while
    /// ``isReleased`` stays `false` until the owner itself ends. Called on the source's own
    /// (serialized) path; a concurrent release wins and makes this a no-op.
    @inlinable
    borrowing func detach() {
        var current = state.load(ordering: .relaxed)
        while current == Self.empty || current == Self.holding {
            let (exchanged, original) = state.compareExchange(
                expected: current,
                desired: Self.detached,
                successOrdering: .acquiringAndReleasing,
                failureOrdering: .relaxed
            )
            if exchanged {
                if current == Self.holding { disposeCell() }
                return
            }
            current = original
        }
    }

    /// `true` once the slot was released (or claimed). A relaxed load: sinks use it as their
    /// stopped flag on the per-element path.
    @inlinable
    var isReleased: Bool {
        state.load(ordering: .relaxed) >= Self.released
    }

    /// Marks the slot released without disposing what it holds yet, and returns the state it had:
    /// ``released`` when someone else got there first (``holding`` when there is something for
    /// ``disposeClaimed(_:)`` to dispose; ``empty`` or ``detached`` when there is not). A sink ending with a terminal event claims
    /// its slot before forwarding the event (the slot's state is its stopped flag, so one exchange
    /// does both) and disposes the subscription after, with ``disposeClaimed(_:)``.
    @inlinable
    borrowing func claim() -> Int {
        // Released already (a sink disposed after its terminal event, the common case): a plain load
        // says so without the exchange's atomic read-modify-write. `released` is final, so a load
        // that sees it cannot be wrong.
        var current = state.load(ordering: .relaxed)
        while current < Self.released {
            // A held subscription stays in the cell, claimed, so that a release during the
            // delivery of the terminal event can still dispose it.
            let desired = current == Self.holding ? Self.claimedHolding : Self.released
            let (exchanged, original) = state.compareExchange(
                expected: current,
                desired: desired,
                successOrdering: .acquiringAndReleasing,
                failureOrdering: .relaxed
            )
            if exchanged { return current }
            current = original
        }
        return Self.released
    }

    /// Disposes the subscription a ``claim()`` that returned `previous` took over; nothing when
    /// the slot was empty or already released. Only the claimer calls it, once.
    @inlinable
    borrowing func disposeClaimed(_ previous: Int) {
        guard previous == Self.holding else { return }
        // A release during the delivery may have disposed it already; then there is nothing left.
        let (exchanged, _) = state.compareExchange(
            expected: Self.claimedHolding,
            desired: Self.released,
            ordering: .acquiringAndReleasing
        )
        if exchanged { disposeCell() }
    }

    /// Takes the subscription out of the cell and disposes it. Only the one caller whose atomic
    /// operation moved the state away from `holding` or `claimedHolding`.
    @inlinable
    borrowing func disposeCell() {
        // The pointer is taken into a local first, as in `Mutex.withLock`: ThreadSanitizer reports
        // an inout access through `cell._address.pointee` as a write to the start of this struct,
        // which is `state`, and then as racing with the next atomic operation on it.
        let stored = cell._address
        let taken = stored.move()
        stored.initialize(to: VacantDisposable())
        taken.dispose()
    }
}
