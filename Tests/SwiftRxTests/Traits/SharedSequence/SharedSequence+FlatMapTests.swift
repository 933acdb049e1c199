import SwiftRx
import SwiftRxTest
import Testing

/// The sources of the higher-order tests: an outer hot sequence of keys (1 at 210, 2 at 235,
/// completion at 300) and one cold inner sequence per key.
private struct Fixture {
    let scheduler = TestScheduler(initialClock: 0)
    let outer: TestableObservable<Int>
    let inner1: TestableObservable<Int>
    let inner2: TestableObservable<Int>

    init() {
        outer = scheduler.createHotObservable([.next(210, 1), .next(235, 2), .completed(300)])
        inner1 = scheduler.createColdObservable([.next(10, 10), .next(30, 11), .completed(40)])
        inner2 = scheduler.createColdObservable([.next(5, 20), .completed(50)])
    }

    /// The inner driver for a key (built per call, as a selector would).
    var select: @Sendable (Int) -> Driver<Int> {
        let inner1 = UncheckedSendable(inner1)
        let inner2 = UncheckedSendable(inner2)
        return { key in (key == 1 ? inner1.value : inner2.value).asDriver(onErrorJustReturn: -1) }
    }

    /// Runs the operator under test on the scheduler; shared sequences deliver on it (one tick late
    /// for each `asDriver`).
    func run<R>(disposed: TestTime = 1000, _ make: @escaping (Driver<Int>) -> Driver<R>) -> TestableObserver<R> {
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: disposed) { make(outer.asDriver(onErrorJustReturn: -1)) }
        }
    }
}

/// Test values are only touched on the thread that runs the test scheduler.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

@Suite("SharedSequence+FlatMap", .scopedResources)
struct SharedSequenceFlatMapTests {
    @Test func flatMapMergesEveryInnerSequence() {
        let start = liveResources
        do {
            let fixture = Fixture()
            let select = fixture.select
            let res = fixture.run { $0.flatMap(select) }
            #expect(res.events == [.next(222, 10), .next(242, 11), .next(242, 20), .completed(301)])
            #expect(fixture.outer.subscriptions == [Subscription(200, 300)])
            #expect(fixture.inner1.subscriptions == [Subscription(211, 251)])
            #expect(fixture.inner2.subscriptions == [Subscription(236, 286)])
        }
        #expect(liveResources == start)
    }

    @Test func flatMapLatestSwitchesToTheNewestInnerSequence() {
        let fixture = Fixture()
        let select = fixture.select
        let res = fixture.run { $0.flatMapLatest(select) }
        #expect(res.events == [.next(222, 10), .next(242, 20), .completed(301)])
        #expect(fixture.inner1.subscriptions == [Subscription(211, 236)])
        #expect(fixture.inner2.subscriptions == [Subscription(236, 286)])
    }

    @Test func flatMapFirstDropsElementsWhileAnInnerSequenceRuns() {
        let fixture = Fixture()
        let select = fixture.select
        let res = fixture.run { $0.flatMapFirst(select) }
        #expect(res.events == [.next(222, 10), .next(242, 11), .completed(301)])
        #expect(fixture.inner1.subscriptions == [Subscription(211, 251)])
        #expect(fixture.inner2.subscriptions.isEmpty)
    }

    @Test func concatMapRunsInnerSequencesOneAfterTheOther() {
        let fixture = Fixture()
        let select = fixture.select
        let res = fixture.run { $0.concatMap(select) }
        #expect(res.events == [.next(222, 10), .next(242, 11), .next(258, 20), .completed(303)])
        #expect(fixture.inner1.subscriptions == [Subscription(211, 251)])
        #expect(fixture.inner2.subscriptions == [Subscription(252, 302)])
    }

    @Test func switchLatestFlattensASequenceOfSequences() {
        let fixture = Fixture()
        let select = fixture.select
        let res = fixture.run { $0.map(select).switchLatest() }
        #expect(res.events == [.next(222, 10), .next(242, 20), .completed(301)])
        #expect(fixture.inner1.subscriptions == [Subscription(211, 236)])
    }

    @Test func disposingStopsTheInnerSequence() {
        let fixture = Fixture()
        let select = fixture.select
        let res = fixture.run(disposed: 230) { $0.flatMap(select) }
        #expect(res.events == [.next(222, 10)])
        #expect(fixture.outer.subscriptions == [Subscription(200, 230)])
        #expect(fixture.inner1.subscriptions == [Subscription(211, 230)])
    }

    @Test func aSelectorMayReturnAnotherStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Signal<Int> in
                xs.asDriver(onErrorJustReturn: 0).flatMapLatest { Signal.just($0 * 10) }
            }
        }
        #expect(res.events == [.next(212, 10), .completed(301)])
    }
}
