import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

/// The bad-argument policy: an argument no call could ever mean (a negative count or index, a
/// negative buffer size, a negative period) stops the program with a message naming the
/// operator, the value and the fix, in every build configuration; those stops are checked in child
/// processes by `PreconditionMessageTests`. Conditions that depend on the data stay error events,
/// as in RxSwift, and the smallest valid arguments keep working; both are checked here.
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

    /// `element(at:)` past the end depends on the data: an error event, not a stop.
    @Test func elementAtPastTheEndIsAnErrorEvent() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 7), .completed(230)])
            let res = scheduler.start { xs.element(at: 3) }
            #expect(res.events == [.error(230, RxError.argumentOutOfRange)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test func rangeWithZeroCountCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 5, count: 0, scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
    }

    /// A timeout that fires depends on the data: an error event. A negative duration is valid, as
    /// in RxSwift (it fires at once), and comes with a hint through the hooks.
    @Test func aNegativeTimeoutFailsAtOnceWithAHint() {
        var events: [Recorded<Event<Int>>] = []
        let hints = capturingViolations {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 7), .completed(230)])
            events = scheduler.start { xs.timeout(.seconds(-1), scheduler: scheduler) }.events
        }
        #expect(events == [.error(201, RxError.timeout)])
        #expect(hints.map(\.kind) == [.nonPositiveDuration])
        #expect(hints.first?.description.contains("SwiftRx warning in `timeout(seconds(-1))`") == true)
        #expect(hints.first?.description.contains("Pass a duration longer than zero") == true)
    }
}
