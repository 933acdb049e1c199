/// The sequence `observe(on: MainScheduler.instance)` returns for a `Single`, `Maybe` or
/// `Completable`: the same trait, with its result delivered on the main thread, so the closures you
/// subscribe with may be isolated to the main actor.
///
/// It is to ``PrimitiveSequence`` what ``MainActorObservable`` is to ``Observable``. In a
/// `@MainActor` class, the `subscribe` methods take `@MainActor` closures that touch the class's
/// state directly:
///
/// ```swift
/// @MainActor final class ViewModel {
///     var user: User?
///     var failed = false
///     let bag = DisposeBag()
///     func load(_ request: Single<User>) {
///         request.observe(on: MainScheduler.instance)
///             .subscribe(
///                 onSuccess: { [weak self] in self?.user = $0 },
///                 onFailure: { [weak self] _ in self?.failed = true }
///             )
///             .disposed(by: bag)
///     }
/// }
/// ```
///
/// Every trait operator works on it as on any ``PrimitiveSequenceType`` and gives an ordinary trait;
/// where a `Single` (`Maybe`, `Completable`) is expected, Swift picks the `observe(on:)` that
/// returns one. `onDisposed` runs at once when the subscription is disposed on the main thread, and
/// is queued on the main queue otherwise.
///
/// ```
/// source (any thread):                    --(1|)
/// observe(on: MainScheduler.instance):    ---(1|)   (on the main actor)
/// ```
public struct MainActorPrimitiveSequence<Trait, Element: Sendable>: PrimitiveSequenceType, Sendable {
    /// The trait, with a main-actor observable as its source.
    public let primitiveSequence: PrimitiveSequence<Trait, Element>

    @usableFromInline
    init(_ source: MainActorObservable<Element>) {
        self.primitiveSequence = PrimitiveSequence(raw: source)
    }

    /// The sequence as a plain ``Observable``, still delivered on the main thread.
    ///
    /// - Returns: The trait's observable.
    public func asObservable() -> Observable<Element> {
        primitiveSequence.source
    }
}

extension MainActorPrimitiveSequence: ObservableConvertibleType {}

extension PrimitiveSequence where Element: Sendable {
    /// Delivers the result on the main thread, as a ``MainActorPrimitiveSequence``: the trait whose
    /// `subscribe` methods take `@MainActor` closures.
    ///
    /// The same delivery as ``observe(on:)->PrimitiveSequence<Trait,Element>`` with any other
    /// scheduler.
    ///
    /// ```
    /// source:                                 --(1|)
    /// observe(on: MainScheduler.instance):    ---(1|)   (on the main actor)
    /// ```
    ///
    /// - Parameter scheduler: A main scheduler, usually ``MainScheduler/instance``.
    /// - Returns: The same trait, delivered on the main thread.
    @inlinable
    public func observe(on scheduler: MainScheduler) -> MainActorPrimitiveSequence<Trait, Element> {
        MainActorPrimitiveSequence(source.observe(on: scheduler))
    }
}

extension MainActorPrimitiveSequence where Trait == SingleTrait {
    /// Subscribes with main-actor closures for the element and the error.
    ///
    /// The same contract as ``PrimitiveSequenceType/subscribe(onSuccess:onFailure:onDisposed:file:line:)``,
    /// on the main actor.
    ///
    /// - Parameters:
    ///   - onSuccess: Called on the main actor with the element.
    ///   - onFailure: Called on the main actor with the error; without it the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: Called on the main actor once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe(
        onSuccess: (@MainActor (Element) -> Void)? = nil,
        onFailure: (@MainActor (any Error) -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        primitiveSequence.subscribe(
            onSuccess: onSuccess.map(onMain),
            onFailure: onFailure.map(onMain),
            onDisposed: onDisposed.map(onMainEventually),
            file: file,
            line: line
        )
    }

    /// Subscribes with one main-actor closure that receives the result.
    ///
    /// - Parameter observer: Called once on the main actor, with `.success(element)` or
    ///   `.failure(error)`.
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe(_ observer: @escaping @MainActor (SingleEvent<Element>) -> Void) -> any Disposable {
        primitiveSequence.subscribe(onMain(observer))
    }

