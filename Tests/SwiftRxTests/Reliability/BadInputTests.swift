import SwiftRx
import SwiftRxTest
import Testing

/// Negative counts must end the sequence with ``RxError/argumentOutOfRange`` instead of crashing,
/// and must not subscribe to the source at all.
///
/// Arguments that are checked with a `precondition` instead (`buffer`/`window` with a zero span or
/// count, `ReplaySubject.create(bufferSize:)` below zero, `interval` with a zero period,
/// `merge(maxConcurrent: 0)`, `retry(-1)`, `share(replay: -1)`) stop the program by design; their
/// messages are checked in child processes by `PreconditionMessageTests`.
@Suite("Bad input", .noLeaks)
struct BadInputTests {
    enum CountOperator: String, CaseIterable, Sendable {
        case take, skip, takeLast, elementAt

        func apply(_ source: Observable<Int>, _ count: Int) -> Observable<Int> {
            switch self {
            case .take: return source.take(count)
            case .skip: return source.skip(count)
            case .takeLast: return source.takeLast(count)
            case .elementAt: return source.element(at: count)
            }
        }
    }

    @Test(arguments: CountOperator.allCases, [-1, Int.min])
    func negativeCountFailsWithArgumentOutOfRangeWithoutSubscribing(op: CountOperator, count: Int) {
        let start = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { op.apply(xs.asObservable(), count) }
            #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
            #expect(xs.subscriptions.isEmpty)
        }
        #expect(Resources.total == start)
    }

    @Test(arguments: [-1, -1000])
    func rangeWithNegativeCountFailsWithArgumentOutOfRange(count: Int) {
        let start = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.range(start: 0, count: count, scheduler: scheduler) }
            #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
        }
        #expect(Resources.total == start)
    }

    @Test
    func rangeWithNegativeCountOnDefaultSchedulerFailsSynchronously() {
        let log = EventLog<Int>()
        let subscription = Observable<Int>.range(start: 0, count: -1).subscribe { log.append($0) }
        subscription.dispose()
        #expect(log.events.count == 1)
        #expect((log.error as? RxError).map { "\($0)" } == "\(RxError.argumentOutOfRange)")
    }

    @Test(arguments: CountOperator.allCases)
    func zeroCountIsValid(op: CountOperator) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 7), .next(220, 8), .completed(230)])
        let res = scheduler.start { op.apply(xs.asObservable(), 0) }
        let expected: [Recorded<Event<Int>>]
        switch op {
        case .take: expected = [.completed(200)]
        case .skip: expected = [.next(210, 7), .next(220, 8), .completed(230)]
        case .takeLast: expected = [.completed(230)]
        case .elementAt: expected = [.next(210, 7), .completed(210)]
        }
        #expect(res.events == expected)
    }
}
