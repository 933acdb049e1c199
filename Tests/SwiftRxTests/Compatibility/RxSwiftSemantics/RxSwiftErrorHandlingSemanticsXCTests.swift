import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: retry, retry(when:), catch, catchAndReturn, materialize
// and dematerialize: the resubscription times and what ends the sequence when the notifier completes or errors.
final class RxSwiftErrorHandlingSemanticsXCTests: SemanticsTestCase {
    func testRetryCount() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, semanticsError)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
                .error(290, semanticsError),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    func testRetryInfinite() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = scheduler.start(disposed: 255) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
    }

    func testRetryWhenTake2() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = scheduler.start { xs.retry(when: { (e: Observable<SemanticsError>) in e.take(2) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryWhenEmpty() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<SemanticsError>) in Observable<Int>.empty() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenNotifierErrors() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = scheduler.start {
            xs.retry(when: { (e: Observable<SemanticsError>) in e.map { _ -> Int in throw RxError.unknown } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.unknown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenDelayed() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let s = scheduler!
        let res = scheduler.start(disposed: 270) {
            xs.retry(when: { (e: Observable<SemanticsError>) in
                e.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: s) }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    func testCatch() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchAndReturn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        let res = scheduler.start { xs.catchAndReturn(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .completed(230)])
    }

    func testMaterialize() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            res.events, [.next(210, Event.next(1)), .next(220, Event.error(semanticsError)), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize() {
        let xs = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(220, Event<Int>.completed), .next(230, Event<Int>.next(2)),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryOneSubscription() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryHot() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .error(220, semanticsError), .next(230, 2), .error(240, semanticsError), .next(250, 3),
        ])
        let res = scheduler.start { xs.retry(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testCatchHandlerThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        let res = scheduler.start { xs.catch { _ in throw RxError.unknown } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, RxError.unknown)])
    }

    func testMaterializeCompleted() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(220, Event.completed), .completed(220)])
    }

    func testRetryWhenSyncNotifier() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<SemanticsError>) in Observable.just(1) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testRetrySyncError() {
        let res = scheduler.start { Observable<Int>.error(semanticsError).retry(3) }
        XCTAssertEqual(res.events, [.error(200, semanticsError)])
    }

    func testRetryCreateCount() {
        let count = SemanticsLog()
        let res = scheduler.start {
            Observable<Int>.create { o in
                count.add("s"); o.onError(semanticsError); return Disposables.create()
            }.retry(3)
        }
        XCTAssertEqual(res.events, [.error(200, semanticsError)])
        XCTAssertEqual(count.items.count, 3)
    }

    func testRetryWhenColdTie() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let s = scheduler!
        let res = scheduler.start(disposed: 260) {
            xs.retry(when: { (e: Observable<SemanticsError>) in e.delay(.seconds(0), scheduler: s) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(231, 1), .next(252, 1)])
    }

    func testEnumeratedRetry() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = s.start { xs.enumerated().map { $0.index }.retry(2) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 0), .error(240, semanticsError)])
    }
}
