import SwiftRx
import SwiftRxTest
import Testing

@Suite("dematerialize", .scopedResources)
struct DematerializeTests {
    @Test func unwrapsElementsAndEndsAtCompletedElement() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, Event<Int>.next(0)), .next(210, .next(1)), .next(220, .next(2)), .next(230, .completed),
                .next(240, .next(3)), .completed(300),
            ])
            let res = scheduler.start { xs.dematerialize() }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func errorElementEndsWithThatError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Event<Int>.next(1)), .next(230, .error(TestError(id: 6))), .completed(300),
            ])
            let res = scheduler.start { xs.dematerialize() }
            #expect(res.events == [.next(210, 1), .error(230, TestError(id: 6))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func sourceTerminalEventsPassThrough() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let completing = scheduler.createHotObservable([.next(210, Event<Int>.next(1)), .completed(250)])
            let failing = scheduler.createHotObservable([.next(210, Event<Int>.next(1)), .error(260, TestError())])
            let completed = scheduler.createObserver(Int.self)
            let failed = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                completing.dematerialize().subscribe(completed).disposed(by: bag)
                failing.dematerialize().subscribe(failed).disposed(by: bag)
            }
            scheduler.start()
            #expect(completed.events == [.next(210, 1), .completed(250)])
            #expect(failed.events == [.next(210, 1), .error(260, TestError())])
            #expect(completing.subscriptions == [Subscription(200, 250)])
            #expect(failing.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Event<Int>.next(1)), .next(260, .next(2)), .completed(300),
            ])
            let res = scheduler.start(disposed: 250) { xs.dematerialize() }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
