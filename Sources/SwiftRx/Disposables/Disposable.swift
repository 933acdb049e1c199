/// A resource that can be released: a subscription, a scheduled action, anything with a lifetime.
///
/// `dispose()` must be idempotent and safe to call from any thread.
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it again has no effect.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}
