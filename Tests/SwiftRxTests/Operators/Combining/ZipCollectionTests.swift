import SwiftRx
import SwiftRxTest
import Testing

@Suite("zip(collection)", .scopedResources)
struct ZipCollectionTests {
    /// Source 0 emits its three elements early (they queue); source `i > 0` emits its k-th element
    /// at 210 + 50k + 5i. Element k of source i is `(i + 1) * 10^k`. Source i completes at 400 + i.
    private func queuedSources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (0..<count).map { i in
            let times = i == 0 ? [205, 206, 207] : (0..<3).map { 210 + 50 * $0 + 5 * i }
            var events: [Recorded<Event<Int>>] = [.next(150, -1)]
            for (k, time) in times.enumerated() {
                events.append(.next(time, (i + 1) * [1, 10, 100][k]))
            }
            events.append(.completed(400 + i))
            return scheduler.createHotObservable(events)
        }
    }

    private func queuedExpectation(count n: Int, until: Int = .max) -> [Recorded<Event<[Int]>>] {
        let last = n == 1 ? 207 : 210 + 5 * (n - 1)
        let events: [Recorded<Event<[Int]>>] =
            (0..<3).map { k in
                .next(n == 1 ? 205 + k : last + 50 * k, (1...n).map { $0 * [1, 10, 100][k] })
            } + [.completed(400 + n - 1)]
        return events.filter { $0.time < until }
    }

    @Test(arguments: [1, 2, 3, 5, 10])
    func arrayFormPairsByIndex(count: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = queuedSources(scheduler, count: count)
            let res = scheduler.start { Observable.zip(sources) }
            #expect(res.events == queuedExpectation(count: count))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + i)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [2, 10])
    func selectorFormAppliesTheSelector(count: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = queuedSources(scheduler, count: count)
            let res = scheduler.start { Observable.zip(sources) { $0.reduce(0, +) } }
            let expected = queuedExpectation(count: count).map { recorded in
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
            let sources = queuedSources(scheduler, count: 3)
            let res = scheduler.start(disposed: 290) { Observable.zip(sources) }
            #expect(res.events == queuedExpectation(count: 3, until: 290))
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 290)])
            }
        }
        #expect(liveResources == start)
    }

    @Test func emptyCollectionCompletesAtOnce() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.zip([Observable<Int>]()) }
            #expect(res.events == [.completed(200)])
        }
        #expect(liveResources == start)
    }

    @Test func errorsFromASourceOrTheSelectorEndTheSequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let b = scheduler.createHotObservable([.next(220, 10), .error(260, TestError(id: 1))])
            let failing = scheduler.start { Observable.zip([a, b]) }
            #expect(failing.events == [.next(220, [1, 10]), .error(260, TestError(id: 1))])
            #expect(a.subscriptions == [Subscription(200, 260)])
            #expect(b.subscriptions == [Subscription(200, 260)])
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
            let throwing = scheduler.start {
                Observable.zip([a, b]) { values -> Int in
                    if values[1] == 20 { throw TestError(id: 2) }
                    return values.reduce(0, +)
                }
            }
            #expect(throwing.events == [.next(220, 11), .error(240, TestError(id: 2))])
            #expect(a.subscriptions == [Subscription(200, 240)])
            #expect(b.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    /// RxSwift's asymmetric n-ary case: the collection form completes as soon as a source emits an
    /// element that can never be paired (every other source completed), unlike the fixed-arity
    /// forms, which wait for every source to complete.
    @Test func completesWhenAnElementCanNeverBePaired() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
            ])
            let res = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }) }
            // At 290 e2 has not completed yet; at 310 every other source is done: 9 can never pair.
            #expect(res.events == [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
            #expect(e0.subscriptions == [Subscription(200, 270)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [2, 3, 5])
    func emptyAndNonEmptySources(count: Int) {
        // Source 0 completes empty at 210; at 215 the others emit, and every other source of each
        // emitter is done only once all of them but it completed, so the last one's element ends it.
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<count).map { i -> TestableObservable<Int> in
            i == 0
                ? scheduler.createHotObservable([.next(150, 1), .completed(210)])
                : scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        }
        let res = scheduler.start { Observable.zip(sources.map { $0.asObservable() }) }
        let end = count == 2 ? 215 : 220
        #expect(res.events == [.completed(end)])
        #expect(sources[0].subscriptions == [Subscription(200, 210)])
        for source in sources.dropFirst() {
            #expect(source.subscriptions == [Subscription(200, end)])
        }
    }

    @Test func allSourcesCompletingEmptyCompleteWithTheLastOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { i in scheduler.createHotObservable([.next(150, 1), .completed(210 + i)]) }
        let res = scheduler.start { Observable.zip(sources.map { $0.asObservable() }) }
        #expect(res.events == [.completed(212)])
    }

    @Test(arguments: [false, true])
    func aSourceThatNeverEmitsKeepsTheResultOpen(otherEmits: Bool) {
        // Nothing can pair, but only an element arriving while every *other* source is done ends
        // the collection form; `never` is never done and never emits.
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let other = scheduler.createHotObservable(
            otherEmits ? [.next(150, 1), .next(215, 2), .completed(220)] : [.next(150, 1), .completed(210)]
        )
        let res = scheduler.start { Observable.zip([never.asObservable(), other.asObservable()]) }
        #expect(res.events == [])
        #expect(never.subscriptions == [Subscription(200, 1000)])
        #expect(other.subscriptions == [Subscription(200, otherEmits ? 220 : 210)])
    }

    @Test func anErrorEndsTheResultEvenWithElementsWaitingAndSourcesDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(205, 1), .next(206, 2), .completed(210)])
        let b = scheduler.createHotObservable([.next(150, 1), .next(215, 10), .error(220, TestError(id: 1))])
        let c = scheduler.createHotObservable([.next(150, 1), .next(212, 100), .next(213, 200)])
        let res = scheduler.start {
            Observable.zip([a.asObservable(), b.asObservable(), c.asObservable()]) { $0.reduce(0, +) }
        }
        #expect(res.events == [.next(215, 111), .error(220, TestError(id: 1))])
        #expect(a.subscriptions == [Subscription(200, 210)])
        #expect(b.subscriptions == [Subscription(200, 220)])
        #expect(c.subscriptions == [Subscription(200, 220)])
    }

    @Test func anErrorBeforeAnySourceEmitsEndsTheResultAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(205)])
        let failing = scheduler.createHotObservable([.next(150, 1), .error(210, TestError(id: 2))])
        let res = scheduler.start {
            Observable.zip([never.asObservable(), empty.asObservable(), failing.asObservable()])
        }
        #expect(res.events == [.error(210, TestError(id: 2))])
        #expect(never.subscriptions == [Subscription(200, 210)])
        #expect(empty.subscriptions == [Subscription(200, 205)])
    }
}
