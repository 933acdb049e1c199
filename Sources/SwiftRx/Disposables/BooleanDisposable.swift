import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// A disposable that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    /// Makes a disposable that has not been disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// Makes a disposable in the given state.
    /// - Parameter isDisposed: Whether it starts out disposed.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
