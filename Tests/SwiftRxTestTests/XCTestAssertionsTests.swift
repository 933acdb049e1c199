import SwiftRx
import SwiftRxTest
import XCTest

/// Exercises the XCTest assertions; failures are captured instead of failing the run, so the tests
/// can check that the assertions fail when they should, with readable messages.
final class XCTestAssertionsTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func failures(_ body: () -> Void) -> [String] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testRecordedEventsPassAndFail() {
        XCTAssertEqual([Recorded.next(210, 1), .completed(220)], [.next(210, 1), .completed(220)])
        let messages = failures { XCTAssertEqual([Recorded.next(210, 1)], [.next(220, 1)]) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("  expected: --1\n  actual:   -1\n") == true, messages.first ?? "")
    }

    func testOptionalElements() {
        let lhs: [Recorded<Event<Int?>>] = [.next(210, nil), .next(220, 1)]
        XCTAssertEqual(lhs, [.next(210, nil), .next(220, 1)])
        let messages = failures { XCTAssertEqual(lhs, [.next(210, 1), .next(220, 1)]) }
        XCTAssertTrue(messages.first?.contains("✗ next(Optional(1)) @ 210") == true, messages.first ?? "")
        let events: [Event<Int?>] = [.next(nil)]
        XCTAssertEqual(events, [.next(nil)])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.completed]) }.count, 1)
    }

    func testEventsWithoutTimes() {
        XCTAssertEqual([Event.next(1), .completed], [.next(1), .completed])
        XCTAssertEqual(failures { XCTAssertEqual([Event.next(1)], [.next(2)]) }.count, 1)
        XCTAssertEqual([Recorded.next(210, 1), .completed(300)], [Event.next(1), .completed])
        XCTAssertEqual(failures { XCTAssertEqual([Recorded.next(210, 1)], [Event<Int>.completed]) }.count, 1)
    }

    func testRecordedElements() {
        XCTAssertRecordedElements([.next(210, 1), .next(220, 2), .completed(230)], [1, 2])
        let messages = failures { XCTAssertRecordedElements([.next(210, 1)], [1, 2]) }
        XCTAssertTrue(messages.first?.contains("✗ 2           (none)") == true, messages.first ?? "")
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-|", values: ["a": 1])
        let res = scheduler.start { xs }
        XCTAssertMarbles(res, "-a-|", values: ["a": 1])
        let messages = failures { XCTAssertMarbles(res, "--a|", values: ["a": 1]) }
        XCTAssertTrue(messages.first?.contains("  expected: --a|\n  actual:   -a-|\n") == true, messages.first ?? "")
    }

    func testNoLeaks() {
        XCTAssertNoLeaks { _ = Observable.just(1).subscribe() }
        var kept: (any Disposable)?
        let messages = failures { XCTAssertNoLeaks { kept = Observable<Int>.never().subscribe() } }
        kept?.dispose()
        kept = nil
        XCTAssertTrue(
            messages.first?.contains("SwiftRx resources leaked:") == true, messages.first ?? "")
    }
}

extension XCTestAssertionsTests {
    func testTraitEvents() {
        XCTAssertEqual([SingleEvent.success(1)], [.success(1)])
        XCTAssertEqual([MaybeEvent.success(1), .completed], [.success(1), .completed])
        XCTAssertEqual([CompletableEvent.completed], [.completed])
        XCTAssertEqual(failures { XCTAssertEqual([SingleEvent.success(1)], [.success(2)]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual([MaybeEvent<Int>.completed], [.success(2)]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual([CompletableEvent.completed], []) }.count, 1)
    }
}
