// The one implementation behind `drive(...)` (Driver) and `emit(...)` (Signal): both subscribe from
// the main thread, report a call from another thread through `Hooks`, and run main-actor closures on
// the main actor. The public entry points only name the operation and pass their arguments on.

/// A relay as `drive(...)` and `emit(...)` see it: it takes elements with `accept(_:)` and never ends.
@usableFromInline
protocol ElementAcceptingRelay<Element>: AnyObject {
    associatedtype Element
    func accept(_ event: Element)
}

extension BehaviorRelay: ElementAcceptingRelay {}
extension PublishRelay: ElementAcceptingRelay {}
extension ReplayRelay: ElementAcceptingRelay {}

extension SharedSequenceConvertibleType {
    /// Subscribes each observer, in order, after checking the main thread for `operatorName`.
    @inlinable
    func consume(
        _ operatorName: String,
        observers: [(Event<Element>) -> Void],
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        MainThreadDelivery.subscribe(
            asObservable(),
            operatorName: operatorName,
            observers: observers,
            file: file,
            line: line
        )
    }

    /// Subscribes each of `observers`, in order.
    @inlinable
    func consume<Observer: ObserverType>(
        _ operatorName: String,
        observers: [Observer],
        file: StaticString,
        line: UInt
    ) -> any Disposable where Observer.Element == Element {
        consume(operatorName, observers: observers.map { observer in { observer.on($0) } }, file: file, line: line)
    }

    /// Subscribes each of `observers`, in order, with every element wrapped in an optional.
    @inlinable
    func consume<Observer: ObserverType>(
        _ operatorName: String,
        observers: [Observer],
        file: StaticString,
        line: UInt
    ) -> any Disposable where Observer.Element == Element? {
        let forward = observers.map { observer in { (event: Event<Element>) in observer.on(event.map { $0 }) } }
        return consume(operatorName, observers: forward, file: file, line: line)
    }

    /// Gives every element to each of `relays`.
    @inlinable
    func consume<Relay: ElementAcceptingRelay>(
        _ operatorName: String,
        relays: [Relay],
        file: StaticString,
        line: UInt
    ) -> any Disposable where Relay.Element == Element {
        consume(operatorName, accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
    }

    /// Gives every element, wrapped in an optional, to each of `relays`.
    @inlinable
    func consume<Relay: ElementAcceptingRelay>(
        _ operatorName: String,
        relays: [Relay],
        file: StaticString,
        line: UInt
    ) -> any Disposable where Relay.Element == Element? {
        consume(operatorName, accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
    }

    /// Gives every element to each of `accept` (the `accept` methods of relays); completion only ends
    /// the subscription, since a relay cannot end.
    @inlinable
    func consume(
        _ operatorName: String,
        accepting accept: [(Element) -> Void],
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        let forward: (Event<Element>) -> Void = { event in
            if case .next(let element) = event {
                for relay in accept { relay(element) }
            }
        }
        return consume(operatorName, observers: [forward], file: file, line: line)
    }

    /// Subscribes main-actor closures.
    @inlinable
    func consume(
        _ operatorName: String,
        onNext: (@MainActor (Element) -> Void)?,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@MainActor () -> Void)?,
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        MainThreadDelivery.subscribe(
            asObservable(),
            operatorName: operatorName,
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            file: file,
            line: line
        )
    }

    /// Subscribes main-actor closures that also receive `object`, held weakly.
    @inlinable
    func consume<Object: AnyObject>(
        _ operatorName: String,
        with object: sending Object,
        onNext: (@MainActor (Object, Element) -> Void)?,
        onCompleted: (@MainActor (Object) -> Void)?,
        onDisposed: (@MainActor (Object) -> Void)?,
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        MainThreadDelivery.subscribe(
            asObservable(),
            operatorName: operatorName,
            with: object,
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            file: file,
            line: line
        )
    }
}
