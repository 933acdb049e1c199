import SwiftRx
import SwiftRxTest
import XCTest

final class CombiningTests: XCTestCase {
    func testMergeInterleavesByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(
            res.events,
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testConcatSubscribesToTheSecondWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "3a"), .next(240, "3b"), .completed(300)])
    }

    func testZipPairsElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(235, "b"), .completed(300)])

        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(215, "1a"), .next(235, "2b"), .completed(300)])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testAmbFollowsTheFirstToEmit() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(260)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(215, 2), .next(225, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testShareReplayGivesALateSubscriberTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let shared = xs.map { $0 * 10 }.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(220) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 10), .next(230, 20), .completed(300)])
        XCTAssertEqual(second.events, [.next(220, 10), .next(230, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
