extension InfallibleType {
    /// Sends every event of this sequence to each of `observers`, in order; no error can reach them.
    ///
    /// ```
    /// source:    --1--2--|
    /// observers: --1--2--|
    /// ```
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The binding; dispose it to stop.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        let handlers = observers.map { observer in observer.on }
        return asObservable().bind(to: AnyObserver { event in handlers.forEach { $0(event) } })
    }

    /// Sends every event of this sequence, with the elements wrapped in optionals, to each of
    /// `observers`, in order.
    ///
    /// - Parameter observers: Observers of optional elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        let handlers = observers.map { observer in observer.on }
        return asObservable().bind(to: AnyObserver { event in handlers.forEach { $0(event) } })
    }

    /// Passes this sequence to a binding function and returns its result.
    ///
    /// Lets a custom binding read like the built-in ones: `infallible.bind(to: myBinding)`.
    ///
    /// - Parameter binder: A function that subscribes to the sequence, usually returning a disposable.
    /// - Returns: What `binder` returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes this sequence to a curried binding function, then its result to `curriedArgument`.
    ///
    /// - Parameters:
    ///   - binder: A curried binding function.
    ///   - curriedArgument: The argument of the function `binder` returns.
    /// - Returns: What the binding function returns.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Sends every element of this sequence to `relays`; completion leaves them as they are.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return asObservable().subscribe(onNext: { element in relays.value.forEach { $0.accept(element) } })
    }

    /// Sends every element of this sequence, wrapped in an optional, to `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return asObservable().subscribe(onNext: { element in relays.value.forEach { $0.accept(element) } })
    }

    /// Makes every element of this sequence the value of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return asObservable().subscribe(onNext: { element in relays.value.forEach { $0.accept(element) } })
    }

    /// Makes every element of this sequence, wrapped in an optional, the value of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return asObservable().subscribe(onNext: { element in relays.value.forEach { $0.accept(element) } })
    }

    /// Sends every element of this sequence to `relays`, which buffer it for replay.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return asObservable().subscribe(onNext: { element in relays.value.forEach { $0.accept(element) } })
    }

    /// Sends every element of this sequence, wrapped in an optional, to `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return asObservable().subscribe(onNext: { element in relays.value.forEach { $0.accept(element) } })
    }

    /// Calls `onNext` with every element of this sequence.
    ///
    /// `onNext` is `sending`: the binding becomes its only owner, so it may keep state of its own.
    ///
    /// - Parameter onNext: Called with each element, on the thread that delivers it.
    /// - Returns: The binding; dispose it to stop.
    @_disfavoredOverload
    public func bind(onNext: sending @escaping (Element) -> Void) -> any Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Calls `onNext` with `object` (held weakly) and every element of this sequence, while the
    /// object lives.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; not retained.
    ///   - onNext: Called with the object and each element.
    /// - Returns: The binding; dispose it to stop.
    @_disfavoredOverload
    public func bind<Object: AnyObject>(
        with object: sending Object,
        onNext: sending @escaping (Object, Element) -> Void
    ) -> any Disposable {
        asObservable().subscribe(with: object, onNext: onNext)
    }
}
