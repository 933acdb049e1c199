import Synchronization

/// Holds one disposable that is assigned after creation, exactly once.
///
/// If it is disposed before the assignment, the disposable assigned later is disposed at once.
/// Assigning a second time is a programming error and stops the program with a message.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the stored properties are a Mutex
    // and an Atomic.
    private enum State {
        case empty
        case assigned(any Disposable)
        case disposed
    }

    private let state = Mutex<State>(.empty)
    private let assignedOnce = Atomic<Bool>(false)

    /// Makes an empty single-assignment disposable.
    public override init() {}

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock {
            if case .disposed = $0 { return true }
            return false
        }
    }

    /// Assigns the inner disposable; disposes it at once if this is already disposed.
    /// - Parameter disposable: The disposable to hold.
    public func setDisposable(_ disposable: any Disposable) {
        rxPrecondition(
            !assignedOnce.exchange(true, ordering: .acquiringAndReleasing),
            "SingleAssignmentDisposable.setDisposable was called twice; use a SerialDisposable to replace a disposable."
        )
        let disposeNow = state.withLock { state -> Bool in
            if case .disposed = state { return true }
            state = .assigned(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the inner disposable, if any, and every one assigned later.
    public func dispose() {
        let previous = state.withLock { state -> State in
            defer { state = .disposed }
            return state
        }
        if case .assigned(let disposable) = previous {
            disposable.dispose()
        }
    }
}
