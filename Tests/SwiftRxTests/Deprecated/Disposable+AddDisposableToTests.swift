import SwiftRx
import SwiftRxTest
import Testing

@Suite("addDisposableTo(_:) (deprecated)", .scopedResources)
struct DisposableAddDisposableToTests {
    @available(*, deprecated)
    @Test func theSubscriptionEndsWhenTheBagIsDeallocated() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .completed(400)])
            let observer = scheduler.createObserver(Int.self)
            var bag: DisposeBag? = DisposeBag()
            scheduler.scheduleAt(200) { xs.subscribe(observer).addDisposableTo(bag!) }
            scheduler.scheduleAt(300) { bag = nil }
            scheduler.start()
            #expect(observer.events == [.next(210, 1), .next(220, 2)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func addsToTheBagLikeDisposedBy() {
        let disposable = BooleanDisposable()
        var bag = DisposeBag()
        disposable.addDisposableTo(bag)
        #expect(!disposable.isDisposed)
        bag = DisposeBag()
        #expect(disposable.isDisposed)
        _ = bag
    }
}
