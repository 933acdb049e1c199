import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

// The event closures share a `Mutex` local with the test body and with each other. Swift 6.3 counts
// a `Mutex` or `Atomic` local captured by two closures as shared state when one of them is `sending`
// (as `subscribe`'s element closure is), though both types are `Sendable`: the closures say
// `@Sendable`, as the migration article advises.
@Suite struct TraitEventTests {
    @Test(.noLeaks) func singleEventsOfSuccessAndFailure() {
        let events = Mutex<[SingleEvent<Int>]>([])

        _ = Single.just(2).map { $0 * 21 }.subscribe { @Sendable event in events.withLock { $0.append(event) } }
        _ = Single<Int>.error(TestError.boom).subscribe { @Sendable event in events.withLock { $0.append(event) } }

        expectEqual(events.withLock { $0 }, [.success(42), .failure(TestError.boom)])
    }

    @Test(.noLeaks) func maybeAndCompletableEvents() {
        let maybes = Mutex<[MaybeEvent<String>]>([])
        let completables = Mutex<[CompletableEvent]>([])

        _ = Maybe<String>.empty().subscribe { @Sendable event in maybes.withLock { $0.append(event) } }
        _ = Maybe.just("x").subscribe { @Sendable event in maybes.withLock { $0.append(event) } }
        _ = Completable.empty().subscribe { @Sendable event in completables.withLock { $0.append(event) } }
        _ = Completable.error(TestError.other).subscribe { @Sendable event in completables.withLock { $0.append(event) } }

        expectEqual(maybes.withLock { $0 }, [.completed, .success("x")])
        expectEqual(completables.withLock { $0 }, [.completed, .error(TestError.other)])
    }

    @Test(.noLeaks) func singleOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let user = scheduler.createColdObservable("-a|", values: ["a": "ana"])
        let score = scheduler.createColdObservable("---(7|)", values: ["7": 7])

        let res = scheduler.start {
            Single.zip(user.asSingle(), score.asSingle()) { "\($0): \($1)" }.asObservable()
        }

        expect(res, toMatch: "---(s|)", values: ["s": "ana: 7"])
    }
}
