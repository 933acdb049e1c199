import SwiftRx
import SwiftRxTest
import Testing

@Suite("catchAndReturn", .scopedResources)
struct CatchAndReturnTests {
    @Test func replacesTheErrorWithTheElementAndCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError()),
            ])
            let res = scheduler.start { xs.catchAndReturn(42) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 42), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func completionPassesThrough() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let res = scheduler.start { xs.catchAndReturn(42) }
            #expect(res.events == [.next(210, 1), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStream() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(300, TestError())])
            let res = scheduler.start(disposed: 250) { xs.catchAndReturn(42) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedSpellingBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.start { xs.catchErrorJustReturn(0) }
        #expect(res.events == [.next(210, 1), .next(230, 0), .completed(230)])
    }
}
