import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour, written the way RxTest suites are: time operators on a TestScheduler: when throttle,
// debounce, timeout, delay, sample, buffer, window, take(for:)/skip, interval/timer and observe(on:)/subscribe(on:)
// emit, and when they subscribe to and dispose their sources (RxSwift schedules a zero or past due time one tick
// later, and delay forwards one queued event per scheduled run).
final class RxSwiftTimeSemanticsXCTests: SemanticsTestCase {
    func testThrottleLatestTrue() {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .next(260, 5), .completed(265),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    }

    func testThrottleLatestFalse() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(250, 4), .completed(255),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(255)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func testThrottleErrorDropsPending() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, semanticsError)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrottleExactDue() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    }

    func testDebounceCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(260)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .next(260, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDebounceError() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(250, 3), .error(260, semanticsError),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .error(260, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDebounceTie() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(300)])
    }

    func testTimeout() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(310, 3)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .error(300, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeoutOther() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(310, 3)])
        let ys = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .next(310, 100), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    func testTimeoutNoElementsAndCompletion() {
        let xs = scheduler.createHotObservable([.completed(240)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(240)])
    }

    func testDelaySubscription() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }

    func testDelayCompleted() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayErrorImmediate() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, semanticsError)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(230, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayErrorAfterSome() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(265, semanticsError)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .error(265, semanticsError)])
    }

    func testSampleDefault() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let ys = scheduler.createHotObservable([
            .next(215, "a"), .next(230, "b"), .next(240, "c"), .next(270, "d"), .next(310, "e"),
        ])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(
            res.events, [.next(215, 1), .next(230, 2), .next(240, 0), .next(270, 3), .next(310, 0), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testSampleNoDefault() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let ys = scheduler.createHotObservable([
            .next(215, "a"), .next(230, "b"), .next(240, "c"), .next(270, "d"), .next(310, "e"),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(230, 2), .next(270, 3), .completed(310)])
    }

    func testSampleSamplerCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .completed(230)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(230, 2)])
    }

    func testBuffer() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(225, 3), .next(240, 4), .next(280, 5), .completed(290),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(
            res.events, [.next(225, [1, 2, 3]), .next(255, [4]), .next(285, [5]), .next(290, []), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testBufferEmptyTicks() {
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(275)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(20), count: 5, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(220, []), .next(240, []), .next(260, [1]), .next(275, []), .completed(275)])
    }

    func testBufferError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(220, semanticsError)])
    }

    func testWindowContents() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(225, 3), .next(240, 4), .next(280, 5), .completed(290),
        ])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(30), count: 3, scheduler: self.scheduler).enumerated()
                .flatMap { i, w in w.map { "\(i)-\($0)" } }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(210, "0-1"), .next(220, "0-2"), .next(225, "0-3"), .next(240, "1-4"), .next(280, "2-5"),
                .completed(290),
            ])
    }

    func testWindowOpenings() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(225, 3), .next(240, 4), .next(280, 5), .completed(290),
        ])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(30), count: 3, scheduler: self.scheduler).enumerated().map { $0.index }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(225, 1), .next(255, 2), .next(285, 3), .completed(290)])
    }

    func testTakeFor() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipFor() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .completed(270)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(260, 3), .completed(270)])
    }

    func testInterval() {
        let res = scheduler.start(disposed: 245) { Observable<Int>.interval(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
    }

    func testTimerZeroPeriod() {
        let res = scheduler.start(disposed: 225) {
            Observable<Int>.timer(.seconds(0), period: .seconds(10), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(211, 1), .next(221, 2)])
    }

    func testTimerPeriod() {
        let res = scheduler.start(disposed: 226) {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(205, 0), .next(215, 1), .next(225, 2)])
    }

    func testTimerZero() {
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testObserveOn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(220)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testObserveOnError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, semanticsError)])
        let res = scheduler.start { xs.observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(216, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testSubscribeOnCold() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
    }

    func testSubscribeOnHotDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testDebounceZero() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    }

    func testDelayZero() {
        let res = scheduler.start { Observable.just(1).delay(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testDelayZeroHot() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
    }

    func testDelaySubscriptionZero() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
    }

    func testTakeForZero() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testSkipTimeZero() {
        let res = scheduler.start { Observable.of(1, 2).skip(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testTimeoutZero() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.timeout(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
    }

    func testTimeoutSyncSource() {
        let res = scheduler.start { Observable.of(1, 2).timeout(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testWindowTakeOneKeepsSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(350, 4)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 100, scheduler: self.scheduler).take(1).flatMap { $0 }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWindowError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 100, scheduler: self.scheduler).flatMap { $0.catchAndReturn(-1) }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .error(220, semanticsError)])
    }

    func testBufferCountAtTimer() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .next(240, []), .completed(240)])
    }

    func testIntervalTake() {
        let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: self.scheduler).take(2) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .completed(220)])
    }

    func testObserveOnProducer() {
        let res = scheduler.start { Observable.of(1, 2).observe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testSubscribeOnProducer() {
        let res = scheduler.start { Observable.of(1, 2).subscribe(on: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(201, 2), .completed(201)])
    }

    func testSampleSamplerError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.error(230, semanticsError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.error(230, semanticsError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrottleTieDropsPending() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(230, 3), .next(235, 4), .completed(300),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
    }

    func testDelaySyncBurst() {
        let res = scheduler.start { Observable.of(1, 2, 3).delay(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
    }

    func testTimerNegative() {
        let res = scheduler.start { Observable<Int>.timer(.seconds(-5), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testDebounceDisposedWithPending() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testBufferSync() {
        let res = scheduler.start {
            Observable.of(1, 2, 3).buffer(timeSpan: .seconds(10), count: 2, scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(200, [1, 2]), .next(200, [3]), .completed(200)])
    }

    func testTimeoutSourceError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, semanticsError)])
        let ys = scheduler.createColdObservable([.next(10, 100)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, semanticsError)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testWindowSync() {
        let res = scheduler.start {
            Observable.of(1, 2, 3).window(timeSpan: .seconds(10), count: 2, scheduler: self.scheduler).flatMap {
                $0.toArray()
            }
        }
        XCTAssertEqual(res.events, [.next(200, [1, 2]), .next(200, [3]), .completed(200)])
    }

    func testSampleTie() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(210, 1)])
    }

    func testSampleTieReverse() {
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(220, 1)])
    }

    func testThrottleCold() {
        let res = scheduler.start { Observable.of(1, 2, 3).throttle(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 3), .completed(210)])
    }

    func testDebounceCold() {
        let res = scheduler.start { Observable.of(1, 2, 3).debounce(.seconds(10), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func testTimeoutOtherSubscriptionTie() {
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: Observable.just(9), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .next(300, 9), .completed(300)])
    }

    func testWindowLateSubscriber() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(310, 3), .next(320, 4), .completed(350),
        ])
        let s = scheduler!
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(100), count: 100, scheduler: s).flatMap {
                $0.delaySubscription(.seconds(15), scheduler: s)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 2), .next(320, 4), .completed(350)])
    }

    func testTakeForColdTie() {
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testSkipTimeColdTie() {
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(260)])
    }

    func testTimeoutColdTie() {
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
    }

    func testBufferColdTie() {
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(40)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 10, scheduler: self.scheduler) }
        XCTAssertEqual(res.events, [.next(230, []), .next(240, [1]), .completed(240)])
    }

    func testWindowColdTie() {
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(40)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(30), count: 10, scheduler: self.scheduler).enumerated().flatMap { i, w in
                w.map { "\(i)-\($0)" }
            }
        }
        XCTAssertEqual(res.events, [.next(230, "1-1"), .completed(240)])
    }

    func testIntervalTakeForTie() {
        let res = scheduler.start {
            Observable<Int>.interval(.seconds(10), scheduler: self.scheduler).take(
                for: .seconds(30), scheduler: self.scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .completed(230)])
    }
}
