import SwiftRxTest
import Testing

@testable import SwiftRx

/// How many stages `node`'s fused `flatMap` run has (the root's own and the appended ones), and
/// its source; `nil` when `node` is no such run.
private func fusedRun<Source, Inner: ObservableConvertibleType>(
    _ node: Observable<Inner.Element>,
    from _: Source.Type,
    inner _: Inner.Type
) -> (stages: Int, source: Observable<Source>)? {
    guard let root = node as? FlatMapRoot<Source, Inner.Element, Inner> else { return nil }
    return (1 + root.steps.count, root.source)
}

@Suite("flatMap fusion", .scopedResources)
struct FlatMapStagesTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    /// The inner sequences of the two-stage chains below: the first stage maps `x` to a cold
    /// sequence of `10x` and `10x + 1`; the second passes even values on as a `just` and maps odd
    /// ones to a cold sequence of their negation.
    private struct TwoStages {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int>
        let firsts: [Int: TestableObservable<Int>]
        let seconds: [Int: TestableObservable<Int>]

        init(xs events: [Recorded<Event<Int>>], secondEnd: Recorded<Event<Int>>? = nil) {
            xs = scheduler.createHotObservable(events)
            var firsts: [Int: TestableObservable<Int>] = [:]
            var seconds: [Int: TestableObservable<Int>] = [:]
            for x in 1...3 {
                firsts[x] = scheduler.createColdObservable([
                    .next(5, 10 * x), .next(15, 10 * x + 1), .completed(20),
                ])
                seconds[10 * x + 1] = scheduler.createColdObservable([
                    .next(3, -(10 * x + 1)), secondEnd ?? .completed(4),
                ])
            }
            self.firsts = firsts
            self.seconds = seconds
        }

        func first(_ x: Int) -> Observable<Int> { firsts[x]!.asObservable() }

        func second(_ y: Int) -> Observable<Int> {
            y.isMultiple(of: 2) ? Observable.just(y) : seconds[y]!.asObservable()
        }
    }

    @Test func aRunOfFlatMapsIsOneRootOverTheSourceAndMergesLikeSeparateOperators() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(240, 2), .completed(300)])
            let fused = stages.xs.flatMap(stages.first).flatMap(stages.second)
            #expect(fusedRun(fused, from: Int.self, inner: Observable<Int>.self)?.stages == 2)

            let res = stages.scheduler.start { fused }
            #expect(
                res.events == [
                    .next(215, 10), .next(228, -11), .next(245, 20), .next(258, -21), .completed(300),
                ])
            #expect(stages.xs.subscriptions == [Subscription(200, 300)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 230)])
            #expect(stages.firsts[2]!.subscriptions == [Subscription(240, 260)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(225, 229)])
            #expect(stages.seconds[21]!.subscriptions == [Subscription(255, 259)])
        }
    }

    /// The same chain with the first stage kept (so the second gets a root of its own, as two
    /// separate operators) gives exactly the same events and subscriptions.
    @Test func aKeptIntermediateGivesTheSameResultAsTheFusedRun() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(240, 2), .completed(300)])
            let kept = stages.xs.flatMap(stages.first)
            let separate = kept.flatMap(stages.second)
            #expect(fusedRun(kept, from: Int.self, inner: Observable<Int>.self)?.stages == 1)
            #expect(fusedRun(separate, from: Int.self, inner: Observable<Int>.self)?.source === kept)

            let res = stages.scheduler.start { separate }
            #expect(
                res.events == [
                    .next(215, 10), .next(228, -11), .next(245, 20), .next(258, -21), .completed(300),
                ])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 230)])
            #expect(stages.seconds[21]!.subscriptions == [Subscription(255, 259)])
        }
    }

    @Test func theRunCompletesOnlyAfterTheLastInnerOfTheLastStage() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .completed(212)], secondEnd: .completed(10))
            let res = stages.scheduler.start { stages.xs.flatMap(stages.first).flatMap(stages.second) }
            #expect(res.events == [.next(215, 10), .next(228, -11), .completed(235)])
            #expect(stages.xs.subscriptions == [Subscription(200, 212)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 230)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(225, 235)])
        }
    }

    @Test func aSelectorThrowingInALaterStageEndsEverything() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(240, 2), .completed(300)])
            let res = stages.scheduler.start {
                stages.xs.flatMap(stages.first).flatMap { value -> Observable<Int> in
                    if value == 21 { throw TestError(id: 21) }
                    return stages.second(value)
                }
            }
            #expect(
                res.events == [.next(215, 10), .next(228, -11), .next(245, 20), .error(255, TestError(id: 21))])
            #expect(stages.xs.subscriptions == [Subscription(200, 255)])
            #expect(stages.firsts[2]!.subscriptions == [Subscription(240, 255)])
            #expect(stages.seconds[21]!.subscriptions == [])
        }
    }

    @Test func anErrorFromAnInnerOfALaterStageEndsEverything() {
        expectNoLeaks {
            let stages = TwoStages(
                xs: [.next(210, 1), .next(220, 2), .completed(300)], secondEnd: .error(4, TestError(id: 4)))
            let res = stages.scheduler.start { stages.xs.flatMap(stages.first).flatMap(stages.second) }
            #expect(res.events == [.next(215, 10), .next(225, 20), .next(228, -11), .error(229, TestError(id: 4))])
            #expect(stages.xs.subscriptions == [Subscription(200, 229)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 229)])
            #expect(stages.firsts[2]!.subscriptions == [Subscription(220, 229)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(225, 229)])
        }
    }

    @Test func disposingTheSubscriptionStopsEveryStage() {
        expectNoLeaks {
            let stages = TwoStages(xs: [.next(210, 1), .next(240, 2), .completed(300)])
            let res = stages.scheduler.start(disposed: 227) {
                stages.xs.flatMap(stages.first).flatMap(stages.second)
            }
            #expect(res.events == [.next(215, 10)])
            #expect(stages.xs.subscriptions == [Subscription(200, 227)])
            #expect(stages.firsts[1]!.subscriptions == [Subscription(210, 227)])
            #expect(stages.seconds[11]!.subscriptions == [Subscription(225, 227)])
        }
    }

    /// Stages whose inner sequences are all `just`s hand each element straight on; the elements,
    /// the order of the selector calls and the completion are those of separate operators.
    @Test func justStagesPassElementsStraightThrough() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let log = EventLog<String>()
            let chain = xs.flatMap { x -> Observable<Int> in
                log.append(.next("a\(x)"))
                return .just(x + 1)
            }
            .flatMap { x -> Observable<Int> in
                log.append(.next("b\(x)"))
                return .just(x * 10)
            }
            .flatMap { x -> Observable<Int> in
                log.append(.next("c\(x)"))
                return .just(-x)
            }
            #expect(fusedRun(chain, from: Int.self, inner: Observable<Int>.self)?.stages == 3)
            let res = scheduler.start { chain }
            #expect(res.events == [.next(210, -20), .next(220, -30), .completed(230)])
            #expect(log.elements == ["a1", "b2", "c20", "a2", "b3", "c30"])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func aStageMayDropAnElementWithAnEmptyInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(225, 3), .completed(230)])
            let res = scheduler.start {
                xs.flatMap { Observable.just($0 * 2) }
                    .flatMap { $0 == 4 ? Observable<Int>.empty() : .just($0) }
                    .flatMap { Observable.just($0 + 1) }
            }
            #expect(res.events == [.next(210, 3), .next(225, 7), .completed(230)])
        }
    }

    /// A run nothing else holds takes the next stage in place: no new observable is made.
    @Test func aRunNothingElseHoldsIsExtendedInPlace() {
        let subject = PublishSubject<Int>()
        let first = subject.flatMap { Observable.just($0 + 1) }
        let identity = ObjectIdentifier(first)
        let extended = (consume first).flatMap { Observable.just($0 * 10) }
        #expect(ObjectIdentifier(extended) == identity)
        #expect(fusedRun(extended, from: Int.self, inner: Observable<Int>.self)?.stages == 2)
        let log = EventLog<Int>()
        let subscription = extended.subscribe(log.append)
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        #expect(log.elements == [20, 30])
    }

    /// A run that is still held elsewhere (a variable, a weak reference) is never changed: the next
    /// stage gets a root of its own over it. A running subscription does not hold its run: it took
    /// its own copy of the stages when it started, so a run that only it used is extended in place
    /// and the subscription keeps the stages it started with.
    @Test func aHeldRunIsNeverChanged() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let kept = subject.flatMap { Observable.just($0 + 1) }
            let overKept = kept.flatMap { Observable.just($0 * 10) }
            #expect(fusedRun(overKept, from: Int.self, inner: Observable<Int>.self)?.source === kept)
            #expect(fusedRun(kept, from: Int.self, inner: Observable<Int>.self)?.stages == 1)

            var weaklyHeld: Observable<Int>? = subject.flatMap { Observable.just($0 + 2) }
            weak let weakReference = weaklyHeld
            let overWeak = weaklyHeld.take()!.flatMap { Observable.just($0 * 100) }
            #expect(fusedRun(overWeak, from: Int.self, inner: Observable<Int>.self)?.stages == 1)
            #expect(weakReference != nil)

            var subscribed: Observable<Int>? = subject.flatMap { Observable.just($0 + 3) }
            let subscribedIdentity = ObjectIdentifier(subscribed!)
            let running = EventLog<Int>()
            let runningSubscription = subscribed!.subscribe(running.append)
            let overSubscribed = subscribed.take()!.flatMap { Observable.just(-$0) }
            #expect(ObjectIdentifier(overSubscribed) == subscribedIdentity)
            #expect(fusedRun(overSubscribed, from: Int.self, inner: Observable<Int>.self)?.stages == 2)

            let logs = (EventLog<Int>(), EventLog<Int>(), EventLog<Int>(), EventLog<Int>())
            let subscriptions = [
                kept.subscribe(logs.0.append), overKept.subscribe(logs.1.append),
                overWeak.subscribe(logs.2.append), overSubscribed.subscribe(logs.3.append),
            ]
            subject.onNext(1)
            runningSubscription.dispose()
            subscriptions.forEach { $0.dispose() }
            #expect(logs.0.elements == [2])
            #expect(logs.1.elements == [20])
            #expect(logs.2.elements == [300])
            #expect(logs.3.elements == [-4])
            #expect(running.elements == [4])
        }
    }

    /// Only stages with the same inner sequence type fuse; another type starts a root of its own,
    /// and the result is the same.
    @Test func anInnerOfAnotherTypeStartsANewRun() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let first = xs.flatMap { Observable.just($0 + 1) }
            let chain = first.flatMap { Single.just($0 * 10) }.flatMap { Single.just($0 + 5) }
            #expect(fusedRun(chain, from: Int.self, inner: Single<Int>.self)?.stages == 2)
            #expect(fusedRun(chain, from: Int.self, inner: Single<Int>.self)?.source === first)
            let res = scheduler.start { chain }
            #expect(res.events == [.next(210, 25), .next(220, 35), .completed(230)])
        }
    }

    /// A stage whose inner sequence is not a `just` gets the remaining stages as a run of its own,
    /// over that inner sequence, and every element of it goes through them.
    @Test func theStagesAfterARunningInnerApplyToEachOfItsElements() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
            let res = scheduler.start {
                xs.flatMap { Observable.just($0) }
                    .flatMap { _ in ys.asObservable() }
                    .flatMap { Observable.just($0 * 2) }
                    .flatMap { Observable.just($0 + 1) }
            }
            #expect(res.events == [.next(220, 11), .next(230, 13), .completed(300)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }
    }
}
