import SwiftRxTest
import Testing

@testable import SwiftRx

/// How many stages `node`'s fused run has, and whether they switch; `nil` when `node` is no run.
private func fusedRun<Source, Inner: ObservableConvertibleType>(
    _ node: Observable<Inner.Element>,
    from _: Source.Type,
    inner _: Inner.Type
) -> (stages: Int, switches: Bool, source: Observable<Source>)? {
    guard let root = node as? FlatMapRoot<Source, Inner.Element, Inner> else { return nil }
    return (1 + root.steps.count, root.switches, root.source)
}

@Suite("flatMapLatest fusion", .scopedResources)
struct FlatMapLatestStagesTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    /// The inner sequences of the two-stage chains below. The first stage maps 1 to a long cold
    /// sequence (11 at +10, 12 at +20, completing at +200) and 2 to a short one (21 at +30,
    /// completing at +40). The second maps `y` to a cold sequence of `10y` at +5 and `100y` at +100,
    /// completing at +150, or to `just(y)` when `y` is even.
    private struct TwoStages {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int>
        let firsts: [Int: TestableObservable<Int>]
        let seconds: [Int: TestableObservable<Int>]

        init(xs events: [Recorded<Event<Int>>], secondEnd: Recorded<Event<Int>> = .completed(150)) {
            xs = scheduler.createHotObservable(events)
            firsts = [
                1: scheduler.createColdObservable([.next(10, 11), .next(20, 13), .completed(200)]),
                2: scheduler.createColdObservable([.next(30, 21), .completed(40)]),
                3: scheduler.createColdObservable([.next(5, 30), .completed(10)]),
            ]
            var seconds: [Int: TestableObservable<Int>] = [:]
            for y in [11, 13, 21] {
                seconds[y] = scheduler.createColdObservable([.next(5, 10 * y), .next(100, 100 * y), secondEnd])
            }
            self.seconds = seconds
        }

        func first(_ x: Int) -> Observable<Int> { firsts[x]!.asObservable() }

        func second(_ y: Int) -> Observable<Int> {
            y.isMultiple(of: 2) ? Observable.just(y) : seconds[y]!.asObservable()
        }
    }

    /// A new source element switches only the first stage; the second keeps its inner sequence
    /// until the first stage's new inner sequence emits. The run completes when the last running
    /// inner sequence of any stage does.
    @Test func aNewSourceElementSwitchesOnlyTheFirstStage() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(250, 2), .completed(400)])
            let chain = stages.xs.flatMapLatest(stages.first).flatMapLatest(stages.second)
            let run = fusedRun(chain, from: Int.self, inner: Observable<Int>.self)
            #expect(run?.stages == 2)
            #expect(run?.switches == true)

            let res = stages.scheduler.start { chain }
            #expect(
                res.events == [.next(225, 110), .next(235, 130), .next(285, 210), .next(380, 2100), .completed(430)])
            #expect(stages.xs.subscriptions == [Subscription(200, 400)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 250)])
            #expect(stages.firsts[2]!.subscriptions == [Subscription(250, 290)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(220, 230)])
            #expect(stages.seconds[13]!.subscriptions == [Subscription(230, 280)])
            #expect(stages.seconds[21]!.subscriptions == [Subscription(280, 430)])
        }
    }

    /// The same chain with the first stage kept, so the second is a separate operator, gives the
    /// same events and subscriptions.
    @Test func aKeptIntermediateGivesTheSameResultAsTheFusedRun() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(250, 2), .completed(400)])
            let kept = stages.xs.flatMapLatest(stages.first)
            let separate = kept.flatMapLatest(stages.second)
            #expect(fusedRun(separate, from: Int.self, inner: Observable<Int>.self)?.source === kept)
            #expect(fusedRun(separate, from: Int.self, inner: Observable<Int>.self)?.stages == 1)

            let res = stages.scheduler.start { separate }
            #expect(
                res.events == [.next(225, 110), .next(235, 130), .next(285, 210), .next(380, 2100), .completed(430)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 250)])
            #expect(stages.seconds[13]!.subscriptions == [Subscription(230, 280)])
            #expect(stages.seconds[21]!.subscriptions == [Subscription(280, 430)])
        }
    }

    /// The source completing while the first stage's inner sequence runs: the run waits for it,
    /// then for what the second stage started.
    @Test func completionWaitsForEveryStage() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .completed(215)])
            let res = stages.scheduler.start {
                stages.xs.flatMapLatest(stages.first).flatMapLatest(stages.second)
            }
            #expect(res.events == [.next(225, 110), .next(235, 130), .next(330, 1300), .completed(410)])
            #expect(stages.xs.subscriptions == [Subscription(200, 215)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 410)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(220, 230)])
            #expect(stages.seconds[13]!.subscriptions == [Subscription(230, 380)])
        }
    }

    @Test func aJustInTheLastStageIsDeliveredAtOnceAndEndsNothing() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 3), .completed(300)])
            let res = stages.scheduler.start {
                stages.xs.flatMapLatest(stages.first).flatMapLatest(stages.second)
            }
            #expect(res.events == [.next(215, 30), .completed(300)])
            #expect(stages.firsts[3]!.subscriptions == [Subscription(210, 220)])
        }
    }

    @Test func anErrorOfALatestInnerSequenceEndsEverything() {
        expectNoLeaks {
            let stages = TwoStages(
                xs: [.next(210, 1), .next(250, 2), .completed(400)], secondEnd: .error(50, TestError(id: 5)))
            let res = stages.scheduler.start {
                stages.xs.flatMapLatest(stages.first).flatMapLatest(stages.second)
            }
            #expect(res.events == [.next(225, 110), .next(235, 130), .error(280, TestError(id: 5))])
            #expect(stages.xs.subscriptions == [Subscription(200, 280)])
            #expect(stages.firsts[2]!.subscriptions == [Subscription(250, 280)])
            #expect(stages.seconds[13]!.subscriptions == [Subscription(230, 280)])
        }
    }

    @Test func aSelectorThrowingInALaterStageEndsEverything() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(250, 2), .completed(400)])
            let res = stages.scheduler.start {
                stages.xs.flatMapLatest(stages.first).flatMapLatest { value -> Observable<Int> in
                    if value == 13 { throw TestError(id: 13) }
                    return stages.second(value)
                }
            }
            #expect(res.events == [.next(225, 110), .error(230, TestError(id: 13))])
            #expect(stages.xs.subscriptions == [Subscription(200, 230)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 230)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(220, 230)])
        }
    }

    @Test func anErrorOfTheSourceEndsEveryStage() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .error(240, TestError(id: 1))])
            let res = stages.scheduler.start {
                stages.xs.flatMapLatest(stages.first).flatMapLatest(stages.second)
            }
            #expect(res.events == [.next(225, 110), .next(235, 130), .error(240, TestError(id: 1))])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 240)])
            #expect(stages.seconds[13]!.subscriptions == [Subscription(230, 240)])
        }
    }

    @Test func disposingTheSubscriptionStopsEveryStage() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(250, 2), .completed(400)])
            let res = stages.scheduler.start(disposed: 265) {
                stages.xs.flatMapLatest(stages.first).flatMapLatest(stages.second)
            }
            #expect(res.events == [.next(225, 110), .next(235, 130)])
            #expect(stages.xs.subscriptions == [Subscription(200, 265)])
            #expect(stages.firsts[2]!.subscriptions == [Subscription(250, 265)])
            #expect(stages.seconds[13]!.subscriptions == [Subscription(230, 265)])
        }
    }

    /// Stages whose inner sequences are all `just`s hand each element straight on, in the order of
    /// separate operators.
    @Test func justStagesPassElementsStraightThrough() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let log = EventLog<String>()
            let chain = xs.flatMapLatest { x -> Observable<Int> in
                log.append(.next("a\(x)"))
                return .just(x + 1)
            }
            .flatMapLatest { x -> Observable<Int> in
                log.append(.next("b\(x)"))
                return .just(x * 10)
            }
            .flatMapLatest { x -> Observable<Int> in
                log.append(.next("c\(x)"))
                return x == 30 ? .empty() : .just(-x)
            }
            #expect(fusedRun(chain, from: Int.self, inner: Observable<Int>.self)?.stages == 3)
            let res = scheduler.start { chain }
            #expect(res.events == [.next(210, -20), .completed(230)])
            #expect(log.elements == ["a1", "b2", "c20", "a2", "b3", "c30"])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    /// A selector that throws after earlier stages handed it a `just`'s element, before any stage
    /// has subscribed to an inner sequence, ends the run with its error and disposes the source.
    @Test func aSelectorThrowingAfterJustStagesEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.flatMapLatest { Observable.just($0 * 10) }
                    .flatMapLatest { Observable.just($0 + 1) }
                    .flatMapLatest { x -> Observable<Int> in
                        if x == 21 { throw TestError(id: 21) }
                        return .just(-x)
                    }
            }
            #expect(res.events == [.next(210, -11), .error(220, TestError(id: 21))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    /// While every inner sequence so far was a `just`, an element the observer feeds back into the
    /// source during a delivery is handled after that delivery returns.
    @Test func anElementFedBackWhileOnlyJustsRanWaitsForTheDelivery() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = EventLog<String>()
            let chain = subject.flatMapLatest { Observable.just($0 + 1) }
                .flatMapLatest { Observable.just($0 * 10) }
            let subscription = chain.subscribe(onNext: { value in
                log.append(.next("enter \(value)"))
                if value == 20 { subject.onNext(2) }
                log.append(.next("leave \(value)"))
            })
            subject.onNext(1)
            subject.onNext(3)
            subscription.dispose()
            #expect(log.elements == ["enter 20", "leave 20", "enter 30", "leave 30", "enter 40", "leave 40"])
        }
    }

    /// `flatMap` and `flatMapLatest` stages do not fuse with each other, and a run that is held
    /// elsewhere is never changed.
    @Test func onlyStagesOfOneKindFuseAndAHeldRunIsNeverChanged() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let merged = subject.flatMap { Observable.just($0 + 1) }
            let switched = merged.flatMapLatest { Observable.just($0 * 10) }.flatMapLatest { Observable.just($0 + 5) }
            let run = fusedRun(switched, from: Int.self, inner: Observable<Int>.self)
            #expect(run?.switches == true)
            #expect(run?.stages == 2)
            #expect(run?.source === merged)
            let mergedAgain = switched.flatMap { Observable.just(-$0) }
            #expect(fusedRun(mergedAgain, from: Int.self, inner: Observable<Int>.self)?.source === switched)

            let first = subject.flatMapLatest { Observable.just($0 + 2) }
            let identity = ObjectIdentifier(first)
            let extended = (consume first).flatMapLatest { Observable.just($0 * 3) }
            #expect(ObjectIdentifier(extended) == identity)

            let logs = (EventLog<Int>(), EventLog<Int>())
            let subscriptions = [mergedAgain.subscribe(logs.0.append), extended.subscribe(logs.1.append)]
            subject.onNext(1)
            subject.onNext(2)
            subscriptions.forEach { $0.dispose() }
            #expect(logs.0.elements == [-25, -35])
            #expect(logs.1.elements == [9, 12])
        }
    }

    /// A running subscription keeps the stages it started with when the run it subscribed to, used
    /// by nothing else any more, is extended in place; a subscription made after gets every stage.
    @Test func aRunningSubscriptionKeepsItsStagesWhenItsRunIsExtendedInPlace() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var run: Observable<Int>? = subject.flatMapLatest { Observable.just($0 + 1) }
            let identity = ObjectIdentifier(run!)
            let first = EventLog<Int>()
            let firstSubscription = run!.subscribe(first.append)
            let extended = run.take()!.flatMapLatest { Observable.just($0 * 10) }
            #expect(ObjectIdentifier(extended) == identity)
            #expect(fusedRun(extended, from: Int.self, inner: Observable<Int>.self)?.stages == 2)
            let second = EventLog<Int>()
            let secondSubscription = extended.subscribe(second.append)
            subject.onNext(1)
            subject.onNext(2)
            firstSubscription.dispose()
            secondSubscription.dispose()
            #expect(first.elements == [2, 3])
            #expect(second.elements == [20, 30])
        }
    }

    /// An element the observer feeds back into the source while it handles one is handled after
    /// that call returns, as separate operators deliver it.
    @Test func anElementFedBackDuringADeliveryWaitsForIt() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let log = EventLog<String>()
            let chain = subject.flatMapLatest { x in x == 1 ? inner.asObservable() : .just(x) }
                .flatMapLatest { Observable.just($0 * 10) }
            let subscription = chain.subscribe(onNext: { value in
                log.append(.next("enter \(value)"))
                if value == 70 { subject.onNext(2) }
                log.append(.next("leave \(value)"))
            })
            subject.onNext(1)
            inner.onNext(7)
            inner.onNext(8)  // the first stage switched to `just(2)`: dropped
            subscription.dispose()
            #expect(log.elements == ["enter 70", "leave 70", "enter 20", "leave 20"])
            #expect(!inner.hasObservers)
        }
    }
}
