import SwiftRx
import SwiftRxTest
import Testing

/// `combineLatest` of `sources` (2...8 of them) with a summing result selector, spelled out per arity
/// the way user code calls it.
private func combineSum(_ s: [TestableObservable<Int>]) -> Observable<Int> {
    combineSumOf(s.map { $0.asObservable() })
}

/// The tuple form of `combineLatest` for 2...8 sources, with the tuple summed by `map`.
private func combineTupleSum(_ s: [TestableObservable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: return Observable.combineLatest(s[0], s[1]).map { $0.0 + $0.1 }
    case 3: return Observable.combineLatest(s[0], s[1], s[2]).map { $0.0 + $0.1 + $0.2 }
    case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0.0 + $0.1 + $0.2 + $0.3 }
    case 5:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 }
    case 6:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5
        }
    case 7:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6
        }
    case 8:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    default: preconditionFailure("arity \(s.count) not covered")
    }
}

/// `combineSum` over plain observables (some of them `just`s).
private func combineSumOf(_ s: [Observable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: return Observable.combineLatest(s[0], s[1]) { $0 + $1 }
    case 3: return Observable.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 }
    case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }
    case 5: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }
    case 6:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
    case 7:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
            $0 + $1 + $2 + $3 + $4 + $5 + $6
        }
    case 8:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
        }
    default: preconditionFailure("arity \(s.count) not covered")
    }
}

private let arities = Array(2...8)