    /// Subscribes with main-actor closures that also receive `object`, held weakly: once it is
    /// deallocated the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained. `sending`: a `@MainActor` class is
    ///     `Sendable`; another object must not be used by the caller afterwards.
    ///   - onSuccess: Called on the main actor with the object and the element.
    ///   - onFailure: Called on the main actor with the object and the error.
    ///   - onDisposed: Called on the main actor with the object once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onSuccess: (@MainActor (Object, Element) -> Void)? = nil,
        onFailure: (@MainActor (Object, any Error) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onSuccess: onSuccess.map { handler in bound(weakObject, handler) },
            onFailure: onFailure.map { handler in bound(weakObject, handler) },
            onDisposed: onDisposed.map { handler in bound(weakObject, handler) },
            file: file,
            line: line
        )
    }
}

extension MainActorPrimitiveSequence where Trait == MaybeTrait {
    /// Subscribes with main-actor closures for each possible result.
    ///
    /// The same contract as
    /// ``PrimitiveSequenceType/subscribe(onSuccess:onError:onCompleted:onDisposed:file:line:)``, on
    /// the main actor.
    ///
    /// - Parameters:
    ///   - onSuccess: Called on the main actor with the element.
    ///   - onError: Called on the main actor with the error; without it the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onCompleted: Called on the main actor when the maybe ends without an element.
    ///   - onDisposed: Called on the main actor once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe(
        onSuccess: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (any Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        primitiveSequence.subscribe(
            onSuccess: onSuccess.map(onMain),
            onError: onError.map(onMain),
            onCompleted: onCompleted.map(onMain),
            onDisposed: onDisposed.map(onMainEventually),
            file: file,
            line: line
        )
    }

    /// Subscribes with one main-actor closure that receives the result.
    ///
    /// - Parameter observer: Called once on the main actor, with `.success(element)`, `.completed`
    ///   or `.error(error)`.
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe(_ observer: @escaping @MainActor (MaybeEvent<Element>) -> Void) -> any Disposable {
        primitiveSequence.subscribe(onMain(observer))
    }

    /// Subscribes with main-actor closures that also receive `object`, held weakly: once it is
    /// deallocated the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained; `sending`.
    ///   - onSuccess: Called on the main actor with the object and the element.
    ///   - onError: Called on the main actor with the object and the error.
    ///   - onCompleted: Called on the main actor with the object when the maybe ends empty.
    ///   - onDisposed: Called on the main actor with the object once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onSuccess: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, any Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onSuccess: onSuccess.map { handler in bound(weakObject, handler) },
            onError: onError.map { handler in bound(weakObject, handler) },
            onCompleted: onCompleted.map { handler in bound(weakObject, handler) },
            onDisposed: onDisposed.map { handler in bound(weakObject, handler) },
            file: file,
            line: line
        )
    }
}

extension MainActorPrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Subscribes with main-actor closures for completion and the error.
    ///
    /// The same contract as
    /// ``PrimitiveSequenceType/subscribe(onCompleted:onError:onDisposed:file:line:)``, on the main
    /// actor.
    ///
    /// - Parameters:
    ///   - onCompleted: Called on the main actor when the completable completes.
    ///   - onError: Called on the main actor with the error; without it the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: Called on the main actor once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe(
        onCompleted: (@MainActor () -> Void)? = nil,
        onError: (@MainActor (any Error) -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        primitiveSequence.subscribe(
            onCompleted: onCompleted.map(onMain),
            onError: onError.map(onMain),
            onDisposed: onDisposed.map(onMainEventually),
            file: file,
            line: line
        )
    }

    /// Subscribes with one main-actor closure that receives the result.
    ///
    /// - Parameter observer: Called once on the main actor, with `.completed` or `.error(error)`.
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe(_ observer: @escaping @MainActor (CompletableEvent) -> Void) -> any Disposable {
        primitiveSequence.subscribe(onMain(observer))
    }

    /// Subscribes with main-actor closures that also receive `object`, held weakly: once it is
    /// deallocated the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained; `sending`.
    ///   - onCompleted: Called on the main actor with the object on completion.
    ///   - onError: Called on the main actor with the object and the error.
    ///   - onDisposed: Called on the main actor with the object once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to cancel.
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onError: (@MainActor (Object, any Error) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onCompleted: onCompleted.map { handler in bound(weakObject, handler) },
            onError: onError.map { handler in bound(weakObject, handler) },
            onDisposed: onDisposed.map { handler in bound(weakObject, handler) },
            file: file,
            line: line
        )
    }
}
