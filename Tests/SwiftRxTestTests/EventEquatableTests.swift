import SwiftRx
import SwiftRxTest
import Testing

private struct Coded: Error, Equatable {
    var code: Int
}

private struct Described: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}

private struct OtherDescribed: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}

@Suite("Event+Equatable")
struct EventEquatableTests {
    @Test func nextAndCompleted() {
        #expect(Event.next(1) == Event.next(1))
        #expect(Event.next(1) != Event.next(2))
        #expect(Event<Int>.completed == Event<Int>.completed)
        #expect(Event.next(1) != Event<Int>.completed)
    }

    @Test func equatableErrorsUseTheirEquality() {
        #expect(Event<Int>.error(Coded(code: 1)) == Event<Int>.error(Coded(code: 1)))
        #expect(Event<Int>.error(Coded(code: 1)) != Event<Int>.error(Coded(code: 2)))
    }

    @Test func otherErrorsCompareTypeAndDescription() {
        #expect(Event<Int>.error(Described(text: "x")) == Event<Int>.error(Described(text: "x")))
        #expect(Event<Int>.error(Described(text: "x")) != Event<Int>.error(Described(text: "y")))
        #expect(Event<Int>.error(Described(text: "x")) != Event<Int>.error(OtherDescribed(text: "x")))
        #expect(Event<Int>.error(Described(text: "x")) != Event<Int>.error(Coded(code: 0)))
    }
}
