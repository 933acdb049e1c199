import SwiftRx
import SwiftRxTest
import Testing

@Suite("skip(until:)", .scopedResources)
struct SkipUntilTests {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
    }

    @Test func passesElementsOnAfterOthersFirstElement() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([.next(225, "go"), .next(235, "again"), .completed(260)])
            let res = scheduler.start { source.skip(until: other) }
            #expect(res.events == [.next(230, 3), .next(240, 4), .completed(250)])
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    @Test func deprecatedSpellingBehavesTheSame() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([.next(225, "go")])
            let res = scheduler.start { (DeprecatedSkipUntil() as any SkipUntilSpelling).skipUntil(source, other) }
            #expect(res.events == [.next(230, 3), .next(240, 4), .completed(250)])
            #expect(other.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    /// As in RxSwift: when the source completes before `other` fired, the subscription ends without
    /// any terminal event.
    @Test(arguments: [true, false])
    func sourceEndingBeforeOtherFiresEndsSilently(otherCompletes: Bool) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable(
                otherCompletes ? [Recorded<Event<String>>.completed(225)] : [.next(300, "late")]
            )
            let res = scheduler.start { source.skip(until: other) }
            #expect(res.events.isEmpty)
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, otherCompletes ? 225 : 250)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [true, false])
    func anErrorOfEitherSequenceEndsTheResult(otherFails: Bool) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable(
                otherFails ? [.next(210, 1), .completed(300)] : [.next(210, 1), .error(235, TestError(id: 1))]
            )
            let other = scheduler.createHotObservable(
                otherFails ? [Recorded<Event<String>>.error(235, TestError(id: 1))] : [.next(300, "late")]
            )
            let res = scheduler.start { source.skip(until: other) }
            #expect(res.events == [.error(235, TestError(id: 1))])
            #expect(source.subscriptions == [Subscription(200, 235)])
            #expect(other.subscriptions == [Subscription(200, 235)])
        }
        #expect(liveResources == start)
    }

    @Test func disposingMidStreamUnsubscribesBoth() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([.next(215, "go")])
            let res = scheduler.start(disposed: 235) { source.skip(until: other) }
            #expect(res.events == [.next(220, 2), .next(230, 3)])
            #expect(source.subscriptions == [Subscription(200, 235)])
            #expect(other.subscriptions == [Subscription(200, 215)])
        }
        #expect(liveResources == start)
    }
}

/// Reaches the deprecated spelling through a protocol requirement, so the test compiles without a
/// deprecation warning.
private protocol SkipUntilSpelling {
    func skipUntil(_ source: TestableObservable<Int>, _ other: TestableObservable<String>) -> Observable<Int>
}

private struct DeprecatedSkipUntil: SkipUntilSpelling {
    @available(*, deprecated)
    func skipUntil(_ source: TestableObservable<Int>, _ other: TestableObservable<String>) -> Observable<Int> {
        source.skipUntil(other)
    }
}
