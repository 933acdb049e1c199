import SwiftRx
import SwiftRxTest
import Testing

@Suite("Expectations")
struct ExpectationsTests {
    @Test func marbleExpectationPassesOnMatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b-|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs }
        expect(res, toMatch: "^-a-b-|", values: ["a": 1, "b": 2])
        expectEqual(res.events, [.next(220, 1), .next(240, 2), .completed(260)])
        expectEqual(res.events, [.next(1), .next(2), .completed])
        expectRecordedElements(res.events, [1, 2])
    }

    @Test func marbleExpectationRecordsTheDiff() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b-|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs }
        withKnownIssue {
            expect(res, toMatch: "^-a--b|", values: ["a": 1, "b": 2])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("  expected: ^-a--b|\n  actual:   ^-a-b-|\n")
        }
    }

    @Test func expectEqualRecordsTheDiff() {
        withKnownIssue {
            expectEqual([Recorded.next(210, 1)], [.next(210, 2)])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("✗ next(2) @ 210")
        }
        withKnownIssue {
            expectEqual([Event.next(1)], [.completed])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("✗ completed")
        }
        withKnownIssue {
            expectRecordedElements([Recorded.next(210, 1)], [2])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Recorded elements differ")
        }
    }

    @Test func leakCheckPassesWhenEverythingIsReleased() {
        let value = withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            return scheduler.start { Observable.just(1).map { $0 + 1 } }.events.count
        }
        #expect(value == 2)
    }

    @Test func leakCheckRecordsAnIssueForALiveSubscription() {
        var kept: (any Disposable)?
        withKnownIssue {
            withLeakCheck {
                kept = Observable<Int>.never().map { $0 }.subscribe()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("SwiftRx resources leaked")
        }
        kept?.dispose()
        kept = nil
    }

    @Test(.noLeaks) func traitChecksThisTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).filter { $0 > 1 } }
        #expect(res.events == [.next(200, 2), .completed(200)])
    }
}
