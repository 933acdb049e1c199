import SwiftRx
import SwiftRxBlocking
import SwiftRxTest
import XCTest

// An RxTest suite written the way RxSwift users write theirs (an XCTestCase with a scheduler and a bag
// set up per test, implicit-member recorded events, XCTAssertEqual on events and subscriptions), to
// prove such suites compile and pass after only their imports change.
final class RxTestStyleXCTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func testMapBoundToObserverOnHotObservable() {
        let observer = scheduler.createObserver(Int.self)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        xs.map { $0 * 2 }.bind(to: observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(150, 2), .next(210, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 300)])
    }

    func testStartWithExplicitTimesAndColdObservable() {
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .error(30, RxError.unknown)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
            xs.map { $0.uppercased() }
        }
        XCTAssertEqual(res.events, Recorded.events(.next(210, "A"), .next(220, "B"), .error(230, RxError.unknown)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testStartDisposedEarly() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3)])
        let res = scheduler.start(disposed: 350) { xs.filter { $0 > 0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testEmptyEventsCompareWithAnEmptyLiteral() {
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [])
        let optional = scheduler.createObserver(Int?.self)
        XCTAssertEqual(optional.events, [])
    }

    func testOptionalElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 0), .completed(230)])
        let res = scheduler.start { xs.map { $0 == 0 ? nil : $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, nil), .completed(230)])
    }

    func testScheduleAtDrivesASubject() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject.subscribe(observer).disposed(by: self.disposeBag) }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.on(.next(2)) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .next(250, 2), .completed(300)])
        XCTAssertEqual(observer.events.compactMap { $0.value.element }, [1, 2])
        XCTAssertEqual(observer.events.map { $0.time }, [200, 250, 300])
        XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
    }

    func testBehaviorRelayAndAdvanceTo() {
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.createObserver(Int.self)
        relay.asObservable().subscribe(observer).disposed(by: disposeBag)
        scheduler.scheduleAt(10) { relay.accept(1) }
        scheduler.scheduleAt(20) { relay.accept(2) }
        scheduler.advanceTo(15)
        XCTAssertEqual(observer.events, [.next(0, 0), .next(10, 1)])
        scheduler.advanceTo(30)
        XCTAssertEqual(observer.events, [.next(0, 0), .next(10, 1), .next(20, 2)])
        XCTAssertEqual(relay.value, 2)
    }

    func testIntervalAndTimerInVirtualTime() {
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: self.scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])

        let timerScheduler = TestScheduler(initialClock: 0)
        let observer = timerScheduler.createObserver(Int.self)
        Observable<Int>.timer(.seconds(10), scheduler: timerScheduler).subscribe(observer).disposed(by: disposeBag)
        timerScheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 0), .completed(10)])
    }

    func testDebounceAndThrottle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3), .completed(500)])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(270, 2), .next(450, 3), .completed(500)])

        let ys = TestScheduler(initialClock: 0)
        let zs = ys.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3), .completed(500)])
        let throttled = ys.start { zs.throttle(.seconds(100), latest: false, scheduler: ys) }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(400, 3), .completed(500)])
    }

    func testCombineLatestZipAndWithLatestFrom() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        let sums = scheduler.start { Observable.combineLatest(xs, ys).map { $0.0 + $0.1 } }
        XCTAssertEqual(sums.events, [.next(220, 11), .next(230, 12), .next(240, 22), .completed(400)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let b = other.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(300)])
        let zipped = other.start { Observable.zip(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(zipped.events, [.next(220, "1x"), .next(240, "2y"), .completed(400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])

        let third = TestScheduler(initialClock: 0)
        let c = third.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let d = third.createHotObservable([.next(220, "x"), .completed(300)])
        let latest = third.start { c.withLatestFrom(d) { "\($0)\($1)" } }
        XCTAssertEqual(latest.events, [.next(230, "2x"), .completed(400)])
    }

    func testFlatMapLatestSwitchesInnerSequences() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        // Swift 6 mode: operator closures are @Sendable, so capture the scheduler, not the test case.
        let scheduler: TestScheduler = self.scheduler
        let res = scheduler.start {
            xs.flatMapLatest { x in
                Observable<Int>.interval(.seconds(20), scheduler: scheduler).map { x * 10 + $0 }.take(3)
            }
        }
        XCTAssertEqual(
            res.events,
            [.next(230, 10), .next(270, 20), .next(290, 21), .next(310, 22), .completed(400)]
        )
    }

    func testErrorHandlingRecoversAndRetries() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, RxError.unknown)])
        let recovered = scheduler.start { xs.catch { _ in .just(0) } }
        XCTAssertEqual(recovered.events, [.next(210, 1), .next(220, 0), .completed(220)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createColdObservable([.next(10, 1), .error(20, RxError.timeout)])
        let retried = second.start { ys.retry(2).catchAndReturn(-1) }
        XCTAssertEqual(retried.events, [.next(210, 1), .next(230, 1), .next(240, -1), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testShareReplayWhileConnected() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(300)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { shared.subscribe(first).disposed(by: self.disposeBag) }
        scheduler.scheduleAt(150) { shared.subscribe(second).disposed(by: self.disposeBag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2), .completed(400)])
        XCTAssertEqual(second.events, [.next(150, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 400)])
    }

    func testPublishConnectAndReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let published = xs.publish()
        let replayed = xs.replay(1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            published.subscribe(early).disposed(by: self.disposeBag)
            published.connect().disposed(by: self.disposeBag)
            replayed.connect().disposed(by: self.disposeBag)
        }
        scheduler.scheduleAt(225) { replayed.subscribe(late).disposed(by: self.disposeBag) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(late.events, [.next(225, 2), .next(230, 3), .completed(240)])
    }

    func testTraitsOnVirtualTime() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let single = scheduler.start { xs.asSingle().map { $0 + 1 }.asObservable() }
        XCTAssertEqual(single.events, [.next(220, 2), .completed(220)])

        let ys = TestScheduler(initialClock: 0)
        let source = ys.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let array = ys.start { source.toArray().asObservable() }
        XCTAssertEqual(array.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testDriverOnAMockedSharingScheduler() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(300, RxError.unknown)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 + 1 }.asObservable() }
            XCTAssertEqual(res.events.map { $0.value.element }, [2, 0, nil])
            XCTAssertTrue(res.events.last?.value.isCompleted ?? false)
        }
    }

    func testRecordedAndEventEquality() {
        XCTAssertEqual(Recorded.next(1, 2), Recorded(time: 1, value: Event.next(2)))
        let events: [Recorded<Event<Int>>] = Recorded.events([.next(1, 2), .completed(3)])
        XCTAssertEqual(events, [.next(1, 2), .completed(3)])
        let plain: [Event<Int>] = [.next(1), .completed]
        XCTAssertEqual(plain, [.next(1), .completed])
        XCTAssertNotEqual(Event<Int>.error(RxError.unknown), Event<Int>.error(RxError.timeout))
        XCTAssertEqual(Subscription(1, 2), Subscription(1, 2))
        XCTAssertNotEqual(Subscription(1), Subscription(1, 2))
    }

    func testBlockingOperators() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.just(1).toBlocking(timeout: 5).single(), 1)
        XCTAssertEqual(try Single.just(5).toBlocking().first(), 5)
        XCTAssertEqual(try Maybe<Int>.empty().toBlocking().toArray(), [])
        XCTAssertEqual(try Completable.empty().toBlocking().toArray().count, 0)
        XCTAssertThrowsError(try Observable<Int>.error(RxError.unknown).toBlocking().first())
        switch Observable.of(1).concat(Observable.error(RxError.noElements)).toBlocking().materialize() {
        case .completed(let elements):
            XCTFail("expected a failure, got \(elements)")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertEqual(String(describing: error), String(describing: RxError.noElements))
        }
    }
}
