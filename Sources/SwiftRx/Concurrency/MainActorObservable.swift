import Dispatch

/// The sequence `observe(on: MainScheduler.instance)` returns: an ``Observable`` whose events all
/// arrive on the main thread, so the closures you subscribe with may be isolated to the main actor.
///
/// In a `@MainActor` class (a view model, a view controller) the closures below can touch the
/// class's state directly, with no `MainActor.assumeIsolated`, `Binder` or `Driver` in between:
///
/// ```swift
/// @MainActor final class ViewModel {
///     var last = 0
///     let bag = DisposeBag()
///     func bind(_ source: Observable<Int>) {
///         source.observe(on: MainScheduler.instance)
///             .subscribe(onNext: { [weak self] value in self?.last = value })
///             .disposed(by: bag)
///     }
/// }
/// ```
///
/// `subscribe(onNext:onError:onCompleted:onDisposed:)`, `subscribe(with:…)`, `bind(onNext:)`,
/// `bind(with:onNext:)` and `do(onNext:…)` take `@MainActor` closures here. They run on the main
/// actor because every event comes through the main scheduler: each call checks that it is on the
/// main thread (`MainActor.assumeIsolated`) and stops the program if it is not, so a main-actor
/// closure can never run elsewhere. `onDisposed` runs at once when the subscription is disposed on
/// the main thread, and is queued on the main queue when it is disposed on another thread.
///
/// It is still an `Observable<Element>`: storing it as one, or applying any other operator, gives
/// the ordinary `@Sendable` forms. The elements must be `Sendable`, since they cross to the main
/// thread.
///
/// ```
/// source (any thread):                    --1--2--3--|
/// observe(on: MainScheduler.instance):    ---1--2--3--|   (on the main thread)
/// ```
public final class MainActorObservable<Element: Sendable>: Observable<Element> {
    /// The `observe(on:)` sequence this one forwards to.
    @usableFromInline
    let source: Observable<Element>

    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
        super.init()
    }

    @usableFromInline
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        source._subscribe(observer)
    }

    /// Subscribes with main-actor closures for each kind of event.
    ///
    /// The same contract as ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``,
    /// with every event delivered on the main actor.
    ///
    /// - Parameters:
    ///   - onNext: Called on the main actor with each element.
    ///   - onError: Called on the main actor with the error that ends the sequence; without it the
    ///     error goes to ``Hooks/defaultErrorHandler``.
    ///   - onCompleted: Called on the main actor when the sequence completes.
    ///   - onDisposed: Called on the main actor once the subscription ends for any reason.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to stop receiving events.
    public func subscribe(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (any Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        source.subscribe(
            onNext: onNext.map(onMain),
            onError: onError.map(onMain),
            onCompleted: onCompleted.map(onMain),
            onDisposed: onDisposed.map(onMainEventually),
            file: file,
            line: line
        )
    }

    /// Subscribes with main-actor closures that also receive `object`, which is held weakly: once
    /// it is deallocated, elements and terminal events are no longer passed on (`onDisposed` still
    /// runs, if the object is alive then).
    ///
    /// The object is `sending`: it is handed to the main actor, so it must be `Sendable` (a
    /// `@MainActor` class is) or not used by the caller afterwards.
    ///
    /// - Parameters:
    ///   - object: The object passed to the closures; not retained.
    ///   - onNext: Called on the main actor with the object and each element.
    ///   - onError: Called on the main actor with the object and the error that ends the sequence.
    ///   - onCompleted: Called on the main actor with the object when the sequence completes.
    ///   - onDisposed: Called on the main actor with the object once the subscription ends.
    ///   - file: The file of the call, named when an error reaches no handler (filled in for you).
    ///   - line: The line of the call, named when an error reaches no handler (filled in for you).
    /// - Returns: The subscription; dispose it to stop receiving events.
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, any Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onNext: onNext.map { handler in bound(weakObject, handler) },
            onError: onError.map { handler in bound(weakObject, handler) },
            onCompleted: onCompleted.map { handler in bound(weakObject, handler) },
            onDisposed: onDisposed.map { handler in bound(weakObject, handler) },
            file: file,
            line: line
        )
    }

    /// Binds each element to a main-actor closure; an error is a binding mistake, reported to
    /// ``Hooks/defaultErrorHandler`` with the place of this call.
    ///
    /// - Parameters:
    ///   - onNext: Called on the main actor with each element.
    ///   - file: The file of the call, named when the bound sequence fails (filled in for you).
    ///   - line: The line of the call, named when the bound sequence fails (filled in for you).
    /// - Returns: The binding; dispose it to stop.
    public func bind(
        onNext: @escaping @MainActor (Element) -> Void,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        source.bind(reportingErrorsAs: "bind(onNext:)", onNext: onMain(onNext), file: file, line: line)
    }

    /// Binds each element, with `object`, to a main-actor closure; `object` is held weakly and
    /// elements that arrive after it is gone are dropped.
    ///
    /// - Parameters:
    ///   - object: The object passed to the closure; not retained. `sending`, as in
    ///     ``subscribe(with:onNext:onError:onCompleted:onDisposed:file:line:)``.
    ///   - onNext: Called on the main actor with the object and each element.
    ///   - file: The file of the call, named when the bound sequence fails (filled in for you).
    ///   - line: The line of the call, named when the bound sequence fails (filled in for you).
    /// - Returns: The binding; dispose it to stop.
    public func bind<Object: AnyObject>(
        with object: sending Object,
        onNext: @escaping @MainActor (Object, Element) -> Void,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return bind(
            onNext: bound(weakObject, onNext),
            file: file,
            line: line
        )
    }

    /// Runs main-actor side effects for each event, then passes it on unchanged.
    ///
    /// The same contract as ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``;
    /// the event handlers run on the main actor, where the events arrive. `onSubscribe`,
    /// `onSubscribed` and `onDispose` run on the thread that subscribes or disposes, so they stay
    /// `@Sendable`. The result is again a `MainActorObservable`.
    ///
    /// ```
    /// source:            --1--2--|
    /// do(onNext: log):   --1--2--|     (log(1), log(2) on the main actor)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is passed on; an error it throws ends the
    ///     sequence.
    ///   - afterNext: Called with each element after it was passed on.
    ///   - onError: Called with the error before it is passed on.
    ///   - afterError: Called with the error after it was passed on.
    ///   - onCompleted: Called before completion is passed on.
    ///   - afterCompleted: Called after completion was passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source was subscribed.
    ///   - onDispose: Called after the subscription was disposed.
    /// - Returns: The source's events, unchanged, still delivered on the main actor.
    public func `do`(
        onNext: (@MainActor (Element) throws -> Void)? = nil,
        afterNext: (@MainActor (Element) throws -> Void)? = nil,
        onError: (@MainActor (any Error) throws -> Void)? = nil,
        afterError: (@MainActor (any Error) throws -> Void)? = nil,
        onCompleted: (@MainActor () throws -> Void)? = nil,
        afterCompleted: (@MainActor () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> MainActorObservable<Element> {
        MainActorObservable(
            source.do(
                onNext: onNext.map(onMainThrowing),
                afterNext: afterNext.map(onMainThrowing),
                onError: onError.map(onMainThrowing),
                afterError: afterError.map(onMainThrowing),
                onCompleted: onCompleted.map(onMainThrowing),
                afterCompleted: afterCompleted.map(onMainThrowing),
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}

// Immutable; its elements are `Sendable` by its generic signature.
extension MainActorObservable: @unchecked Sendable {}

/// `handler`, called on the main actor from the main thread where the main scheduler delivers.
@usableFromInline
func onMain<Value: Sendable>(_ handler: @escaping @MainActor (Value) -> Void) -> @Sendable (Value) -> Void {
    { value in MainActor.assumeIsolated { handler(value) } }
}

/// `handler`, called on the main actor from the main thread where the main scheduler delivers.
@usableFromInline
func onMain(_ handler: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
    { MainActor.assumeIsolated { handler() } }
}

/// `handler`, called on the main actor from the main thread where the main scheduler delivers.
@usableFromInline
func onMainThrowing<Value: Sendable>(
    _ handler: @escaping @MainActor (Value) throws -> Void
) -> @Sendable (Value) throws -> Void {
    { value in try MainActor.assumeIsolated { try handler(value) } }
}

/// `handler`, called on the main actor from the main thread where the main scheduler delivers.
@usableFromInline
func onMainThrowing(_ handler: @escaping @MainActor () throws -> Void) -> @Sendable () throws -> Void {
    { try MainActor.assumeIsolated { try handler() } }
}

/// `handler`, run on the main actor: at once when called on the main queue (the main thread, or the
/// thread serving the main queue under `dispatchMain()`), queued on the main queue otherwise (a
/// disposal on another thread).
@usableFromInline
func onMainEventually(_ handler: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
    {
        if MainScheduler.isOnMainQueue {
            MainActor.assumeIsolated { handler() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { handler() } }
        }
    }
}

/// `handler` with the weakly held object bound, called only while the object is alive.
func bound<Object: AnyObject, Value>(
    _ weakObject: WeakBox<Object>,
    _ handler: @escaping @MainActor (Object, Value) -> Void
) -> @MainActor (Value) -> Void {
    { value in
        if let object = weakObject.value { handler(object, value) }
    }
}

/// `handler` with the weakly held object bound, called only while the object is alive.
func bound<Object: AnyObject>(
    _ weakObject: WeakBox<Object>,
    _ handler: @escaping @MainActor (Object) -> Void
) -> @MainActor () -> Void {
    {
        if let object = weakObject.value { handler(object) }
    }
}
