import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("delaySubscription", .scopedResources)
struct DelaySubscriptionTests {
    @Test func subscribesToAColdSourceAfterTheDueTime() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { ys.delaySubscription(.seconds(50), scheduler: scheduler) }
            #expect(res.events == [.next(260, 1), .next(270, 2), .completed(280)])
            #expect(ys.subscriptions == [Subscription(250, 280)])
        }
        #expect(liveResources == start)
    }

    @Test func missesWhatAHotSourceSentBeforeTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.delaySubscription(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(250, 300)])
    }

    @Test func forwardsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { ys.delaySubscription(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 1), .error(270, TestError())])
        #expect(ys.subscriptions == [Subscription(250, 270)])
    }

    @Test func disposingBeforeTheDueTimeNeverSubscribes() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let res = scheduler.start(disposed: 240) { ys.delaySubscription(.seconds(50), scheduler: scheduler) }
            #expect(res.events.isEmpty)
            #expect(ys.subscriptions.isEmpty)
        }
        #expect(liveResources == start)
    }

    @Test func disposingAfterSubscribingDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let res = scheduler.start(disposed: 300) { ys.delaySubscription(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 1)])
        #expect(ys.subscriptions == [Subscription(250, 300)])
    }

    @Test func neverDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start { ys.delaySubscription(.never, scheduler: scheduler) }
        #expect(res.events.isEmpty)
        #expect(ys.subscriptions.isEmpty)
    }
}
