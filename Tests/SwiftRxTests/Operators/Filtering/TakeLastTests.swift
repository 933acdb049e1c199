import SwiftRx
import SwiftRxTest
import Testing

@Suite("takeLast(_:)", .scopedResources)
struct TakeLastTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
    ]

    @Test(
        arguments: [
            (0, []),
            (1, [5]),
            (2, [4, 5]),
            (3, [3, 4, 5]),
            (5, [1, 2, 3, 4, 5]),
            (9, [1, 2, 3, 4, 5]),
        ] as [(Int, [Int])]
    )
    func emitsTheLastElementsOnCompletion(count: Int, expected: [Int]) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.takeLast(count) }
            let expectedEvents: [Recorded<Event<Int>>] = expected.map { .next(300, $0) } + [.completed(300)]
            #expect(res.events == expectedEvents)
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func sourceErrorDropsTheBuffer() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError())])
            let res = scheduler.start { xs.takeLast(2) }
            #expect(res.events == [.error(250, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBeforeCompletionEmitsNothing() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 260) { xs.takeLast(2) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalDuringTheFinalBurstStopsIt() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.takeLast(3).take(2) }
            #expect(res.events == [.next(300, 3), .next(300, 4), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }
}
