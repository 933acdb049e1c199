import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: filtering, aggregating and creating operators, and the
// current-thread trampoline: sources made by of/from/range/repeatElement are scheduled on CurrentThreadScheduler, so
// merged or combined ones interleave.
final class RxSwiftOperatorSemanticsXCTests: SemanticsTestCase {
    func testGroupByLateInner() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let s = scheduler!
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { g in
                g.delaySubscription(.seconds(50), scheduler: s).map { "\(g.key)-\($0)" }
            }
        }
        XCTAssertEqual(res.events, [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testGroupByInner() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .error(240, semanticsError),
        ])
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { g in g.map { "\(g.key)-\($0)" } }
        }
        XCTAssertEqual(
            res.events, [.next(210, "1-1"), .next(220, "0-2"), .next(230, "1-3"), .error(240, semanticsError)])
    }

    func testReduceMapResult() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { $0 * 10 }) }
        XCTAssertEqual(res.events, [.next(230, 30), .completed(230)])
    }

    func testScanThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.scan(0) { acc, x in
                if x == 2 { throw semanticsError }; return acc + x
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, semanticsError)])
        let res = scheduler.start { xs.toArray().asObservable() }
        XCTAssertEqual(res.events, [.error(230, semanticsError)])
    }

    func testDistinctThrowing() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw semanticsError }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtBeyond() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(220, RxError.argumentOutOfRange)])
    }

    func testElementAt() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZero() {
        let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.error(220, RxError.noElements)])
    }

    func testSingleTwo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleOne() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    }

    func testSinglePredicate() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(225, 4), .completed(230)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .error(225, RxError.moreThanOneElement)])
    }

    func testAsSingle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
    }

    func testTakeLast() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(240, 2), .next(240, 3), .completed(240)])
    }

    func testIfEmpty() {
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.ifEmpty(default: 5) }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(230)])
    }

    func testIfEmptySwitch() {
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testDeferredThrows() {
        let res = scheduler.start { Observable<Int>.deferred { throw semanticsError } }
        XCTAssertEqual(res.events, [.error(200, semanticsError)])
    }

    func testUsing() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let box = SemanticsTimes()
        let s = scheduler!
        let res = scheduler.start {
            Observable.using(
                { () -> SemanticsResource in
                    box.created.append(s.clock); return SemanticsResource { box.disposed.append(s.clock) }
                },
                observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(box.created, [200]); XCTAssertEqual(box.disposed, [220])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testGenerate() {
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: self.scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testRange() {
        let res = scheduler.start { Observable.range(start: 1, count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testRepeat() {
        let res = scheduler.start(disposed: 205) { Observable.repeatElement(1, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 1), .next(203, 1), .next(204, 1)])
    }

    func testFrom() {
        let res = scheduler.start { Observable.from([1, 2, 3], scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOf() {
        let res = scheduler.start { Observable.of(1, 2, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testJustScheduler() {
        let res = scheduler.start { Observable.just(1, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testEmptyNeverError() {
        let res = scheduler.start { Observable<Int>.error(semanticsError) }
        XCTAssertEqual(res.events, [.error(200, semanticsError)])
    }

    func testGroupByTakeOneKeepsSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.take(1).flatMap { $0.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testGroupByKeyThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let res = scheduler.start {
            xs.groupBy { (x: Int) throws -> Int in
                if x == 2 { throw semanticsError }; return x
            }.flatMap { $0.catchAndReturn(-1) }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .error(220, semanticsError)])
    }

    func testFromEmptyScheduler() {
        let res = scheduler.start { Observable<Int>.from([], scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testGenerateThrows() {
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { (x: Int) throws -> Bool in
                    if x == 2 { throw semanticsError }; return true
                }, scheduler: self.scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, semanticsError)])
    }

    func testReduceThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.reduce(0) { (a: Int, x: Int) throws -> Int in
                if x == 2 { throw semanticsError }; return a + x
            }
        }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeLastError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let res = scheduler.start { xs.takeLast(1) }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
    }

    func testDistinctKeySelector() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4), .completed(240)])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .completed(240)])
    }

    func testAsSingleTwo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleZero() {
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(230, RxError.noElements)])
    }

    func testAsMaybeTwo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
    }

    func testFirst() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(210, Optional(1)), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirstEmpty() {
        let xs = scheduler.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(230, nil), .completed(230)])
    }

    func testFromNoDelay() {
        let s = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = s.start { Observable.from([1, 2], scheduler: s) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testSkipWhile() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(220, 5), .next(230, 2), .completed(240)])
    }

    func testToArrayEmpty() {
        let res = scheduler.start { Observable<Int>.empty().toArray().asObservable() }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testDoOrder() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = SemanticsLog()
        let s = scheduler!
        let res = scheduler.start {
            xs.do(
                onNext: { log.add("next \($0) \(s.clock)") }, afterNext: { log.add("afterNext \($0)") },
                onError: { _ in log.add("error") }, afterError: { _ in log.add("afterError") },
                onCompleted: { log.add("completed \(s.clock)") }, afterCompleted: { log.add("afterCompleted") },
                onSubscribe: { log.add("subscribe \(s.clock)") }, onSubscribed: { log.add("subscribed") },
                onDispose: { log.add("dispose \(s.clock)") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(
            log.items,
            [
                "subscribe 200", "subscribed", "next 1 210", "afterNext 1", "completed 220", "afterCompleted",
                "dispose 220",
            ])
    }

    func testReduceEmpty() {
        let res = scheduler.start { Observable<Int>.empty().reduce(7, accumulator: +) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testUsingDisposeOrder() {
        let log = SemanticsLog()
        let s = scheduler!
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 300) {
            Observable.using(
                { SemanticsResource { log.add("resource \(s.clock)") } },
                observableFactory: { _ in xs.asObservable().do(onDispose: { log.add("source \(s.clock)") }) })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(log.items, ["source 300", "resource 300"])
    }

    func testGroupByGroupNotRecreated() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.flatMap { $0.take(1) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(240)])
    }

    func testGroupByCount() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(240)])
    }

    func testDistinctComparerArgOrder() {
        let xs = scheduler.createHotObservable([
            .next(210, 3), .next(220, 1), .next(230, 5), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 > $1 } }
        XCTAssertEqual(res.events, [.next(210, 3), .next(230, 5), .completed(250)])
    }

    func testDoOnNextThrows() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.do(onNext: { if $0 == 2 { throw semanticsError } }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMergeOfInterleaves() {
        let res = scheduler.start { Observable.merge(Observable.of(1, 2), Observable.of(3, 4)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 3), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testMergeJustAndOf() {
        let res = scheduler.start { Observable.merge(Observable.just(1), Observable.of(2, 3), Observable.just(4)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 4), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testCombineLatestOf() {
        let res = scheduler.start { Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 12), .next(200, 22), .completed(200)])
    }

    func testFlatMapOf() {
        let res = scheduler.start { Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 10 + 1) } }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 11), .next(200, 20), .next(200, 21), .completed(200)])
    }

    func testMergeOfInterleavesOutsideScheduler() {
        let log = SemanticsLog()
        _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4)).subscribe(onNext: { log.add("\($0)") })
        XCTAssertEqual(log.items, ["1", "3", "2", "4"])
    }

    func testRangeAndFromInterleave() {
        let log = SemanticsLog()
        _ = Observable.merge(
            Observable.range(start: 1, count: 2), Observable.from([3, 4]), Observable.repeatElement(9).take(2)
        ).subscribe(onNext: { log.add("\($0)") })
        XCTAssertEqual(log.items, ["1", "3", "9", "2", "4", "9"])
    }

    func testWithLatestFromOf() {
        let res = scheduler.start { Observable.of(1, 2, 3).withLatestFrom(Observable.of(10, 20)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 22), .next(200, 23), .completed(200)])
    }

    func testShareOfMergedTwice() {
        let subs = SemanticsLog()
        let o = Observable.of(1, 2).do(onSubscribe: { subs.add("s") }).share()
        let res = scheduler.start { Observable.merge(o, o) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 1), .next(200, 2), .next(200, 2), .completed(200)])
        XCTAssertEqual(subs.items.count, 1)
    }

    func testAmbOf() {
        let res = scheduler.start { Observable.of(1, 2).amb(Observable.of(3, 4)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testTakeUntilOf() {
        let res = scheduler.start { Observable.of(1, 2).take(until: Observable.of(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    /// The first group of `xs`, caught by an outer subscription from 200 that `disposeOuterAt` ends.
    private func firstGroup(
        of xs: TestableObservable<Int>, disposeOuterAt: TestTime? = nil
    ) -> () -> GroupedObservable<Int, Int>? {
        let caught = SemanticsBox<GroupedObservable<Int, Int>>()
        let outer = SemanticsBox<any Disposable>()
        scheduler.scheduleAt(200) {
            outer.value = xs.groupBy { $0 % 2 }.subscribe(
                onNext: { group in
                    if caught.value == nil { caught.value = group }
                },
                onError: { _ in }
            )
        }
        if let disposeOuterAt {
            scheduler.scheduleAt(disposeOuterAt) { outer.value?.dispose() }
        }
        return { caught.value }
    }

    func testGroupByGroupSubscribedAfterTheSourceCompleted() {
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 3), .completed(300)])
        let group = firstGroup(of: xs)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(400) { _ = group()?.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByGroupSubscribedAfterTheSourceFailed() {
        let xs = scheduler.createHotObservable([.next(220, 1), .error(300, semanticsError)])
        let group = firstGroup(of: xs)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(400) { _ = group()?.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.error(400, semanticsError)])
    }

    func testGroupByGroupSubscribedAfterTheOuterSubscriptionWasDisposed() {
        // Disposing the outer subscription with no group subscribed releases the source; the group
        // never ends, so a late observer sees nothing.
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 3), .next(310, 5), .completed(600)])
        let group = firstGroup(of: xs, disposeOuterAt: 250)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(400) { _ = group()?.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupByGroupKeepsTheSourceAfterTheOuterSubscriptionWasDisposed() {
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 3), .next(310, 5), .completed(600)])
        let group = firstGroup(of: xs, disposeOuterAt: 250)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(230) { _ = group()?.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(240, 3), .next(310, 5), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testSwitchLatestOuterErrorDisposesTheInner() {
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([
            .next(210, inner.asObservable()), .error(250, semanticsError),
        ])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, semanticsError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testAndThenChainStopsAtTheFirstError() {
        let a = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let b = scheduler.createColdObservable([.error(10, semanticsError)] as [Recorded<Event<Never>>])
        let c = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            a.asCompletable().andThen(b.asCompletable()).andThen(c.asObservable())
        }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(c.subscriptions, [])
    }
}
