import SwiftRx
import SwiftRxTest
import Testing

@Suite("compactMap", .scopedResources)
struct CompactMapTests {
    @Test func passesNonNilResultsAndCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
                .next(310, "4"),
            ])
            let res = scheduler.start { xs.compactMap { Int($0) } }
            #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "1"), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.compactMap { Int($0) } }
            #expect(res.events == [.next(210, 1), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func thrownErrorEndsSequenceAndDisposesSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start {
                xs.compactMap { value -> Int? in
                    if value == 2 { throw TestError(id: 2) }
                    return value * 10
                }
            }
            #expect(res.events == [.next(210, 10), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.compactMap { $0 } }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
