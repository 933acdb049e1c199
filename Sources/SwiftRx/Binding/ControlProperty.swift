/// A type that is, or can present itself as, a ``ControlProperty``: a UI value that can be observed
/// and set.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a ``ControlProperty``.
    ///
    /// - Returns: The control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A two-way UI value, such as the text of a text field: observe it to receive the current value
/// and every change, send it values to set it.
///
/// Its promises, as with RxCocoa: observing it never fails; subscription happens on the main
/// thread (`subscribe(on: ConcurrentMainScheduler.instance)`), so a new observer receives the
/// current value first; elements are delivered where the source delivers them (the main thread
/// for a UI control). Sending a value goes to the value sink. It is not shared: each observer
/// subscribes to the values separately.
///
/// ```
/// values:     "a"---"ab"---"abc"--
/// observer:   "a"---"ab"---"abc"--     (the first element is the current value)
/// changed:    ------"ab"---"abc"--
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's value.
    public typealias Element = PropertyType

    @usableFromInline
    let values: Observable<PropertyType>
    @usableFromInline
    let valueSink: AnyObserver<PropertyType>

    /// Makes a control property from the sequence of its values and the observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The current value on subscription, then every change; must not fail. It is
    ///     subscribed on the main thread.
    ///   - valueSink: Sets the property to each element it receives.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where PropertyType: Sendable, Values.Element == PropertyType, Sink.Element == PropertyType {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values: the current value first, then every change.
    ///
    /// - Parameter observer: The observer that receives the values.
    /// - Returns: The subscription; dispose it to stop observing.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    /// The property's values as a plain ``Observable``.
    ///
    /// - Returns: The values: the current one on subscription, then every change.
    @inlinable
    public func asObservable() -> Observable<PropertyType> {
        values
    }

    /// Returns `self`.
    ///
    /// - Returns: `self`.
    @inlinable
    public func asControlProperty() -> ControlProperty<PropertyType> {
        self
    }

    /// Sets the property: a `next` element goes to the value sink, and so does completion. An error
    /// cannot be applied to a property: it is reported through ``Hooks/defaultErrorHandler`` and
    /// dropped.
    ///
    /// - Parameter event: The event to apply.
    public func on(_ event: Event<PropertyType>) {
        switch event {
        case .next, .completed:
            valueSink.on(event)
        case .error(let error):
            Hooks.reportUnhandledError(
                BindingError(target: "a ControlProperty<\(PropertyType.self)>", underlying: error),
                location: nil
            )
        }
    }
}

extension ControlProperty: Sendable where PropertyType: Sendable {}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string: observing it gives `""` for `nil`, and the
    /// values sent to it are set as non-`nil` strings.
    ///
    /// ```
    /// text:     "a"--nil--"b"--
    /// orEmpty:  "a"--""---"b"--
    /// ```
    public var orEmpty: ControlProperty<String> {
        let property = asControlProperty()
        return ControlProperty<String>(
            values: property.values.map { $0 ?? "" },
            valueSink: property.valueSink.mapObserver { Optional($0) }
        )
    }
}

extension ControlProperty where PropertyType: Sendable {
    /// The changes of the property, without its current value on subscription.
    ///
    /// ```
    /// property:  "a"--"b"--"c"--
    /// changed:   -----"b"--"c"--
    /// ```
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }
}
