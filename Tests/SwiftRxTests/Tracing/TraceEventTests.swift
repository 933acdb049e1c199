import Testing

@testable import SwiftRx

@Suite("trace event")
struct TraceEventTests {
    @Test(arguments: [
        (Duration.seconds(2), 2_000_000.0),
        (Duration.milliseconds(1), 1_000.0),
        (Duration.nanoseconds(1_500), 1.5),
        (Duration.zero, 0.0),
    ])
    func timeInMicroseconds(time: Duration, expected: Double) {
        let event = TraceEvent(kind: .next, point: "p", subscription: 1, value: "v", time: time, thread: "main")
        #expect(event.microseconds == expected)
    }

    @Test func kindsAreInTheOrderThePageIndexes() {
        #expect(TraceEvent.Kind.allCases.map(\.rawValue) == ["subscribe", "next", "error", "completed", "dispose"])
    }
}
