import SwiftRx
import SwiftRxTest
import Testing

@Suite("retry", .scopedResources)
struct RetryTests {
    /// A source that fails synchronously `failures` times, then emits 1 and completes.
    private func flaky(failures: Int, attempts: Counter) -> Observable<Int> {
        Observable<Int>.create { observer in
            if attempts.increment() <= failures {
                observer.onError(TestError(id: 1))
            } else {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    @Test func resubscribesToAColdSourceAfterEachFailure() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError())])
            let res = scheduler.start(disposed: 300) { xs.retry() }
            #expect(
                res.events == [
                    .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
                ])
            #expect(
                xs.subscriptions == [
                    Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 300),
                ])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [1, 2, 3])
    func failsAfterTheLastAttempt(attempts: Int) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 9))])
            let res = scheduler.start { xs.retry(attempts) }
            var expected: [Recorded<Event<Int>>] = []
            var subscriptions: [Subscription] = []
            for attempt in 0..<attempts {
                expected.append(.next(210 + attempt * 20, 1))
                subscriptions.append(Subscription(200 + attempt * 20, 220 + attempt * 20))
            }
            expected.append(.error(200 + attempts * 20, TestError(id: 9)))
            #expect(res.events == expected)
            #expect(xs.subscriptions == subscriptions)
        }
        #expect(liveResources == resources)
    }

    @Test func completesWhenAnAttemptCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { xs.retry(3) }
            #expect(res.events == [.next(210, 1), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func hotSourceIsResubscribedAtTheFailureTime() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .error(220, TestError()), .next(230, 2), .completed(240),
            ])
            let res = scheduler.start { xs.retry(2) }
            #expect(res.events == [.next(210, 1), .next(230, 2), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
        }
        #expect(liveResources == resources)
    }

    @Test func hundredThousandSynchronousFailuresDoNotGrowTheStack() {
        let start = liveResources
        let attempts = Counter()
        let log = EventLog<Int>()
        do {
            _ = flaky(failures: 100_000, attempts: attempts).retry(100_001).subscribe { log.append($0) }
        }
        #expect(attempts.count == 100_001)
        #expect(log.elements == [1])
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }

    @Test func failsWithTheLastErrorWhenEveryAttemptFails() {
        let start = liveResources
        let attempts = Counter()
        let log = EventLog<Int>()
        do {
            _ = flaky(failures: 100_000, attempts: attempts).retry(100_000).subscribe { log.append($0) }
        }
        #expect(attempts.count == 100_000)
        #expect(log.events.count == 1)
        #expect(log.error as? TestError == TestError(id: 1))
        #expect(liveResources == start)
    }

    @Test func unlimitedRetryResubscribesUntilSuccess() {
        let start = liveResources
        let attempts = Counter()
        let log = EventLog<Int>()
        do {
            _ = flaky(failures: 50_000, attempts: attempts).retry().subscribe { log.append($0) }
        }
        #expect(attempts.count == 50_001)
        #expect(log.elements == [1])
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }

    @Test func zeroAttemptsCompletesWithoutSubscribing() {
        let attempts = Counter()
        let log = EventLog<Int>()
        _ = flaky(failures: 1, attempts: attempts).retry(0).subscribe { log.append($0) }
        #expect(attempts.count == 0)
        #expect(log.events.count == 1)
        #expect(log.isCompleted)
    }
}
