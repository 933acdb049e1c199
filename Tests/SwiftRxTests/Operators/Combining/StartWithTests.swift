import SwiftRx
import SwiftRxTest
import Testing

@Suite("startWith", .scopedResources)
struct StartWithTests {
    @Test func sendsTheElementsAtSubscriptionThenTheSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .next(230, 4), .completed(300)])
            let res = scheduler.start { xs.startWith(1, 2) }
            #expect(res.events == [.next(200, 1), .next(200, 2), .next(220, 3), .next(230, 4), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func chainedStartWithsPrependInCallOrderReversed() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.startWith(3).startWith(1, 2) }
            #expect(res.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 5), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.startWith(1) }
            #expect(res.events == [.next(200, 1), .next(210, 5), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func downstreamStoppingDuringThePrefixDisposesTheSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 5), .completed(300)])
            let res = scheduler.start { xs.startWith(1, 2, 3).take(2) }
            #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
            #expect(xs.subscriptions.allSatisfy { $0.unsubscribe == 200 })
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 5), .next(260, 6), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.startWith(1) }
            #expect(res.events == [.next(200, 1), .next(210, 5)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
