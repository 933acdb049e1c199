import SwiftRx
import SwiftRxTest
import Testing

private final class Owner: Sendable {
    let log = EventLog<Int>()
}

@Suite("Infallible.subscribe", .scopedResources)
struct InfallibleSubscriptionTests {
    @Test func closuresReceiveElementsCompletionAndDisposal() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let log = EventLog<String>()
            scheduler.scheduleAt(200) {
                _ = xs.asInfallible(onErrorJustReturn: 0).subscribe(
                    onNext: { log.append(.next("next(\($0))")) },
                    onCompleted: { log.append(.next("completed")) },
                    onDisposed: { log.append(.next("disposed")) }
                )
            }
            scheduler.start()
            #expect(log.elements == ["next(1)", "next(2)", "completed", "disposed"])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func subscribeWithStopsOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let seen = EventLog<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        scheduler.scheduleAt(200) {
            _ = xs.asInfallible(onErrorJustReturn: 0).subscribe(
                with: owner!,
                onNext: { owner, value in
                    owner.log.append(.next(value))
                    seen.append(.next(value))
                }
            )
        }
        scheduler.scheduleAt(250) { owner = nil }
        scheduler.start()
        #expect(weakOwner == nil)
        #expect(seen.elements == [1])
    }

    @Test func eventClosureAndObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let log = EventLog<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = infallible.subscribe { log.append($0) }
            _ = infallible.subscribe(observer)
        }
        scheduler.start()
        #expect(log.events == [.next(1), .completed])
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test func disposingTheSubscriptionStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorJustReturn: 0) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
