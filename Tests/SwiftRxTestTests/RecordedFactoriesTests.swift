import SwiftRx
import SwiftRxTest
import Testing

private struct Failure: Error {}

@Suite("Recorded free factories")
struct RecordedFactoriesTests {
    @Test func freeFactoriesMakeTheSameEventsAsTheStaticOnes() {
        let events: [Recorded<Event<Int>>] = [next(210, 1), next(220, 2), completed(300)]
        #expect(events == [.next(210, 1), .next(220, 2), .completed(300)])
        #expect(error(250, Failure(), Int.self) == Recorded<Event<Int>>.error(250, Failure()))
        #expect(completed(10, String.self) == Recorded<Event<String>>.completed(10))
    }

    @Test func freeFactoriesDriveATestableObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), error(230, Failure())])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [next(210, 10), next(220, 20), error(230, Failure())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}
