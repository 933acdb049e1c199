import SwiftRx
import SwiftRxTest
import Testing

private final class Owner: Sendable {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

@Suite("withUnretained", .scopedResources)
struct WithUnretainedTests {
    @Test func pairsElementsWithTheObjectWhileItLives() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let owner = Owner(id: 7)
            let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.id):\($0.1)" } }
            #expect(res.events == [.next(210, "7:1"), .next(220, "7:2"), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            withExtendedLifetime(owner) {}
        }
        #expect(liveResources == resources)
    }

    @Test func resultSelectorCombinesObjectAndElement() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, TestError())])
            let owner = Owner(id: 10)
            let res = scheduler.start { xs.withUnretained(owner) { $0.id * $1 } }
            #expect(res.events == [.next(210, 10), .next(220, 20), .error(300, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            withExtendedLifetime(owner) {}
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [false, true])
    func completesAtTheFirstElementAfterTheObjectIsGone(tupleForm: Bool) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300),
            ])
            var owner: Owner? = Owner(id: 1)
            weak let watched = owner
            scheduler.scheduleAt(230) { owner = nil }
            let res = scheduler.start { () -> Observable<Int> in
                if tupleForm {
                    return xs.withUnretained(owner!).map { $0.0.id * 100 + $0.1 }
                }
                return xs.withUnretained(owner!) { $0.id * 100 + $1 }
            }
            #expect(watched == nil)
            #expect(res.events == [.next(210, 101), .next(220, 102), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == resources)
    }

    @Test func doesNotRetainTheObject() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            var owner: Owner? = Owner(id: 1)
            weak let watched = owner
            let observable = xs.withUnretained(owner!)
            let subscription = observable.subscribe(scheduler.createObserver((Owner, Int).self))
            owner = nil
            #expect(watched == nil)
            subscription.dispose()
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let owner = Owner(id: 2)
            let res = scheduler.start(disposed: 250) { xs.withUnretained(owner) { $0.id + $1 } }
            #expect(res.events == [.next(210, 3)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            withExtendedLifetime(owner) {}
        }
        #expect(liveResources == resources)
    }
}
