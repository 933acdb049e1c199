import SwiftRx
import SwiftRxTest
import Testing

/// `zip` of `sources` (2...8 of them) with a summing result selector, spelled out per arity.
private func zipSum(_ s: [TestableObservable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: return Observable.zip(s[0], s[1]) { $0 + $1 }
    case 3: return Observable.zip(s[0], s[1], s[2]) { $0 + $1 + $2 }
    case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }
    case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }
    case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
    case 7:
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    case 8:
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
        }
    default: preconditionFailure("arity \(s.count) not covered")
    }
}

/// The tuple form of `zip` for 2...8 sources, with the tuple summed by `map`.
private func zipTupleSum(_ s: [TestableObservable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: return Observable.zip(s[0], s[1]).map { $0.0 + $0.1 }
    case 3: return Observable.zip(s[0], s[1], s[2]).map { $0.0 + $0.1 + $0.2 }
    case 4: return Observable.zip(s[0], s[1], s[2], s[3]).map { $0.0 + $0.1 + $0.2 + $0.3 }
    case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 }
    case 6:
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7:
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6
        }
    case 8:
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    default: preconditionFailure("arity \(s.count) not covered")
    }
}

private let arities = Array(2...8)

@Suite("zip", .scopedResources)
struct ZipTests {
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

    private func queuedExpectation(count n: Int, until: Int = .max) -> [Recorded<Event<Int>>] {
        let base = n * (n + 1) / 2
        let events: [Recorded<Event<Int>>] =
            (0..<3).map { k in .next(210 + 50 * k + 5 * (n - 1), base * [1, 10, 100][k]) } + [.completed(400 + n - 1)]
        return events.filter { $0.time < until }
    }

