import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("take(for:scheduler:)", .scopedResources)
struct TakeTimeTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test func completesWhenTheDurationEnds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
            #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    @Test func endsEarlyWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func forwardsAnErrorBeforeTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let res = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test(arguments: [RxTimeInterval.seconds(0), .seconds(-3)])
    func zeroOrNegativeDurationCompletesOnTheFirstTick(duration: RxTimeInterval) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.take(for: duration, scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }

    @Test func neverDurationTakesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.take(for: .never, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    }

    @Test func disposingCancelsTheTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(25), scheduler: scheduler) }
            #expect(res.events == [.next(210, 2)])
            #expect(xs.subscriptions == [Subscription(200, 215)])
        }
        #expect(liveResources == start)
    }
}
