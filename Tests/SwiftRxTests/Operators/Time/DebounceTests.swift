import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("debounce", .scopedResources)
struct DebounceTests {
    @Test func sendsAnElementOnceItStaysTheLatestForTheDueTime() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(240, 3), .next(270, 4), .next(310, 5), .completed(400),
            ])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
            #expect(res.events == [.next(230, 2), .next(260, 3), .next(290, 4), .next(330, 5), .completed(400)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
        }
        #expect(liveResources == start)
    }

    @Test func aBurstYieldsOnlyItsLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(300, 4), .next(305, 5), .completed(500),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(240, 3), .next(325, 5), .completed(500)])
    }

    @Test func completionSendsTheWaitingElementFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(215)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(215, 2), .completed(215)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func errorIsForwardedAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(215, TestError())])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.error(215, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func disposingCancelsThePendingTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3), .completed(400)])
            let res = scheduler.start(disposed: 260) { xs.debounce(.seconds(20), scheduler: scheduler) }
            #expect(res.events == [.next(230, 2)])
            #expect(xs.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func zeroDueTimeSendsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(211, 2), .next(221, 3), .completed(230)])
    }

    @Test func neverDueTimeSendsOnlyTheLastElementAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.debounce(.never, scheduler: scheduler) }
        #expect(res.events == [.next(230, 3), .completed(230)])
    }

    @Test func emptySourceJustCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.completed(300)])
    }
}
