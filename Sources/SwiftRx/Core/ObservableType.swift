/// A type that can be converted to an ``Observable``: observables themselves, and traits such as
/// `Single`, `Driver` or `ControlEvent` that wrap one.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The sequence as an ``Observable``.
    func asObservable() -> Observable<Element>
}

/// A sequence of events that observers can subscribe to.
///
/// The protocol does not require `Sendable`: SwiftRx's own observables are `Sendable` exactly when
/// their elements are, so that Swift 6 can keep a sequence of non-`Sendable` values in one isolation
/// region. An operator written as an extension that captures `self` in a `@Sendable` closure
/// (`Observable.create { observer in self.subscribe(observer) }`) constrains itself with
/// `where Self: Sendable` (or works on `asObservable()` with `Element: Sendable`).
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence.
    ///
    /// The observer receives events per the grammar `next* (error | completed)?`, one at a time.
    /// Disposing the returned disposable stops delivery and releases the subscription's resources.
    ///
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// Wraps a custom `ObservableType` in an ``Observable`` that subscribes to it.
    public func asObservable() -> Observable<Element> {
        ObservableTypeAdapter(self)
    }
}

/// Adapts a custom `ObservableType` to ``Observable``.
@usableFromInline
final class ObservableTypeAdapter<Source: ObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Source

    @inlinable
    convenience init(_ source: Source) {
        self.init(source) { producer, observer in
            let sink = ForwardingSink(observer: consume observer)
            let source = unsafeDowncast(producer, to: ObservableTypeAdapter<Source>.self).source
            sink.setUpstream(source.subscribe(AnyObserver { [sink] event in sink.forwardOn(event) }))
            return consume sink
        }
    }

    @inlinable
    init(_ source: Source, run: @escaping Run) {
        self.source = source
        super.init(run: run)
    }
}
