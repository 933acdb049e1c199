import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("flatMapFirst", .scopedResources)
struct FlatMapFirstTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func ignoresElementsWhileAnInnerRunsWithoutCallingTheSelector() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(270, 3), .next(320, 4), .completed(400),
            ])
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(50, 12), .completed(100)])
            let ys4 = scheduler.createColdObservable([.next(10, 41), .completed(150)])
            let inners = [1: ys1, 4: ys4]
            let calls = Mutex<[Int]>([])
            let res = scheduler.start {
                xs.flatMapFirst { value -> TestableObservable<Int> in
                    calls.withLock { $0.append(value) }
                    guard let inner = inners[value] else { throw TestError(id: value) }
                    return inner
                }
            }
            #expect(res.events == [.next(220, 11), .next(260, 12), .next(330, 41), .completed(470)])
            #expect(calls.withLock { $0 } == [1, 4])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            #expect(ys1.subscriptions == [Subscription(210, 310)])
            #expect(ys4.subscriptions == [Subscription(320, 470)])
        }
    }

    @Test func completesWithTheOuterWhenNoInnerRuns() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
            let res = scheduler.start { xs.flatMapFirst { _ in ys } }
            #expect(res.events == [.next(220, 5), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func selectorErrorOnAnAcceptedElementEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
            let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
            let res = scheduler.start {
                xs.flatMapFirst { value -> TestableObservable<Int> in
                    if value == 2 { throw TestError(id: 2) }
                    return ys
                }
            }
            #expect(res.events == [.next(220, 5), .error(250, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func innerErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
            let ys = scheduler.createColdObservable([.next(10, 5), .error(30, TestError(id: 3))])
            let res = scheduler.start { xs.flatMapFirst { _ in ys } }
            #expect(res.events == [.next(220, 5), .error(240, TestError(id: 3))])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }
    }

    @Test func outerErrorDisposesTheInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(100, 6), .completed(200)])
            let res = scheduler.start { xs.flatMapFirst { _ in ys } }
            #expect(res.events == [.next(220, 5), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(210, 250)])
        }
    }

    @Test func disposingMidStreamDisposesEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(600)])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(200, 6), .completed(300)])
            let res = scheduler.start(disposed: 300) { xs.flatMapFirst { _ in ys } }
            #expect(res.events == [.next(220, 5)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 300)])
        }
    }
}
