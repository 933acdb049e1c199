import Dispatch
import SwiftRxTest
import Synchronization
import Testing

@testable import SwiftRx

/// The sequence under `sequence`'s share, and its fused map/filter run's steps after the root's own
/// stage; `nil` when `sequence` is not a share.
private func underShare<Strategy, Element>(
    _ sequence: SharedSequence<Strategy, Element>
) -> (source: Observable<Element>, steps: Int?)? {
    guard let producer = sequence.source as? ShareProducer<Element> else { return nil }
    let source = producer.core.source
    return (source, (source as? MapFilterRun<Element>)?.steps.count)
}

/// A sharing strategy of a user's own, whose `share` does more than share.
private struct OwnSharingStrategy: SharingStrategyProtocol {
    static var scheduler: any SchedulerType { SharingScheduler.make() }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

@MainActor
@Suite("Shared sequence map and filter", .scopedResources)
struct SharedSequenceOperatorsTests {
    /// `map` and `filter` on a Driver: values, completion and the source's subscription log on
    /// virtual time, each event one tick late (the mocked sharing scheduler).
    @Test func mapAndFilterTransformAndDropOnTheSharingScheduler() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError()),
            ])
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start {
                    xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.filter { $0 != 20 }
                }
            }
            #expect(res.events == [.next(211, 10), .next(231, 30), .next(241, -10), .completed(241)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    /// A chain of temporaries on a Driver is one share over one fused run, instead of a share per
    /// operator; what it delivers, and when the source is subscribed and disposed, is what the
    /// operators would give separately.
    @Test func aChainOfTemporariesIsOneShareOverOneRun() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let chain = SharingScheduler.mock(scheduler: scheduler) {
                xs.asDriver(onErrorJustReturn: -1)
                    .map { $0 + 1 }.filter { $0 != 3 }
                    .map { $0 * 10 }.filter { $0 > 0 }
            }
            // The map+filter pair at the root, then one map+filter step.
            #expect(underShare(chain)?.steps == 1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var bag: DisposeBag? = DisposeBag()
            scheduler.scheduleAt(200) { chain.drive(first).disposed(by: bag!) }
            scheduler.scheduleAt(225) { chain.drive(second).disposed(by: bag!) }
            scheduler.scheduleAt(400) { bag = nil }
            scheduler.start()
            #expect(first.events == [.next(211, 20), .next(231, 40), .completed(301)])
            // The later observer gets the latest element at once, as from the Driver's one share.
            #expect(second.events == [.next(225, 20), .next(231, 40), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    /// The other operators that keep the element type and subscribe to their source once go under
    /// the share too (`distinctUntilChanged`, `startWith`, `do`, `skip`, the time operators): the
    /// chain keeps the Driver's one share, and it delivers, subscribes and runs side effects as
    /// separate shares would (a later observer gets the latest element, `onSubscribe` runs once per
    /// connection).
    @Test func otherOperatorsThatKeepTheTypeGoUnderTheShareToo() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .completed(300),
            ])
            let subscribed = Counter()
            let chain = SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asDriver(onErrorJustReturn: -1)
                let share = ObjectIdentifier(driver.source)
                let chain = (consume driver)
                    .distinctUntilChanged()
                    .startWith(0)
                    .do(onSubscribe: { subscribed.increment() })
                    .skip(1)
                #expect(ObjectIdentifier(chain.source) == share)
                return chain
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var bag: DisposeBag? = DisposeBag()
            scheduler.scheduleAt(200) { chain.drive(first).disposed(by: bag!) }
            scheduler.scheduleAt(235) { chain.drive(second).disposed(by: bag!) }
            scheduler.scheduleAt(400) { bag = nil }
            scheduler.start()
            #expect(first.events == [.next(211, 1), .next(231, 2), .next(241, 3), .completed(301)])
            #expect(second.events == [.next(235, 2), .next(241, 3), .completed(301)])
            #expect(subscribed.count == 1)
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    /// A time operator goes under the share as well, and times the events the Driver delivered.
    @Test func debounceGoesUnderTheShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(300)])
        let chain = SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let share = ObjectIdentifier(driver.source)
            let chain = (consume driver).debounce(.seconds(5))
            #expect(ObjectIdentifier(chain.source) == share)
            return chain
        }
        let res = scheduler.start { chain }
        #expect(res.events == [.next(218, 2), .next(236, 3), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    /// A Driver someone still holds is never changed: an operator on it shares again, and the kept
    /// Driver delivers exactly its own stages.
    @Test func aHeldDriverIsNeverChanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let (kept, extended) = SharingScheduler.mock(scheduler: scheduler) {
            let kept = xs.asDriver(onErrorJustReturn: -1).map { $0 + 1 }
            return (kept, kept.filter { $0 > 2 })
        }
        #expect(underShare(kept)?.steps == 0)
        // The filter went over the kept Driver's share, not under it.
        #expect((underShare(extended)?.source as? MapFilterRoot<Int, Int>)?.source === kept.source)
        let keptObserver = scheduler.createObserver(Int.self)
        let extendedObserver = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = kept.drive(keptObserver)
            _ = extended.drive(extendedObserver)
        }
        scheduler.start()
        #expect(keptObserver.events == [.next(211, 2), .next(221, 3), .completed(301)])
        #expect(extendedObserver.events == [.next(221, 3), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    /// A Driver that someone is subscribed to is not changed either, even when nothing else holds
    /// it: a later observer of the operator's result gets the replay of the running share.
    @Test func aSubscribedDriverIsNeverChanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var extended: Driver<Int>?
        var runningShare: ObjectIdentifier?
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(200) {
                var running: Driver<Int>? = xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 }
                runningShare = ObjectIdentifier(running!.source)
                running!.drive(first).disposed(by: bag)
                extended = running.take()!.filter { $0 > 0 }
            }
            scheduler.scheduleAt(215) { extended!.drive(second).disposed(by: bag) }
            scheduler.start()
        }
        // The filter went over the running Driver's share, not under it.
        let filterSource = (underShare(extended!)?.source as? MapFilterRoot<Int, Int>)?.source
        #expect(filterSource.map(ObjectIdentifier.init) == runningShare)
        #expect(first.events == [.next(211, 10), .next(221, 20), .completed(301)])
        #expect(second.events == [.next(215, 10), .next(221, 20), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    /// Once its last observer has left, a Driver nothing else holds is as new: an operator goes
    /// under its share, and the next observer starts from the source, with nothing replayed from
    /// the earlier connection.
    @Test func aDriverWhoseObserversLeftIsExtendedInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            var driver: Driver<Int>? = xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 }
            let identity = ObjectIdentifier(driver!.source)
            scheduler.scheduleAt(100) { driver!.drive(first).dispose() }
            scheduler.scheduleAt(200) {
                let extended = driver.take()!.filter { $0 > 10 }
                #expect(ObjectIdentifier(extended.source) == identity)
                #expect(underShare(extended)?.steps == 0)
                _ = extended.drive(second)
            }
            scheduler.start()
        }
        #expect(first.events == [])
        #expect(second.events == [.next(221, 20), .completed(231)])
        #expect(xs.subscriptions == [Subscription(100, 100), Subscription(200, 230)])
    }

    /// A Driver held only weakly elsewhere is not changed in place.
    @Test func aWeaklyHeldDriverSharesAgain() {
        var driver: Driver<Int>? = Observable.of(1, 2, 3).asDriver(onErrorJustReturn: -1).map { $0 + 1 }
        weak let weakShare = driver!.source
        let extended = driver.take()!.filter { $0 > 2 }
        #expect(weakShare != nil)
        #expect((underShare(extended)?.source as? MapFilterRoot<Int, Int>)?.source === weakShare)
    }

    /// Threads that extend one shared Driver at the same time each share again over it; the shared
    /// Driver keeps its single stage.
    @Test nonisolated func concurrentOperatorsOnASharedDriverEachShareAgain() {
        let base = Observable.of(1, 2, 3).asDriver(onErrorJustReturn: -1).map { $0 * 10 }
        let baseRun = underShare(base)?.source
        DispatchQueue.concurrentPerform(iterations: 64) { offset in
            let extended = base.map { $0 + offset }.filter { _ in true }
            let run = underShare(extended)?.source as? MapFilterRoot<Int, Int>
            #expect(run?.source === base.source)
            #expect(run?.steps.count == 0)
        }
        #expect(underShare(base)?.source === baseRun)
        #expect(underShare(base)?.steps == 0)
    }

    /// The last observer of a Driver leaving on one thread while the Driver's only holder puts an
    /// operator on it on another: whichever comes first, the result delivers its own stages to a
    /// new observer and nothing else (and, under ThreadSanitizer, nothing races).
    @Test nonisolated func anObserverLeavingOnAnotherThreadWhileTheHolderExtendsIt() {
        for _ in 0..<200 {
            let subject = PublishSubject<Int>()
            let scheduler = TestScheduler(initialClock: 0)
            let driver = SharingScheduler.mock(scheduler: scheduler) {
                subject.asDriver(onErrorJustReturn: -1).map { $0 + 1 }
            }
            let leaving = EventLog<Int>()
            let subscription = driver.asObservable().subscribe(leaving.append)
            let holder = Synchronization.Mutex<Driver<Int>?>(consume driver)
            let extended = Synchronization.Mutex<Driver<Int>?>(nil)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subscription.dispose()
                } else {
                    let last = holder.withLock { $0.take() }!
                    let filtered = last.filter { $0 > 2 }
                    extended.withLock { $0 = consume filtered }
                }
            }
            let log = EventLog<Int>()
            let extendedSubscription = extended.withLock { $0 }!.asObservable().subscribe(log.append)
            subject.onNext(1)
            subject.onNext(2)
            scheduler.start()
            extendedSubscription.dispose()
            #expect(log.elements == [3])
            #expect(leaving.elements == [])
        }
    }

    /// A Signal's operators go under its share the same way, and deliver what separate operators
    /// would: no replay for a later observer.
    @Test func aSignalChainIsOneShareToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let signal = SharingScheduler.mock(scheduler: scheduler) {
            xs.asSignal(onErrorJustReturn: -1).map { $0 * 2 }.filter { $0 != 4 }.map { $0 + 1 }
        }
        #expect(underShare(signal)?.steps == 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
        scheduler.scheduleAt(225) { _ = signal.emit(to: second) }
        scheduler.start()
        #expect(first.events == [.next(211, 3), .next(231, 7), .completed(301)])
        #expect(second.events == [.next(231, 7), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    /// A strategy of the user's own may do more than share in `share`, so its sequences share again
    /// for every operator.
    @Test func aStrategyOfTheUsersOwnSharesAgain() {
        let source = Observable.of(1, 2, 3)
        let sequence = SharedSequence<OwnSharingStrategy, Int>(source).map { $0 + 1 }
        // The map went over the first share, not under it.
        #expect((underShare(sequence)?.source as? MapFilterRoot<Int, Int>)?.source is ShareProducer<Int>)
    }
}
