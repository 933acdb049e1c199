/// A ``BehaviorSubject`` that can only receive elements: it holds a current value, never errors and
/// never completes.
///
/// Each new observer receives the current ``value`` at once, then every accepted element.
/// ``accept(_:)`` replaces the value and delivers it on the calling thread. Accept elements
/// serially; in debug builds overlapping calls are reported through ``Hooks``.
///
/// ```
/// relay (value: 0): --1--2--3--
/// observer A:       0-1--2--3--     (subscribed at the start)
/// observer B:            2--3--     (subscribed after 2)
/// ```
public final class BehaviorRelay<Element>: ObservableType {
    // The only field is an immutable reference to a subject, which guards its own state.
    @usableFromInline
    let subject: BehaviorSubject<Element>

    /// Makes a relay whose current value is `value`.
    /// - Parameters:
    ///   - value: The value new observers receive until the first element is accepted.
    ///   - file: Where the relay is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the relay is created, for diagnostics (debug builds); leave the default.
    @inlinable
    public init(value: Element, file: StaticString = #fileID, line: UInt = #line) {
        subject = BehaviorSubject(value: value, diagnosticName: "BehaviorRelay", location: userLocation(file, line))
    }

    /// The current value: the initial one or the last element accepted.
    public var value: Element {
        // The subject is private and never receives a terminal event or `dispose()`, so `value()`
        // cannot throw.
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to every current observer.
    /// - Parameter event: The new value.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the current value at once, then every accepted element.
    /// - Parameter observer: The observer that receives the elements; it never receives a terminal
    ///   event.
    /// - Returns: The subscription; dispose it to stop receiving elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable`` that starts with the current value and never errors or
    /// completes.
    /// - Returns: The relay's sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

// The relay only holds its subject, which guards its own state; like the subject, it may be
// shared between threads when its elements may.
extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
