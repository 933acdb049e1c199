/// A type that is, or can present itself as, a ``ControlEvent``: a stream of UI events.
public protocol ControlEventType: ObservableType {
    /// The value as a ``ControlEvent``.
    ///
    /// - Returns: The control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// A stream of UI events, such as the taps of a button.
///
/// Its promises, as with RxCocoa: it never fails; it does not send an initial value on
/// subscription; subscription happens on the main thread (`subscribe(on:
/// ConcurrentMainScheduler.instance)`); elements are delivered where the source delivers them (the
/// main thread for a UI control). It completes when the control goes away.
///
/// ```
/// events:   ---tap------tap--|
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    @usableFromInline
    let events: Observable<PropertyType>

    /// Makes a control event from the sequence of its events.
    ///
    /// - Parameter events: The events; must not fail. It is subscribed on the main thread.
    public init<Ev: ObservableType>(events: Ev) where PropertyType: Sendable, Ev.Element == PropertyType {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription; dispose it to stop observing.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    /// The events as a plain ``Observable``.
    ///
    /// - Returns: The events.
    @inlinable
    public func asObservable() -> Observable<PropertyType> {
        events
    }

    /// Returns `self`.
    ///
    /// - Returns: `self`.
    @inlinable
    public func asControlEvent() -> ControlEvent<PropertyType> {
        self
    }
}

extension ControlEvent: Sendable where PropertyType: Sendable {}
