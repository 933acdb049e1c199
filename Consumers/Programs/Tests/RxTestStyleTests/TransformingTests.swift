import SwiftRx
import SwiftRxTest
import XCTest

final class TransformingTests: XCTestCase {
    func testMapDoublesEveryElementAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(240, 4),
            .completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [.next(210, 4), .next(240, 8), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .error(220, TestError.boom),
        ])

        let res = scheduler.start { xs.map { "\($0)" } }

        XCTAssertEqual(res.events, [.next(210, "1"), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapDropsWhatDoesNotParse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "1"),
            .next(220, "x"),
            .next(230, "3"),
            .completed(240),
        ])

        let res = scheduler.start { xs.compactMap { Int($0) } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(240)])
    }

    func testScanKeepsARunningTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        let res = scheduler.start { xs.scan(0, accumulator: +) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
    }

    func testFlatMapSubscribesToAnInnerSequencePerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(250, 2),
            .completed(400),
        ])
        let ys = scheduler.createColdObservable([
            .next(10, "a"),
            .next(20, "b"),
            .completed(30),
        ])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(
            res.events,
            [
                .next(220, "a"),
                .next(230, "b"),
                .next(260, "a"),
                .next(270, "b"),
                .completed(400),
            ])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(250, 280)])
    }

    func testFlatMapLatestDisposesThePreviousInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"),
            .next(250, "b"),
            .completed(400),
        ])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { xs.flatMapLatest { $0 == "a" ? ys : zs } }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 3), .completed(400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(250, 270)])
    }

    func testConcatMapWaitsForEachInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])
        let ys = scheduler.createColdObservable([.next(10, "x"), .completed(20)])

        let res = scheduler.start { xs.concatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, "x"), .next(240, "x"), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testBufferByTimeOrCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(400),
        ])

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler) }

        XCTAssertEqual(
            res.events,
            [
                .next(220, [1, 2]),
                .next(320, [3]),
                .next(400, []),
                .completed(400),
            ])
    }

    func testGroupByThenFlatMapTagsEachElementWithItsKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        let res = scheduler.start {
            xs.groupBy { $0 % 2 == 0 ? "even" : "odd" }
                .flatMap { group in group.map { "\(group.key) \($0)" } }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(210, "odd 1"),
                .next(220, "even 2"),
                .next(230, "odd 3"),
                .completed(240),
            ])
    }

    func testEnumeratedCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(190, "z"),
            .next(210, "a"),
            .next(220, "b"),
            .completed(230),
        ])

        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }

        XCTAssertEqual(res.events, [.next(210, "0a"), .next(220, "1b"), .completed(230)])
    }

    func testMaterializeTurnsTheErrorIntoAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .error(220, TestError.boom),
        ])

        let res = scheduler.start { xs.materialize() }

        XCTAssertEqual(
            res.events,
            [
                .next(210, .next(1)),
                .next(220, .error(TestError.boom)),
                .completed(220),
            ])
    }

    func testReduceEmitsOnceAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        let res = scheduler.start { xs.reduce(0, accumulator: +) }

        XCTAssertEqual(res.events, [.next(240, 6), .completed(240)])
    }

    func testToArrayCollectsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        let res = scheduler.start { xs.toArray().asObservable() }

        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .completed(240)])
    }
}
