import SwiftRx
import SwiftRxTest
import Testing

@Suite("take(_:)", .scopedResources)
struct TakeCountTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ]

    @Test func takesTheFirstElementsThenCompletesAndDisposesSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(2) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func completesWithTheSourceWhenItHasFewerElements() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(5) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func zeroCompletesAtOnceWithoutSubscribing() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(0) }
            #expect(res.events == [.completed(200)])
            #expect(xs.subscriptions.isEmpty)
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 3))])
            let res = scheduler.start { xs.take(3) }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 3))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func completesBeforeASynchronousSourceGoesOn() {
        let resources = liveResources
        do {
            let source = Observable<Int>.create { observer in
                for value in 1...5 {
                    observer.onNext(value)
                }
                observer.onCompleted()
                return Disposables.create()
            }
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { source.take(2) }
            #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 215) { xs.take(2) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 215)])
        }
        #expect(liveResources == resources)
    }
}
