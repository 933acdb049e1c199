/// A type-erased observer: forwards every event to the observer or closure it wraps.
///
/// `AnyObserver` is `Sendable` when its elements are: the observers SwiftRx hands out (to `create`
/// handlers, for example) may then be called from any thread, one event at a time. An observer of
/// non-`Sendable` elements stays in the isolation region it was handed to, so Swift 6 rejects code
/// that would send such elements in from another thread.
public struct AnyObserver<Element>: ObserverType {

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

// Immutable; the wrapped handler is called serially per the Rx grammar, and the observers SwiftRx
// wraps guard their own state. Only the elements decide whether events may cross threads.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}

/// The observer behind a trait's `@Sendable` callback (`Single.create`'s `SingleObserver`,
/// `Infallible.create`'s, `NotificationCenter`'s block): it forwards to an `AnyObserver` whatever the
/// element type.
///
/// Unchecked because such a callback may be called from any thread even when `Element` is not
/// `Sendable`, as RxSwift's may. That moves nothing that is shared: a caller on another thread is
/// itself a `@Sendable` closure, which cannot capture a non-`Sendable` value, so the element it
/// passes was made on that thread and has no other owner; the observer's own state is guarded by
/// the sink it forwards to, and the grammar keeps its calls serial.
@usableFromInline
struct CallbackObserver<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline
    let base: AnyObserver<Element>

    @inlinable
    init(_ base: AnyObserver<Element>) {
        self.base = base
    }

    @inlinable
    func on(_ event: Event<Element>) {
        base.on(event)
    }
}
