import Synchronization

/// Holds a replaceable disposable: assigning a new one disposes the previous one.
///
/// Once disposed, every disposable assigned afterwards is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the only stored property is a Mutex.
    private struct State {
        var current: (any Disposable)?
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// Makes an empty serial disposable.
    public override init() {}

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current inner disposable. Setting it disposes the one it replaces, or the new one if this
    /// serial disposable is already disposed.
    public var disposable: any Disposable {
        get {
            state.withLock { $0.current } ?? Disposables.create()
        }
        set {
            let toDispose = state.withLock { state -> (any Disposable)? in
                if state.isDisposed { return newValue }
                defer { state.current = newValue }
                return state.current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current inner disposable and every one assigned later.
    public func dispose() {
        let current = state.withLock { state -> (any Disposable)? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
