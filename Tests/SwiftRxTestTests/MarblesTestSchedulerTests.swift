import SwiftRx
import SwiftRxTest
import Testing

private struct Boom: Error, Equatable {}

@Suite("Marbles+TestScheduler")
struct MarblesTestSchedulerTests {
    @Test func hotFromMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        #expect(xs.recordedEvents == [.next(180, 1), .next(220, 2), .next(240, 3), .completed(260)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(220, 20), .next(240, 30), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
        expect(res, toMatch: "--B-C-|", values: ["B": 20, "C": 30])
        #expect(res.marbles(values: ["B": 20, "C": 30]) == "--B-C-|")
    }

    @Test func coldFromMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-(b#)", values: ["a": 1, "b": 2], errors: ["#": Boom()])
        #expect(xs.recordedEvents == [.next(10, 1), .next(30, 2), .error(30, Boom())])
        let res = scheduler.start { xs.filter { $0 > 1 } }
        #expect(res.events == [.next(230, 2), .error(230, Boom())])
        expect(res, toMatch: "---(b#)", values: ["b": 2], errors: ["#": Boom()])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func stringDiagramsNeedNoValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b-|")
        let ys = scheduler.createColdObservable("-x|")
        #expect(ys.recordedEvents == [.next(10, "x"), .completed(20)])
        let res = scheduler.start { xs.map { $0.uppercased() } }
        expect(res, toMatch: "--A-B-|")
    }

    @Test func frameWidthAndOriginAreParameters() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^ab|", values: ["a": 1, "b": 2], frameWidth: 1, origin: 300)
        #expect(xs.recordedEvents == [.next(301, 1), .next(302, 2), .completed(303)])
        let res = scheduler.start(created: 100, subscribed: 300, disposed: 1000) { xs }
        expect(res, toMatch: "^ab|", values: ["a": 1, "b": 2], frameWidth: 1, origin: 300)
    }

    @Test func arrayOfRecordedEventsRendersToo() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(210, 2), .completed(240)]
        #expect(events.marbles(values: ["a": 1, "b": 2]) == "-(ab)|")
    }
}
