import SwiftRx
import SwiftRxBlocking
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: Single, Maybe, Completable, Infallible, Driver and Signal
// under SharingScheduler.mock (one tick per observe(on:) hop), and RxBlocking.
final class RxSwiftTraitSemanticsXCTests: SemanticsTestCase {
    func testSingleDelayError() {
        let res = scheduler.start {
            Single<Int>.error(semanticsError).delay(.seconds(10), scheduler: self.scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.error(200, semanticsError)])
    }

    func testSingleDelaySuccess() {
        let res = scheduler.start { Single.just(1).delay(.seconds(10), scheduler: self.scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(211)])
    }

    func testAsDriverErrorJustReturn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, semanticsError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).asObservable() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testDriverJust() {
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.just(1).asObservable() }
            XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        }
    }

    func testDriverOf() {
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.of(1, 2).asObservable() }
            XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
    }

    func testDriverEmpty() {
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver<Int>.empty().asObservable() }
            XCTAssertEqual(res.events, [.completed(201)])
        }
    }

    func testDriverInterval() {
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)).asObservable() }
            XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
    }

    func testDriverTimer() {
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver<Int>.timer(.seconds(10), period: .seconds(20)).asObservable().take(2) }
            XCTAssertEqual(res.events, [.next(210, 0), .next(230, 1), .completed(230)])
        }
    }

    func testDriverDebounce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(10)).asObservable() }
            XCTAssertEqual(res.events, [.next(226, 2), .completed(301)])
        }
    }

    func testDriverStartWith() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).startWith(0).asObservable() }
            XCTAssertEqual(res.events, [.next(200, 0), .next(211, 1)])
        }
    }

    func testBehaviorRelayAsDriver() {
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(250) { relay.accept(5) }
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { relay.asDriver().asObservable() }
            XCTAssertEqual(res.events, [.next(201, 0), .next(251, 5)])
        }
    }

    func testPublishRelayAsSignal() {
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(250) { relay.accept(5) }
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { relay.asSignal().asObservable() }
            XCTAssertEqual(res.events, [.next(251, 5)])
        }
    }

    func testAsSignal() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).asObservable() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(231, -1), .completed(231)])
        }
    }

    func testDriverOnErrorDriveWith() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(9)).asObservable() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 9), .completed(232)])
        }
    }

    func testDriverLateSubscriberReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        SharingScheduler.mock(scheduler: scheduler) {
            let d = xs.asDriver(onErrorJustReturn: -1)
            let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = d.drive(a) }
            scheduler.scheduleAt(240) { _ = d.drive(b) }
            scheduler.start()
            XCTAssertEqual(b.events, [.next(240, 1), .next(261, 2)])
        }
    }

    func testCompletableAndThen() {
        let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testSingleZipAndFlatMap() {
        let s = scheduler!
        let res = scheduler.start {
            Single.zip(
                Single.just(1).delay(.seconds(10), scheduler: s), Single.just(2).delay(.seconds(20), scheduler: s)
            ) { $0 + $1 }
            .flatMap { v in Single.just(v * 10).delay(.seconds(5), scheduler: s) }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(225, 30), .completed(226)])
    }

    func testBlocking() throws {
        XCTAssertEqual(try Observable.of(1, 2).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().first(), nil)
        XCTAssertEqual(
            try Observable<Int>.create { o in
                o.onNext(1); o.onError(semanticsError); return Disposables.create()
            }.toBlocking().first(), 1)
        XCTAssertThrowsError(
            try Observable<Int>.create { o in
                o.onNext(1); o.onError(semanticsError); return Disposables.create()
            }.toBlocking().last())
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) {
            XCTAssertEqual("\($0)", "\(RxError.moreThanOneElement)")
        }
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
            XCTAssertEqual("\($0)", "\(RxError.noElements)")
        }
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) {
            XCTAssertEqual("\($0)", "\(RxError.timeout)")
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 4).toBlocking().single { $0 % 2 == 0 }) {
            XCTAssertEqual("\($0)", "\(RxError.moreThanOneElement)")
        }
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 }, 2)
        switch Observable<Int>.create({ o in
            o.onNext(1); o.onError(semanticsError); return Disposables.create()
        }).toBlocking().materialize() {
        case .failed(let elements, let error): XCTAssertEqual(elements, [1]); XCTAssertTrue(error is SemanticsError)
        default: XCTFail()
        }
    }

    func testInfallibleAsInfallible() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
    }

    func testCompletableDelay() {
        let res = scheduler.start { Completable.empty().delay(.seconds(10), scheduler: self.scheduler).asObservable() }
        XCTAssertEqual(res.events, [.completed(210)] as [Recorded<Event<Never>>])
        let s2 = TestScheduler(initialClock: 0)
        let res2 = s2.start { Completable.error(semanticsError).delay(.seconds(10), scheduler: s2).asObservable() }
        XCTAssertEqual(res2.events, [.error(200, semanticsError)] as [Recorded<Event<Never>>])
    }

    func testMaybeDelay() {
        let res = scheduler.start { Maybe.just(1).delay(.seconds(10), scheduler: self.scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(211)])
    }

    func testSingleTimeout() {
        let res = scheduler.start {
            Single<Int>.never().timeout(.seconds(10), scheduler: self.scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.error(210, RxError.timeout)])
    }

    func testSingleDelaySubscription() {
        let res = scheduler.start {
            Single.just(1).delaySubscription(.seconds(10), scheduler: self.scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    }

    func testSingleObserveOn() {
        let res = scheduler.start { Single.just(1).observe(on: self.scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testSingleTimer() {
        let res = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: self.scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
    }

    func testSingleRetry() {
        let xs = scheduler.createColdObservable([.error(10, semanticsError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asSingle().retry(2).asObservable() }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testMaybeIfEmpty() {
        let res = scheduler.start { Maybe<Int>.empty().ifEmpty(default: 3).asObservable() }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func testCompletableAndThenCompletable() {
        let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(230)] as [Recorded<Event<Never>>])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testCompletableZip() {
        let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.completed(220)] as [Recorded<Event<Never>>])
    }

    func testSingleFlatMapCompletable() {
        let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let res = scheduler.start { Single.just(1).flatMapCompletable { _ in ys.asCompletable() }.asObservable() }
        XCTAssertEqual(res.events, [.completed(220)] as [Recorded<Event<Never>>])
    }

    func testMaybeFromObservableAsMaybeEmpty() {
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
    }
}
