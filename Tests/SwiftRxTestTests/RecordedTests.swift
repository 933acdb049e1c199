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

    @Test func eventsConcatenates() {
        let variadic = Recorded.events(.next(10, 1), .completed(20))
        #expect(variadic == [.next(10, 1), .completed(20)])
        let joined = Recorded.events([.next(10, 1)], [.next(20, 2), .completed(30)])
        #expect(joined == [.next(10, 1), .next(20, 2), .completed(30)])
    }

    @Test func debugDescriptionShowsValueAndTime() {
        #expect(Recorded.next(210, 2).debugDescription == "next(2) @ 210")
        #expect(Recorded<Event<Int>>.completed(300).debugDescription == "completed @ 300")
    }
}
