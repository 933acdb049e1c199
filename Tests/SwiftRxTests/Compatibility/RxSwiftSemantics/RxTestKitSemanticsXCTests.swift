import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: RxTest itself and the subjects and disposables tests lean
// on: cold events at offset zero, hot events at the subscription time, active subscriptions, stop(), subjects after
// their terminal event, dispose order.
final class RxTestKitSemanticsXCTests: SemanticsTestCase {
    func testColdZeroTime() {
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testActiveSubscription() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, Int.max)])
    }

    func testAdvanceAndStop() {
        let o = scheduler.createObserver(Int.self)
        let sub = PublishSubject<Int>()
        _ = sub.subscribe(o)
        scheduler.scheduleAt(10) { sub.onNext(1) }
        scheduler.scheduleAt(20) { self.scheduler.stop() }
        scheduler.scheduleAt(30) { sub.onNext(3) }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(10, 1)])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(o.events, [.next(10, 1), .next(30, 3)])
    }

    func testBehaviorSubjectAfterError() {
        let subject = BehaviorSubject(value: 0)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onError(semanticsError) }
        scheduler.scheduleAt(230) { _ = subject.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.error(230, semanticsError)])
    }

    func testReplaySubjectAfterError() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) {
            subject.onNext(1); subject.onNext(2); subject.onNext(3)
        }
        scheduler.scheduleAt(220) { subject.onError(semanticsError) }
        scheduler.scheduleAt(230) { _ = subject.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(230, 2), .next(230, 3), .error(230, semanticsError)])
    }

    func testAsyncSubject() {
        let subject = AsyncSubject<Int>()
        let o = scheduler.createObserver(Int.self), p = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(o) }
        scheduler.scheduleAt(210) {
            subject.onNext(1); subject.onNext(2)
        }
        scheduler.scheduleAt(220) { subject.onCompleted() }
        scheduler.scheduleAt(230) { _ = subject.subscribe(p) }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(p.events, [.next(230, 2), .completed(230)])
    }

    func testAsyncSubjectError() {
        let subject = AsyncSubject<Int>()
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(o) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onError(semanticsError) }
        scheduler.start()
        XCTAssertEqual(o.events, [.error(220, semanticsError)])
    }

    func testPublishSubjectAfterComplete() {
        let subject = PublishSubject<Int>()
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) {
            subject.onCompleted(); subject.onNext(1)
        }
        scheduler.scheduleAt(230) { _ = subject.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.completed(230)])
    }

    func testHotEventAtSubscriptionTimeMissed() {
        let xs = scheduler.createHotObservable([.next(200, 1), .next(210, 2)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2)])
    }

    func testDisposeBagOrder() {
        let log = SemanticsLog()
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { log.add("a") }.disposed(by: bag!)
        Disposables.create { log.add("b") }.disposed(by: bag!)
        bag = nil
        XCTAssertEqual(log.items, ["a", "b"])
        let c = CompositeDisposable()
        _ = c.insert(Disposables.create { log.add("c1") })
        _ = c.insert(Disposables.create { log.add("c2") })
        c.dispose()
        XCTAssertEqual(log.items, ["a", "b", "c1", "c2"])
        let serial = SerialDisposable()
        serial.dispose()
        serial.disposable = Disposables.create { log.add("s") }
        XCTAssertEqual(log.items.last, "s")
    }

    func testSubscribeClosuresOrder() {
        let log = SemanticsLog()
        _ = Observable.of(1).subscribe(
            onNext: { log.add("n\($0)") }, onError: { _ in log.add("e") }, onCompleted: { log.add("c") },
            onDisposed: { log.add("d") })
        XCTAssertEqual(log.items, ["n1", "c", "d"])
    }

    func testCreateDisposedAtCompletion() {
        let log = SemanticsLog()
        let s = scheduler!
        let res = scheduler.start {
            Observable<Int>.create { o in
                let d = s.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    o.onNext(1); o.onCompleted(); return Disposables.create()
                }
                return Disposables.create {
                    d.dispose(); log.add("disposed \(s.clock)")
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(log.items, ["disposed 210"])
    }

    func testResolutionRounding() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .completed(300)])
        let res = s.start { xs.delay(.milliseconds(1500), scheduler: s) }
        XCTAssertEqual(res.events, [.next(212, 1), .completed(302)])
    }

    func testResolutionRoundingSmall() {
        let s = TestScheduler(initialClock: 0)
        let res = s.start { Observable<Int>.timer(.milliseconds(400), scheduler: s) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testResolutionMillis() {
        let s = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = s.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
        let res = s.start { xs.debounce(.milliseconds(300), scheduler: s) }
        XCTAssertEqual(res.events, [.next(700, 2), .completed(900)])
    }

    func testResolutionTenth() {
        let s = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = s.start { Observable<Int>.interval(.seconds(1), scheduler: s).take(2) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .completed(220)])
    }

    func testThrottleMillisRemaining() {
        let s = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = s.createHotObservable([.next(210, 1), .next(250, 2), .completed(900)])
        let res = s.start { xs.throttle(.milliseconds(100), scheduler: s) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 2), .completed(900)])
    }

    func testObserverNoGrammar() {
        let s = TestScheduler(initialClock: 0)
        let o = s.createObserver(Int.self)
        o.onCompleted()
        o.onNext(1)
        XCTAssertEqual(o.events, [.completed(0), .next(0, 1)])
    }

    func testSleep() {
        let s = TestScheduler(initialClock: 0)
        s.sleep(50)  // virtual time (RxTest API): moves the clock, no wall-clock wait
        XCTAssertEqual(s.clock, 50)
    }

    func testNow() {
        let s = TestScheduler(initialClock: 0)
        let box = SemanticsClock()
        s.scheduleAt(250) { box.value = s.now.timeIntervalSince1970 }
        s.start()
        XCTAssertEqual(box.value, 250)
    }
}
