import Synchronization

/// Disposes its inner disposable on a scheduler, for resources that must be released on a given
/// thread or queue.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the inner disposable is disposed on.
    public let scheduler: any ImmediateSchedulerType

    private let inner: Mutex<(any Disposable)?>

    /// Wraps `disposable` so that it is disposed on `scheduler`.
    /// - Parameters:
    ///   - scheduler: Where the disposal runs.
    ///   - disposable: The disposable to release there.
    public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
        self.scheduler = scheduler
        self.inner = Mutex(disposable)
    }

    /// `true` once the inner disposable has been taken for disposal.
    public var isDisposed: Bool {
        inner.withLock { $0 == nil }
    }

    /// Schedules the disposal of the inner disposable.
    public func dispose() {
        _ = scheduler.schedule(()) { [self] _ in
            let disposable = inner.withLock { inner in
                defer { inner = nil }
                return inner
            }
            disposable?.dispose()
            return Disposables.create()
        }
    }
}
