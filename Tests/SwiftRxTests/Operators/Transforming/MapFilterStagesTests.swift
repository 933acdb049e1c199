import Dispatch
import Foundation
import SwiftRxBlocking
import SwiftRxTest
import Synchronization
import Testing

@testable import SwiftRx

/// The shape of `node`'s fused run: how many steps follow the root's own stage (a `filter` written
/// right after a `map` joins that map's step, or the root), whether the root's stage filters, and
/// the run's source.
private func fusedRun<Source, Element>(
    _ node: Observable<Element>,
    from _: Source.Type
) -> (steps: Int, rootFilters: Bool, source: Observable<Source>)? {
    guard let root = node as? MapFilterRoot<Source, Element> else { return nil }
    return (root.steps.count, root.filters, root.source)
}

/// A thread-safe list of the stage calls a test made.
private final class CallLog: Sendable {
    private let calls = Synchronization.Mutex<[String]>([])
    var entries: [String] { calls.withLock { $0 } }
    func record(_ call: String) { calls.withLock { $0.append(call) } }
}

@Suite("map and filter fusion", .scopedResources)
struct MapFilterStagesTests {
    @Test func aRunOfMapsAndFiltersIsOneChainOverTheSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
            ])
            let chain = xs.map { $0 + 1 }.filter { $0 > 2 }.map { $0 * 10 }.filter { $0 != 40 }
            // map+filter at the root, then one map+filter step.
            #expect(fusedRun(chain, from: Int.self)?.steps == 1)
            #expect(fusedRun(chain, from: Int.self)?.rootFilters == true)
            let subject = PublishSubject<Int>()
            let overSubject = subject.filter { $0 > 2 }.map { $0 * 10 }
            let run = fusedRun(overSubject, from: Int.self)
            #expect(run?.steps == 1)
            #expect(run?.rootFilters == true)
            #expect(run?.source === subject)

            let res = scheduler.start { chain }
            #expect(res.events == [.next(220, 30), .next(240, 50), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func stagesRunInTheOrderTheyWereWrittenAndADroppedElementGoesNoFurther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let log = CallLog()
        let chain =
            xs
            .map { value -> Int in
                log.record("map1(\(value))")
                return value * 2
            }
            .filter { value in
                log.record("filter1(\(value))")
                return value > 2
            }
            .map { value -> Int in
                log.record("map2(\(value))")
                return value + 1
            }
        let res = scheduler.start { chain }
        #expect(res.events == [.next(220, 5), .completed(230)])
        #expect(log.entries == ["map1(1)", "filter1(2)", "map1(2)", "filter1(4)", "map2(4)"])
    }

    @Test func anErrorThrownByAMiddleStageEndsTheSequenceThere() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let later = Counter()
            let chain =
                xs
                .map { $0 * 10 }
                .filter { value in
                    if value == 20 { throw TestError(id: 20) }
                    return true
                }
                .map { value -> Int in
                    later.increment()
                    return value
                }
            let res = scheduler.start { chain }
            #expect(res.events == [.next(210, 10), .error(220, TestError(id: 20))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            #expect(later.count == 1)
        }
        #expect(liveResources == resources)
    }

    @Test func branchesFromOneIntermediateObservableEachGetTheirOwnStages() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let shared = xs.map { $0 * 10 }
            let evens = shared.filter { $0 % 20 == 0 }
            let hundreds = shared.map { $0 * 10 }
            // `shared` is still held, so each branch extends a copy; the filter joins the copy's map.
            #expect(fusedRun(evens, from: Int.self)?.steps == 0)
            #expect(fusedRun(evens, from: Int.self)?.rootFilters == true)
            #expect(fusedRun(hundreds, from: Int.self)?.steps == 1)
            #expect(fusedRun(shared, from: Int.self)?.rootFilters == false)

            let evensObserver = scheduler.createObserver(Int.self)
            let hundredsObserver = scheduler.createObserver(Int.self)
            let sharedObserver = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                evens.subscribe(evensObserver).disposed(by: bag)
                hundreds.subscribe(hundredsObserver).disposed(by: bag)
                shared.subscribe(sharedObserver).disposed(by: bag)
            }
            scheduler.start()
            #expect(evensObserver.events == [.next(220, 20), .completed(300)])
            #expect(hundredsObserver.events == [.next(210, 100), .next(220, 200), .next(230, 300), .completed(300)])
            #expect(sharedObserver.events == [.next(210, 10), .next(220, 20), .next(230, 30), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300), Subscription(200, 300), Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    /// A run that something else still holds is never changed: extending it extends a copy, and
    /// the kept observable keeps exactly its own stages, whether it was extended before or after
    /// being subscribed.
    @Test func extendingAHeldRunLeavesItAsItWas() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let kept = xs.map { $0 + 1 }.filter { $0 > 0 }
            let keptObserver = scheduler.createObserver(Int.self)
            let extendedObserver = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                kept.subscribe(keptObserver).disposed(by: bag)
                // Extended while subscribed and still held (`kept` is read below): on a copy.
                let extended = kept.map { $0 * 100 }
                #expect(fusedRun(extended, from: Int.self)?.steps == 1)
                extended.subscribe(extendedObserver).disposed(by: bag)
            }
            scheduler.start()
            #expect(fusedRun(kept, from: Int.self)?.steps == 0)
            #expect(fusedRun(kept, from: Int.self)?.rootFilters == true)
            #expect(keptObserver.events == [.next(210, 2), .next(220, 3), .completed(300)])
            #expect(extendedObserver.events == [.next(210, 200), .next(220, 300), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300), Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    /// A run nothing else holds takes the next stage in place: no new observable is made.
    @Test func aRunNothingElseHoldsIsExtendedInPlace() {
        let subject = PublishSubject<Int>()
        let first = subject.map { $0 + 1 }
        let identity = ObjectIdentifier(first)
        let extended = (consume first).filter { $0 > 1 }
        #expect(ObjectIdentifier(extended) == identity)
        #expect(fusedRun(extended, from: Int.self)?.steps == 0)
        #expect(fusedRun(extended, from: Int.self)?.rootFilters == true)
        let log = EventLog<Int>()
        let subscription = extended.subscribe(log.append)
        subject.onNext(0)
        subject.onNext(1)
        subscription.dispose()
        #expect(log.elements == [2])
    }

    /// A `filter` written right after a `map` joins that map's step (or the root's map): the run
    /// stores fewer steps, and each element is still mapped first and then tested, in the order the
    /// stages were written; a filter after a filter, or after a map that already filters, is a step
    /// of its own.
    @Test func aFilterAfterAMapJoinsItsStepAndKeepsTheOrder() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
            let log = CallLog()
            let chain =
                xs
                .map { value -> Int in
                    log.record("map1(\(value))")
                    return value + 1
                }
                .filter { value in
                    log.record("filter1(\(value))")
                    return value != 3
                }
                .filter { value in
                    log.record("filter2(\(value))")
                    return value < 10
                }
                .map { value -> Int in
                    log.record("map2(\(value))")
                    return value * 10
                }
                .filter { value in
                    log.record("filter3(\(value))")
                    return value != 40
                }
            // Root: map1 + filter1; steps: filter2, then map2 + filter3.
            #expect(fusedRun(chain, from: Int.self)?.rootFilters == true)
            #expect(fusedRun(chain, from: Int.self)?.steps == 2)
            let res = scheduler.start { chain }
            #expect(res.events == [.next(210, 20), .completed(240)])
            #expect(
                log.entries == [
                    "map1(1)", "filter1(2)", "filter2(2)", "map2(2)", "filter3(20)",
                    "map1(2)", "filter1(3)",
                    "map1(3)", "filter1(4)", "filter2(4)", "map2(4)", "filter3(40)",
                ])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == resources)
    }

    /// A filter joining the last map of a run that a running subscription started from leaves that
    /// subscription's stages as they were: the join writes to the run's own copy of its steps.
    @Test func joiningAFilterLeavesARunningSubscriptionsStagesAlone() {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            var run: Observable<Int>? = subject.map { $0 + 1 }.map { $0 * 10 }
            let identity = ObjectIdentifier(run!)
            let first = EventLog<Int>()
            let firstSubscription = run!.subscribe(first.append)
            // Nothing else holds the run now: the filter joins its last step in place.
            let filtered = run.take()!.filter { $0 != 20 }
            #expect(ObjectIdentifier(filtered) == identity)
            #expect(fusedRun(filtered, from: Int.self)?.steps == 1)
            let second = EventLog<Int>()
            let secondSubscription = filtered.subscribe(second.append)
            subject.onNext(1)
            subject.onNext(2)
            firstSubscription.dispose()
            secondSubscription.dispose()
            #expect(first.elements == [20, 30])
            #expect(second.elements == [30])
        }
        #expect(liveResources == resources)
    }

    /// A filter added to a held run whose last step is a map joins that step on the copy only: the
    /// kept observable still maps without filtering.
    @Test func joiningAFilterOnAHeldRunChangesOnlyTheCopy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let kept = xs.map { $0 + 1 }.map { $0 * 10 }
        let filtered = kept.filter { $0 > 20 }
        #expect(ObjectIdentifier(filtered) != ObjectIdentifier(kept))
        #expect(fusedRun(kept, from: Int.self)?.steps == 1)
        #expect(fusedRun(filtered, from: Int.self)?.steps == 1)
        let keptObserver = scheduler.createObserver(Int.self)
        let filteredObserver = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) {
            _ = kept.subscribe(keptObserver)
            _ = filtered.subscribe(filteredObserver)
        }
        scheduler.start()
        #expect(keptObserver.events == [.next(110, 20), .next(120, 30), .completed(130)])
        #expect(filteredObserver.events == [.next(120, 30), .completed(130)])
        #expect(xs.subscriptions == [Subscription(100, 130), Subscription(100, 130)])
    }

    /// A subscription does not keep the run it subscribed to: when nothing else holds the run any
    /// more, a later stage goes on it in place, and the running subscription keeps the stages it
    /// started with while a subscription to the extended run gets them all.
    @Test func aRunningSubscriptionKeepsItsStagesWhenItsRunIsExtendedInPlace() {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            var run: Observable<Int>? = subject.map { $0 + 1 }
            let identity = ObjectIdentifier(run!)
            let first = EventLog<Int>()
            let firstSubscription = run!.subscribe(first.append)
            let extended = run.take()!.map { $0 * 10 }
            #expect(ObjectIdentifier(extended) == identity)
            #expect(fusedRun(extended, from: Int.self)?.steps == 1)
            let second = EventLog<Int>()
            let secondSubscription = extended.subscribe(second.append)
            subject.onNext(1)
            subject.onNext(2)
            firstSubscription.dispose()
            secondSubscription.dispose()
            #expect(first.elements == [2, 3])
            #expect(second.elements == [20, 30])
        }
        #expect(liveResources == resources)
    }

    /// Threads that extend one shared run at the same time each get a copy with their own stage;
    /// the shared run keeps its single stage.
    @Test func concurrentExtensionsOfASharedRunEachGetTheirOwnStages() {
        let base = Observable.from([1, 2, 3]).map { $0 * 10 }
        let results = ResultsByOffset()
        DispatchQueue.concurrentPerform(iterations: 64) { offset in
            let extended = base.map { $0 + offset }.filter { _ in true }
            #expect(fusedRun(extended, from: Int.self)?.steps == 1)
            results.set(offset, (try? extended.toArray().toBlocking().single()) ?? [])
        }
        #expect(fusedRun(base, from: Int.self)?.steps == 0)
        #expect(fusedRun(base, from: Int.self)?.rootFilters == false)
        let all = results.all
        #expect(all.count == 64)
        for (offset, values) in all {
            #expect(values == [10 + offset, 20 + offset, 30 + offset])
        }
    }

    /// A run held only weakly or unowned elsewhere is not extended in place: the extension goes to a
    /// copy, and the original ends with its last strong reference, as any observable does (RxSwift's
    /// `map` never changes the observable it is called on).
    @Test(arguments: [false, true])
    func aRunHeldWeaklyOrUnownedIsExtendedOnACopy(unowned isUnowned: Bool) {
        var first: Observable<Int>? = Observable.of(1, 2, 3).map { $0 + 1 }
        let identity = ObjectIdentifier(first!)
        weak var weakHolder = first
        let unownedHolder = isUnowned ? UnownedHolder(first!) : nil
        if isUnowned { weakHolder = nil }
        let extended = first.take()!.map { $0 * 10 }
        #expect(ObjectIdentifier(extended) != identity)
        #expect(weakHolder == nil)
        #expect((try? extended.toArray().toBlocking().single()) == [20, 30, 40])
        withExtendedLifetime(unownedHolder) {}
    }

    /// A chain built from temporaries is one observable whatever its length: every stage after the
    /// first is appended to the same run.
    @Test(arguments: [2, 5, 17, 40])
    func aLongChainOfTemporariesIsOneRun(length: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var chain = xs.map { $0 }
        for stage in 1..<length {
            chain = stage.isMultiple(of: 2) ? chain.filter { $0 > 0 } : chain.map { $0 + 1 }
        }
        // Each map after the root is a step, and the filter after it joins that step.
        #expect(fusedRun(chain, from: Int.self)?.steps == length / 2)
        let res = scheduler.start { chain }
        let added = length / 2
        #expect(res.events == [.next(210, 1 + added), .next(220, 2 + added), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aMapThatChangesTheTypeStartsANewRunOverThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 30), .completed(300)])
        let ints = xs.filter { $0 != 2 }.map { $0 + 1 }
        let strings = ints.map { "<\($0)>" }.filter { $0.count == 3 }
        let run = fusedRun(strings, from: Int.self)
        #expect(run?.steps == 0)
        #expect(run?.rootFilters == true)
        #expect(run?.source === ints)

        let res = scheduler.start { strings }
        #expect(res.events == [.next(210, "<2>"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func eachSubscriptionRunsTheStagesOnItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let calls = Counter()
        let chain = xs.filter { _ in
            calls.increment()
            return true
        }.map { $0 * 3 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = chain.subscribe(first) }
        scheduler.scheduleAt(150) { _ = chain.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(110, 3), .next(120, 6), .completed(130)])
        #expect(second.events == [.next(160, 3), .next(170, 6), .completed(180)])
        #expect(xs.subscriptions == [Subscription(100, 130), Subscription(150, 180)])
        #expect(calls.count == 4)
    }

    @Test func fusesInGenericCodeToo() {
        func evenDoubles<Value: BinaryInteger & Sendable>(_ source: Observable<Value>) -> Observable<Value> {
            source.map { $0 * 2 }.filter { $0 % 4 == 0 }.map { $0 / 2 }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 4), .completed(40)])
        let chain = evenDoubles(xs.asObservable())
        #expect(fusedRun(chain, from: Int.self)?.steps == 1)
        let res = scheduler.start { chain }
        #expect(res.events == [.next(220, 2), .next(230, 4), .completed(240)])
    }

    @Test func disposingTheSubscriptionStopsEveryStage() {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            let calls = Counter()
            let log = EventLog<Int>()
            let subscription = subject.map { value -> Int in
                calls.increment()
                return value
            }.filter { _ in true }.subscribe(log.append)
            subject.onNext(1)
            subscription.dispose()
            subject.onNext(2)
            #expect(log.events == [.next(1)])
            #expect(calls.count == 1)
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == resources)
    }
}

