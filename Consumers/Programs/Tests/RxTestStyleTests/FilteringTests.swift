import SwiftRx
import SwiftRxTest
import XCTest

final class FilteringTests: XCTestCase {
    var scheduler: TestScheduler!
    var xs: TestableObservable<Int>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .completed(250),
        ])
    }

    override func tearDown() {
        xs = nil
        scheduler = nil
        super.tearDown()
    }

    func testFilterKeepsEvenNumbers() {
        let res = scheduler.start { self.xs.filter { $0 % 2 == 0 } }

        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeCompletesAndUnsubscribesEarly() {
        let res = scheduler.start { self.xs.take(2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkip() {
        let res = scheduler.start { self.xs.skip(2) }

        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(250)])
    }

    func testTakeLastWaitsForCompletion() {
        let res = scheduler.start { self.xs.takeLast(2) }

        XCTAssertEqual(res.events, [.next(250, 3), .next(250, 4), .completed(250)])
    }

    func testTakeWhile() {
        let res = scheduler.start { self.xs.take(while: { $0 < 3 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipWhile() {
        let res = scheduler.start { self.xs.skip(while: { $0 < 3 }) }

        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(250)])
    }

    func testElementAt() {
        let res = scheduler.start { self.xs.element(at: 1) }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
    }

    func testIgnoreElementsKeepsOnlyTheTerminalEvent() {
        let res = scheduler.start { self.xs.ignoreElements() }

        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testStartWithPrependsAtSubscription() {
        let res = scheduler.start { self.xs.startWith(0) }

        XCTAssertEqual(
            res.events,
            [.next(200, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
    }

    func testDisposedBeforeCompletion() {
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 225) { self.xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testDistinctUntilChanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 1),
            .next(230, 2),
            .next(240, 2),
            .next(250, 1),
            .completed(260),
        ])

        let res = scheduler.start { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
    }

    func testTakeUntilOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(250),
        ])
        let stop = scheduler.createHotObservable([.next(225, ())])

        let res = scheduler.start { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(250),
        ])
        let go = scheduler.createHotObservable([.next(215, "go")])

        let res = scheduler.start { xs.skip(until: go) }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(250)])
    }

    func testDebounceWaitsForAPause() {
        let scheduler = TestScheduler(initialClock: 0)
        let typing = scheduler.createHotObservable([
            .next(210, "s"),
            .next(220, "sw"),
            .next(300, "swift"),
            .completed(400),
        ])

        let res = scheduler.start { typing.debounce(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(270, "sw"), .next(350, "swift"), .completed(400)])
        XCTAssertEqual(typing.subscriptions, [Subscription(200, 400)])
    }

    func testThrottleEmitsFirstAndLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(250, 4),
            .completed(300),
        ])

        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
    }

    func testSampleEmitsTheLatestNewElementAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(250, 3),
        ])
        let ticks = scheduler.createHotObservable([
            .next(230, ()),
            .next(240, ()),
            .next(260, ()),
        ])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 2), .next(260, 3)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 1000)])
    }
}
