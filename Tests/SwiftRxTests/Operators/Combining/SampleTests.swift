import SwiftRx
import SwiftRxTest
import Testing

@Suite("sample", .scopedResources)
struct SampleTests {
    @Test(arguments: [nil, 0] as [Int?])
    func emitsTheNewestElementAtEachTickAndCompletesAtTheTickAfterTheSourceEnds(defaultValue: Int?) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(150, -1), .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
            ])
            let sampler = scheduler.createHotObservable([
                .next(150, "s"), .next(215, "s"), .next(230, "s"), .next(250, "s"), .next(260, "s"), .next(320, "s"),
                .next(330, "s"),
            ])
            let res = scheduler.start { source.sample(sampler, defaultValue: defaultValue) }
            var expected: [Recorded<Event<Int>>] = [.next(215, 1), .next(230, 2), .next(250, 3)]
            if let defaultValue {
                expected += [.next(260, defaultValue), .next(320, defaultValue)]
            }
            expected.append(.completed(320))
            #expect(res.events == expected)
            #expect(source.subscriptions == [Subscription(200, 300)])
            #expect(sampler.subscriptions == [Subscription(200, 320)])
        }
        #expect(liveResources == start)
    }

    @Test func samplerCompletionIsATick() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let sampler = scheduler.createHotObservable([Recorded<Event<String>>.completed(230)])
            let res = scheduler.start { source.sample(sampler) }
            #expect(res.events == [.next(230, 1), .completed(230)])
            #expect(source.subscriptions == [Subscription(200, 220)])
            #expect(sampler.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    /// As in RxSwift: once the sampler has completed there are no more ticks, so the result ends
    /// only with an error or a disposal. (The sampler's subscription ends with its completion.)
    @Test func samplerCompletingBeforeTheSourceLeavesTheResultOpen() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let sampler = scheduler.createHotObservable([.next(220, "s"), .completed(230)])
            let res = scheduler.start { source.sample(sampler) }
            #expect(res.events == [.next(220, 1)])
            #expect(source.subscriptions == [Subscription(200, 300)])
            #expect(sampler.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [true, false])
    func anErrorOfEitherSequenceEndsTheResult(samplerFails: Bool) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(
                samplerFails ? [.next(210, 1), .completed(400)] : [.next(210, 1), .error(240, TestError(id: 1))]
            )
            let sampler = scheduler.createHotObservable(
                samplerFails ? [.next(220, "s"), .error(240, TestError(id: 1))] : [.next(220, "s"), .next(250, "s")]
            )
            let res = scheduler.start { source.sample(sampler) }
            #expect(res.events == [.next(220, 1), .error(240, TestError(id: 1))])
            #expect(source.subscriptions == [Subscription(200, 240)])
            #expect(sampler.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    @Test func disposingMidStreamUnsubscribesBoth() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let sampler = scheduler.createHotObservable([.next(220, "s"), .next(240, "s")])
            let res = scheduler.start(disposed: 235) { source.sample(sampler) }
            #expect(res.events == [.next(220, 1)])
            #expect(source.subscriptions == [Subscription(200, 235)])
            #expect(sampler.subscriptions == [Subscription(200, 235)])
        }
        #expect(liveResources == start)
    }
}
