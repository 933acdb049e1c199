import SwiftRx
import Testing

/// Checks, in a Swift Testing test, that an observer received the events drawn in `diagram`;
/// otherwise records an issue showing the expected and actual marble lines aligned, and the events
/// side by side.
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// expect(res, toMatch: "--a--(bc)--|", values: ["a": 2, "b": 4, "c": 6])
/// ```
///
/// - Parameters:
///   - observer: The observer to check.
///   - diagram: The expected events as a marble diagram (see ``Marbles``).
///   - values: The element of each value symbol.
///   - errors: The error of each error symbol; `#` needs no entry.
///   - frameWidth: Virtual ticks per character.
///   - origin: The time of frame 0 (or of `^`); by default when ``TestScheduler/start(_:)`` subscribes.
///   - sourceLocation: Where the issue is reported.
public func expect<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    toMatch diagram: String,
    values: [Character: Element],
    errors: [Character: any Error] = [:],
    frameWidth: TestTime = Marbles.defaultFrameWidth,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expect(
        observer.events,
        toMatch: diagram,
        values: values,
        errors: errors,
        frameWidth: frameWidth,
        origin: origin,
        sourceLocation: sourceLocation
    )
}

/// ``expect(_:toMatch:values:errors:frameWidth:origin:sourceLocation:)-(TestableObserver<Element>,_,_,_,_,_,_)`` for an observer of
/// `String`s, where each value symbol stands for itself (`a` is `"a"`).
/// - Parameters:
///   - observer: The observer to check.
///   - diagram: The expected events as a marble diagram.
///   - errors: The error of each error symbol; `#` needs no entry.
///   - frameWidth: Virtual ticks per character.
///   - origin: The time of frame 0 (or of `^`).
///   - sourceLocation: Where the issue is reported.
public func expect(
    _ observer: TestableObserver<String>,
    toMatch diagram: String,
    errors: [Character: any Error] = [:],
    frameWidth: TestTime = Marbles.defaultFrameWidth,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expect(
        observer.events,
        toMatch: diagram,
        values: selfNamedValues(diagram, errors: errors),
        errors: errors,
        frameWidth: frameWidth,
        origin: origin,
        sourceLocation: sourceLocation
    )
}

/// Checks that recorded events match a marble diagram; see
/// ``expect(_:toMatch:values:errors:frameWidth:origin:sourceLocation:)``.
/// - Parameters:
///   - events: The recorded events to check.
///   - diagram: The expected events as a marble diagram.
///   - values: The element of each value symbol.
///   - errors: The error of each error symbol; `#` needs no entry.
///   - frameWidth: Virtual ticks per character.
///   - origin: The time of frame 0 (or of `^`).
///   - sourceLocation: Where the issue is reported.
public func expect<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    toMatch diagram: String,
    values: [Character: Element],
    errors: [Character: any Error] = [:],
    frameWidth: TestTime = Marbles.defaultFrameWidth,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = marbleMismatch(events, diagram, values, errors, frameWidth, origin) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// The failure message of a marble expectation, or `nil` when it holds.
func marbleMismatch<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ diagram: String,
    _ values: [Character: Element],
    _ errors: [Character: any Error],
    _ frameWidth: TestTime,
    _ origin: TestTime
) -> String? {
    let expected: [Recorded<Event<Element>>]
    do {
        expected = try Marbles.parse(diagram, values: values, errors: errors, frameWidth: frameWidth, origin: origin)
    } catch {
        return "\(error)"
    }
    return Marbles.diff(
        actual: events,
        expected: expected,
        values: values,
        errors: errors,
        frameWidth: frameWidth,
        origin: origin,
        subscriptionMarker: diagram.contains("^")
    )
}

/// Checks, in a Swift Testing test, that two lists of recorded events are equal; otherwise records
/// an issue with ``Marbles/diff(actual:expected:values:errors:frameWidth:origin:subscriptionMarker:)``.
/// - Parameters:
///   - actual: What the test observed.
///   - expected: What it should have observed.
///   - sourceLocation: Where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = Marbles.diff(actual: actual, expected: expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Checks, in a Swift Testing test, that two lists of events are equal; otherwise records an issue
/// listing them side by side.
/// - Parameters:
///   - actual: What the test observed.
///   - expected: What it should have observed.
///   - sourceLocation: Where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [Event<Element>],
    _ expected: [Event<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = Marbles.diff(actual: actual, expected: expected) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Checks, in a Swift Testing test, that recorded events are, times aside, the expected events.
/// - Parameters:
///   - actual: What the test observed.
///   - expected: The events it should have observed, in order.
///   - sourceLocation: Where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Event<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectEqual(actual.map(\.value), expected, sourceLocation: sourceLocation)
}

/// Checks, in a Swift Testing test, that two lists of single events are equal; otherwise records an
/// issue listing them side by side.
/// - Parameters:
///   - actual: What the test observed.
///   - expected: What it should have observed.
///   - sourceLocation: Where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [SingleEvent<Element>],
    _ expected: [SingleEvent<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = traitEventsMismatch(actual, expected, kind: "Single", equal: { singleEventsAreEqual($0, $1) }) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Checks, in a Swift Testing test, that two lists of maybe events are equal; otherwise records an
/// issue listing them side by side.
/// - Parameters:
///   - actual: What the test observed.
///   - expected: What it should have observed.
///   - sourceLocation: Where the issue is reported.
public func expectEqual<Element: Equatable>(
    _ actual: [MaybeEvent<Element>],
    _ expected: [MaybeEvent<Element>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = traitEventsMismatch(actual, expected, kind: "Maybe", equal: { $0 == $1 }) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Checks, in a Swift Testing test, that two lists of completable events are equal; otherwise records
/// an issue listing them side by side.
/// - Parameters:
///   - actual: What the test observed.
///   - expected: What it should have observed.
///   - sourceLocation: Where the issue is reported.
public func expectEqual(
    _ actual: [CompletableEvent],
    _ expected: [CompletableEvent],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = traitEventsMismatch(actual, expected, kind: "Completable", equal: { $0 == $1 }) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Checks, in a Swift Testing test, that the elements of recorded events (their `next` events, times
/// and terminal event aside) are `elements`.
/// - Parameters:
///   - stream: What the test observed.
///   - elements: The elements it should have received, in order.
///   - sourceLocation: Where the issue is reported.
public func expectRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = recordedElementsMismatch(stream, elements) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// The failure message of a recorded-elements check, or `nil` when it holds.
func recordedElementsMismatch<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element])
    -> String?
{
    let received = stream.compactMap { $0.value.element }
    if received == elements { return nil }
    return "Recorded elements differ:\n"
        + Marbles.sideBySide(expected: elements.map { "\($0)" }, actual: received.map { "\($0)" })
}
