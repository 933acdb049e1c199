import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Completable.andThen", .scopedResources)
struct CompletableAndThenTests {
    @Test func andThenSingle() {
        let start = liveResources
        let values = Mutex<[Int]>([])
        do {
            _ = Completable.empty().andThen(Single.just(1))
                .subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        }
        #expect(values.withLock { $0 } == [1])
        #expect(liveResources == start)
    }

    @Test func andThenMaybe() {
        let events = EventLog<Int>()
        _ = Completable.empty().andThen(Maybe<Int>.empty()).asObservable().subscribe { events.append($0) }
        _ = Completable.empty().andThen(Maybe.just(2)).asObservable().subscribe { events.append($0) }
        #expect(events.elements == [2])
        #expect(events.events.filter(\.isCompleted).count == 2)
    }

    @Test func andThenCompletable() {
        let completed = Counter()
        _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { completed.increment() })
        #expect(completed.count == 1)
    }

    @Test func andThenObservable() {
        let start = liveResources
        let events = EventLog<Int>()
        do {
            _ = Completable.empty().andThen(Observable.of(1, 2, 3)).subscribe { events.append($0) }
        }
        #expect(events.elements == [1, 2, 3])
        #expect(events.isCompleted)
        #expect(liveResources == start)
    }

    @Test func errorSkipsTheSecond() {
        let subscribed = Counter()
        let events = EventLog<Int>()
        let second = Observable<Int>.deferred {
            subscribed.increment()
            return .just(1)
        }
        _ = Completable.error(TestError(id: 4)).andThen(second).subscribe { events.append($0) }
        #expect(subscribed.count == 0)
        #expect(events.error as? TestError == TestError(id: 4))
    }

    @Test func disposingWhileTheSecondRunsDisposesIt() {
        let start = liveResources
        let disposals = Counter()
        do {
            let second = Observable<Int>.create { _ in Disposables.create { disposals.increment() } }
            let subscription = Completable.empty().andThen(second).subscribe { _ in }
            #expect(disposals.count == 0)
            subscription.dispose()
        }
        #expect(disposals.count == 1)
        #expect(liveResources == start)
    }
}

@Suite("Completable.andThen on virtual time", .scopedResources)
struct CompletableAndThenVirtualTimeTests {
    @Test func secondIsSubscribedWhenTheFirstCompletes() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
            let second = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
            #expect(res.events == [.next(240, 1), .next(250, 2), .completed(260)])
            #expect(first.subscriptions == [Subscription(200, 230)])
            #expect(second.subscriptions == [Subscription(230, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func disposingDuringTheSecondDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(10, 1), .next(200, 2), .completed(300)])
        let res = scheduler.start(disposed: 300) { first.asCompletable().andThen(second.asSingle()) }
        #expect(res.events.isEmpty)
        #expect(second.subscriptions == [Subscription(230, 300)])
    }

    @Test func firstCompletableIsReleasedOnceItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let observer = scheduler.createObserver(Int.self)
        weak var weakProbe: LifetimeProbe?
        var subscription: (any Disposable)?
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            // The probe lives in a closure of the first completable's subscription only.
            let first = xs.asCompletable().do(onCompleted: { probe.touch() })
            subscription = first.andThen(ys.asObservable()).subscribe(observer)
        }
        scheduler.advanceTo(209)
        #expect(weakProbe != nil)
        scheduler.advanceTo(211)
        // The second sequence runs; the first one and its closures are gone already.
        #expect(weakProbe == nil)
        #expect(xs.subscriptions == [Subscription(0, 210)])
        #expect(ys.subscriptions == [Subscription(210)])
        scheduler.start()
        #expect(observer.events == [.next(260, 1), .completed(310)])
        #expect(ys.subscriptions == [Subscription(210, 310)])
        subscription?.dispose()
    }
}

/// An object whose lifetime a test watches through a weak reference.
private final class LifetimeProbe: Sendable {
    func touch() {}
}
