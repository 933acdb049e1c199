import SwiftRx
import SwiftRxTest
import Testing

@Suite("scan", .scopedResources)
struct ScanTests {
    @Test func emitsEveryAccumulatedValueButNotTheSeed() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let res = scheduler.start { xs.scan(0) { $0 + $1 } }
            #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func intoMutatesTheAccumulatorInPlace() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, TestError())])
            let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
            #expect(res.events == [.next(210, [1]), .next(220, [1, 2]), .error(300, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func emptySourceCompletesWithoutEmitting() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.scan(7) { $0 + $1 } }
            #expect(res.events == [.completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [false, true])
    func thrownErrorEndsSequence(inPlace: Bool) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start { () -> Observable<Int> in
                if inPlace {
                    return xs.scan(into: 0) { sum, value in
                        if value == 2 { throw TestError(id: 2) }
                        sum += value
                    }
                }
                return xs.scan(0) { sum, value in
                    if value == 2 { throw TestError(id: 2) }
                    return sum + value
                }
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func eachSubscriptionStartsFromTheSeed() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let scanned = xs.scan(0) { $0 + $1 }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { scanned.subscribe(first).disposed(by: bag) }
            scheduler.scheduleAt(300) { scanned.subscribe(second).disposed(by: bag) }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 3), .completed(230)])
            #expect(second.events == [.next(310, 1), .next(320, 3), .completed(330)])
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.scan(0) { $0 + $1 } }
            #expect(res.events == [.next(210, 1), .next(220, 3)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
