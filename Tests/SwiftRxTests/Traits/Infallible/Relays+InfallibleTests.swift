import SwiftRx
import SwiftRxTest
import Testing

@Suite("Relays.asInfallible()", .scopedResources)
struct RelaysInfallibleTests {
    @Test func publishRelayDeliversWhatIsAcceptedAfterSubscription() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = PublishRelay<Int>()
            let observer = scheduler.createObserver(Int.self)
            let infallible: Infallible<Int> = relay.asInfallible()
            scheduler.scheduleAt(210) { relay.accept(1) }
            let subscription = infallible.asObservable().subscribe(observer)
            scheduler.scheduleAt(220) { relay.accept(2) }
            scheduler.scheduleAt(230) { subscription.dispose() }
            scheduler.scheduleAt(240) { relay.accept(3) }
            scheduler.start()
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
        }
        #expect(liveResources == start)
    }

    @Test func behaviorRelayReplaysItsValueThenFollowsAccepts() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = BehaviorRelay(value: 0)
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(205) { relay.accept(1) }
            var subscription: (any Disposable)?
            scheduler.scheduleAt(210) { subscription = relay.asInfallible().subscribe(onNext: { observer.onNext($0) }) }
            scheduler.scheduleAt(220) { relay.accept(2) }
            scheduler.scheduleAt(230) { subscription?.dispose() }
            scheduler.scheduleAt(240) { relay.accept(3) }
            scheduler.start()
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
        }
        #expect(liveResources == start)
    }

    @Test func replayRelayReplaysItsBufferThenFollowsAccepts() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(201) { relay.accept(1) }
            scheduler.scheduleAt(202) { relay.accept(2) }
            scheduler.scheduleAt(203) { relay.accept(3) }
            var subscription: (any Disposable)?
            scheduler.scheduleAt(210) { subscription = relay.asInfallible().asObservable().subscribe(observer) }
            scheduler.scheduleAt(220) { relay.accept(4) }
            scheduler.scheduleAt(230) { subscription?.dispose() }
            scheduler.scheduleAt(240) { relay.accept(5) }
            scheduler.start()
            #expect(observer.events == [.next(210, 2), .next(210, 3), .next(220, 4)])
        }
        #expect(liveResources == start)
    }

    @Test func theInfallibleNeverEndsWhileTheRelayLives() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        let observer = scheduler.createObserver(String.self)
        let subscription = relay.asInfallible().map { $0.uppercased() }.asObservable().subscribe(observer)
        scheduler.scheduleAt(210) { relay.accept("a") }
        scheduler.scheduleAt(220) { relay.accept("b") }
        scheduler.start()
        subscription.dispose()
        #expect(observer.events == [.next(210, "A"), .next(220, "B")])
    }
}
