import SwiftRx
import SwiftRxTest
import Testing

private struct Countdown: InfallibleType {
    let from: Int
    func asObservable() -> Observable<Int> { .from(Array((0...from).reversed())) }
}

@Suite("Infallible", .scopedResources)
struct InfallibleTests {
    @Test func asObservableHasTheSameEvents() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let infallible = xs.asInfallible(onErrorJustReturn: 0)
            let res = scheduler.start { infallible.asObservable() }
            #expect(res.events == [.next(210, 1), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == start)
    }

    @Test func asInfallibleOnAnInfallibleTypeWrapsIt() {
        let log = EventLog<Int>()
        _ = Countdown(from: 2).asInfallible().subscribe { log.append($0) }
        #expect(log.events == [.next(2), .next(1), .next(0), .completed])
        let same = Infallible.just(1).asInfallible()
        let other = EventLog<Int>()
        _ = same.subscribe { other.append($0) }
        #expect(other.events == [.next(1), .completed])
    }
}
