import SwiftRx
import SwiftRxTest
import Testing

@Suite("reduce", .scopedResources)
struct ReduceTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ]

    @Test func emitsTheFinalValueOnCompletion() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.reduce(10, accumulator: +) }
            #expect(res.events == [.next(300, 16), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func mapResultTransformsTheFinalValue() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
            #expect(res.events == [.next(300, "sum 6"), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func intoMutatesTheAccumulatorInPlace() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.reduce(into: [Int]()) { $0.insert($1, at: 0) } }
            #expect(res.events == [.next(300, [3, 2, 1]), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func emptySourceEmitsTheSeed() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.reduce(7, accumulator: +) }
            #expect(res.events == [.next(250, 7), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.reduce(0, accumulator: +) }
            #expect(res.events == [.error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: ["accumulator", "into"])
    func thrownAccumulatorErrorEndsSequenceAndDisposesSource(overload: String) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { () -> Observable<Int> in
                if overload == "into" {
                    return xs.reduce(into: 0) { sum, value in
                        if value == 2 { throw TestError(id: 2) }
                        sum += value
                    }
                }
                return xs.reduce(0) { sum, value in
                    if value == 2 { throw TestError(id: 2) }
                    return sum + value
                }
            }
            #expect(res.events == [.error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func thrownMapResultErrorEndsSequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start {
                xs.reduce(0, accumulator: +, mapResult: { (_: Int) -> String in throw TestError(id: 3) })
            }
            #expect(res.events == [.error(300, TestError(id: 3))])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBeforeCompletionEmitsNothing() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 250) { xs.reduce(0, accumulator: +) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
