import SwiftRx
import SwiftRxTest
import Testing

@MainActor
@Suite("ControlEvent", .scopedResources)
struct ControlEventTests {
    @Test func observersReceiveTheEvents() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let taps = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 2), .completed(300)])
            let event = ControlEvent(events: taps)
            let res = scheduler.start { event }
            #expect(res.events == [.next(210, 1), .next(240, 2), .completed(300)])
            #expect(taps.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func disposingStopsTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let event = ControlEvent(events: taps).asControlEvent()
        let res = scheduler.start(disposed: 250) { event.asObservable() }
        #expect(res.events == [.next(210, 1)])
        #expect(taps.subscriptions == [Subscription(200, 250)])
    }

    @Test func eachObserverSubscribesToTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1)])
        let event = ControlEvent(events: taps)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = event.subscribe(first)
            _ = event.subscribe(second)
        }
        scheduler.start()
        #expect(first.events == [.next(210, 1)])
        #expect(second.events == [.next(210, 1)])
        #expect(taps.subscriptions.count == 2)
    }
}
