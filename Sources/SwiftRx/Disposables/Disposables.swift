import Synchronization

/// Factory functions for the common disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing when disposed.
    /// - Returns: A no-op disposable: an empty value, so returning one allocates nothing and touches no
    ///   shared reference count.
    @inlinable
    public static func create() -> any Disposable {
        VacantDisposable()
    }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    /// - Parameter dispose: The action to run.
    /// - Returns: A cancelable disposable.
    public static func create(with dispose: @escaping @Sendable () -> Void) -> any Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments, once.
    /// - Returns: A cancelable disposable.
    public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three arguments, once.
    /// - Returns: A cancelable disposable.
    public static func create(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable
    ) -> any Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of its arguments, once.
    /// - Returns: A cancelable disposable.
    public static func create(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable,
        _ disposables: any Disposable...
    ) -> any Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables`, once.
    /// - Parameter disposables: The disposables to dispose together.
    /// - Returns: A cancelable disposable.
    public static func create(_ disposables: [any Disposable]) -> any Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// What `Disposables.create()` returns, and what an ``UpstreamSlot`` holds when it holds no
/// subscription: an empty struct, so storing it costs no allocation and no reference counting.
@usableFromInline
struct VacantDisposable: Disposable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}

/// Runs an action the first time it is disposed.
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the only stored property is a Mutex.
    private let action: Mutex<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Mutex(action)
    }

    var isDisposed: Bool {
        action.withLock { $0 == nil }
    }

    func dispose() {
        let action = self.action.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}

/// Disposes two disposables, once.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the only stored property is a Mutex.
    private let pair: Mutex<(first: any Disposable, second: any Disposable)?>

    init(_ first: any Disposable, _ second: any Disposable) {
        self.pair = Mutex((first, second))
    }

    var isDisposed: Bool {
        pair.withLock { $0 == nil }
    }

    func dispose() {
        let pair = self.pair.withLock { pair in
            defer { pair = nil }
            return pair
        }
        pair?.first.dispose()
        pair?.second.dispose()
    }
}
