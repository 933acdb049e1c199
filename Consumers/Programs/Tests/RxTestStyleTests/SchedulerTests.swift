import SwiftRx
import SwiftRxTest
import XCTest

final class SchedulerTests: XCTestCase {
    func testSubjectDrivenByScheduledActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        scheduler.scheduleAt(100) { subscription = subject.subscribe(observer) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { subscription.dispose() }
        scheduler.scheduleAt(140) { subject.onNext(3) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(110, 1), .next(120, 2)])
    }

    func testBehaviorSubjectReplaysItsValueOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: "initial")
        let observer = scheduler.createObserver(String.self)
        let disposeBag = DisposeBag()

        scheduler.scheduleAt(150) { subject.onNext("changed") }
        scheduler.scheduleAt(200) { subject.subscribe(observer).disposed(by: disposeBag) }
        scheduler.scheduleAt(250) { subject.onCompleted() }
        scheduler.start()

        XCTAssertEqual(observer.events, Recorded.events(.next(200, "changed"), .completed(250)))
    }

    func testRecordedEventsBuildsTheExpectedList() {
        let scheduler = TestScheduler(initialClock: 0)
        let events = Recorded.events(.next(210, 1), .next(220, 2), .completed(230))
        let xs = scheduler.createHotObservable(events)

        let res = scheduler.start { xs.asObservable() }

        XCTAssertEqual(res.events, events)
        XCTAssertEqual(res.events.map(\.time), [210, 220, 230])
    }

    func testAdvanceToAndAdvanceBy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(observer)

        scheduler.advanceTo(15)
        XCTAssertEqual(observer.events, [.next(10, 1)])
        scheduler.advanceBy(10)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 25)])
    }

    func testRecordedSubscriptionStaysOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])

        _ = scheduler.start { xs.asObservable() }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertNotEqual(xs.subscriptions, [Subscription(200)])
    }

    func testNoLeaksAfterAStartedRun() {
        XCTAssertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.map { $0 + 1 }.share(replay: 1) }
            XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        }
    }

    func testNoLeaksAfterADisposeBagGoesAway() {
        XCTAssertNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = BehaviorRelay(value: 0)
            let seen = scheduler.createObserver(Int.self)
            do {
                let disposeBag = DisposeBag()
                relay.subscribe(seen).disposed(by: disposeBag)
                relay.accept(1)
            }
            relay.accept(2)
            XCTAssertEqual(seen.events, [.next(0, 0), .next(0, 1)])
        }
    }
}
