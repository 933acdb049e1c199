import SwiftRx
import SwiftRxTest
import Testing

@Suite("enumerated", .scopedResources)
struct EnumeratedTests {
    @Test func pairsElementsWithTheirIndex() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
            ])
            let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
            #expect(res.events == [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func tupleLabelsAreIndexAndElement() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 5), .completed(220)])
            let enumerated: Observable<(index: Int, element: Int)> = xs.enumerated()
            let res = scheduler.start { enumerated.map { $0.index * 100 + $0.element } }
            #expect(res.events == [.next(210, 5), .completed(220)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 7), .error(250, TestError(id: 3))])
            let res = scheduler.start { xs.enumerated().map { $0.index } }
            #expect(res.events == [.next(210, 0), .error(250, TestError(id: 3))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func eachSubscriptionCountsFromZero() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let indexes = xs.enumerated().map { $0.index }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { indexes.subscribe(first).disposed(by: bag) }
            scheduler.scheduleAt(205) { indexes.subscribe(second).disposed(by: bag) }
            scheduler.start()
            #expect(first.events == [.next(210, 0), .next(220, 1), .completed(230)])
            #expect(second.events == [.next(215, 0), .next(225, 1), .completed(235)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.enumerated().map { $0.index } }
            #expect(res.events == [.next(210, 0)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