/// `subscribe(onNext:onError:onCompleted:)` on a fused run, which calls the closures from one
/// `MapFilterSubscriber` instead of a sink and an observer.
@Suite("map and filter fusion: subscribing closures", .scopedResources)
struct MapFilterSubscriberTests {
    @Test func elementsAndTheCompletionReachTheClosuresOnVirtualTime() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240), .next(250, 4),
            ])
            let log = TimedLog(scheduler)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) {
                subscription = xs.map { $0 * 10 }.filter { $0 != 20 }.subscribe(
                    onNext: { log.record("next(\($0))") },
                    onError: { log.record("error(\($0))") },
                    onCompleted: { log.record("completed") }
                )
            }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
            #expect(subscription is MapFilterSubscriber<Int, Int>)
            #expect(log.entries == ["210 next(10)", "230 next(30)", "240 completed"])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == resources)
    }

    @Test func aSourceErrorReachesOnErrorOnceAndEndsTheSubscription() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .error(220, TestError(id: 1)), .next(230, 2), .completed(240),
            ])
            let log = TimedLog(scheduler)
            scheduler.scheduleAt(200) {
                _ = xs.map { $0 + 1 }.subscribe(
                    onNext: { log.record("next(\($0))") },
                    onError: { log.record("error(\(($0 as? TestError)?.id ?? -1))") },
                    onCompleted: { log.record("completed") }
                )
            }
            scheduler.start()
            #expect(log.entries == ["210 next(2)", "220 error(1)"])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func anErrorThrownByAStageReachesOnErrorAndLaterStagesAreNotCalled() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let later = Counter()
            let log = TimedLog(scheduler)
            scheduler.scheduleAt(200) {
                _ = xs.filter { value in
                    if value == 2 { throw TestError(id: 2) }
                    return true
                }.map { value -> Int in
                    later.increment()
                    return value
                }.subscribe(
                    onNext: { log.record("next(\($0))") },
                    onError: { log.record("error(\(($0 as? TestError)?.id ?? -1))") }
                )
            }
            scheduler.start()
            #expect(log.entries == ["210 next(1)", "220 error(2)"])
            #expect(later.count == 1)
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposingStopsTheElementsAndDisposesTheSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let calls = Counter()
            let log = TimedLog(scheduler)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) {
                subscription = xs.map { value -> Int in
                    calls.increment()
                    return value
                }.subscribe(onNext: { log.record("next(\($0))") }, onCompleted: { log.record("completed") })
            }
            scheduler.scheduleAt(225) {
                subscription?.dispose()
                subscription?.dispose()
            }
            scheduler.start()
            #expect(log.entries == ["210 next(1)", "220 next(2)"])
            #expect(calls.count == 2)
            #expect(xs.subscriptions == [Subscription(200, 225)])
            #expect((subscription as? any Cancelable)?.isDisposed == true)
        }
        #expect(liveResources == resources)
    }

    @Test func anErrorWithoutOnErrorGoesToTheDefaultHandler() {
        let handled = EventLog<String>()
        Hooks.Scope(defaultErrorHandler: { _, error in handled.append(.next("\(error)")) }).run {
            let subject = PublishSubject<Int>()
            let values = EventLog<Int>()
            let subscription = subject.map { $0 * 2 }.subscribe(onNext: { values.append(.next($0)) })
            subject.onNext(1)
            subject.onError(TestError(id: 7))
            subject.onNext(2)
            #expect(values.elements == [2])
            #expect(handled.elements.count == 1)
            #expect(handled.elements.first?.contains("id: 7") == true)
            #expect(!subject.hasObservers)
            subscription.dispose()
        }
    }

    @Test func withOnDisposedTheSubscriptionIsTheUsualObserver() {
        let subject = PublishSubject<Int>()
        let log = EventLog<String>()
        let subscription = subject.map { $0 + 1 }.subscribe(
            onNext: { log.append(.next("next(\($0))")) },
            onDisposed: { log.append(.next("disposed")) }
        )
        #expect(!(subscription is MapFilterSubscriber<Int, Int>))
        subject.onNext(1)
        subject.onCompleted()
        #expect(log.elements == ["next(2)", "disposed"])
    }

    /// A run that promised one-at-a-time delivery (a `combineLatest` after leading `just`s) keeps the
    /// promise for closures too: what the source sends while `onNext` runs, the elements and the
    /// completion, reaches the closures after it returns, in order.
    @Test(arguments: [false, true])
    func eventsFedBackWhileAClosureRunsWaitForIt(throughAStage: Bool) {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            let combined = Observable.combineLatest(Observable.just(100), subject) { $0 + $1 }
            let chain = throughAStage ? combined.filter { $0 > 0 } : combined
            let log = CallLog()
            let subscription = chain.subscribe(
                onNext: { value in
                    log.record("enter \(value)")
                    if value == 101 {
                        subject.onNext(2)
                        subject.onNext(3)
                        subject.onCompleted()
                    }
                    log.record("leave \(value)")
                },
                onCompleted: { log.record("completed") }
            )
            #expect(subscription is MapFilterSubscriber<Int, Int>)
            subject.onNext(1)
            #expect(
                log.entries == [
                    "enter 101", "leave 101", "enter 102", "leave 102", "enter 103", "leave 103", "completed",
                ])
            #expect(!subject.hasObservers)
            subscription.dispose()
            withExtendedLifetime(combined) {}
        }
        #expect(liveResources == resources)
    }

    /// Disposing the subscription from `onNext` drops what the source sent meanwhile and had waiting.
    @Test func disposingWhileEventsWaitDropsThem() {
        let subject = PublishSubject<Int>()
        let log = CallLog()
        let box = DisposableBox()
        box.value = Observable.combineLatest(Observable.just(10), subject) { $0 + $1 }.subscribe(
            onNext: { value in
                log.record("next \(value)")
                if value == 11 {
                    subject.onNext(2)
                    box.value?.dispose()
                }
            },
            onCompleted: { log.record("completed") }
        )
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
        #expect(log.entries == ["next 11"])
        #expect(!subject.hasObservers)
    }

    /// The subscription runs on the current-thread trampoline, as the run's own subscription would:
    /// work scheduled on it from `onNext` while subscribing waits until the subscription is made.
    @Test func subscribingRunsOnTheTrampolineAsTheRunWould() {
        let source = BehaviorSubject(value: 1)
        let log = CallLog()
        let subscription = source.map { $0 * 10 }.subscribe(onNext: { value in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.record("scheduled")
                return Disposables.create()
            }
            log.record("next(\(value))")
        })
        log.record("subscribed")
        #expect(log.entries == ["next(10)", "scheduled", "subscribed"])
        subscription.dispose()
    }

    /// On a `create` source the subscriber calls the handler itself, with no create sink between:
    /// one object per subscription, which disposes the handler's disposable once, after the
    /// completion; what the handler sends after the completion reaches neither a stage nor a closure,
    /// and is reported as a grammar violation naming `create`.
    @Test func aCreateSourceIsCalledWithoutASinkAndKeepsItsGrammar() {
        let resources = liveResources
        do {
            let disposals = Counter()
            let stageCalls = Counter()
            let log = CallLog()
            let chain = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                observer.onNext(3)
                observer.onError(TestError(id: 1))
                return Disposables.create { disposals.increment() }
            }.map { value -> Int in
                stageCalls.increment()
                return value * 10
            }
            let objects = liveResources
            var subscription: (any Disposable)?
            let reports = capturingViolations(.log) {
                subscription = chain.subscribe(
                    onNext: { log.record("next(\($0))") },
                    onError: { log.record("error(\($0))") },
                    onCompleted: { log.record("completed") }
                )
            }
            #expect(subscription is MapFilterSubscriber<Int, Int>)
            // The subscriber alone: no sink for `create` (the handler's disposable was released
            // with the completion).
            #expect(liveResources == objects + 1)
            #expect(log.entries == ["next(10)", "next(20)", "completed"])
            #expect(stageCalls.count == 2)
            #expect(disposals.count == 1)
            // Reported once for the place, not once per late event.
            #expect(reports.map { "\($0.kind) \($0.operatorName)" } == ["eventAfterTerminal create"])
            subscription?.dispose()
            #expect(disposals.count == 1)
        }
        #expect(liveResources == resources)
    }

    /// Disposing a subscription to a `create` source disposes the handler's disposable once; what the
    /// handler sends afterwards reaches no stage, no closure and no report (it is not a violation).
    @Test func disposingACreateSubscriptionStopsTheStagesAndDisposesTheHandlersDisposable() {
        let resources = liveResources
        do {
            let disposals = Counter()
            let stageCalls = Counter()
            let log = CallLog()
            let box = DisposableBox()
            let sendLater = Synchronization.Mutex(AnyObserver<Int>?.none)
            let chain = Observable<Int>.create { observer in
                sendLater.withLock { $0 = observer }
                observer.onNext(1)
                return Disposables.create { disposals.increment() }
            }.filter { _ in
                stageCalls.increment()
                return true
            }
            let reports = capturingViolations(.log) {
                box.value = chain.subscribe(onNext: { log.record("next(\($0))") })
                sendLater.withLock { $0 }?.onNext(2)
                box.value?.dispose()
                box.value?.dispose()
                sendLater.withLock { $0 }?.onNext(3)
                sendLater.withLock { $0 }?.onCompleted()
            }
            #expect(log.entries == ["next(1)", "next(2)"])
            #expect(stageCalls.count == 2)
            #expect(disposals.count == 1)
            #expect(reports.isEmpty)
            #expect((box.value as? any Cancelable)?.isDisposed == true)
            sendLater.withLock { $0 = nil }
            box.value = nil
        }
        #expect(liveResources == resources)
    }

    /// A `create` handler that fails before it returns: the error reaches `onError` and the
    /// disposable it then returns is disposed at once.
    @Test func aCreateHandlerThatFailsBeforeReturningHasItsDisposableDisposedAtOnce() {
        let resources = liveResources
        do {
            let disposals = Counter()
            let log = CallLog()
            let subscription = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError(id: 4))
                log.record("handler returns, disposed \(disposals.count)")
                return Disposables.create { disposals.increment() }
            }.map { $0 + 1 }.subscribe(
                onNext: { log.record("next(\($0))") },
                onError: { log.record("error(\(($0 as? TestError)?.id ?? -1))") }
            )
            #expect(log.entries == ["next(2)", "error(4)", "handler returns, disposed 0"])
            #expect(disposals.count == 1)
            #expect((subscription as? any Cancelable)?.isDisposed == true)
        }
        #expect(liveResources == resources)
    }

    /// Subscriptions nested deeper than the trampoline allows are queued and still run, in order, once
    /// the outer ones return; each one gets its element and completion.
    @Test func subscriptionsNestedTooDeeplyAreQueuedAndStillRun() {
        let resources = liveResources
        do {
            let levels = 400
            let log = CallLog()
            let bag = CompositeDisposable()
            @Sendable func nest(_ level: Int) -> any Disposable {
                Observable<Int>.create { observer in
                    if level > 0 { _ = bag.insert(nest(level - 1)) }
                    observer.onNext(level)
                    observer.onCompleted()
                    return Disposables.create()
                }.map { $0 }.subscribe(onNext: { log.record("\($0)") }, onCompleted: { log.record("done") })
            }
            _ = bag.insert(nest(levels - 1))
            let entries = log.entries
            #expect(entries.count == 2 * levels)
            #expect(Set(entries.filter { $0 != "done" }) == Set((0..<levels).map { "\($0)" }))
            bag.dispose()
        }
        #expect(liveResources == resources)
    }
}

/// The events a test's closures saw, each with the virtual time it arrived at.
private final class TimedLog: @unchecked Sendable {
    // `entries` is only touched on the test scheduler's thread, the one running the test.
    private let scheduler: TestScheduler
    private(set) var entries: [String] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func record(_ entry: String) {
        entries.append("\(scheduler.clock) \(entry)")
    }
}

/// What each concurrent extension collected, by its offset.
private final class ResultsByOffset: @unchecked Sendable {
    // `values` is guarded by `lock` (an NSLock is a pthread mutex, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var values: [Int: [Int]] = [:]

    var all: [Int: [Int]] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    func set(_ offset: Int, _ collected: [Int]) {
        lock.lock()
        defer { lock.unlock() }
        values[offset] = collected
    }
}

/// Holds an observable without owning it.
private final class UnownedHolder: @unchecked Sendable {
    // Set once at init.
    unowned let value: Observable<Int>

    init(_ value: Observable<Int>) {
        self.value = value
    }
}

/// A subscription that the closures it was made with can reach.
private final class DisposableBox: @unchecked Sendable {
    // Set once, right after subscribing, on the test's thread, before any event is sent.
    var value: (any Disposable)?
}
