/// A ``ReplaySubject`` that can only receive elements: it replays buffered elements to new
/// observers, never errors and never completes.
///
/// Make one with ``create(bufferSize:file:line:)`` (the last `bufferSize` elements) or ``createUnbounded(file:line:)``
/// (every element). ``accept(_:)`` buffers an element and delivers it on the calling thread.
/// Accept elements serially; in debug builds overlapping calls are reported through ``Hooks``.
///
/// ```
/// relay (bufferSize: 2): --1--2--3--
/// observer A:            --1--2--3--   (subscribed at the start)
/// observer B:                   23--   (subscribed after 3)
/// ```
public final class ReplayRelay<Element>: ObservableType {
    // The only field is an immutable reference to a subject, which guards its own state.
    @usableFromInline
    let subject: ReplaySubject<Element>

    @usableFromInline
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Makes a relay that replays the last `bufferSize` elements to each new observer.
    /// - Parameters:
    ///   - bufferSize: How many elements to keep; must not be negative.
    ///   - file: Where the relay is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the relay is created, for diagnostics (debug builds); leave the default.
    /// - Returns: The relay.
    @inlinable
    public static func create(bufferSize: Int, file: StaticString = #fileID, line: UInt = #line)
        -> ReplayRelay<Element>
    {
        rxPrecondition(
            bufferSize >= 0,
            "ReplayRelay.create(bufferSize:) needs a bufferSize of 0 or more, got \(bufferSize). "
                + "Use createUnbounded() to replay every element."
        )
        return ReplayRelay(
            subject: ReplaySubject(
                capacity: bufferSize, diagnosticName: "ReplayRelay", location: userLocation(file, line)))
    }

    /// Makes a relay that replays every element it ever accepted to each new observer. Its memory
    /// grows with every element.
    /// - Parameters:
    ///   - file: Where the relay is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the relay is created, for diagnostics (debug builds); leave the default.
    /// - Returns: The relay.
    @inlinable
    public static func createUnbound(file: StaticString = #fileID, line: UInt = #line) -> ReplayRelay<Element> {
        createUnbounded(file: file, line: line)
    }

    /// Same as ``createUnbound(file:line:)``: a relay that replays every element it ever received.
    /// - Parameters:
    ///   - file: Where the relay is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the relay is created, for diagnostics (debug builds); leave the default.
    /// - Returns: The relay.
    @inlinable
    public static func createUnbounded(file: StaticString = #fileID, line: UInt = #line) -> ReplayRelay<Element> {
        ReplayRelay(
            subject: ReplaySubject(capacity: nil, diagnosticName: "ReplayRelay", location: userLocation(file, line)))
    }

    /// Buffers `event` and sends it to every current observer.
    /// - Parameter event: The element to deliver.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the buffered elements at once, then every accepted element.
    /// - Parameter observer: The observer that receives the elements; it never receives a terminal
    ///   event.
    /// - Returns: The subscription; dispose it to stop receiving elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``Observable`` that replays the buffer and never errors or completes.
    /// - Returns: The relay's sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

// The relay only holds its subject, which guards its own state; like the subject, it may be
// shared between threads when its elements may.
extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
