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

/// Compares by identity, as some error classes do; RxTest compares descriptions instead.
private final class IdentityError: Error, Equatable, CustomStringConvertible {
    static func == (lhs: IdentityError, rhs: IdentityError) -> Bool { lhs === rhs }
    var description: String { "identity" }
}

/// Leaves `code` out of its description.
private struct PartlyDescribed: Error, Equatable, CustomStringConvertible {
    var field: String
    var code: Int
    var description: String { "invalid \(field)" }
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

    @Test func errorsCompareByDescriptionNotByTheirOwnEquality() {
        #expect(Event<Int>.error(Coded(code: 1)) == Event<Int>.error(Coded(code: 1)))
        #expect(Event<Int>.error(Coded(code: 1)) != Event<Int>.error(Coded(code: 2)))
        // As in RxTest: `==` is not consulted, the descriptions are.
        #expect(Event<Int>.error(IdentityError()) == Event<Int>.error(IdentityError()))
        #expect(
            Event<Int>.error(PartlyDescribed(field: "a", code: 1))
                == Event<Int>.error(PartlyDescribed(field: "a", code: 2))
        )
        #expect(
            Event<Int>.error(PartlyDescribed(field: "a", code: 1))
                != Event<Int>.error(PartlyDescribed(field: "b", code: 1))
        )
    }

    @Test func otherErrorsCompareTypeAndDescription() {
        #expect(Event<Int>.error(Described(text: "x")) == Event<Int>.error(Described(text: "x")))
        #expect(Event<Int>.error(Described(text: "x")) != Event<Int>.error(Described(text: "y")))
        #expect(Event<Int>.error(Described(text: "x")) != Event<Int>.error(OtherDescribed(text: "x")))
        #expect(Event<Int>.error(Described(text: "x")) != Event<Int>.error(Coded(code: 0)))
    }
}
