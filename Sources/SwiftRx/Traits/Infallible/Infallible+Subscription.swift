extension InfallibleType {
    /// Subscribes with closures for elements, completion and the end of the subscription.
    ///
    /// The closures run on whatever scheduler delivers the events, one at a time. `onDisposed` runs
    /// once, after completion or when the subscription is disposed. `onNext` is `sending`, as in
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``: it may keep
    /// state of its own.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once, when the subscription ends for any reason.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    @_disfavoredOverload
    public func subscribe(
        onNext: sending ((Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures that also receive `object`, held weakly: once it is deallocated the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once the subscription ends.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onNext: sending ((Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with one closure that receives every event (never `.error`).
    ///
    /// - Parameter on: Called with each event, serially.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    @_disfavoredOverload
    public func subscribe(_ on: sending @escaping (Event<Element>) -> Void) -> any Disposable {
        asObservable().subscribe(on)
    }

    /// Subscribes `observer` to the sequence; it receives elements and completion, never an error.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}
