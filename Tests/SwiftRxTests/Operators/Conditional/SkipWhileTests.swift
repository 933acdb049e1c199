import SwiftRx
import SwiftRxTest
import Testing

@Suite("skip(while:)", .scopedResources)
struct SkipWhileTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
    ]

    @Test func dropsLeadingElementsThenPassesEverything() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
            #expect(res.events == [.next(230, 3), .next(240, 1), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func predicateIsNotCalledAfterTheFirstFailure() {
        let resources = liveResources
        do {
            let calls = Counter()
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start {
                xs.skip(while: { value in
                    calls.increment()
                    return value < 2
                })
            }
            #expect(res.events == [.next(220, 2), .next(230, 3), .next(240, 1), .completed(300)])
            #expect(calls.count == 2)
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
            #expect(res.events == [.next(220, 5), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func thrownPredicateErrorEndsSequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start {
                xs.skip(while: { value -> Bool in
                    if value == 2 { throw TestError(id: 2) }
                    return true
                })
            }
            #expect(res.events == [.error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedSkipWhileBehavesTheSame() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.skipWhile { $0 < 3 } }
            #expect(res.events == [.next(230, 3), .next(240, 1), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 235) { xs.skip(while: { $0 < 3 }) }
            #expect(res.events == [.next(230, 3)])
            #expect(xs.subscriptions == [Subscription(200, 235)])
        }
        #expect(liveResources == resources)
    }
}
