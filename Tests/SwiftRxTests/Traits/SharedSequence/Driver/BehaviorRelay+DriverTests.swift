import SwiftRx
import SwiftRxTest
import Testing

@Suite("BehaviorRelay+Driver", .scopedResources)
struct BehaviorRelayDriverTests {
    @Test func asDriverStartsWithTheCurrentValueAndFollowsTheRelay() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = BehaviorRelay(value: 0)
            let late = scheduler.createObserver(Int.self)
            let res = SharingScheduler.mock(scheduler: scheduler) {
                let driver = relay.asDriver()
                scheduler.scheduleAt(250) { relay.accept(1) }
                var lateSubscription: (any Disposable)?
                scheduler.scheduleAt(270) { lateSubscription = driver.asObservable().subscribe(late) }
                scheduler.scheduleAt(900) { lateSubscription?.dispose() }
                scheduler.scheduleAt(280) { relay.accept(2) }
                return scheduler.start { driver }
            }
            #expect(res.events == [.next(201, 0), .next(251, 1), .next(281, 2)])
            // A later observer gets the replayed latest value at once: the driver is shared.
            #expect(late.events == [.next(270, 1), .next(281, 2)])
        }
        #expect(liveResources == start)
    }
}
