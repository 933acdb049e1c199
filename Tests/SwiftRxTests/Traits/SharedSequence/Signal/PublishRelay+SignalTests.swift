import SwiftRx
import SwiftRxTest
import Testing

@Suite("PublishRelay+Signal", .scopedResources)
struct PublishRelaySignalTests {
    @Test func asSignalPassesOnLaterElementsWithoutReplay() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = PublishRelay<Int>()
            let late = scheduler.createObserver(Int.self)
            let res = SharingScheduler.mock(scheduler: scheduler) {
                let signal = relay.asSignal()
                scheduler.scheduleAt(150) { relay.accept(0) }
                scheduler.scheduleAt(250) { relay.accept(1) }
                var lateSubscription: (any Disposable)?
                scheduler.scheduleAt(270) { lateSubscription = signal.asObservable().subscribe(late) }
                scheduler.scheduleAt(900) { lateSubscription?.dispose() }
                scheduler.scheduleAt(280) { relay.accept(2) }
                return scheduler.start { signal }
            }
            #expect(res.events == [.next(251, 1), .next(281, 2)])
            #expect(late.events == [.next(281, 2)])
        }
        #expect(liveResources == start)
    }
}
