/// A type-erased observer: forwards every event to the observer or closure it wraps.
///
/// `AnyObserver` is `Sendable`: the observers SwiftRx hands out (to `create` handlers, for example)
/// are safe to call from any thread, one event at a time.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    // Immutable; the wrapped handler is called serially per the Rx grammar.

    /// The closure type an `AnyObserver` can wrap.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    /// Wraps a closure that receives every event.
    /// - Parameter eventHandler: The closure called with each event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Wraps any observer.
    /// - Parameter observer: The observer that receives the events.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards the event to the wrapped observer.
    /// - Parameter event: The event to deliver.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases the type of this observer.
    /// - Returns: An `AnyObserver` that forwards to `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms each element with `transform` before passing it to `self`.
    ///
    /// An error thrown by `transform` is delivered to `self` as an `error` event.
    /// - Parameter transform: Maps the new observer's elements to this observer's elements.
    /// - Returns: An observer of `Result` elements.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
