import Synchronization

/// Disposes its inner disposable only when it has been disposed and every dependent disposable it
/// handed out has been disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the only stored property is a Mutex.
    private struct State {
        var inner: (any Disposable)?
        var count = 0
        var isPrimaryDisposed = false
    }

    private let state: Mutex<State>

    /// Wraps `disposable`.
    /// - Parameter disposable: Disposed once this and all its dependents are disposed.
    public init(disposable: any Disposable) {
        state = Mutex(State(inner: disposable))
    }

    /// Hands out a dependent disposable that keeps the inner disposable alive until disposed.
    /// - Returns: A dependent disposable, or a no-op one if the inner disposable is already gone.
    public func retain() -> any Disposable {
        let alive = state.withLock { state -> Bool in
            guard state.inner != nil else { return false }
            state.count += 1
            return true
        }
        guard alive else { return Disposables.create() }
        return RefCountInnerDisposable(parent: self)
    }

    /// `true` once the inner disposable has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.inner == nil }
    }

    /// Marks this disposable as disposed; the inner one is disposed when no dependents remain.
    public func dispose() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            guard let inner = state.inner, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.inner = nil
            return inner
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose = state.withLock { state -> (any Disposable)? in
            guard let inner = state.inner else { return nil }
            precondition(state.count > 0, "RefCountDisposable released more dependents than it handed out.")
            state.count -= 1
            guard state.count == 0, state.isPrimaryDisposed else { return nil }
            state.inner = nil
            return inner
        }
        toDispose?.dispose()
    }
}

private final class RefCountInnerDisposable: DisposeBase, Disposable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the stored properties are an
    // immutable reference to a Sendable parent and an Atomic.
    private let parent: RefCountDisposable
    private let disposed = Atomic<Bool>(false)

    init(parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            parent.release()
        }
    }
}
