import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("PrimitiveSequence+Time", .scopedResources)
struct PrimitiveSequenceTimeTests {
    @Test func delayShiftsTheResult() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
            let res = scheduler.start { xs.asSingle().delay(.seconds(20), scheduler: scheduler) }
            // The success is the element and the completion sent together; as in RxSwift, delay
            // sends them one run (here one tick) apart.
            #expect(res.events == [.next(230, 1), .completed(231)])
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }
        #expect(liveResources == start)
    }

    @Test func delaySubscriptionSubscribesLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asMaybe().delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(240, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(230, 240)])
    }

    @Test func timeoutFailsASlowSingle() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
            let res = scheduler.start { xs.asSingle().timeout(.seconds(20), scheduler: scheduler) }
            #expect(res.events == [.error(220, RxError.timeout)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == start)
    }

    @Test func timeoutLetsAQuickSingleThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(210)])
    }

    @Test func timeoutSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(5)])
        let res = scheduler.start {
            xs.asSingle().timeout(.seconds(20), other: ys.asSingle(), scheduler: scheduler)
        }
        #expect(res.events == [.next(225, 2), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 225)])
    }

    @Test func timeoutOfACompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Never>>])
        let res = scheduler.start {
            xs.asCompletable().timeout(.seconds(20), other: .empty(), scheduler: scheduler)
        }
        #expect(res.events == [.completed(220)])
    }

    @Test func timerSucceedsWithZeroAfterTheWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start { Maybe<UInt8>.timer(.seconds(5), scheduler: other) }
        #expect(single.events == [.next(230, 0), .completed(230)])
        #expect(maybe.events == [.next(205, 0), .completed(205)])
    }
}
