import SwiftRx
import SwiftRxTest
import Testing

private struct Point: Equatable {
    var x: Int
    var y: Int
}

@Suite("distinctUntilChanged", .scopedResources)
struct DistinctUntilChangedTests {
    private static let points: [Recorded<Event<Point>>] = [
        .next(150, Point(x: 0, y: 0)),
        .next(210, Point(x: 1, y: 1)),
        .next(220, Point(x: 1, y: 1)),
        .next(230, Point(x: 1, y: 2)),
        .next(240, Point(x: 2, y: 2)),
        .next(250, Point(x: 1, y: 2)),
        .completed(300),
    ]

    @Test func dropsConsecutiveEqualElements() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.points)
            let res = scheduler.start { xs.distinctUntilChanged() }
            #expect(
                res.events == [
                    .next(210, Point(x: 1, y: 1)), .next(230, Point(x: 1, y: 2)), .next(240, Point(x: 2, y: 2)),
                    .next(250, Point(x: 1, y: 2)), .completed(300),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    /// Every overload that compares by `x` gives the same result.
    @Test(arguments: ["keySelector", "comparer", "keyPath", "keySelectorAndComparer"])
    func comparesByKey(overload: String) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.points)
            let res = scheduler.start { () -> Observable<Point> in
                switch overload {
                case "keySelector": return xs.distinctUntilChanged { $0.x }
                case "comparer": return xs.distinctUntilChanged { $0.x == $1.x }
                case "keyPath": return xs.distinctUntilChanged(at: \.x)
                default: return xs.distinctUntilChanged({ $0.x }, comparer: { $0 == $1 })
                }
            }
            #expect(
                res.events == [
                    .next(210, Point(x: 1, y: 1)), .next(240, Point(x: 2, y: 2)), .next(250, Point(x: 1, y: 2)),
                    .completed(300),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func comparerSeesThePreviouslyPassedElementFirst() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 10), .completed(300),
            ])
            // "Equal" while the new element is less than 3 above the last one passed on.
            let res = scheduler.start { xs.distinctUntilChanged { previous, next in next - previous < 3 } }
            #expect(res.events == [.next(210, 1), .next(240, 10), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.distinctUntilChanged() }
            #expect(res.events == [.next(210, 1), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: ["keySelector", "comparer", "keySelectorAndComparer"])
    func thrownErrorEndsSequence(overload: String) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start { () -> Observable<Int> in
                switch overload {
                case "keySelector":
                    return xs.distinctUntilChanged { value -> Int in
                        if value == 2 { throw TestError(id: 2) }
                        return value
                    }
                case "comparer":
                    return xs.distinctUntilChanged { _, next -> Bool in
                        if next == 2 { throw TestError(id: 2) }
                        return false
                    }
                default:
                    return xs.distinctUntilChanged(
                        { $0 },
                        comparer: { _, next -> Bool in
                            if next == 2 { throw TestError(id: 2) }
                            return false
                        }
                    )
                }
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
