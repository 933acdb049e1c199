import SwiftRx
import SwiftRxTest
import Testing

@Suite("take(until:)", .scopedResources)
struct TakeUntilTests {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
    }

    @Test func completesAtOthersFirstElement() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([.next(225, "stop"), .next(235, "again")])
            let res = scheduler.start { source.take(until: other) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
            #expect(source.subscriptions == [Subscription(200, 225)])
            #expect(other.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    @Test func deprecatedSpellingBehavesTheSame() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([.next(225, "stop")])
            let res = scheduler.start { (DeprecatedTakeUntil() as any TakeUntilSpelling).takeUntil(source, other) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
            #expect(other.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    @Test func otherCompletingWithoutElementOnlyEndsItsSubscription() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(215)])
            let res = scheduler.start { source.take(until: other) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(other.subscriptions == [Subscription(200, 215)])
        }
        #expect(liveResources == start)
    }

    @Test func sourceCompletingFirstUnsubscribesOther() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = source(scheduler)
            let other = scheduler.createHotObservable([.next(300, "late")])
            let res = scheduler.start { source.take(until: other) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
            #expect(other.subscriptions == [Subscription(200, 250)])
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
            let res = scheduler.start { source.take(until: other) }
            #expect(res.events == [.next(210, 1), .error(235, TestError(id: 1))])
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
            let other = scheduler.createHotObservable([.next(300, "late")])
            let res = scheduler.start(disposed: 225) { source.take(until: other) }
            #expect(res.events == [.next(210, 1), .next(220, 2)])
            #expect(source.subscriptions == [Subscription(200, 225)])
            #expect(other.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    @Test func otherIsSubscribedFirst() {
        let start = liveResources
        let log = EventLog<Int>()
        do {
            _ = Observable.just(1).take(until: Observable.just("now")).subscribe { log.append($0) }
        }
        #expect(log.elements.isEmpty)
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }
}

/// Reaches the deprecated spelling through a protocol requirement, so the test compiles without a
/// deprecation warning.
private protocol TakeUntilSpelling {
    func takeUntil(_ source: TestableObservable<Int>, _ other: TestableObservable<String>) -> Observable<Int>
}

private struct DeprecatedTakeUntil: TakeUntilSpelling {
    @available(*, deprecated)
    func takeUntil(_ source: TestableObservable<Int>, _ other: TestableObservable<String>) -> Observable<Int> {
        source.takeUntil(other)
    }
}
