/// Something that receives the events of a sequence.
///
/// An observer is called serially: never with two events at once, and never after a terminal event.
/// Sequences built by SwiftRx enforce this; a hand-written observer can rely on it.
public protocol ObserverType<Element> {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Delivers one event to the observer.
    /// - Parameter event: The event to deliver.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers a `next` event.
    /// - Parameter element: The element to deliver.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers the `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Delivers an `error` event.
    /// - Parameter error: The error that ends the sequence.
    @inlinable
    public func onError(_ error: any Error) {
        on(.error(error))
    }
}
