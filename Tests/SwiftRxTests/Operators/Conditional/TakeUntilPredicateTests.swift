import SwiftRx
import SwiftRxTest
import Testing

@Suite("take(until:behavior:) with a predicate", .scopedResources)
struct TakeUntilPredicateTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 3), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ]

    @Test func exclusiveCompletesAtTheMatchingElementWithoutIt() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(until: { $0 == 3 }) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func inclusiveEmitsTheMatchingElementBeforeCompleting() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func completesWithTheSourceWhenNothingMatches() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(until: { $0 > 10 }) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.take(until: { $0 > 10 }) }
            #expect(res.events == [.next(210, 1), .error(250, TestError(id: 1))])
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
                xs.take(until: { value -> Bool in
                    if value == 2 { throw TestError(id: 2) }
                    return false
                })
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test(arguments: [TakeBehavior.exclusive, .inclusive])
    func deprecatedTakeUntilBehavesTheSame(behavior: TakeBehavior) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.takeUntil(behavior, predicate: { $0 == 2 }) }
            let expected: [Recorded<Event<Int>>] =
                behavior == .inclusive
                ? [.next(210, 1), .next(220, 2), .completed(220)] : [.next(210, 1), .completed(220)]
            #expect(res.events == expected)
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 215) { xs.take(until: { $0 == 3 }) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 215)])
        }
        #expect(liveResources == resources)
    }
}
