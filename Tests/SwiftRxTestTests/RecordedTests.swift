import SwiftRx
import SwiftRxTest
import Testing

private struct Boom: Error, Equatable {}

@Suite("Recorded")
struct RecordedTests {
    @Test func factoriesBuildEvents() {
        let events: [Recorded<Event<Int>>] = [.next(210, 2), .error(250, Boom()), .completed(300)]
        #expect(events[0].time == 210)
        #expect(events[0].value.element == 2)
        #expect(events[1].value.error is Boom)
        #expect(events[2].value.isCompleted)
    }

    @Test func equalityComparesTimeAndValue() {
        #expect(Recorded.next(10, 1) == Recorded.next(10, 1))
        #expect(Recorded.next(10, 1) != Recorded.next(11, 1))
        #expect(Recorded.next(10, 1) != Recorded.next(10, 2))
        #expect(Recorded<Event<Int>>.completed(10) != Recorded.next(10, 1))
    }

    @Test func eventsCollectsVariadicAndArrayForms() {
        let variadic = Recorded.events(.next(10, 1), .completed(20))
        #expect(variadic == [.next(10, 1), .completed(20)])
        let array = Recorded.events([.next(10, 1), .next(20, 2), .completed(30)])
        #expect(array == [.next(10, 1), .next(20, 2), .completed(30)])
        let joined = Recorded.events([.next(10, 1)] + [.next(20, 2), .completed(30)])
        #expect(joined == array)
    }

    @Test func longVariadicListTypeChecks() {
        // RxSwift's suites write expectations like this one; with an overload taking several arrays
        // the type checker gave up on it ("unable to type-check this expression in reasonable
        // time"), which fails the build, so compiling this test is the check.
        let events = Recorded.events(
            .next(210, 0 * 10 + 1),
            .next(220, 1 * 10 + 2),
            .next(230, 2 * 10 + 3),
            .next(240, 3 * 10 + 4),
            .next(250, 4 * 10 + 5),
            .next(260, 5 * 10 + 6),
            .next(270, 6 * 10 + 7),
            .next(280, 7 * 10 + 8),
            .next(290, 8 * 10 + 9),
            .next(300, 9 * 10 + 10),
            .next(310, 10 * 10 + 11),
            .next(320, 11 * 10 + 12),
            .next(330, 12 * 10 + 13),
            .next(340, 13 * 10 + 14),
            .next(350, 14 * 10 + 15),
            .next(360, 15 * 10 + 16),
            .next(370, 16 * 10 + 17),
            .next(380, 17 * 10 + 18),
            .next(390, 18 * 10 + 19),
            .next(400, 19 * 10 + 20),
            .completed(500)
        )
        #expect(events.count == 21)
        #expect(events.first == .next(210, 1))
        #expect(events[19] == .next(400, 210))
        #expect(events.last == .completed(500))
        #expect(events.dropLast().map(\.time) == Array(stride(from: 210, through: 400, by: 10)))
    }

    @Test func debugDescriptionShowsValueAndTime() {
        #expect(Recorded.next(210, 2).debugDescription == "next(2) @ 210")
        #expect(Recorded<Event<Int>>.completed(300).debugDescription == "completed @ 300")
    }
}