@Suite("combineLatest", .scopedResources)
struct CombineLatestTests {
    /// Source `i` emits `i + 1` at 210 + 10i, then `100 (i + 1)` at 300 + 10i, and completes at 400 + 10i.
    private func staggeredSources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (0..<count).map { i in
            scheduler.createHotObservable([
                .next(150, -1000),
                .next(210 + 10 * i, i + 1),
                .next(300 + 10 * i, 100 * (i + 1)),
                .completed(400 + 10 * i),
            ])
        }
    }

    /// What combining `staggeredSources` with a sum produces, up to (not including) `until`.
    private func staggeredExpectation(count n: Int, until: Int = .max) -> [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = [.next(210 + 10 * (n - 1), n * (n + 1) / 2)]
        var latest = Array(1...n)
        for i in 0..<n {
            latest[i] = 100 * (i + 1)
            events.append(.next(300 + 10 * i, latest.reduce(0, +)))
        }
        events.append(.completed(400 + 10 * (n - 1)))
        return events.filter { $0.time < until }
    }

    @Test(arguments: arities)
    func emitsOnceAllHaveProducedAndCompletesWhenAllComplete(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: arity)
            let res = scheduler.start { combineSum(sources) }
            #expect(res.events == staggeredExpectation(count: arity))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + 10 * i)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: arities)
    func tupleFormCarriesTheSameCombinations(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: arity)
            let res = scheduler.start { combineTupleSum(sources) }
            #expect(res.events == staggeredExpectation(count: arity))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + 10 * i)])
            }
        }
        #expect(liveResources == start)
    }

    @Test(arguments: arities)
    func disposingMidStreamUnsubscribesEverySource(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: arity)
            let res = scheduler.start(disposed: 305) { combineSum(sources) }
            #expect(res.events == staggeredExpectation(count: arity, until: 305))
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 305)])
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
                        ? [.next(210, 1), .error(250, TestError(id: 7)), .next(260, 5)]
                        : [.next(210, 1), .next(270, 2), .completed(300)]
                )
            }
            let res = scheduler.start { combineSum(sources) }
            #expect(res.events == [.next(210, arity), .error(250, TestError(id: 7))])
            for source in sources {
                #expect(source.subscriptions == [Subscription(200, 250)])
            }
        }
        #expect(liveResources == start)
    }

    /// RxSwift's rule: a source that completed without an element ends the result when another
    /// source emits while all the others are done, not at its own completion.
    @Test(arguments: arities)
    func sourceThatNeverEmittedEndsTheResultOnceTheOthersAreDone(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<arity).map { i -> TestableObservable<Int> in
                switch i {
                case 0: return scheduler.createHotObservable([.completed(210)])
                case arity - 1: return scheduler.createHotObservable([.next(250, 1), .completed(300)])
                default: return scheduler.createHotObservable([.next(215, 1), .completed(220)])
                }
            }
            let res = scheduler.start { combineSum(sources) }
            #expect(res.events == [.completed(250)])
            #expect(sources[0].subscriptions == [Subscription(200, 210)])
            for source in sources.dropFirst().dropLast() {
                #expect(source.subscriptions == [Subscription(200, 220)])
            }
            #expect(sources[arity - 1].subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test func emptyAndNeverNeverEnds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let never = scheduler.createHotObservable([Recorded<Event<Int>>]())
            let empty = scheduler.createHotObservable([.next(150, 1), Recorded<Event<Int>>.completed(210)])
            let res = scheduler.start { combineSum([never, empty]) }
            #expect(res.events.isEmpty)
            #expect(never.subscriptions == [Subscription(200, 1000)])
            #expect(empty.subscriptions == [Subscription(200, 210)])
        }
        #expect(liveResources == start)
    }

    @Test func errorThrownByTheSelectorEndsTheSequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let b = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(320)])
            let res = scheduler.start {
                Observable.combineLatest(a, b) { number, letter -> String in
                    if number == 2 && letter == "y" { throw TestError(id: 2) }
                    return "\(number)\(letter)"
                }
            }
            #expect(res.events == [.next(220, "1x"), .next(230, "2x"), .error(240, TestError(id: 2))])
            #expect(a.subscriptions == [Subscription(200, 240)])
            #expect(b.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    @Test func sourcesOfDifferentTypesAndSynchronousSources() {
        let start = liveResources
        let log = EventLog<String>()
        do {
            let combined = Observable.combineLatest(
                Observable.just(1),
                Observable.of("a", "b"),
                Observable.just(2.5)
            ).map { number, letter, real in "\(number)\(letter)\(real)" }
            _ = combined.subscribe { log.append($0) }
        }
        // The subscription runs on the current-thread trampoline: `just` emits at once while `of`
        // schedules its elements, which therefore arrive after `just(2.5)` was subscribed (as in RxSwift).
        #expect(log.elements == ["1a2.5", "1b2.5"])
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }

    /// An element sent into a source while the observer handles the previous one is delivered after
    /// it returns, not inside it.
    @Test func reentrantEmissionIsDeliveredAfterTheCurrentOne() {
        let start = liveResources
        let log = EventLog<String>()
        do {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let depth = Counter()
            let subscription = Observable.combineLatest(a, b) { $0 * 10 + $1 }.subscribe(onNext: { value in
                let level = depth.increment()
                log.append(.next("enter \(value) at \(level)"))
                if value == 11 { a.onNext(2) }
                log.append(.next("leave \(value)"))
                _ = depth.increment()
            })
            a.onNext(1)
            b.onNext(1)
            subscription.dispose()
        }
        #expect(log.elements == ["enter 11 at 1", "leave 11", "enter 21 at 3", "leave 21"])
        #expect(liveResources == start)
    }

    /// With `just`s before it, the last source is the only one that can call the sink, which then
    /// works without its lock; an element fed back into that source during a delivery is still
    /// delivered after the current one returns, and a failing result selector still ends it once.
    @Test func reentrantEmissionIntoTheSoleSubscribedSourceIsDeliveredAfterTheCurrentOne() {
        let start = liveResources
        let log = EventLog<String>()
        do {
            let a = PublishSubject<Int>()
            let depth = Counter()
            let subscription = Observable.combineLatest(Observable.just(1), Observable.just(2), a) {
                $0 * 100 + $1 * 10 + $2
            }.subscribe(onNext: { value in
                let level = depth.increment()
                log.append(.next("enter \(value) at \(level)"))
                if value == 121 { a.onNext(2) }
                log.append(.next("leave \(value)"))
                _ = depth.increment()
            })
            a.onNext(1)
            a.onCompleted()
            subscription.dispose()
        }
        #expect(log.elements == ["enter 121 at 1", "leave 121", "enter 122 at 3", "leave 122"])
        #expect(liveResources == start)
    }

    @Test func aThrowingSelectorEndsTheSoleSubscribedSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let last = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(Observable.just(10), last.asObservable()) { (x: Int, y: Int) throws -> Int in
                if y == 2 { throw TestError() }
                return x + y
            }
        }
        #expect(res.events == [.next(210, 11), .error(220, TestError())])
        #expect(last.subscriptions == [Subscription(200, 220)])
    }

    /// A `just` source is taken without subscribing to it; what the observer sees is what
    /// subscribing would give: its element at once (combined once every other source has one) and
    /// its completion, in any position, for every arity.
    @Test(arguments: arities)
    func justSourcesInAnyPositionCombineAsSubscribedOnes(arity: Int) {
        for justIndex in 0..<arity {
            let start = liveResources
            do {
                let scheduler = TestScheduler(initialClock: 0)
                let hot = staggeredSources(scheduler, count: arity)
                // The `just` stands in for source `justIndex` with that source's first element.
                var sources = hot.map { $0.asObservable() }
                sources[justIndex] = Observable.just(justIndex + 1)
                let res = scheduler.start { combineSumOf(sources) }
                var expected: [Recorded<Event<Int>>] = []
                let firstTime = 210 + 10 * (justIndex == arity - 1 ? arity - 2 : arity - 1)
                expected.append(.next(firstTime, arity * (arity + 1) / 2))
                var latest = Array(1...arity)
                for i in 0..<arity where i != justIndex {
                    latest[i] = 100 * (i + 1)
                    expected.append(.next(300 + 10 * i, latest.reduce(0, +)))
                }
                let lastCompletion = (0..<arity).filter { $0 != justIndex }.map { 400 + 10 * $0 }.max()!
                expected.append(.completed(lastCompletion))
                #expect(res.events == expected, "just at \(justIndex) of \(arity)")
            }
            #expect(liveResources == start)
        }
    }

    /// Leading `just`s are recorded before any source is subscribed (without the lock); the one
    /// subscribed source then decides everything: each of its elements is combined with the `just`s,
    /// and its terminal event, or the disposal, ends the sequence and its subscription.
    @Test(arguments: arities)
    func leadingJustSourcesThenOneSubscribedSource(arity: Int) {
        let justSum = (1..<arity).reduce(0, +)
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let last = scheduler.createHotObservable([
                .next(150, 9), .next(210, 1000), .next(220, 2000), .completed(300),
            ])
            let sources = (1..<arity).map { Observable.just($0) } + [last.asObservable()]
            let res = scheduler.start { combineSumOf(sources) }
            #expect(res.events == [.next(210, justSum + 1000), .next(220, justSum + 2000), .completed(300)])
            #expect(last.subscriptions == [Subscription(200, 300)])
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let last = scheduler.createHotObservable([.next(150, 9), .completed(250)] as [Recorded<Event<Int>>])
            let sources = (1..<arity).map { Observable.just($0) } + [last.asObservable()]
            let res = scheduler.start { combineSumOf(sources) }
            #expect(res.events == [.completed(250)], "every source done, one without an element")
            #expect(last.subscriptions == [Subscription(200, 250)])
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let last = scheduler.createHotObservable([.next(210, 1000), .error(230, TestError())])
            let sources = (1..<arity).map { Observable.just($0) } + [last.asObservable()]
            let res = scheduler.start { combineSumOf(sources) }
            #expect(res.events == [.next(210, justSum + 1000), .error(230, TestError())])
            #expect(last.subscriptions == [Subscription(200, 230)])
        }
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let last = scheduler.createHotObservable([.next(210, 1000), .next(260, 2000), .completed(300)])
            let sources = (1..<arity).map { Observable.just($0) } + [last.asObservable()]
            let res = scheduler.start(disposed: 240) { combineSumOf(sources) }
            #expect(res.events == [.next(210, justSum + 1000)])
            #expect(last.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    /// A `just` after a subscribed source goes through the lock as an event would: the subscribed
    /// source may already be emitting on another thread.
    @Test func aJustAfterASubscribedSourceCombinesWithItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1000), .completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(Observable.just(1), first.asObservable(), Observable.just(20)) { $0 + $1 + $2 }
        }
        #expect(res.events == [.next(210, 1021), .completed(300)])
        #expect(first.subscriptions == [Subscription(200, 300)])
    }

    @Test func onlyJustSourcesCombineAndCompleteAtOnce() {
        let log = EventLog<Int>()
        _ = Observable.combineLatest(Observable.just(1), Observable.just(20), Observable.just(300)) {
            $0 + $1 + $2
        }.subscribe { log.append($0) }
        #expect(log.events == [.next(321), .completed])
    }

    @Test func aJustAfterASourceThatFailedAtOnceAddsNothing() {
        let log = EventLog<Int>()
        _ = Observable.combineLatest(Observable<Int>.error(TestError()), Observable.just(1)) { $0 + $1 }
            .subscribe { log.append($0) }
        #expect(log.events == [.error(TestError())])
    }

    /// Nine sources go through the parameter-pack form (the per-arity overloads stop at eight).
    @Test func nineSourcesUseTheVariadicForm() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = staggeredSources(scheduler, count: 9)
            let s = sources
            let res = scheduler.start {
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8
                }
            }
            #expect(res.events == staggeredExpectation(count: 9))
            for (i, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 400 + 10 * i)])
            }
        }
        #expect(liveResources == start)
    }
}
