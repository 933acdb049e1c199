import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("PrimitiveSequence+RetryWhen", .scopedResources)
struct PrimitiveSequenceRetryWhenTests {
    private struct OtherError: Error, Equatable {}

    @Test func aSingleIsResubscribedWhenTheTriggerEmits() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let attempts = Counter()
            let single = Single<Int>.deferred {
                attempts.increment() < 3
                    ? Single.error(TestError(id: attempts.count)) : Single.just(attempts.count)
            }
            let res = scheduler.start {
                single.retry { (errors: Observable<TestError>) in
                    errors.flatMap { _ in Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
                }
            }
            #expect(res.events == [.next(220, 3), .completed(220)])
            #expect(attempts.count == 3)
        }
        #expect(liveResources == start)
    }

    @Test func theTriggerErrorEndsTheMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.asMaybe().retry { (errors: Observable<any Error>) in
                errors.flatMap { _ in Observable<Int>.error(OtherError()) }
            }
        }
        #expect(res.events == [.error(210, OtherError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func anErrorOfAnotherTypeEndsTheTypedForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, OtherError())] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            xs.asSingle().retry { (errors: Observable<TestError>) in errors }
        }
        #expect(res.events == [.error(210, OtherError())])
    }

    @Test func aCompletableIsRetriedUntilItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Never>>])
        let ys = scheduler.createColdObservable([.completed(5)] as [Recorded<Event<Never>>])
        let attempts = Counter()
        let res = scheduler.start {
            Completable.deferred { attempts.increment() == 1 ? xs.asCompletable() : ys.asCompletable() }
                .retry { (errors: Observable<any Error>) in errors }
        }
        #expect(res.events == [.completed(215)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(210, 215)])
    }
}
