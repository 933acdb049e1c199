import SwiftRx
import SwiftRxTest
import Testing

@Suite(
    "Foundation.TimeInterval forms of the Single, Maybe and Completable time operators (deprecated)",
    .scopedResources
)
struct PrimitiveSequenceTimeIntervalTests {
    @available(*, deprecated)
    @Test func delayShiftsASingleByTheSeconds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let res = scheduler.start { xs.asSingle().delay(20.0, scheduler: scheduler) }
            // The element and the completion of a success go out one run (one tick) apart.
            #expect(res.events == [.next(230, 1), .completed(231)])
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func delayShiftsACompletableByTheSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().delay(20.0, scheduler: scheduler) }
        #expect(res.events == [.completed(230)])
    }

    @available(*, deprecated)
    @Test func delaySubscriptionSubscribesAMaybeTheSecondsLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asMaybe().delaySubscription(30.0, scheduler: scheduler) }
        #expect(res.events == [.next(240, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(230, 240)])
    }

    @available(*, deprecated)
    @Test func timeoutFailsASingleSlowerThanTheSeconds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
            let res = scheduler.start { xs.asSingle().timeout(20.0, scheduler: scheduler) }
            #expect(res.events == [.error(220, RxError.timeout)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func timeoutLetsAQuickMaybeThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asMaybe().timeout(20.0, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @available(*, deprecated)
    @Test func timeoutSwitchesToTheOtherSingleAfterTheSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(5)])
        let res = scheduler.start { xs.asSingle().timeout(20.0, other: ys.asSingle(), scheduler: scheduler) }
        #expect(res.events == [.next(225, 2), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 225)])
    }

    @available(*, deprecated)
    @Test func timeoutSwitchesACompletableToTheOtherOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Never>>])
        let res = scheduler.start { xs.asCompletable().timeout(20.0, other: .empty(), scheduler: scheduler) }
        #expect(res.events == [.completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
