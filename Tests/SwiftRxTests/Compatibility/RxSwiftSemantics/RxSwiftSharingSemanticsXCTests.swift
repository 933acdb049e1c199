import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: share, publish, replay, multicast, refCount and connect:
// what a subscriber that comes after completion, disposal or an error receives, and when the source is subscribed
// again (.forever replays the old buffer and terminal event, .whileConnected and the factory-made subjects subscribe
// again).
final class RxSwiftSharingSemanticsXCTests: SemanticsTestCase {
    private func twoSubscribers(_ o: Observable<Int>, second: TestTime = 250) -> (
        TestableObserver<Int>, TestableObserver<Int>
    ) {
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var da: (any Disposable)?, db: (any Disposable)?
        scheduler.scheduleAt(200) { da = o.subscribe(a) }
        scheduler.scheduleAt(second) { db = o.subscribe(b) }
        scheduler.scheduleAt(1000) {
            da?.dispose(); db?.dispose()
        }
        scheduler.start()
        return (a, b)
    }

    func testShareReplayForeverAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (a, b) = twoSubscribers(xs.share(replay: 1, scope: .forever))
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(b.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShareReplay2ForeverAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.share(replay: 2, scope: .forever))
        XCTAssertEqual(b.events, [.next(250, 1), .next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShareForeverNoReplayAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.share(replay: 0, scope: .forever))
        XCTAssertEqual(b.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShareReplayWhileConnectedAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.share(replay: 1, scope: .whileConnected))
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testShareReplay2WhileConnectedAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.share(replay: 2, scope: .whileConnected))
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testShareAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.share())
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testShareReplayWhileConnectedLateJoin() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(60, 3), .completed(70)])
        let (a, b) = twoSubscribers(xs.share(replay: 1), second: 225)
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(b.events, [.next(225, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testPublishRefCountAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.publish().refCount())
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testReplayRefCountAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.replay(1).refCount())
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testMulticastSubjectRefCountAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount())
        XCTAssertEqual(b.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMulticastMakeSubjectRefCountAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let (_, b) = twoSubscribers(xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount())
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testRefCountDisposeAllAndResubscribe() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3)])
        let o = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        var da: (any Disposable)?, db: (any Disposable)?
        scheduler.scheduleAt(200) { da = o.subscribe(a) }
        scheduler.scheduleAt(230) { da?.dispose() }
        scheduler.scheduleAt(250) { db = o.subscribe(b) }
        scheduler.scheduleAt(300) { db?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1)])
        XCTAssertEqual(b.events, [.next(270, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
    }

    func testConnectTwiceAndDispose() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let c = xs.publish()
        let a = scheduler.createObserver(Int.self)
        var c1: (any Disposable)?, c2: (any Disposable)?, c3: (any Disposable)?
        scheduler.scheduleAt(200) { _ = c.subscribe(a) }
        scheduler.scheduleAt(205) { c1 = c.connect() }
        scheduler.scheduleAt(215) { c2 = c.connect() }
        scheduler.scheduleAt(240) { c2?.dispose() }
        scheduler.scheduleAt(245) { c1?.dispose() }
        scheduler.scheduleAt(260) { c3 = c.connect() }
        scheduler.scheduleAt(400) { c3?.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 240), Subscription(260, 300)])
    }

    func testPublishResubscribeAfterCompletion() {
        let (xs, a, b) = resubscribeAfterCompletion { $0.publish() }
        XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(b.events, [.next(270, 1), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(260, 280)])
    }

    func testMulticastSubjectResubscribeAfterCompletion() {
        let (xs, a, b) = resubscribeAfterCompletion { $0.multicast(PublishSubject<Int>()) }
        XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(b.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(260, 280)])
    }

    /// A connectable over a cold source that completes: one observer subscribed and connected at 200,
    /// a second subscribed at 250, connected again at 260.
    private func resubscribeAfterCompletion(
        _ makeConnectable: (TestableObservable<Int>) -> ConnectableObservable<Int>
    ) -> (TestableObservable<Int>, TestableObserver<Int>, TestableObserver<Int>) {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let c = makeConnectable(xs)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = c.subscribe(a)
            _ = c.connect()
        }
        scheduler.scheduleAt(250) { _ = c.subscribe(b) }
        scheduler.scheduleAt(260) { _ = c.connect() }
        scheduler.start()
        return (xs, a, b)
    }

    func testReplayConnectBeforeSubscribe() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let c = xs.replay(1)
        let a = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = c.connect() }
        scheduler.scheduleAt(250) { _ = c.subscribe(a) }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(250, 2), .next(260, 3)])
    }

    func testShareSubscribeDuringEmission() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let o = xs.share()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            o.do(onNext: { if $0 == 1 { o.subscribe(b).disposed(by: bag) } }).subscribe(a).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(b.events, [.next(220, 2), .completed(230)])
    }

    func testShareReplaySubscribeDuringEmission() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let o = xs.share(replay: 1)
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            o.do(onNext: { if $0 == 1 { o.subscribe(b).disposed(by: bag) } }).subscribe(a).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(b.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testShareForeverDisposeThenResubscribe() {
        let (xs, a, b) = disposeThenResubscribe(scope: .forever)
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(b.events, [.next(250, 2), .next(260, 1), .next(270, 2), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 1000)])
    }

    func testShareWhileConnectedDisposeThenResubscribe() {
        let (xs, _, b) = disposeThenResubscribe(scope: .whileConnected)
        XCTAssertEqual(b.events, [.next(260, 1), .next(270, 2), .next(310, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 1000)])
    }

    /// `share(replay: 1, scope:)` over a cold source: one observer from 200 to 230, a second from 250.
    private func disposeThenResubscribe(
        scope: SubjectLifetimeScope
    ) -> (TestableObservable<Int>, TestableObserver<Int>, TestableObserver<Int>) {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(60, 3)])
        let o = xs.share(replay: 1, scope: scope)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var da: (any Disposable)?
        var db: (any Disposable)?
        scheduler.scheduleAt(200) { da = o.subscribe(a) }
        scheduler.scheduleAt(230) { da?.dispose() }
        scheduler.scheduleAt(250) { db = o.subscribe(b) }
        scheduler.scheduleAt(1000) { db?.dispose() }
        scheduler.start()
        return (xs, a, b)
    }

    func testShareForeverErrorThenResubscribe() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let (a, b) = twoSubscribers(xs.share(replay: 1, scope: .forever))
        XCTAssertEqual(a.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(b.events, [.next(250, 1), .error(250, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testShareWhileConnectedErrorThenResubscribe() {
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let (_, b) = twoSubscribers(xs.share(replay: 1))
        XCTAssertEqual(b.events, [.next(260, 1), .error(270, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
    }

    func testMulticastSelector() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { o in Observable.zip(o, o.skip(1)) { $0 * 10 + $1 } })
        }
        XCTAssertEqual(res.events, [.next(220, 12), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testReplayConnectAfterCompletion() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let c = xs.replay(1)
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = c.connect() }
        scheduler.scheduleAt(250) { _ = c.subscribe(a) }
        scheduler.scheduleAt(260) { _ = c.connect() }
        scheduler.scheduleAt(300) { _ = c.subscribe(b) }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(270, 1), .completed(280)])
        XCTAssertEqual(b.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(260, 280)])
    }

    func testShareReplayRetry() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = s.start { xs.share(replay: 1).retry(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testPublishRefCountRetry() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = s.start { xs.publish().refCount().retry(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testShareForeverRetry() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let res = s.start { xs.share(replay: 1, scope: .forever).retry(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 1), .error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
