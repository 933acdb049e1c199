import SwiftRx
import SwiftRxTest
import Testing

@Suite("materialize")
struct MaterializeTests {
    @Test func turnsElementsAndCompletionIntoElements() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.materialize() }
            #expect(
                res.events == [
                    .next(210, .next(1)), .next(220, .next(2)), .next(300, .completed), .completed(300),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(Resources.total == resources)
    }

    @Test func turnsErrorIntoAnElementAndCompletes() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 4))])
            let res = scheduler.start { xs.materialize() }
            #expect(res.events == [.next(210, .next(1)), .next(250, .error(TestError(id: 4))), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(Resources.total == resources)
    }

    @Test func roundTripsThroughDematerialize() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError(id: 5))])
            let res = scheduler.start { xs.materialize().dematerialize() }
            #expect(res.events == [.next(210, 1), .next(220, 2), .error(250, TestError(id: 5))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(Resources.total == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.materialize() }
            #expect(res.events == [.next(210, .next(1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(Resources.total == resources)
    }
}
