import SwiftRx
import SwiftRxTest
import Testing

@Suite("toArray", .scopedResources)
struct ToArrayTests {
    @Test func emitsAllElementsAsOneArrayOnCompletion() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let res = scheduler.start { xs.toArray() }
            #expect(res.events == [.next(300, [1, 2, 3]), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func emptySourceGivesAnEmptyArray() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.toArray() }
            #expect(res.events == [.next(250, []), .completed(250)])
        }
        #expect(liveResources == resources)
    }

    @Test func isASingle() {
        let single: Single<[Int]> = Observable.of(1, 2).toArray()
        let log = EventLog<[Int]>()
        _ = single.asObservable().subscribe { log.append($0) }
        #expect(log.elements == [[1, 2]])
        #expect(log.isCompleted)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.toArray() }
            #expect(res.events == [.error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBeforeCompletionEmitsNothing() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.toArray() }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
