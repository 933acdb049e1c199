import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("Infallible time operators", .scopedResources)
struct InfallibleTimeTests {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(300)])
    }

    @Test func debounce() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hot(scheduler)
            let res = scheduler.start {
                xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(5), scheduler: scheduler)
            }
            #expect(res.events == [.next(217, 2), .next(235, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func throttle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).throttle(.seconds(5), latest: false, scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }

    @Test func delay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).delay(.seconds(5), scheduler: scheduler) }
        #expect(res.events == [.next(215, 1), .next(217, 2), .next(235, 3), .completed(305)])
    }

    @Test func observeOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let observed = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).observe(on: scheduler) }
        #expect(observed.events == [.next(211, 1), .next(213, 2), .next(231, 3), .completed(301)])

        let other = TestScheduler(initialClock: 0)
        let ys = hot(other)
        let subscribed = other.start { ys.asInfallible(onErrorJustReturn: 0).subscribe(on: other) }
        #expect(subscribed.events == [.next(210, 1), .next(212, 2), .next(230, 3), .completed(300)])
        #expect(ys.subscriptions == [Subscription(201, 300)])
    }
}
