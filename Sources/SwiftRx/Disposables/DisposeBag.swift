import Synchronization

/// Collects disposables and disposes them all when the bag is deallocated.
///
/// Keep a bag as a property of the object that owns the subscriptions; when the object goes away,
/// so do its subscriptions. Adding to a bag that is being deallocated disposes the new disposable
/// at once.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // Restated because DisposeBase's conformance is unchecked; the only stored property is a Mutex.
    private struct State: Sendable {
        var disposables: [any Disposable] = []
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// Makes an empty bag.
    public override init() {}

    /// Makes a bag holding the given disposables.
    /// - Parameter disposables: The disposables to hold.
    public convenience init(disposing disposables: any Disposable...) {
        self.init()
        state.withLock { $0.disposables = disposables }
    }

    /// Makes a bag holding the disposables a result builder returns.
    /// - Parameter disposables: The builder that returns the disposables.
    public convenience init(@DisposableBuilder builder disposables: () -> [any Disposable]) {
        self.init()
        let all = disposables()
        state.withLock { $0.disposables = all }
    }

    /// Makes a bag holding every element of `disposables`.
    /// - Parameter disposables: The disposables to hold.
    public convenience init(disposing disposables: [any Disposable]) {
        self.init()
        state.withLock { $0.disposables = disposables }
    }

    /// Adds a disposable to be disposed with the bag.
    /// - Parameter disposable: The disposable to add.
    public func insert(_ disposable: any Disposable) {
        insert([disposable])
    }

    /// Adds several disposables.
    public func insert(_ disposables: any Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables a result builder returns.
    /// - Parameter builder: The builder that returns the disposables.
    public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
        insert(builder())
    }

    /// Adds every element of `disposables`.
    /// - Parameter disposables: The disposables to add.
    public func insert(_ disposables: [any Disposable]) {
        let rejected = state.withLock { state -> [any Disposable] in
            if state.isDisposed { return disposables }
            state.disposables.append(contentsOf: disposables)
            return []
        }
        for disposable in rejected {
            disposable.dispose()
        }
    }

    deinit {
        let all = state.withLock { state -> [any Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in all {
            disposable.dispose()
        }
    }

    /// Builds an array of disposables from a list of statements.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
    /// - Parameter bag: The bag that will own this disposable.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
