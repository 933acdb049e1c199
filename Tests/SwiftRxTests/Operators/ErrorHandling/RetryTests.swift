import Testing
import SwiftRx

@Suite("retry")
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

    @Test func hundredThousandSynchronousFailuresDoNotGrowTheStack() {
        let start = Resources.total
        let attempts = Counter()
        let log = EventLog<Int>()
        do {
            _ = flaky(failures: 100_000, attempts: attempts).retry(100_001).subscribe { log.append($0) }
        }
        #expect(attempts.count == 100_001)
        #expect(log.elements == [1])
        #expect(log.isCompleted)
        #expect(Resources.total == start)
    }

    @Test func failsWithTheLastErrorWhenEveryAttemptFails() {
        let start = Resources.total
        let attempts = Counter()
        let log = EventLog<Int>()
        do {
            _ = flaky(failures: 100_000, attempts: attempts).retry(100_000).subscribe { log.append($0) }
        }
        #expect(attempts.count == 100_000)
        #expect(log.events.count == 1)
        #expect(log.error as? TestError == TestError(id: 1))
        #expect(Resources.total == start)
    }

    @Test func unlimitedRetryResubscribesUntilSuccess() {
        let start = Resources.total
        let attempts = Counter()
        let log = EventLog<Int>()
        do {
            _ = flaky(failures: 50_000, attempts: attempts).retry().subscribe { log.append($0) }
        }
        #expect(attempts.count == 50_001)
        #expect(log.elements == [1])
        #expect(log.isCompleted)
        #expect(Resources.total == start)
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
