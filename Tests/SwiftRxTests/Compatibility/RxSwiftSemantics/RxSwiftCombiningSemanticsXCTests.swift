import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: the combining operators: when zip and combineLatest
// complete (the fixed-arity zip once every source completed; the collection zip and combineLatest also once a value
// arrives that cannot pair and every other source is done), withLatestFrom, concat and
// merge(maxConcurrent:) subscription logs, switchLatest, amb, take(until:)/skip(until:) and the flattening
// operators.
final class RxSwiftCombiningSemanticsXCTests: SemanticsTestCase {
    func testWithLatestFromSecondCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, "a"), .next(250, "b"), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFromSecondErrors() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, semanticsError)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "2a"), .error(240, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZipLateCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b"), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "1a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipDoneSourceNeverCompletesIfOtherSilent() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, "a")])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "1a")])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testZipEmptySourceWaitsForTheOthers() {
        let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b")])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testZipCollectionLateCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(240)])
    }

    func testCombineLatestEmptyThenValue() {
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatestEmptyNever() {
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
    }

    func testCombineLatestCollectionEmptyThenValue() {
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.completed(215)])
    }

    func testConcatHot() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testMergeMaxConcurrent() {
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let b = scheduler.createColdObservable([.next(5, 10), .completed(50)])
        let c = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .next(230, c.asObservable()), .completed(240),
        ])
        let res = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(225, 10), .next(240, 2), .next(255, 100), .completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 270)])
        XCTAssertEqual(c.subscriptions, [Subscription(250, 260)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
    }

    func testSwitchLatest() {
        let a = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let b = scheduler.createColdObservable([.next(10, 3), .completed(100)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(250, b.asObservable()), .completed(300),
        ])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 3), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 350)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
    }

    func testAmb() {
        let xs = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(210, 10), .next(250, 20)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(210, 10), .next(250, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testStartWith() {
        let xs = scheduler.createHotObservable([.next(210, 9), .completed(220)])
        let res = scheduler.start { xs.startWith(1, 2, 3).startWith(7) }
        XCTAssertEqual(
            res.events, [.next(200, 7), .next(200, 1), .next(200, 2), .next(200, 3), .next(210, 9), .completed(220)])
    }

    func testTakeUntilPredicateInclusive() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start { xs.take(until: { $0 == 2 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateExclusive() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start { xs.take(until: { $0 == 2 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testTakeWhileInclusive() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start { xs.take(while: { $0 < 2 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testTakeUntilOtherCompletesEmpty() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilOtherEmits() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(225, 0)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilOtherCompletesEmpty() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilOtherEmits() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(225, 0), .next(230, 1)])
        let res = scheduler.start { xs.skip(until: ys) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilSyncOther() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTakeZero() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSkipUntilSyncOther() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.skip(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testZipErrorDisposesOthers() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let ys = scheduler.createHotObservable([.next(230, 1)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestSelectorThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { (_: Int, _: Int) throws -> Int in throw semanticsError }
        }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testAmbTie() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let ys = scheduler.createHotObservable([.next(210, 10), .completed(250)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testSwitchLatestInnerError() {
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, semanticsError)])
        let outer = scheduler.createHotObservable([.next(210, a.asObservable()), .completed(300)])
        let res = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, semanticsError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    func testMergeMaxOne() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let outer = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(215, b.asObservable()), .completed(216),
        ])
        let res = scheduler.start { outer.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 250)])
    }

    func testConcatFirstErrors() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        let ys = scheduler.createHotObservable([.next(240, 3), .completed(250)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, semanticsError)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testZip3() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(225)])
        let zs = scheduler.createHotObservable([.next(230, 3), .next(260, 5), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFromTie() {
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
    }

    func testFlatMapLatestSubs() {
        let a = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let b = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(240, 1), .completed(250)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? a.asObservable() : b.asObservable() } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(240, 260)])
    }

    func testFlatMapFirstSubs() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(240, 1), .next(260, 2), .completed(270)])
        let res = scheduler.start { xs.flatMapFirst { v in a.map { $0 * 10 + v } } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 12), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250), Subscription(260, 300)])
    }

    func testConcatMap() {
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(220)])
        let res = scheduler.start { xs.concatMap { v in a.map { $0 * 10 + v } } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(240, 11), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testAmbEmpty() {
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(res.events, [])
    }

    func testMergeEmpty() {
        let res = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatEmpty() {
        let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMergeInnerErrorDisposesOthers() {
        let a = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let b = scheduler.createColdObservable([.error(20, semanticsError)] as [Recorded<Event<Int>>])
        let outer = scheduler.createHotObservable([.next(210, a.asObservable()), .next(215, b.asObservable())])
        let res = scheduler.start { outer.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(235, semanticsError)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
    }

    func testWithLatestFromSyncSecond() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.withLatestFrom(Observable.just("a")) }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
    }

    func testWithLatestFromColdTie() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, "a")])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
    }

    func testTakeUntilColdTie() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 0)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func testAmbColdTie() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testCombineLatestColdTie() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let ys = scheduler.createColdObservable([.next(10, 10), .next(20, 20)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 12), .next(220, 22)])
    }

    func testSwitchLatestSyncInner() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = s.start { xs.flatMapLatest { v in Observable.of(v * 10, v * 10 + 1) } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(210, 11), .next(220, 20), .next(220, 21), .completed(230)])
    }

    func testConcatOfSynchronousSourcesRunsBeforeTrampolinedWork() {
        // concat moves to its next source at once when the previous one completes during its
        // subscription: it does not wait behind work queued on the current-thread trampoline.
        let res = scheduler.start {
            Observable.merge(Observable.of(1, 2), Observable.concat([Observable.just(10), Observable.just(20)]))
        }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 20), .next(200, 1), .next(200, 2), .completed(200)])
    }

    func testCatchSequenceOfSynchronousFailuresRunsBeforeTrampolinedWork() {
        let res = scheduler.start {
            Observable.merge(
                Observable.of(1, 2),
                Observable.catch(sequence: [Observable<Int>.error(semanticsError), Observable.just(10)])
            )
        }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 1), .next(200, 2), .completed(200)])
    }

    func testConcatAfterTrampolinedSources() {
        let res = scheduler.start {
            Observable.merge(Observable.of(1, 2), Observable.concat([Observable.of(10, 20), Observable.just(30)]))
        }
        XCTAssertEqual(
            res.events, [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .next(200, 30), .completed(200)])
    }
}
