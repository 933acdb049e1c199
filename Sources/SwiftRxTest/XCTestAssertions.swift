import SwiftRx
import XCTest

/// Asserts, in an XCTest test, that two lists of recorded events are equal; on failure the message
/// draws both as aligned marble lines and lists the events side by side (see
/// ``Marbles/diff(actual:expected:values:errors:frameWidth:origin:subscriptionMarker:)``).
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>],
    _ rhs: [Recorded<Event<T>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = Marbles.diff(actual: lhs, expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that two lists of recorded events with optional elements are equal; see
/// the `[Recorded<Event<T>>]` variant.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>],
    _ rhs: [Recorded<Event<T?>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = Marbles.diff(actual: lhs, expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that two lists of events are equal; on failure the message lists them side by side.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>],
    _ rhs: [Event<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = Marbles.diff(actual: lhs, expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that two lists of events with optional elements are equal.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T?>],
    _ rhs: [Event<T?>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = Marbles.diff(actual: lhs, expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that two lists of single events are equal; on failure the message lists them side by side.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [SingleEvent<T>],
    _ rhs: [SingleEvent<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = traitEventsMismatch(lhs, rhs, kind: "Single", equal: { singleEventsAreEqual($0, $1) }) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that two lists of maybe events are equal; on failure the message lists them side by side.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>],
    _ rhs: [MaybeEvent<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = traitEventsMismatch(lhs, rhs, kind: "Maybe", equal: { $0 == $1 }) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that two lists of completable events are equal; on failure the message lists them side by
/// side.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: What it should have observed.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = traitEventsMismatch(lhs, rhs, kind: "Completable", equal: { $0 == $1 }) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that recorded events are, times aside, the expected events.
/// - Parameters:
///   - lhs: What the test observed.
///   - rhs: The events it should have observed, in order.
///   - file: The file of the failure.
///   - line: The line of the failure.
@_disfavoredOverload
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>],
    _ rhs: [Event<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    // Disfavored so that `XCTAssertEqual(observer.events, [])`, and other literals that fit both this
    // overload and the recorded-events one, pick the recorded-events one (as with RxTest) instead of
    // being ambiguous.
    if let message = Marbles.diff(actual: lhs.map(\.value), expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that the elements of recorded events (their `next` events; times and the terminal event
/// aside) are `elements`.
/// - Parameters:
///   - stream: What the test observed.
///   - elements: The elements it should have received, in order.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = recordedElementsMismatch(stream, elements) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts, in an XCTest test, that an observer received the events drawn in `diagram` (see
/// ``Marbles``); on failure the message shows both marble lines aligned and the events side by side.
/// - Parameters:
///   - observer: The observer to check.
///   - diagram: The expected events as a marble diagram.
///   - values: The element of each value symbol.
///   - errors: The error of each error symbol; `#` needs no entry.
///   - frameWidth: Virtual ticks per character.
///   - origin: The time of frame 0 (or of `^`); by default when ``TestScheduler/start(_:)`` subscribes.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTAssertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ diagram: String,
    values: [Character: Element],
    errors: [Character: any Error] = [:],
    frameWidth: TestTime = Marbles.defaultFrameWidth,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = marbleMismatch(observer.events, diagram, values, errors, frameWidth, origin) {
        XCTFail(message, file: file, line: line)
    }
}

/// Runs `body` and fails the XCTest test if something `body` created in SwiftRx (a subscription, an
/// observable, a sink, a disposable) is still alive afterwards.
///
/// Only what `body` creates counts, as with ``withLeakCheck(sourceLocation:_:)``: it runs in a
/// `Resources.Scope` of its own, work it leaves behind is awaited for up to two seconds,
/// and a leak is reported with the subscriptions still alive and where each was made. The count
/// exists only in debug builds of SwiftRx.
/// - Parameters:
///   - file: The file of the failure.
///   - line: The line of the failure.
///   - body: The code to check.
/// - Returns: What `body` returned.
@discardableResult
public func XCTAssertNoLeaks<Result>(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Result
) rethrows -> Result {
    let scope = Resources.Scope()
    let result = try scope.run(body)
    if let message = leakReport(of: scope, settlingFor: LeakCheck.settleTime) {
        XCTFail(message, file: file, line: line)
    }
    return result
}
