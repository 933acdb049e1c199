import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("PrimitiveSequence operators", .scopedResources)
struct PrimitiveSequenceOperatorsTests {
    @Test func catchSwitchesToTheRecoverySequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
            let ys = scheduler.createColdObservable([.next(5, 7), .completed(5)])
            let res = scheduler.start {
                xs.asSingle().catch { _ in ys.asSingle() }
            }
            #expect(res.events == [.next(215, 7), .completed(215)])
            #expect(xs.subscriptions == [Subscription(200, 210)])
            #expect(ys.subscriptions == [Subscription(210, 215)])
        }
        #expect(liveResources == start)
    }

    @Test func catchHandlerErrorBecomesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.asMaybe().catch { _ in throw TestError(id: 2) }
        }
        #expect(res.events == [.error(210, TestError(id: 2))])
    }

    @Test func retryResubscribesUpToTheCount() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.asSingle().retry(3) }
            #expect(res.events == [.error(230, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
        }
        #expect(liveResources == start)
    }

    @Test func retryForeverUntilSuccess() {
        let attempts = Counter()
        let single = Single<Int>.create { observer in
            if attempts.increment() < 3 {
                observer(.failure(TestError()))
            } else {
                observer(.success(attempts.count))
            }
            return Disposables.create()
        }
        let values = Mutex<[Int]>([])
        _ = single.retry().subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        #expect(values.withLock { $0 } == [3])
    }

    @Test func singleCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asSingle().catchAndReturn(5) }
        #expect(res.events == [.next(250, 5), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func maybeCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().catchAndReturn(6) }
        #expect(res.events == [.next(250, 6), .completed(250)])
    }

    @Test func singleDoRunsSideEffectsAroundTheResult() {
        let start = liveResources
        let log = Mutex<[String]>([])
        do {
            let values = Mutex<[Int]>([])
            _ = Single.just(1)
                .do(
                    onSuccess: { value in log.withLock { $0.append("onSuccess(\(value))") } },
                    afterSuccess: { value in log.withLock { $0.append("afterSuccess(\(value))") } },
                    onSubscribe: { log.withLock { $0.append("onSubscribe") } },
                    onSubscribed: { log.withLock { $0.append("onSubscribed") } },
                    onDispose: { log.withLock { $0.append("onDispose") } }
                )
                .subscribe(onSuccess: { value in
                    values.withLock { $0.append(value) }
                    log.withLock { $0.append("success") }
                })
            #expect(values.withLock { $0 } == [1])
        }
        #expect(
            log.withLock { $0 } == [
                "onSubscribe", "onSuccess(1)", "success", "afterSuccess(1)", "onDispose", "onSubscribed",
            ]
                || log.withLock { $0 } == [
                    "onSubscribe", "onSuccess(1)", "success", "afterSuccess(1)", "onSubscribed", "onDispose",
                ]
        )
        #expect(liveResources == start)
    }

    @Test func singleDoThrowingBecomesFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().do(onSuccess: { _ in throw TestError(id: 8) }) }
        #expect(res.events == [.error(220, TestError(id: 8))])
    }

    @Test func maybeAndCompletableDo() {
        let calls = Mutex<[String]>([])
        _ = Maybe<Int>.empty().do(onCompleted: { calls.withLock { $0.append("maybe completed") } }).subscribe()
        _ = Completable.error(TestError())
            .do(onError: { _ in calls.withLock { $0.append("completable error") } })
            .subscribe(onError: { _ in })
        #expect(calls.withLock { $0 } == ["maybe completed", "completable error"])
    }

    @Test func observeOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(3).observe(on: scheduler) }
        // The element and the completion are two events, each delivered by its own scheduled action.
        #expect(res.events == [.next(201, 3), .completed(202)])
    }

    @Test func subscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().subscribe(on: scheduler) }
        #expect(res.events == [.next(220, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(201, 220)])
    }

    @Test func debugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().debug("single") }
        #expect(res.events == [.next(220, 1), .completed(220)])
    }

    @Test func disposingMidStreamUnsubscribes() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let res = scheduler.start(disposed: 300) { xs.asSingle().catchAndReturn(0) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }
}
