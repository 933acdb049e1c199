import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

private struct Boom: Error, Equatable {}

@Suite("TestableObservable")
struct TestableObservableTests {
    @Test func hotSendsAtAbsoluteTimesOnlyToCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var first: (any Disposable)?
        scheduler.scheduleAt(200) { first = xs.subscribe(early) }
        scheduler.scheduleAt(220) { _ = xs.subscribe(late) }
        scheduler.scheduleAt(250) { first?.dispose() }
        scheduler.start()
        #expect(early.events == [.next(210, 2), .next(240, 3)])
        #expect(late.events == [.next(240, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 250), Subscription(220)])
    }

    @Test func hotEventsHappenWithoutSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(160)])
        scheduler.start()
        #expect(scheduler.clock == 160)
        #expect(xs.subscriptions.isEmpty)
        #expect(xs.recordedEvents == [.next(150, 1), .completed(160)])
    }

    @Test func coldStartsAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(215) { _ = xs.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(110, "a"), .next(120, "b"), .completed(130)])
        #expect(second.events == [.next(225, "a"), .next(235, "b"), .completed(245)])
        #expect(xs.subscriptions == [Subscription(100), Subscription(215)])
    }

    /// Recorded times are virtual time: no processing delay, so an event at 0 arrives at the moment
    /// of subscription (a common way to mock an immediate response), as in RxTest.
    @Test func coldEventsAtZeroArriveAtTheMomentOfSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(5)])
        let res = scheduler.start { xs }
        #expect(res.events == [.next(200, 1), .completed(205)])
        let ys = scheduler.createColdObservable([.next(0, 42), .completed(0)])
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(1100) { _ = ys.asObservable().subscribe(second) }
        scheduler.start()
        #expect(second.events == [.next(1100, 42), .completed(1100)])
        #expect(ys.subscriptions == [Subscription(1100, 1100)])
    }

    /// Disposing silences the remaining events; they stay scheduled (doing nothing) and still move
    /// the clock, as RxTest's do.
    @Test func disposingColdSilencesTheRemainingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let res = scheduler.start(disposed: 230) { xs }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.clock == 260)
    }

    @Test func terminalEventThroughAnOperatorEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, Boom()), .next(260, 2)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 2), .error(250, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func userClosureErrorsBecomeErrorEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw Boom() }
                return value
            }
        }
        #expect(res.events == [.next(210, 1), .error(220, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func observableCreateOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let first = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    observer.onNext(7)
                    return Disposables.create()
                }
                let second = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create(first, second)
            }
        }
        #expect(res.events == [.next(210, 7), .completed(220)])
    }

    @Test func releasedHotObservableDropsItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakHot: TestableObservable<Int>?
        do {
            let xs = scheduler.createHotObservable([.next(300, 1)])
            weakHot = xs
        }
        #expect(weakHot == nil, "the scheduler must not keep an unreferenced hot observable alive")
        scheduler.start()
        #expect(scheduler.clock == 300)
    }
}
