import SwiftRx
import SwiftRxBlocking
import SwiftRxTest
// Swift 5 language mode sample: an RxTest-style XCTest suite. Typechecked by .ci/compat5.
import XCTest

class FooTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        super.tearDown()
    }

    func testMap() {
        let observer = scheduler.createObserver(Int.self)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        xs.map { $0 * 2 }.bind(to: observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testStart() {
        let xs = scheduler.createColdObservable([.next(10, "a"), .error(20, RxError.unknown)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
            xs.map { $0.uppercased() }
        }
        XCTAssertEqual(res.events, Recorded.events(.next(210, "A"), .error(220, RxError.unknown)))
        // A long literal list, as RxSwift's own suites write them, type-checks in reasonable time.
        let long = Recorded.events(
            .next(210, 0 * 10 + 1), .next(220, 1 * 10 + 2), .next(230, 2 * 10 + 3), .next(240, 3 * 10 + 4),
            .next(250, 4 * 10 + 5), .next(260, 5 * 10 + 6), .next(270, 6 * 10 + 7), .next(280, 7 * 10 + 8),
            .next(290, 8 * 10 + 9), .next(300, 9 * 10 + 10), .next(310, 10 * 10 + 11), .next(320, 11 * 10 + 12),
            .next(330, 12 * 10 + 13), .next(340, 13 * 10 + 14), .next(350, 14 * 10 + 15), .next(360, 15 * 10 + 16),
            .next(370, 16 * 10 + 17), .next(380, 17 * 10 + 18), .next(390, 18 * 10 + 19), .next(400, 19 * 10 + 20),
            .completed(500)
        )
        XCTAssertEqual(long.count, 21)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let res2 = scheduler.start { xs.asObservable() }
        _ = res2
        let res3 = scheduler.start(disposed: 500) { xs.asObservable() }
        _ = res3
    }

    func testScheduleAt() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject.subscribe(observer).disposed(by: self.disposeBag) }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .completed(300)])
        let elements = observer.events.compactMap { $0.value.element }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(observer.events.map { $0.time }, [200, 300])
        XCTAssertEqual(observer.events.count, 2)
        XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
    }

    func testInterval() {
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: self.scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
    }

    func testDebounce() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(400, 3), .completed(500),
        ])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(270, 2), .next(450, 3), .completed(500)])
    }

    func testBlocking() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.just(1).toBlocking(timeout: 1).single(), 1)
        let result = Observable<Int>.error(RxError.unknown).toBlocking().materialize()
        switch result {
        case .completed(let elements): XCTFail("\(elements)")
        case .failed(let elements, let error): XCTAssertEqual(elements, []); XCTAssertNotNil(error)
        }
        XCTAssertEqual(try Single.just(5).toBlocking().first(), 5)
        XCTAssertThrowsError(try Observable<Int>.error(RxError.unknown).toBlocking().first())
        XCTAssertEqual(try Maybe.just(5).toBlocking().first(), 5)
        XCTAssertEqual(try Completable.empty().toBlocking().toArray().count, 0)
    }

    func testTraitsEvents() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        let observer = scheduler.createObserver(Int.self)
        Single.just(3).asObservable().subscribe(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(0, 3), .completed(0)])
        XCTAssertEqual(Recorded.next(1, 2), Recorded(time: 1, value: Event.next(2)))
        let events: [Recorded<Event<Int>>] = Recorded.events([.next(1, 2), .completed(3)])
        XCTAssertEqual(events.count, 2)
        let oldStyle = scheduler.createHotObservable([next(210, 1), completed(300)])
        XCTAssertEqual(oldStyle.recordedEvents, [next(210, 1), completed(300, Int.self)])
        let oldError: Recorded<Event<Int>> = error(400, RxError.unknown)
        XCTAssertEqual(oldError, .error(400, RxError.unknown))
        let recorded = scheduler.record(xs)
        let recordedEarly = scheduler.record(xs.map { $0 * 2 }, disposed: 500)
        XCTAssertEqual(recorded.events.count + recordedEarly.events.count, 0)
        let optObserver = scheduler.createObserver(Int?.self)
        XCTAssertEqual(optObserver.events, [])
        let voidObs = scheduler.createObserver(Void.self)
        _ = voidObs
        let e1: [Event<Int>] = [.next(1), .completed]
        XCTAssertEqual(e1, [.next(1), .completed])
        XCTAssertEqual(Subscription(1, 2), Subscription(1, 2))
    }

    func testDriverOnTestScheduler() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 + 1 }.asObservable() }
            XCTAssertEqual(res.events, [.next(211, 2), .completed(301)])
        }
    }

    func testAdvance() {
        let observer = scheduler.createObserver(Int.self)
        Observable<Int>.timer(.seconds(10), scheduler: scheduler).subscribe(observer).disposed(by: disposeBag)
        scheduler.advanceTo(5)
        XCTAssertEqual(observer.events, [])
        scheduler.advanceTo(20)
        XCTAssertEqual(observer.events, [.next(10, 0), .completed(10)])
        _ = scheduler.clock
        _ = scheduler.now
        scheduler.stop()
        scheduler.sleep(10)  // virtual time (RxTest API): moves the clock, no wall-clock wait
        _ = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        _ = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        _ = TestScheduler(initialClock: 0, resolution: 1)
    }
}

class VarTests: XCTestCase {
    var values: [Int] = []
    func testCapturedVar() {
        var result = [Int]()
        var completed = false
        let bag = DisposeBag()
        Observable.of(1, 2).subscribe(onNext: { result.append($0) }, onCompleted: { completed = true }).disposed(
            by: bag)
        Observable.of(1, 2).subscribe(onNext: { self.values.append($0) }).disposed(by: bag)
        _ = Observable.of(1, 2).map { x -> Int in
            result.append(x); return x
        }
        var count = 0
        _ = Observable<Int>.create { o in
            count += 1; o.onNext(count); return Disposables.create()
        }
        Single.just(1).subscribe(onSuccess: { result.append($0) }).disposed(by: bag)
        _ = Observable.of(1).do(onNext: { result.append($0) })
        XCTAssertEqual(result, [1, 2])
        XCTAssertTrue(completed)
    }
}
