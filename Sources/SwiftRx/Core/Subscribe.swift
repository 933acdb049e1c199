extension ObservableType {
    /// Subscribes with closures for each kind of event.
    ///
    /// The closures run on whatever scheduler delivers the events, one at a time. `onNext` is
    /// `sending`: the subscription becomes its only owner, so in Swift 6 it may keep state of its own
    /// (`var count = 0` captured and mutated in it), as long as the caller does not use that state
    /// after subscribing. The other closures stay `@Sendable`: `onDisposed` may run on the disposing
    /// thread while an element is delivered, and state they shared with `onNext` would be shared
    /// anyway (the one-closure ``subscribe(_:)`` keeps state across every kind of event). After
    /// `onError` or
    /// `onCompleted` (or after the subscription is disposed) `onDisposed` runs, once; after a terminal
    /// event it runs right after `onError`/`onCompleted`, before the operators upstream release their
    /// subscriptions, as in RxSwift. An error with no `onError` closure is passed to
    /// ``Hooks/defaultErrorHandler``, which by default prints it with the file and line of this call
    /// (debug builds).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that ends the sequence.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once, when the subscription ends for any reason.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    @_disfavoredOverload
    public func subscribe(
        onNext: sending ((Element) -> Void)? = nil,
        onError: __owned (@Sendable (any Error) -> Void)? = nil,
        onCompleted: __owned (@Sendable () -> Void)? = nil,
        onDisposed: __owned (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        // The closures are taken owned (`sending` is) and moved into the observer (or the subject): a
        // copy would be an atomic retain and release per subscription. What holds them stores plain
        // closures, so `onNext` goes in as it is, with no conversion (a generic one would wrap it in
        // two reabstraction thunks, an allocation each and an indirect call per element): it may be
        // called from any thread, one event at a time, for the reasons `subscriptionOwned(_:)`
        // gives.
        let source = asObservable()
        #if TRACE_RESOURCES
            // Made from a thread with no resource scope (one a test started, say): the subscription
            // counts in the scope the observable was created in.
            if let scope = source.resourceScope, Resources.Scope.current == nil {
                // `onNext` goes on, whole, to the subscription made in the scope; nothing here uses
                // it afterwards, which the closure `run` takes hides from region checking.
                nonisolated(unsafe) let owned = onNext
                return scope.run {
                    subscribe(
                        onNext: owned, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                        file: file, line: line)
                }
            }
            // Listed in `Resources.liveSubscriptions` for as long as the subscription keeps its
            // error handler.
            let liveToken = LiveSubscriptionToken.begin(file: file, line: line, source: source)
            defer { LiveSubscriptionToken.end(liveToken) }
            let onError = keepingAlive(
                liveToken, (consume onError) ?? Hooks.unhandledErrorReporter(file: file, line: line),
                file: file, line: line)
        #else
            let onError = (consume onError) ?? Hooks.unhandledErrorReporter(file: file, line: line)
        #endif
        #if DEBUG
            let previousSite = SubscriptionSite.enter("\(file):\(line)")
            defer { SubscriptionSite.leave(previousSite) }
        #endif
        // Without `onDisposed` (which the general path below runs), two sources hold the closures
        // without an observer object of their own.
        if onDisposed == nil {
            if source._keepsSubscribeObservers {
                // A `PublishSubject` keeps the closures itself (see `PublishSubject.solo`), or an
                // observer built around them as an entry of its own.
                return unsafeDowncast(source, to: PublishSubject<Element>.self).subscribe(
                    keepingOnNext: consume onNext,
                    onError: consume onError,
                    onCompleted: consume onCompleted,
                    file: file,
                    line: line
                )
            }
            if source._isMapFilterRun {
                // A fused map/filter run calls them from the object that runs its stages (see
                // `MapFilterSubscriber`).
                let run = unsafeDowncast(source, to: MapFilterRun<Element>.self)
                return run.subscribeClosures(
                    run,
                    SubscribeClosures(
                        onNext: consume onNext,
                        onError: consume onError,
                        onCompleted: consume onCompleted,
                        file: file,
                        line: line
                    )
                )
            }
        }
        let observer = AnonymousObserver<Element>(
            onNext: consume onNext,
            onError: consume onError,
            onCompleted: consume onCompleted,
            onDisposed: consume onDisposed,
            file: file,
            line: line
        )
        observer.subscribe(to: source)
        return consume observer
    }

    /// Subscribes with one closure that receives every event.
    ///
    /// The closure is `sending`, as in ``subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``:
    /// it may keep state of its own, which this subscription alone reaches.
    ///
    /// - Parameter on: Called with each event, serially.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    public func subscribe(_ on: sending @escaping (Event<Element>) -> Void) -> any Disposable {
        #if TRACE_RESOURCES
            let liveToken = LiveSubscriptionToken.begin(file: nil, line: 0, source: asObservable())
            defer { LiveSubscriptionToken.end(liveToken) }
            let on = keepingAlive(liveToken, owned: on)
        #endif
        let observer = AnonymousObserver<Element>(
            onNext: { on(.next($0)) },
            onError: { on(.error($0)) },
            onCompleted: { on(.completed) },
            onDisposed: nil,
            file: #fileID,
            line: #line
        )
        return _subscribe(anonymous: consume observer)
    }

    /// Subscribes the observer the closure-taking `subscribe` methods built, and returns the
    /// subscription: the observer itself, or, for a `PublishSubject`, which keeps the observer as an
    /// entry of its own, the subject's removal of that entry.
    @inlinable
    func _subscribe(anonymous observer: __owned AnonymousObserver<Element>) -> any Disposable {
        let source = asObservable()
        if source._keepsSubscribeObservers {
            return unsafeDowncast(source, to: PublishSubject<Element>.self).subscribe(keeping: consume observer)
        }
        observer.subscribe(to: source)
        return consume observer
    }

    /// Subscribes with closures that also receive `object`, which is held weakly: once it is
    /// deallocated, elements and terminal events are no longer passed to the closures (`onDisposed`
    /// still runs).
    ///
    /// The object and `onNext` are `sending`, as in
    /// ``subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``.
    ///
    /// - Parameters:
    ///   - object: The object passed to the closures; not retained.
    ///   - onNext: Called with the object and each element.
    ///   - onError: Called with the object and the error that ends the sequence.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onNext: sending ((Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, any Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onNext: weakHandler(weakObject, subscriptionOwned(onNext)),
            onError: weakHandler(weakObject, onError),
            onCompleted: weakHandler(weakObject, onCompleted),
            onDisposed: weakHandler(weakObject, onDisposed),
            file: file,
            line: line
        )
    }
}

