/// The sequence `observe(on: MainScheduler.instance)` returns for an ``Infallible``: an infallible
/// sequence whose events all arrive on the main thread, so the closures you subscribe with may be
/// isolated to the main actor.
///
/// It is to ``Infallible`` what ``MainActorObservable`` is to ``Observable``. In a `@MainActor`
/// class, `subscribe(onNext:onCompleted:onDisposed:)`, `subscribe(with:…)`, `bind(onNext:)` and
/// `bind(with:onNext:)` take `@MainActor` closures that touch the class's state directly:
///
/// ```swift
/// @MainActor final class ViewModel {
///     var count = 0
///     let bag = DisposeBag()
///     func bind(_ ticks: Infallible<Int>) {
///         ticks.observe(on: MainScheduler.instance)
///             .subscribe(onNext: { [weak self] in self?.count = $0 })
///             .disposed(by: bag)
///     }
/// }
/// ```
///
/// Every other operator works on it as on any ``InfallibleType`` and gives an ordinary
/// ``Infallible``; where an `Infallible` is expected (a stored property, a return type), Swift picks
/// the `observe(on:)` that returns one.
///
/// ```
/// source (any thread):                    --1--2--|
/// observe(on: MainScheduler.instance):    ---1--2--|   (on the main actor)
/// ```
public struct MainActorInfallible<Element: Sendable>: InfallibleType, Sendable {
    /// The main-actor observable the events come from.
    @usableFromInline
    let source: MainActorObservable<Element>

    @usableFromInline
    init(_ source: MainActorObservable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable`` (which never fails), still delivered on the main thread.
    ///
    /// - Returns: The main-actor observable.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The sequence as an ordinary ``Infallible``.
    ///
    /// - Returns: The same events, typed as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(source)
    }

    /// Subscribes with main-actor closures for elements, completion and the end of the subscription.
    ///
    /// The same contract as ``InfallibleType/subscribe(onNext:onCompleted:onDisposed:)``, with every
    /// event delivered on the main actor; `onDisposed` runs at once when the subscription is
    /// disposed on the main thread, and is queued on the main queue otherwise.
    ///
    /// - Parameters:
    ///   - onNext: Called on the main actor with each element.
    ///   - onCompleted: Called on the main actor when the sequence completes.
    ///   - onDisposed: Called on the main actor once the subscription ends for any reason.
    /// - Returns: The subscription; dispose it to stop receiving events.
    public func subscribe(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with main-actor closures that also receive `object`, held weakly: once it is
    /// deallocated the closures are no longer called (`onDisposed` still runs if it is alive then).
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained. `sending`: a `@MainActor` class is
    ///     `Sendable`; another object must not be used by the caller afterwards.
    ///   - onNext: Called on the main actor with the object and each element.
    ///   - onCompleted: Called on the main actor with the object when the sequence completes.
    ///   - onDisposed: Called on the main actor with the object once the subscription ends.
    /// - Returns: The subscription; dispose it to stop receiving events.
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Binds each element to a main-actor closure.
    ///
    /// - Parameter onNext: Called on the main actor with each element.
    /// - Returns: The binding; dispose it to stop.
    public func bind(onNext: @escaping @MainActor (Element) -> Void) -> any Disposable {
        source.subscribe(onNext: onNext)
    }

    /// Binds each element, with `object` (held weakly), to a main-actor closure, while the object
    /// lives.
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; not retained. `sending`, as in
    ///     ``subscribe(with:onNext:onCompleted:onDisposed:)``.
    ///   - onNext: Called on the main actor with the object and each element.
    /// - Returns: The binding; dispose it to stop.
    public func bind<Object: AnyObject>(
        with object: sending Object,
        onNext: @escaping @MainActor (Object, Element) -> Void
    ) -> any Disposable {
        source.subscribe(with: object, onNext: onNext)
    }
}

extension InfallibleType where Element: Sendable {
    /// Delivers every event on the main thread, in order, as a ``MainActorInfallible``: the
    /// infallible sequence whose `subscribe` and `bind` take `@MainActor` closures.
    ///
    /// The same delivery as ``observe(on:)->Infallible<Self.Element>`` with any other scheduler.
    ///
    /// ```
    /// source (any thread):                    --1--2--|
    /// observe(on: MainScheduler.instance):    ---1--2--|   (on the main actor)
    /// ```
    ///
    /// - Parameter scheduler: A main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The events, delivered on the main thread.
    @inlinable
    public func observe(on scheduler: MainScheduler) -> MainActorInfallible<Element> {
        MainActorInfallible(asObservable().observe(on: scheduler))
    }

    /// ``debounce(_:scheduler:)->Infallible<Self.Element>`` on the main scheduler, delivered on the
    /// main actor (see ``ObservableType/debounce(_:scheduler:)->MainActorObservable<Self.Element>``).
    ///
    /// ```
    /// source (any thread):           -12-----3---|
    /// debounce(2, scheduler: main):  ----2-----3-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its last element is sent.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The debounced sequence, as a ``MainActorInfallible``.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: MainScheduler) -> MainActorInfallible<Element> {
        MainActorInfallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// ``throttle(_:latest:scheduler:)->Infallible<Self.Element>`` on the main scheduler, delivered
    /// on the main actor.
    ///
    /// ```
    /// source (any thread):           1-2-------3-|
    /// throttle(3, scheduler: main):  1--2------3-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two sent elements.
    ///   - latest: Whether the last element of a throttled span is sent when the span ends.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The throttled sequence, as a ``MainActorInfallible``.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: MainScheduler
    ) -> MainActorInfallible<Element> {
        MainActorInfallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// ``delay(_:scheduler:)->Infallible<Self.Element>`` on the main scheduler, delivered on the
    /// main actor.
    ///
    /// ```
    /// source (any thread):       -1-2-|
    /// delay(2, scheduler: main): ---1-2-|   (on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back.
    ///   - scheduler: The main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The delayed sequence, as a ``MainActorInfallible``.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: MainScheduler) -> MainActorInfallible<Element> {
        MainActorInfallible(asObservable().delay(dueTime, scheduler: scheduler))
    }
}
