/// A push-based sequence of elements: the base class of every sequence SwiftRx builds.
///
/// Observables are cold unless documented otherwise: each subscription runs the sequence anew.
/// `Observable` is `Sendable` when its elements are, so it can be shared across threads and tasks.
///
/// Subclasses implement ``_subscribe(_:)``; users compose observables with operators instead of
/// subclassing.
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes `observer` to the sequence.
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        _subscribe { event in observer.on(event) }
    }

    /// Returns `self`.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// The subscription entry point every subclass implements: deliver events to `observer` until
    /// the returned disposable is disposed.
    ///
    /// The observer is a closure so the code that calls it is compiled, and specialized, where the
    /// operator was applied; that keeps the per-event path free of generic dispatch.
    /// Returns this observable with `step` appended to its run of fused map/filter stages, or `nil`
    /// when it is not such a run and `step` starts a new one (see `MapFilterStages.swift`).
    @usableFromInline
    func _appendingMapFilterStep(_ step: MapFilterStep<Element>) -> Observable<Element>? {
        nil
    }

    @usableFromInline
    func _subscribe(_ observer: @escaping Downstream<Element>) -> any Disposable {
        preconditionFailure("Observable<\(Element.self)> is abstract; \(type(of: self)) must override _subscribe.")
    }
}

// Observables are immutable after construction; subclasses with state guard it themselves. The
// conformance is unconditional: a conditional one (`where Element: Sendable`) stops RxSwift calls
// such as `Observable.merge(a, b)` from inferring `Element`.
extension Observable: @unchecked Sendable {}

/// The function a sink forwards events to: the next stage of a chain.
@usableFromInline
typealias Downstream<Element> = (Event<Element>) -> Void
