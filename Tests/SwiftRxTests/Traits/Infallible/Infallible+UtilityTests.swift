import SwiftRx
import SwiftRxTest
import Testing

@Suite("Infallible utility operators", .scopedResources)
struct InfallibleUtilityTests {
    @Test func doRunsSideEffectsInOrder() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let log = EventLog<String>()
            let res = scheduler.start {
                xs.asInfallible(onErrorJustReturn: 0).do(
                    onNext: { log.append(.next("next \($0)")) },
                    afterNext: { log.append(.next("after next \($0)")) },
                    onCompleted: { log.append(.next("completed")) },
                    afterCompleted: { log.append(.next("after completed")) },
                    onSubscribe: { log.append(.next("subscribe")) },
                    onSubscribed: { log.append(.next("subscribed")) },
                    onDispose: { log.append(.next("dispose")) }
                )
            }
            #expect(res.events == [.next(210, 1), .completed(300)])
            #expect(
                log.elements == [
                    "subscribe", "subscribed", "next 1", "after next 1", "completed", "after completed", "dispose",
                ])
        }
        #expect(liveResources == start)
    }

    @Test func debugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debug("infallible test") }
        #expect(res.events == [.next(210, 1), .completed(300)])
    }

    @Test func shareUsesOneSubscriptionAndReplays() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
            scheduler.scheduleAt(220) { _ = shared.subscribe(late) }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(230, 2), .completed(300)])
            #expect(late.events == [.next(220, 1), .next(230, 2), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func startWithPrefixesTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).startWith(1, 2) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
