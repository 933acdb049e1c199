import SwiftRx
import SwiftRxTest
import Testing

@Suite("map", .scopedResources)
struct MapTests {
    @Test func transformsEachElementAndCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300), .next(310, 4),
            ])
            let res = scheduler.start { xs.map { $0 * 10 } }
            #expect(res.events == [.next(210, 10), .next(220, 20), .next(230, 30), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func changesTheElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 7), .next(20, 42), .completed(30)])
        let res = scheduler.start { xs.map { "#\($0)" } }
        #expect(res.events == [.next(210, "#7"), .next(220, "#42"), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1)), .next(260, 2)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            #expect(res.events == [.next(210, 2), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func thrownErrorEndsTheSequenceAndDisposesTheSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start {
                xs.map { value -> Int in
                    if value == 2 { throw TestError(id: 2) }
                    return value
                }
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let calls = Counter()
            let res = scheduler.start(disposed: 250) {
                xs.map { value -> Int in
                    calls.increment()
                    return value
                }
            }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(calls.count == 1)
        }
        #expect(liveResources == resources)
    }

    @Test func neverEndingSourceIsDisposedAtTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.map { $0 } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }
}
