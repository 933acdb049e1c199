import SwiftRx
import SwiftRxTest
import Testing

@Suite("skip(_:)", .scopedResources)
struct SkipCountTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ]

    @Test(
        arguments: [
            (0, [1, 2, 3, 4]),
            (2, [3, 4]),
            (4, []),
            (10, []),
        ] as [(Int, [Int])]
    )
    func dropsTheFirstElements(count: Int, expected: [Int]) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.skip(count) }
            #expect(res.events.compactMap(\.value.element) == expected)
            #expect(res.events.last == .completed(300))
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func keepsTheTimingOfPassedElements() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.skip(3) }
            #expect(res.events == [.next(240, 4), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError())])
            let res = scheduler.start { xs.skip(1) }
            #expect(res.events == [.next(220, 2), .error(250, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 235) { xs.skip(1) }
            #expect(res.events == [.next(220, 2), .next(230, 3)])
            #expect(xs.subscriptions == [Subscription(200, 235)])
        }
        #expect(liveResources == resources)
    }
}
