import Synchronization

/// A group of disposables disposed together, to which disposables can be added and removed by key.
///
/// Adding to a composite that is already disposed disposes the new disposable at once.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the only stored property is a Mutex.
    /// Identifies a disposable added with ``insert(_:)``, for ``remove(for:)``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    fileprivate struct State {
        var disposables: [Int: any Disposable]? = [:]
        var nextKey = 0
    }

    private let state = Mutex(State())

    /// Makes an empty composite.
    public override init() {}

    /// Makes a composite holding the given disposables.
    public init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
        state.withLock { $0.insertAll([disposable1, disposable2]) }
    }

    /// Makes a composite holding the given disposables.
    public init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable) {
        state.withLock { $0.insertAll([disposable1, disposable2, disposable3]) }
    }

    /// Makes a composite holding the given disposables.
    public init(
        _ disposable1: any Disposable,
        _ disposable2: any Disposable,
        _ disposable3: any Disposable,
        _ disposable4: any Disposable,
        _ disposables: any Disposable...
    ) {
        let all = [disposable1, disposable2, disposable3, disposable4] + disposables
        state.withLock { $0.insertAll(all) }
    }

    /// Makes a composite holding every element of `disposables`.
    /// - Parameter disposables: The disposables to hold.
    public init(disposables: [any Disposable]) {
        state.withLock { $0.insertAll(disposables) }
    }

    /// Adds a disposable; disposes it at once if the composite is already disposed.
    /// - Parameter disposable: The disposable to add.
    /// - Returns: Its key, or `nil` if it was disposed at once.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Int? in
            guard state.disposables != nil else { return nil }
            return state.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// The number of disposables held.
    public var count: Int {
        state.withLock { $0.disposables?.count ?? 0 }
    }

    /// Removes the disposable with `key` and disposes it.
    /// - Parameter disposeKey: The key ``insert(_:)`` returned.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { $0.disposables?.removeValue(forKey: disposeKey.value) }
        removed?.dispose()
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.disposables == nil }
    }

    /// Disposes every disposable held, and every one added later.
    public func dispose() {
        let all = state.withLock { state -> [Int: any Disposable]? in
            defer { state.disposables = nil }
            return state.disposables
        }
        guard let all else { return }
        for key in all.keys.sorted() {
            all[key]?.dispose()
        }
    }
}

extension CompositeDisposable.State {
    fileprivate mutating func insert(_ disposable: any Disposable) -> Int {
        let key = nextKey
        nextKey += 1
        disposables?[key] = disposable
        return key
    }

    fileprivate mutating func insertAll(_ all: [any Disposable]) {
        for disposable in all {
            _ = insert(disposable)
        }
    }
}
