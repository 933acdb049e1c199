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
/// Conforming types are `Sendable`, as an observable is subscribed and disposed from any thread.
/// This is what lets an operator written as an extension capture `self` in the `@Sendable`
/// closures SwiftRx takes (`Observable.create { observer in self.subscribe(observer) }`) in the
/// Swift 6 language mode. A custom conforming class keeps its mutable state behind a lock and says
/// `@unchecked Sendable` (in the Swift 5 mode a non-Sendable one still compiles, with a warning).
public protocol ObservableType<Element>: ObservableConvertibleType, Sendable {
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
    init(_ source: Source) {
        self.source = source
        super.init { producer, observer in
            let sink = ForwardingSink(observer: consume observer)
            let source = unsafeDowncast(producer, to: ObservableTypeAdapter<Source>.self).source
            sink.setUpstream(source.subscribe(AnyObserver { [sink] event in sink.forwardOn(event) }))
            return consume sink
        }
    }
}