/// `handler`, holding `token` for as long as it is kept (itself when there is no token): a
/// subscription is listed in ``Resources/liveSubscriptions`` while it keeps the handler.
@inlinable
func keepingAlive<Value>(
    _ token: LiveSubscriptionToken?,
    _ handler: @escaping @Sendable (Value) -> Void
) -> @Sendable (Value) -> Void {
    guard let token else { return handler }
    return { value in withExtendedLifetime(token) { handler(value) } }
}

/// `handler`, holding `token` for as long as it is kept (`handler` itself when there is no token):
/// for a closure that one subscription alone owns (`sending`), which need not be `Sendable`.
@inlinable
func keepingAlive<Value>(
    _ token: LiveSubscriptionToken?,
    owned handler: sending @escaping (Value) -> Void
) -> sending (Value) -> Void {
    guard let token else { return handler }
    return { value in withExtendedLifetime(token) { handler(value) } }
}

/// The error handler of a subscription, holding `token` for as long as it is kept (`handler` itself
/// when there is no token). Without a handler, the one made reports the error as a subscription
/// without `onError` does.
@inlinable
func keepingAlive(
    _ token: LiveSubscriptionToken?,
    _ handler: (@Sendable (any Error) -> Void)?,
    file: StaticString,
    line: UInt
) -> (@Sendable (any Error) -> Void)? {
    guard let token else { return handler }
    return { error in
        withExtendedLifetime(token) {
            deliverSubscriptionError(error, to: handler, location: subscriptionLocation(file, line))
        }
    }
}

/// `handler` with the object bound, called only while the object is alive; `nil` for no handler.
@inlinable
func weakHandler<Object: AnyObject, Value>(
    _ weakObject: WeakBox<Object>,
    _ handler: (@Sendable (Object, Value) -> Void)?
) -> (@Sendable (Value) -> Void)? {
    guard let handler else { return nil }
    return { value in
        if let object = weakObject.value { handler(object, value) }
    }
}

/// `handler` with the object bound, called only while the object is alive; `nil` for no handler.
@inlinable
func weakHandler<Object: AnyObject>(
    _ weakObject: WeakBox<Object>,
    _ handler: (@Sendable (Object) -> Void)?
) -> (@Sendable () -> Void)? {
    guard let handler else { return nil }
    return {
        if let object = weakObject.value { handler(object) }
    }
}

/// A weak reference that may be captured by `@Sendable` closures.
@usableFromInline
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    // The weak reference is set once at init and only read afterwards.
    @usableFromInline
    weak var value: Object?

    @inlinable
    init(_ value: Object) {
        self.value = value
    }
}

/// The closures of a `subscribe(onNext:onError:onCompleted:)` call, and, in debug builds, where the
/// call was made: what the object that calls them holds (an ``AnonymousObserver``, a fused map/filter
/// run's subscriber). A subject's solo subscriber keeps the same fields itself: holding this struct
/// made its removal load all three closures at once, 6 instructions more per subscription.
@usableFromInline
struct SubscribeClosures<Element> {
    @usableFromInline
    let onNext: ((Element) -> Void)?
    /// The error handler, already defaulted as `subscribe` defaults it.
    @usableFromInline
    let onError: ((any Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    #if DEBUG
        /// Where the subscription was made, for the report of an unhandled error (release builds
        /// name no source location, so they do not keep it).
        @usableFromInline
        let file: StaticString
        @usableFromInline
        let line: UInt
    #endif

    @inlinable
    init(
        onNext: __owned ((Element) -> Void)?,
        onError: __owned ((any Error) -> Void)?,
        onCompleted: __owned (() -> Void)?,
        file: StaticString,
        line: UInt
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        #if DEBUG
            self.file = file
            self.line = line
        #endif
    }

    /// Where the subscription was made, as the initializer takes it (empty in release builds).
    @inlinable
    var site: (file: StaticString, line: UInt) {
        #if DEBUG
            return (file, line)
        #else
            return ("", 0)
        #endif
    }

    /// Where the subscription was made: `file:line` in debug builds, `nil` in release builds.
    @usableFromInline
    var location: String? {
        subscriptionLocation(site.file, site.line)
    }

    /// Delivers the terminal event: `error` to `onError` (without one, to
    /// ``Hooks/defaultErrorHandler``, with ``location``), or, when it is `nil`, the completion.
    @inlinable
    func end(with error: (any Error)?) {
        if let error {
            deliverSubscriptionError(error, to: onError, location: location)
        } else {
            onCompleted?()
        }
    }
}
