import SwiftRx
import Testing

@testable import SwiftRxTest

private struct Boom: Error, Equatable {}

@Suite("Marbles")
struct MarblesTests {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    @Test func framesAreTenTicksFromTheOrigin() throws {
        let events = try Marbles.parse("--a--b--|", values: values, origin: 200)
        #expect(events == [.next(220, 1), .next(250, 2), .completed(280)])
    }

    @Test func groupsShareTheirStartTimeAndOccupyTheirCharacters() throws {
        let events = try Marbles.parse("-a-(bc)-|", values: values)
        #expect(events == [.next(10, 1), .next(30, 2), .next(30, 3), .completed(80)])
        let terminalGroup = try Marbles.parse("(a|)", values: values)
        #expect(terminalGroup == [.next(0, 1), .completed(0)])
    }

    @Test func subscriptionMarkerIsTimeZero() throws {
        let events = try Marbles.parse("a-^-b-|", values: values, origin: 200)
        #expect(events == [.next(180, 1), .next(220, 2), .completed(240)])
    }

    @Test func errorsUseTheirSymbols() throws {
        let events = try Marbles.parse("-a-x", values: values, errors: ["x": Boom()])
        #expect(events == [.next(10, 1), .error(30, Boom())])
        let unmapped = try Marbles.parse("-#", values: values)
        #expect(unmapped == [.error(10, MarbleError())])
    }

    @Test func spacesTakeNoTime() throws {
        #expect(try Marbles.parse(" -a - b |", values: values) == Marbles.parse("-a-b|", values: values))
    }

    @Test(arguments: [1, 5, 10, 100])
    func frameWidthScalesTime(width: TestTime) throws {
        let events = try Marbles.parse("-a|", values: values, frameWidth: width, origin: 7)
        #expect(events == [.next(7 + width, 1), .completed(7 + 2 * width)])
    }

    @Test(arguments: [
        ("--a--b--|", 0),
        ("--(ab)--c|", 0),
        ("a-^-b-|", 1),
        ("^-a-#", 1),
        ("-(a#)", 0),
        ("(abc)", 0),
        ("---", 0),
    ])
    func roundTrip(diagram: String, marker: Int) throws {
        let errors: [Character: any Error] = ["#": Boom()]
        let events = try Marbles.parse(diagram, values: values, errors: errors, origin: 100)
        let drawn = Marbles.render(events, values: values, errors: errors, origin: 100, subscriptionMarker: marker == 1)
        let expected = diagram == "---" ? "" : diagram
        #expect(drawn == expected)
        #expect(try Marbles.parse(drawn, values: values, errors: errors, origin: 100) == events)
    }

    @Test func renderInventsSymbolsForUnknownElements() {
        let drawn = Marbles.render([.next(0, 7), .next(10, 42), .completed(20)], values: ["a": 1])
        #expect(drawn == "7b|")
    }

    @Test func renderDrawsTimesBetweenFramesInTheirFrame() {
        let drawn = Marbles.render([.next(201, 1), .completed(215)], values: ["a": 1], origin: 200)
        #expect(drawn == "a|")
    }

    @Test func renderMarksTheOriginWhenEventsPrecedeIt() {
        let drawn = Marbles.render([.next(190, 1), .next(210, 2)], values: ["a": 1, "b": 2], origin: 200)
        #expect(drawn == "a^b")
    }

    @Test(arguments: [
        ("-a-(b", 4, "never closed"),
        ("a)", 2, "no matching '('"),
        ("((a))", 2, "cannot be nested"),
        ("()", 2, "is empty"),
        ("(-a)", 2, "'-' cannot appear inside a group"),
        ("-^-^", 4, "at most one '^'"),
        ("(^a)", 2, "'^' cannot appear inside a group"),
        ("-z", 2, "'z' is not a key"),
        ("-|-a", 4, "follows the terminal event at column 2"),
        ("-#a", 3, "follows the terminal event at column 2"),
    ])
    func syntaxErrorsPointAtTheColumn(diagram: String, column: Int, problem: String) {
        do {
            _ = try Marbles.parse(diagram, values: values)
            Issue.record("\(diagram) should not parse")
        } catch {
            #expect(error.column == column)
            #expect(error.problem.contains(problem), "\(error.problem)")
            #expect(error.description.contains(diagram))
        }
    }

    @Test func coldDiagramsRejectTheSubscriptionMarker() {
        #expect(throws: MarbleSyntaxError.self) {
            try Marbles.parse("-^-a", values: values, allowsSubscriptionMarker: false)
        }
    }

    @Test func syntaxErrorDescriptionPointsAtTheColumn() {
        let error = MarbleSyntaxError(diagram: "-a-z", column: 4, problem: "bad")
        #expect(error.description == "invalid marble diagram at column 4: bad\n  -a-z\n     ^")
    }

    @Test func nonPositiveFrameWidthIsRejected() {
        #expect(throws: MarbleSyntaxError.self) { try Marbles.parse("-a", values: values, frameWidth: 0) }
    }
}
