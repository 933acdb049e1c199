import SwiftRx
import SwiftRxTest
import Testing

// The operators under test are deprecated; each test that calls them is marked deprecated too, so
// that the calls compile without warnings.
@Suite("mapWithIndex, flatMapWithIndex, skipWhileWithIndex, takeWhileWithIndex (deprecated)", .scopedResources)
struct ObservableTypeWithIndexTests {
    @available(*, deprecated)
    @Test func mapWithIndexPassesEachElementWithItsIndex() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
            ])
            let res = scheduler.start { xs.mapWithIndex { element, index in "\(element)\(index)" } }
            #expect(res.events == [.next(210, "a0"), .next(220, "b1"), .next(230, "c2"), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func mapWithIndexCountsAnewForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
        let mapped = xs.mapWithIndex { element, index in element * 10 + index }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = mapped.subscribe(first) }
        scheduler.scheduleAt(300) { _ = mapped.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 70), .next(220, 81), .completed(230)])
        #expect(second.events == [.next(310, 70), .next(320, 81), .completed(330)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
    }

    @available(*, deprecated)
    @Test func mapWithIndexFailsWithWhatTheSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.mapWithIndex { element, index in
                if index == 1 { throw TestError(id: element) }
                return element
            }
        }
        #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @available(*, deprecated)
    @Test func flatMapWithIndexMergesTheInnerSequenceOfEachElementAndIndex() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let inners = [
                scheduler.createColdObservable([.next(5, 10), .next(50, 11), .completed(60)]),
                scheduler.createColdObservable([.next(5, 20), .completed(10)]),
            ]
            let res = scheduler.start {
                xs.flatMapWithIndex { element, index in inners[index].map { $0 * element } }
            }
            #expect(res.events == [.next(215, 10), .next(245, 40), .next(260, 11), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(inners[0].subscriptions == [Subscription(210, 270)])
            #expect(inners[1].subscriptions == [Subscription(240, 250)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func skipWhileWithIndexDropsTheLeadingElementsTheIndexedPredicateHolds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 1), .completed(300),
            ])
            let calls = Counter()
            let res = scheduler.start {
                xs.skipWhileWithIndex { element, index in
                    calls.increment()
                    return element > 4 && index < 2
                }
            }
            #expect(res.events == [.next(230, 7), .next(240, 1), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(calls.count == 3)  // not called again after the first element that fails it
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func skipWhileWithIndexFailsWithWhatThePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(300)])
        let res = scheduler.start {
            xs.skipWhileWithIndex { _, index in
                if index == 1 { throw TestError() }
                return true
            }
        }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @available(*, deprecated)
    @Test func takeWhileWithIndexCompletesAtTheFirstElementTheIndexedPredicateFails() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(300),
            ])
            let res = scheduler.start { xs.takeWhileWithIndex { element, index in element > 4 && index < 2 } }
            #expect(res.events == [.next(210, 5), .next(220, 6), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func takeWhileWithIndexForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .error(220, TestError())])
        let res = scheduler.start { xs.takeWhileWithIndex { _, _ in true } }
        #expect(res.events == [.next(210, 5), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
