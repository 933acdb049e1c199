import SwiftRx
import SwiftRxTest
import Testing

@Suite("switchLatest", .scopedResources)
struct SwitchLatestTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func eachInnerReplacesThePreviousOne() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .next(60, 13), .completed(200)])
            let ys2 = scheduler.createColdObservable([.next(10, 21), .next(40, 22), .completed(100)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(300)])
            let res = scheduler.start { xs.switchLatest() }
            #expect(res.events == [.next(220, 11), .next(240, 12), .next(260, 21), .next(290, 22), .completed(350)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(250, 350)])
        }
    }

    @Test func completesWithTheOuterWhenTheInnerFinishedFirst() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 11), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
            let res = scheduler.start { xs.switchLatest() }
            #expect(res.events == [.next(220, 11), .completed(300)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func innerErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(20, TestError(id: 6))])
            let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
            let res = scheduler.start { xs.switchLatest() }
            #expect(res.events == [.error(230, TestError(id: 6))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func outerErrorDisposesTheInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 11), .completed(200)])
            let xs = scheduler.createHotObservable([.next(210, ys), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.switchLatest() }
            #expect(res.events == [.next(220, 11), .error(250, TestError(id: 1))])
            #expect(ys.subscriptions == [Subscription(210, 250)])
        }
    }

    @Test func disposingMidStreamDisposesEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 11), .completed(200)])
            let xs = scheduler.createHotObservable([.next(210, ys), .completed(500)])
            let res = scheduler.start(disposed: 300) { xs.switchLatest() }
            #expect(res.events == [.next(220, 11)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 300)])
        }
    }
}
