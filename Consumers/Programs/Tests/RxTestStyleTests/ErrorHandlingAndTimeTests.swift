import SwiftRx
import SwiftRxTest
import XCTest

final class ErrorHandlingAndTimeTests: XCTestCase {
    func testCatchSwitchesToTheRecoverySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 99), .completed(20)])

        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 99), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])

        let res = scheduler.start { xs.catchAndReturn(0) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 0), .completed(230)])
    }

    func testRetryResubscribesThenGivesUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])

        let res = scheduler.start { xs.retry(2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testErrorsCompareByTypeAndCase() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])

        let res = scheduler.start { xs.asObservable() }

        XCTAssertNotEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.other)])
    }

    func testTimeoutFailsWhenTheSourceIsSilent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(300)])

        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(260, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDelayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1), .next(250, 2), .completed(280)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testIntervalTicksOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler).take(3) }

        XCTAssertEqual(res.events, [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
    }

    func testTimerFiresOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
    }

    func testOfOnASchedulerTakesATickPerElement() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testDoRunsSideEffectsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let sideEffects = scheduler.createObserver(String.self)

        let res = scheduler.start {
            xs.do(
                onNext: { sideEffects.onNext("next \($0)") },
                onCompleted: { sideEffects.onNext("completed") },
                onSubscribe: { sideEffects.onNext("subscribe") }
            )
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(
            sideEffects.events,
            [
                .next(200, "subscribe"),
                .next(210, "next 1"),
                .next(220, "next 2"),
                .next(230, "completed"),
            ])
    }
}
