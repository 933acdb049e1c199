import SwiftRx
import SwiftRxTest
import Testing

@MainActor
@Suite("Infallible.asDriver / asSignal", .scopedResources)
struct InfallibleDriverTests {
    @Test func asDriverDeliversOnTheDriverSchedulerAndReplays() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asInfallible(onErrorJustReturn: 0).asDriver()
                scheduler.scheduleAt(200) { _ = driver.drive(first) }
                scheduler.scheduleAt(220) { _ = driver.drive(late) }
                scheduler.start()
            }
            #expect(first.events == [.next(211, 1), .next(231, 2), .completed(301)])
            #expect(late.events == [.next(220, 1), .next(231, 2), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func asSignalDeliversOnTheSignalSchedulerWithoutReplay() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let signal = xs.asInfallible(onErrorJustReturn: 0).asSignal()
                scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
                scheduler.scheduleAt(220) { _ = signal.emit(to: late) }
                scheduler.start()
            }
            #expect(first.events == [.next(211, 1), .next(231, 2), .completed(301)])
            #expect(late.events == [.next(231, 2), .completed(301)])
        }
        #expect(liveResources == start)
    }
}
