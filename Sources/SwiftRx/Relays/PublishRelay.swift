/// A ``PublishSubject`` that can only receive elements: it never errors and never completes.
///
/// ``accept(_:)`` sends an element to the observers subscribed at that moment, on the calling
/// thread. Because a relay cannot end, it suits state and UI events that live as long as their
/// owner. Accept elements serially; in debug builds overlapping calls are reported through
/// ``Hooks``.
///
/// ```
/// accept:     --1--2--3--
/// observer A: --1--2--3--     (subscribed first)
/// observer B:       --3--     (subscribed after 2)
/// ```
public final class PublishRelay<Element>: ObservableType {
    // The only field is an immutable reference to a subject, which guards its own state.
    @usableFromInline
    let subject: PublishSubject<Element>

    /// Makes a relay with no observers.
    /// - Parameters:
    ///   - file: Where the relay is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the relay is created, for diagnostics (debug builds); leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        subject = PublishSubject(diagnosticName: "PublishRelay", location: userLocation(file, line))
    }

    /// Sends `event` to every current observer.
    /// - Parameter event: The element to deliver.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    /// - Parameter observer: The observer that receives the elements; it never receives a terminal
    ///   event.
    /// - Returns: The subscription; dispose it to stop receiving elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable`` that never errors or completes.
    /// - Returns: The relay's sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

// The relay only holds its subject, which guards its own state; like the subject, it may be
// shared between threads when its elements may.
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
