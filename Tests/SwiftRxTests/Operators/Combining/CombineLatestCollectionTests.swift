import SwiftRx
import SwiftRxTest
import Testing

@Suite("combineLatest(collection)", .scopedResources)
struct CombineLatestCollectionTests {
    /// Source `i` emits `i + 1` at 210 + 5i, then `100 (i + 1)` at 300 + 5i, and completes at 400 + 5i.
    private func staggeredSources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (0..<count).map { i in
            scheduler.createHotObservable([
                .next(150, -1000),
                .next(210 + 5 * i, i + 1),
                .next(300 + 5 * i, 100 * (i + 1)),
                .completed(400 + 5 * i),
            ])
        }
    }

    private func staggeredExpectation(count n: Int, until: Int = .max) -> [Recorded<Event<[Int]>>] {
        var latest = Array(1...n)
        var events: [Recorded<Event<[Int]>>] = [.next(210 + 5 * (n - 1), latest)]
        for i in 0..<n {
            latest[i] = 100 * (i + 1)
            events.append(.next(300 + 5 * i, latest))
        }
        events.append(.completed(400 + 5 * (n - 1)))
        return events.filter { $0.time < until }
    }

    @Test(arguments: [1, 2, 3, 5, 10])
    func arrayFormEmitsLatestOfEachSourceInOrder(count: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: count)
            let res = scheduler.start { Observable.combineLatest(sources) }
            #expect(res.events == staggeredExpectation(count: count))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + 5 * i)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [1, 3, 10])
    func selectorFormAppliesTheSelector(count: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: count)
            let res = scheduler.start { Observable.combineLatest(sources) { $0.reduce(0, +) } }
            let expected = staggeredExpectation(count: count).map { recorded in
                Recorded(time: recorded.time, value: recorded.value.map { $0.reduce(0, +) })
            }
            #expect(res.events == expected)
        }
        #expect(liveResources == start)
    }

    @Test func disposingMidStreamUnsubscribesEverySource() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: 4)
            let res = scheduler.start(disposed: 307) { Observable.combineLatest(sources) }
            #expect(res.events == staggeredExpectation(count: 4, until: 307))
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 307)])
            }
        }
        #expect(liveResources == start)
    }

    @Test func emptyCollectionEmitsTheEmptyCombinationAndCompletes() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
            #expect(res.events == [.next(200, 0), .completed(200)])
        }
        #expect(liveResources == start)
    }

    @Test func errorsFromASourceOrTheSelectorEndTheSequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let b = scheduler.createHotObservable([.next(220, 10), .error(260, TestError(id: 1))])
            let failing = scheduler.start { Observable.combineLatest([a, b]) }
            #expect(failing.events == [.next(220, [1, 10]), .next(230, [2, 10]), .error(260, TestError(id: 1))])
            #expect(a.subscriptions == [Subscription(200, 260)])
            #expect(b.subscriptions == [Subscription(200, 260)])
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
            let throwing = scheduler.start {
                Observable.combineLatest([a, b]) { values -> Int in
                    if values[0] == 2 { throw TestError(id: 2) }
                    return values.reduce(0, +)
                }
            }
            #expect(throwing.events == [.next(220, 11), .error(230, TestError(id: 2))])
            #expect(a.subscriptions == [Subscription(200, 230)])
            #expect(b.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test func sourceThatNeverEmittedEndsTheResultOnceTheOthersAreDone() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
            let other = scheduler.createHotObservable([.next(250, 1), .completed(300)])
            let res = scheduler.start { Observable.combineLatest([empty, other]) }
            #expect(res.events == [.completed(250)])
            #expect(empty.subscriptions == [Subscription(200, 210)])
            #expect(other.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }
}
