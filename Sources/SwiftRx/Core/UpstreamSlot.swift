import Synchronization

/// Holds the one upstream subscription of a sink or observer, and releases it exactly once.
///
/// The subscription is usually stored after the source's `subscribe` returns, which may be after the
/// sink was disposed (a synchronous terminal event, or a dispose from another thread); ``set(_:)``
/// then disposes it at once. ``release()`` returns `true` only for its first caller.
@usableFromInline
struct UpstreamSlot: ~Copyable, Sendable {
    @usableFromInline
    enum State: Sendable {
        case empty
        case set(any Disposable)
        case released
    }

    @usableFromInline
    let state = Mutex<State>(.empty)

    @inlinable
    init() {}

    /// Stores `disposable`, or disposes it at once if the slot was already released.
    @inlinable
    borrowing func set(_ disposable: any Disposable) {
        let accepted = state.withLock { state -> Bool in
            guard case .empty = state else { return false }
            state = .set(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Releases the slot and disposes what it held. Returns `true` for the first call only.
    @inlinable
    @discardableResult
    borrowing func release() -> Bool {
        let previous = state.withLock { state -> State in
            defer { state = .released }
            return state
        }
        switch previous {
        case .empty:
            return true
        case .set(let disposable):
            disposable.dispose()
            return true
        case .released:
            return false
        }
    }
}
