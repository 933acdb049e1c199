import SwiftRx
import SwiftRxTest
import XCTest

final class TraitTests: XCTestCase {
    func testSingleFromAColdSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])

        let res = scheduler.start { xs.asSingle().map { $0 * 2 }.asObservable() }

        XCTAssertEqual(res.events, [.next(220, 10), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleFailsWhenTheSequenceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20, Int.self)])

        let res = scheduler.start { xs.asSingle().asObservable() }

        XCTAssertEqual(res.events, [.error(220, RxError.noElements)])
    }

    func testSingleSubscribeDeliversOneEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = Single<Int>.just(3).delay(.seconds(10), scheduler: scheduler)
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) {
            _ = single.subscribe(
                onSuccess: { observer.onNext($0) },
                onFailure: { observer.onError($0) }
            )
        }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 3)])
    }

    func testSingleZipAndFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let user = scheduler.createColdObservable([.next(10, "ana"), .completed(10)])
        let score = scheduler.createColdObservable([.next(30, 7), .completed(30)])

        let res = scheduler.start {
            Single.zip(user.asSingle(), score.asSingle())
                .flatMap { name, points in Single.just("\(name): \(points)") }
                .asObservable()
        }

        XCTAssertEqual(res.events, [.next(230, "ana: 7"), .completed(230)])
    }

    func testMaybeCompletesEmptyOrSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([.completed(20, Int.self)])
        let one = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let none = scheduler.start { empty.asMaybe().asObservable() }
        XCTAssertEqual(none.events, [.completed(220)])

        let other = TestScheduler(initialClock: 0)
        let oneOther = other.createColdObservable(one.recordedEvents)
        let some = other.start { oneOther.asMaybe().asObservable() }
        XCTAssertEqual(some.events, [.next(220, 1), .completed(220)])
    }

    func testCompletableAndThenSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let save = scheduler.createColdObservable([.completed(30, Never.self)])
        let reload = scheduler.createColdObservable([.next(10, "fresh"), .completed(10)])

        let res = scheduler.start {
            save.asCompletable().andThen(reload.asSingle()).asObservable()
        }

        XCTAssertEqual(res.events, [.next(240, "fresh"), .completed(240)])
        XCTAssertEqual(save.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(reload.subscriptions, [Subscription(230, 240)])
    }

    func testCompletableFromIgnoreElementsForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])

        let res = scheduler.start { xs.asObservable().ignoreElements().asCompletable().asObservable() }

        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
    }
}
