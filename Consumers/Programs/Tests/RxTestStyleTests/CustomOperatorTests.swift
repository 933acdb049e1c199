import SwiftRx
import SwiftRxTest
import Synchronization
import XCTest

extension ObservableType {
    /// Emits each element with the one before it, starting from `first`.
    func withPrevious(startWith first: Element) -> Observable<(previous: Element, current: Element)> {
        scan((previous: first, current: first)) { pair, element in (previous: pair.current, current: element) }
    }

}

extension ObservableType where Element: Sendable {
    /// Emits every `n`th element, built on `Observable.create` as users write their own operators
    /// (in Swift 6 the count lives in a `Mutex`, because the subscribe closure is `@Sendable`).
    func every(_ n: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let index = Mutex(0)
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    let count = index.withLock { index in
                        index += 1
                        return index
                    }
                    if count % n == 0 { observer.onNext(element) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
    }
}

extension ObservableType where Element == Int {
    /// The sum of the last two elements.
    func pairSums() -> Observable<Int> {
        withPrevious(startWith: 0).map { $0.previous + $0.current }
    }
}

final class CustomOperatorTests: XCTestCase {
    func testWithPrevious() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(240)])

        let res = scheduler.start { xs.pairSums() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
    }

    func testEveryOtherElementAndItsSubscriptionLog() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"),
            .next(220, "b"),
            .next(230, "c"),
            .next(240, "d"),
            .error(250, TestError.boom),
        ])

        let res = scheduler.start { xs.every(2) }

        XCTAssertEqual(res.events, [.next(220, "b"), .next(240, "d"), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCustomOperatorIsDisposedWithItsSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])

        let res = scheduler.start(disposed: 235) { xs.every(1) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