    @Test(arguments: arities)
    func pairsByIndexAndCompletesWhenAllComplete(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = queuedSources(scheduler, count: arity)
            let res = scheduler.start { zipSum(sources) }
            #expect(res.events == queuedExpectation(count: arity))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + i)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: arities)
    func tupleFormCarriesTheSameTuples(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = queuedSources(scheduler, count: arity)
            let res = scheduler.start { zipTupleSum(sources) }
            #expect(res.events == queuedExpectation(count: arity))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + i)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: arities)
    func disposingMidStreamUnsubscribesEverySource(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = queuedSources(scheduler, count: arity)
            let res = scheduler.start(disposed: 282) { zipSum(sources) }
            #expect(res.events == queuedExpectation(count: arity, until: 282))
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 282)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: arities)
    func firstErrorEndsEverything(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<arity).map { i in
                scheduler.createHotObservable(
                    i == arity - 1
                        ? [.next(210, 1), .error(250, TestError(id: 3)), .next(260, 5)]
                        : [.next(210, 1), .next(270, 2), .completed(300)]
                )
            }
            let res = scheduler.start { zipSum(sources) }
            #expect(res.events == [.next(210, arity), .error(250, TestError(id: 3))])
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 250)])
            }
        }
        #expect(liveResources == start)
    }

    /// RxSwift's all-completed case: source j has j + 1 elements (5, 6, ... at 210, 220, ...) and
    /// completes at 200 + 10 (j + 2). Only the first elements pair. Each source but the last
    /// completes with an empty queue while a later one still emits an element that can never be
    /// paired; the result still completes only when the last source completes, as RxSwift's
    /// fixed-arity zip does.
    private func allCompletedSources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (0..<count).map { j in
            let elements: [Recorded<Event<Int>>] = (0...j).map { k in .next(210 + 10 * k, 5 + k) }
            return scheduler.createHotObservable([.next(150, 1)] + elements + [.completed(200 + 10 * (j + 2))])
        }
    }

    @Test(arguments: arities)
    func completesOnlyWhenEverySourceCompleted(arity: Int) {
        let start = liveResources
        for form in [zipSum, zipTupleSum] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = allCompletedSources(scheduler, count: arity)
            let res = scheduler.start { form(sources) }
            #expect(res.events == [.next(210, 5 * arity), .completed(200 + 10 * (arity + 1))])
            for (j, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 200 + 10 * (j + 2))])
            }
        }
        #expect(liveResources == start)
    }

    @Test func twoSourcesCompleteWhenTheSecondCompletes() {
        // The example of the RxSwift compatibility report, spelled out.
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .completed(220)])
        let b = scheduler.createHotObservable([.next(150, 1), .next(210, 5), .next(220, 6), .completed(230)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        #expect(res.events == [.next(210, 10), .completed(230)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(200, 230)])
    }

    /// Source `empty` completes at 210 without an element; the others emit one element at 215 and
    /// complete at 220 + i. Nothing pairs; the result completes with the last source.
    @Test(arguments: arities)
    func emptyAndNonEmptySourcesCompleteWhenAllComplete(arity: Int) {
        for empty in [0, arity - 1] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<arity).map { i -> TestableObservable<Int> in
                i == empty
                    ? scheduler.createHotObservable([.next(150, 1), .completed(210)])
                    : scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220 + i)])
            }
            let end = (0..<arity).filter { $0 != empty }.map { 220 + $0 }.max()!
            let res = scheduler.start { zipSum(sources) }
            #expect(res.events == [.completed(end)])
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, i == empty ? 210 : 220 + i)])
            }
        }
    }

    @Test(arguments: arities)
    func emptySourcesCompleteWithTheLastOne(arity: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<arity).map { i in
            scheduler.createHotObservable([.next(150, 1), .completed(210 + i)])
        }
        let res = scheduler.start { zipTupleSum(sources) }
        #expect(res.events == [.completed(210 + arity - 1)])
    }

    @Test(arguments: arities)
    func aSourceThatNeverCompletesKeepsTheResultOpen(arity: Int) {
        // Every other source completed (with elements left unpaired): zip waits for the last one.
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<arity).map { i -> TestableObservable<Int> in
            i == 0
                ? scheduler.createHotObservable([.next(150, 1)])
                : scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220 + i)])
        }
        let res = scheduler.start { zipSum(sources) }
        #expect(res.events == [])
        #expect(sources[0].subscriptions == [Subscription(200, 1000)])
    }

    @Test func errorThrownByTheSelectorEndsTheSequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let b = scheduler.createHotObservable([.next(215, "x"), .next(240, "y"), .next(250, "z")])
            let res = scheduler.start {
                Observable.zip(a, b) { number, letter -> String in
                    if letter == "y" { throw TestError(id: 4) }
                    return "\(number)\(letter)"
                }
            }
            #expect(res.events == [.next(215, "1x"), .error(240, TestError(id: 4))])
            #expect(a.subscriptions == [Subscription(200, 240)])
            #expect(b.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    @Test func sourcesOfDifferentTypes() {
        let start = liveResources
        let log = EventLog<String>()
        do {
            let zipped = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b"), Observable.of(true, false))
                .map { number, letter, flag in "\(number)\(letter)\(flag)" }
            _ = zipped.subscribe { log.append($0) }
        }
        #expect(log.elements == ["1atrue", "2bfalse"])
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }

    /// Nine sources are past the per-arity forms and take the parameter-pack form: same pairing,
    /// completion and subscription log.
    @Test func moreSourcesThanTheFixedFormsTakeThePackForm() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (1...9).map { index in
                scheduler.createHotObservable([
                    .next(200 + index, index), .next(220 + index, 10 * index), .completed(250 + index),
                ])
            }
            let s = sources.map { $0.asObservable() }
            let res = scheduler.start {
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8
                }
            }
            #expect(res.events == [.next(209, 45), .next(229, 450), .completed(259)])
            for (index, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 251 + index)])
            }
        }
        #expect(liveResources == start)
    }

    @Test func thePackFormCompletesOnlyWhenEverySourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = allCompletedSources(scheduler, count: 9)
        let s = sources.map { $0.asObservable() }
        let res = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8
            }
        }
        #expect(res.events == [.next(210, 45), .completed(300)])
        for (j, source) in sources.enumerated() {
            #expect(source.subscriptions == [Subscription(200, 200 + 10 * (j + 2))])
        }
    }
}
