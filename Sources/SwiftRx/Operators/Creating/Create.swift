import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe handler: each subscription calls `subscribe` with an
    /// observer to send events to, and disposing the subscription disposes what the handler returned.
    ///
    /// The observer enforces the grammar: events after `onError`/`onCompleted` are dropped and
    /// reported through ``Hooks``. The handler's disposable is disposed exactly once: after a
    /// terminal event, or when the subscription is disposed.
    ///
    /// ```
    /// handler: onNext(1), onNext(2), onCompleted()
    /// result:  (12|)
    /// ```
    ///
    /// - Parameter subscribe: Runs once per subscription; sends events and returns what to dispose.
    /// - Returns: The sequence.
    @inlinable
    public static func create(
        _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

@usableFromInline
final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let handler: @Sendable (AnyObserver<Element>) -> any Disposable

    /// Writes the subscribing closure, which the designated initializer only stores (see `Producer`).
    @inlinable
    convenience init(_ handler: @escaping @Sendable (AnyObserver<Element>) -> any Disposable) {
        self.init(handler: handler) { producer, observer in
            let sink = AnonymousObservableSink(observer: consume observer)
            let handler = unsafeDowncast(producer, to: AnonymousObservable<Element>.self).handler
            tracePipeline("\(traceName(sink)) calls your handler with AnyObserver(sink)")
            sink.setUpstream(handler(AnyObserver { [sink] event in sink.on(event) }))
            return consume sink
        }
    }

    @inlinable
    init(handler: @escaping @Sendable (AnyObserver<Element>) -> any Disposable, run: @escaping Run) {
        self.handler = handler
        super.init(run: run)
    }
}

/// The handler of `source` when it is exactly a `create` observable, else `nil`: a sink that calls
/// the handler itself spares the `create`'s own sink, and then does what that sink does
/// (``CreateObserverGrammar``, and no element after disposal).
@inlinable
func createHandler<Element>(of source: Observable<Element>) -> (@Sendable (AnyObserver<Element>) -> any Disposable)? {
    guard ObjectIdentifier(type(of: source)) == ObjectIdentifier(AnonymousObservable<Element>.self) else { return nil }
    // Not `unsafeDowncast`: see `withExactly(_:_:_:)`.
    return withExactly(source, AnonymousObservable<Element>.self) { $0.handler }
}

@usableFromInline
final class AnonymousObservableSink<Element>: Sink<Element>, @unchecked Sendable {
    // `grammar` guards its own state (an atomic flag, and debug-build checks).
    @usableFromInline
    let grammar = CreateObserverGrammar()

    @inlinable
    func on(_ event: Event<Element>) {
        grammar.admit(event) { event in
            tracePipeline("your handler → AnyObserver → \(traceName(self)).on(\(event))")
            forwardOn(event)
        }
    }
}

/// What the observer a `create` handler is given enforces, for whichever object receives its
/// events (the create sink, or a fused map/filter subscriber that calls the handler itself): an
/// event after the terminal one is dropped and reported through ``Hooks``, and in debug builds a
/// call that overlaps another is reported too.
@usableFromInline
struct CreateObserverGrammar: ~Copyable, Sendable {
    // `terminated` is atomic; `tracker` guards its own state (debug-build checks only).
    /// Set by the terminal event.
    @usableFromInline
    let terminated = Atomic<Bool>(false)
    /// Names the `subscribe` call that built the chain (`file:line`, debug builds) in reports.
    @usableFromInline
    let tracker = SynchronizationTracker("create", location: SubscriptionSite.current, perInstance: false)

    @inlinable
    init() {}

    /// Passes `event` to `deliver` unless the terminal event came before it (then it is reported and
    /// dropped); a terminal event is recorded before it is delivered.
    @inlinable
    @inline(__always)
    func admit<Element>(_ event: Event<Element>, to deliver: (Event<Element>) -> Void) {
        tracker.enter()
        defer { tracker.leave() }
        if terminated.load(ordering: .relaxed) {
            #if DEBUG
                tracker.reportEventAfterTerminal()
            #else
                Hooks.report(GrammarViolation(kind: .eventAfterTerminal, operatorName: "create"))
            #endif
            return
        }
        if event.isStopEvent {
            terminated.store(true, ordering: .relaxed)
        }
        deliver(event)
    }
}
