import SwiftRx
import Testing

@testable import SwiftRxTest

private struct Boom: Error, Equatable {}

private struct Point: Equatable, CustomStringConvertible {
    var x: Int
    var description: String { "Point(\(x))" }
}

@Suite("EventsDiff")
struct EventsDiffTests {
    @Test func equalListsHaveNoDiff() {
        #expect(Marbles.diff(actual: [Recorded.next(210, 1)], expected: [.next(210, 1)]) == nil)
        #expect(Marbles.diff(actual: [Event.next(1)], expected: [.next(1)]) == nil)
    }

    @Test func diffShowsAlignedMarbleLinesAndEvents() {
        let message = Marbles.diff(
            actual: [.next(220, 1), .next(250, 2), .next(270, 3), .completed(310)],
            expected: [.next(220, 1), .next(250, 2), .next(250, 3), .completed(310)],
            values: ["a": 1, "b": 2, "c": 3]
        )
        #expect(
            message == """
                Recorded events differ (1 character = 10 ticks; time 200 is the first character):
                  expected: --a--(bc)--|
                  actual:   --a--b-c---|
                Events (✗ marks a difference):
                    expected           actual
                    next(1) @ 220      next(1) @ 220
                    next(2) @ 250      next(2) @ 250
                  ✗ next(3) @ 250      next(3) @ 270
                    completed @ 310    completed @ 310

                """
        )
    }

    @Test func missingEventsAreMarked() {
        let message = Marbles.diff(
            actual: [Recorded<Event<Int>>.next(210, 1)], expected: [.next(210, 1), .completed(220)])
        #expect(message?.contains("  expected: -1|\n  actual:   -1\n") == true)
        #expect(message?.contains("  ✗ completed @ 220    (none)\n") == true)
    }

    @Test func unalignedTimesFallBackToOneTickFrames() {
        let message = Marbles.diff(actual: [.next(201, 1)], expected: [Recorded.next(202, 1)])
        #expect(message?.contains("1 character = 1 ticks; time 200 is the first character") == true)
        #expect(message?.contains("  expected: --1\n  actual:   -1\n") == true)
    }

    @Test func inventedSymbolsGetALegend() {
        let message = Marbles.diff(actual: [.next(210, Point(x: 1))], expected: [Recorded.next(210, Point(x: 2))])
        #expect(message?.contains("  expected: -a\n  actual:   -b\n  a = Point(2)\n  b = Point(1)\n") == true)
    }

    @Test func errorsAreDrawnWithHash() {
        let message = Marbles.diff(actual: [.error(210, Boom())], expected: [Recorded<Event<Int>>.completed(210)])
        #expect(message?.contains("  expected: -|\n  actual:   -#\n") == true)
    }

    @Test func subscriptionMarkerOnBothLines() {
        let message = Marbles.diff(
            actual: [.next(220, 1)],
            expected: [Recorded.next(210, 1)],
            values: ["a": 1],
            subscriptionMarker: true
        )
        #expect(message?.contains("time 200 is '^'):\n  expected: ^a\n  actual:   ^-a\n") == true)
    }

    @Test func longTimelinesSkipTheMarbles() {
        let message = Marbles.diff(actual: [.next(5_000, 1)], expected: [Recorded.next(210, 1)])
        #expect(message?.hasPrefix("Recorded events differ (the timeline is too long to draw as marbles):\n") == true)
    }

    @Test func eventsWithoutTimes() {
        let message = Marbles.diff(actual: [Event.next(1), .completed], expected: [.next(1), .next(2)])
        #expect(
            message == """
                Events differ:
                Events (✗ marks a difference):
                    expected    actual
                    next(1)     next(1)
                  ✗ next(2)     completed

                """
        )
    }

    @Test func recordedElementsMessage() {
        #expect(recordedElementsMismatch([.next(210, 1), .completed(220)], [1]) == nil)
        let message = recordedElementsMismatch([Recorded.next(210, 1), .next(220, 3)], [1, 2])
        #expect(message?.contains("  ✗ 2           3\n") == true)
    }

    @Test func marbleExpectationReportsSyntaxErrors() {
        let message = marbleMismatch([Recorded.next(210, 1)], "-a)", ["a": 1], [:], 10, 200)
        #expect(message?.hasPrefix("invalid marble diagram at column 3") == true)
    }
}

@Suite("EventsDiff alignment")
struct EventsDiffAlignmentTests {
    private let complete: [Recorded<Event<Int>>] = [
        .next(210, 10), .next(220, 20), .next(230, 30), .next(240, 40), .completed(250),
    ]

    /// The rows of the side-by-side table of `Marbles.diff`, without the marble lines above them.
    private func table(actual: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>]) -> [String] {
        let message = Marbles.diff(actual: actual, expected: expected) ?? ""
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(of: "Events (✗ marks a difference):") else { return lines }
        return Array(lines[(header + 2)...]).filter { !$0.isEmpty }
    }

    @Test func oneMissingEventIsOneMarkedRow() {
        var actual = complete
        actual.remove(at: 1)
        let rows = table(actual: actual, expected: complete)
        #expect(rows.filter { $0.hasPrefix("  ✗") } == ["  ✗ next(20) @ 220     (none)"])
        #expect(rows.count == 5)
        #expect(rows[2] == "    next(30) @ 230     next(30) @ 230")
    }

    @Test func oneExtraEventIsOneMarkedRowInTimeOrder() {
        var actual = complete
        actual.insert(.next(235, 35), at: 3)
        let rows = table(actual: actual, expected: complete)
        #expect(rows.filter { $0.hasPrefix("  ✗") } == ["  ✗ (none)             next(35) @ 235"])
        #expect(rows.count == 6)
        #expect(rows[3] == "  ✗ (none)             next(35) @ 235")
    }

    @Test func oneChangedValueSharesItsRow() {
        var actual = complete
        actual[2] = .next(230, 31)
        let rows = table(actual: actual, expected: complete)
        #expect(rows.filter { $0.hasPrefix("  ✗") } == ["  ✗ next(30) @ 230     next(31) @ 230"])
        #expect(rows.count == 5)
    }

    @Test func oneShiftedTimeSharesItsRow() {
        var actual = complete
        actual[2] = .next(235, 30)
        let rows = table(actual: actual, expected: complete)
        #expect(rows.filter { $0.hasPrefix("  ✗") } == ["  ✗ next(30) @ 230     next(30) @ 235"])
        #expect(rows.count == 5)
    }

    @Test func differentTimesAndValuesGetRowsOfTheirOwnInTimeOrder() {
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 3)]
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2)]
        let pairable: (Recorded<Event<Int>>, Recorded<Event<Int>>) -> Bool = {
            $0.time == $1.time || $0.value == $1.value
        }
        let rows = Marbles.align(
            expected, actual, same: { $0 == $1 }, pairable: pairable, prefersPair: { $0.time == $1.time },
            expectedFirst: { $0.time <= $1.time })
        let paired = rows.map { [$0.expected ?? -1, $0.actual ?? -1] }
        #expect(paired == [[0, 0], [-1, 1], [1, -1]])
    }

    @Test func eventsWithoutTimesAlignTooWhenOneIsMissing() {
        let message = Marbles.diff(
            actual: [Event.next(1), .next(3), .completed], expected: [.next(1), .next(2), .next(3), .completed])
        #expect(message?.contains("  ✗ next(2)      (none)\n    next(3)      next(3)\n") == true, "\(message ?? "")")
    }
}
