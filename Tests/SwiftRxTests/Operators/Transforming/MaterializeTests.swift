import SwiftRx
import SwiftRxTest
import Testing

@Suite("materialize", .scopedResources)
struct MaterializeTests {
    @Test func turnsElementsAndCompletionIntoElements() {
        let resources = liveResources
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
        #expect(liveResources == resources)
    }

    @Test func turnsErrorIntoAnElementAndCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 4))])
            let res = scheduler.start { xs.materialize() }
            #expect(res.events == [.next(210, .next(1)), .next(250, .error(TestError(id: 4))), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func roundTripsThroughDematerialize() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError(id: 5))])
            let res = scheduler.start { xs.materialize().dematerialize() }
            #expect(res.events == [.next(210, 1), .next(220, 2), .error(250, TestError(id: 5))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.materialize() }
            #expect(res.events == [.next(210, .next(1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
