/// A sequence that shares one subscription to its source, made only when ``connect()`` is called.
///
/// Observers subscribe to it as to any sequence, but nothing flows until it is connected; then every
/// observer subscribed at the time receives the same events. Built by `multicast`, `publish`,
/// `replay` and `replayAll`; `refCount()` connects and disconnects it automatically.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes to the source, so its events reach the observers.
    ///
    /// Calling it while connected returns the current connection instead of subscribing again.
    /// - Returns: The connection; dispose it to unsubscribe from the source.
    func connect() -> any Disposable
}

/// The ``Observable`` subclass of connectable sequences: see ``ConnectableObservableType``.
///
/// Obtain one from `multicast`, `publish`, `replay` or `replayAll`; it cannot be subclassed outside
/// SwiftRx.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @usableFromInline
    override init() {
        super.init()
    }

    /// Subscribes to the source, so its events reach the observers.
    ///
    /// Calling it while connected returns the current connection instead of subscribing again.
    /// - Returns: The connection; dispose it to unsubscribe from the source.
    public func connect() -> any Disposable {
        preconditionFailure(
            "ConnectableObservable<\(Element.self)> is abstract; \(type(of: self)) must override connect().")
    }
}

extension ConnectableObservable: @unchecked Sendable where Element: Sendable {}
// Like Observable: immutable after construction; subclasses with state guard it themselves.
