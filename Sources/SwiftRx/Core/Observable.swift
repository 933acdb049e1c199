/// A push-based sequence of elements: the base class of every sequence SwiftRx builds.
///
/// Observables are cold unless documented otherwise: each subscription runs the sequence anew.
/// `Observable` is `Sendable` when its elements are, so it can be shared across threads and tasks.
///
/// Subclasses implement `_subscribe(_:)`; users compose observables with operators instead of
/// subclassing.
public class Observable<Element>: ObservableType {
    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    @usableFromInline
    init() {
        #if TRACE_RESOURCES
            resourceScope = Resources.countCreated()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.countReleased(in: resourceScope)
        #endif
    }

    /// Subscribes `observer` to the sequence.
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        #if TRACE_RESOURCES
            // Listed in `Resources.liveSubscriptions` for as long as the subscription keeps the
            // closure that calls the observer.
            let liveToken = LiveSubscriptionToken.begin(file: nil, line: 0, source: self)
            defer { LiveSubscriptionToken.end(liveToken) }
            if let liveToken {
                return _subscribe { event in withExtendedLifetime(liveToken) { observer.on(event) } }
            }
        #endif
        return _subscribe { event in observer.on(event) }
    }

    /// Returns `self`.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// Whether this observable is a run of fused map/filter stages (see `MapFilterStages.swift`), a
    /// `MapFilterRun` that `map` and `filter` append to.
    @usableFromInline
    var _isMapFilterRun: Bool { false }

    /// The inner sequence type of the fused `flatMap` or `flatMapLatest` run this observable is (see
    /// `FlatMapStages.swift`), or `nil` when it is none: a stage of the same kind with the same inner
    /// sequence type is appended to the run.
    @usableFromInline
    var _flatMapRunInner: ObjectIdentifier? { nil }

    /// Whether this observable is a chain of `combineLatest` levels whose sources after the first are
    /// `just`s (a `TrailingJustsChain`, see `CombineLatestTrailingJusts.swift`), which a next level
    /// with the same element type extends.
    @usableFromInline
    var _isTrailingJustsChain: Bool { false }

    /// The subscription entry point every subclass implements: deliver events to `observer` until
    /// the returned disposable is disposed.
    ///
    /// The observer is a closure so the code that calls it is compiled, and specialized, where the
    /// operator was applied; that keeps the per-event path free of generic dispatch.
    @usableFromInline
    func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        preconditionFailure("Observable<\(Element.self)> is abstract; \(type(of: self)) must override _subscribe.")
    }

    /// Whether this observable is a `PublishSubject`, which keeps the observer that
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` builds as an entry of its own (see
    /// `PublishSubject.subscribe(keeping:)`). A property rather than an overridden subscribe method:
    /// the caller then subscribes in code specialized where it was written, where a virtual call
    /// would run the generic, unspecialized body.
    @usableFromInline
    var _keepsSubscribeObservers: Bool { false }
}

// Observables are immutable after construction and subclasses with state guard it with their own
// locks, so an observable is safe to share between threads exactly when the elements it carries
// are: an `Observable` of a non-`Sendable` class stays in the isolation region it was made in, and
// Swift 6 rejects code that hands it to another task or thread. Public subclasses restate this
// conformance with the same condition.
extension Observable: @unchecked Sendable where Element: Sendable {}

/// The function a sink forwards events to: the next stage of a chain.
@usableFromInline
typealias Downstream<Element> = (Event<Element>) -> Void
