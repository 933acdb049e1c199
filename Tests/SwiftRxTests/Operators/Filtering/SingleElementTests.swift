import SwiftRx
import SwiftRxTest
import Testing

@Suite("single()", .scopedResources)
struct SingleElementTests {
    @Test func passesTheOnlyElementAndCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
            let res = scheduler.start { xs.single() }
            #expect(res.events == [.next(210, 1), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func emptySourceFailsWithNoElements() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
            let res = scheduler.start { xs.single() }
            #expect(res.events == [.error(300, RxError.noElements)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func secondElementFailsWithMoreThanOneElementAndDisposesSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start { xs.single() }
            #expect(res.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.single() }
            #expect(res.events == [.next(210, 1), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test(
        arguments: [
            ([1, 2, 3], [Recorded<Event<Int>>.next(220, 2), .completed(300)]),
            ([1, 3, 5], [Recorded<Event<Int>>.error(300, RxError.noElements)]),
            ([2, 3, 4], [Recorded<Event<Int>>.next(210, 2), .error(230, RxError.moreThanOneElement)]),
        ]
    )
    func predicateCountsOnlyMatches(values: [Int], expected: [Recorded<Event<Int>>]) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let events: [Recorded<Event<Int>>] =
                values.enumerated().map { .next(210 + 10 * $0.offset, $0.element) } + [.completed(300)]
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start { xs.single { $0 % 2 == 0 } }
            #expect(res.events == expected)
            #expect(xs.subscriptions == [Subscription(200, expected.last!.time)])
        }
        #expect(liveResources == resources)
    }

    @Test func thrownPredicateErrorEndsSequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.single { value -> Bool in
                    if value == 2 { throw TestError(id: 2) }
                    return true
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
            let res = scheduler.start(disposed: 250) { xs.single() }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
