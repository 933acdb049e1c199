import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence.asInfallible()", .scopedResources)
@MainActor
struct SharedSequenceInfallibleTests {
    @Test func aDriverBecomesAnInfallibleWithTheSameEventsAndOneSourceSubscription() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
                let infallible = xs.asDriver(onErrorJustReturn: -1).asInfallible()
                let first = scheduler.createObserver(Int.self)
                let second = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) {
                    _ = infallible.asObservable().subscribe(first)
                    _ = infallible.asObservable().subscribe(second)
                }
                scheduler.start()
                // Delivery stays on the driver's scheduler (one tick later here), the error is
                // already replaced by the driver, and the two observers share one subscription.
                let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)]
                #expect(first.events == expected)
                #expect(second.events == expected)
                #expect(xs.subscriptions == [Subscription(200, 230)])
            }
        }
        #expect(liveResources == resources)
    }

    @Test func aSignalBecomesAnInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: 0).asInfallible().asObservable() }
            #expect(res.events == [.next(211, 1), .completed(241)])
        }
    }
}
