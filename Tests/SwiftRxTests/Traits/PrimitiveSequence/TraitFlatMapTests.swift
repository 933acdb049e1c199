import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

/// The trait operators that continue with another sequence complete as RxSwift's `flatMap`, which
/// they are built on there: once the source and the inner sequence both completed. A delayed single
/// shows the difference: it succeeds at its due time and completes one tick later on a TestScheduler.
@Suite("Single/Maybe flatMap, asCompletable, ifEmpty")
struct TraitFlatMapTests {
    @Test func aFlatMappedSingleCompletesWithTheSourceWhenTheInnerEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(1).delay(.seconds(10), scheduler: scheduler).flatMap { Single.just($0 * 10) }.asObservable()
        }
        #expect(res.events == [.next(210, 10), .completed(211)])
    }

    @Test func aFlatMappedSingleCompletesWithTheInnerWhenItEndsLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(1).delay(.seconds(10), scheduler: scheduler)
                .flatMap { Single.just($0 * 10).delay(.seconds(5), scheduler: scheduler) }
                .asObservable()
        }
        #expect(res.events == [.next(215, 10), .completed(216)])
    }

    @Test func theSourceSubscriptionEndsWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let inner = scheduler.createColdObservable([.next(30, 2), .completed(40)])
        let res = scheduler.start {
            Maybe<Int>.just(0).flatMap { _ in source.asObservable().take(1).asMaybe() }
                .flatMap { _ in inner.asObservable().asMaybe() }.asObservable()
        }
        #expect(res.events == [.next(250, 2), .completed(250)])
        #expect(source.subscriptions == [Subscription(200, 210)])
        #expect(inner.subscriptions == [Subscription(210, 250)])
    }

    @Test func anInnerErrorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(1).delay(.seconds(10), scheduler: scheduler)
                .flatMap { _ in Single<Int>.error(TestError(id: 1)) }.asObservable()
        }
        #expect(res.events == [.error(210, TestError(id: 1))])
    }

    @Test func asCompletableAndFlatMapCompletableCompleteWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = Single.just(1).delay(.seconds(10), scheduler: scheduler)
        let res = scheduler.start {
            Completable.zip(delayed.asCompletable(), delayed.flatMapCompletable { _ in Completable.empty() })
                .asObservable()
        }
        #expect(res.events == [.completed(211)] as [Recorded<Event<Never>>])
    }

    @Test func ifEmptyPassesTheElementAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe.just(1).delay(.seconds(10), scheduler: scheduler).ifEmpty(default: 5).asObservable()
        }
        #expect(res.events == [.next(210, 1), .completed(211)])
        let empty = TestScheduler(initialClock: 0)
        let fallback = empty.start {
            Maybe<Int>.empty().delay(.seconds(10), scheduler: empty).ifEmpty(switchTo: Maybe.just(5)).asObservable()
        }
        #expect(fallback.events == [.next(210, 5), .completed(210)])
    }

    @Test func anEmptyMaybeFlatMapsToNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.empty().flatMap { Maybe.just($0 + 1) }.asObservable() }
        #expect(res.events == [.completed(200)])
    }
}
