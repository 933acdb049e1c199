import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Observable.interval", .scopedResources)
struct IntervalTests {
    @Test func countsUpOncePerPeriodStartingOnePeriodAfterSubscription() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 250) {
                Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            }
            // The tick due at 250 comes after the disposal scheduled for the same instant.
            #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        }
        #expect(liveResources == start)
    }

    @Test func neverCompletesAndStopsAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        #expect(res.events == (0..<7).map { Recorded.next(300 + 100 * $0, $0) })
        #expect(res.events.allSatisfy { !$0.value.isStopEvent })
    }

    @Test func ticksStayOnTheirGridOverManyPeriods() {
        // Tick n is due at `start + n × period` exactly: no offset accumulates over 100 periods.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200 + 7 * 100 + 1) {
            Observable<Int>.interval(.milliseconds(7_000), scheduler: scheduler)
        }
        #expect(res.events.map(\.time) == (1...100).map { 200 + 7 * $0 })
    }

    /// RxSwift schedules the next tick before sending the element, so at 220 the tick comes before
    /// the timer that the element sent at 210 started for the same instant.
    @Test func aTickComesBeforeATimerThePreviousElementStartedForTheSameInstant() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<String> in
            let ticks = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(2).share()
            return Observable.merge(
                ticks.map { "tick\($0)" },
                ticks.flatMap { tick in
                    Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in "timer\(tick)" }
                }
            )
        }
        #expect(
            res.events == [
                .next(210, "tick0"), .next(220, "tick1"), .next(220, "timer0"), .next(230, "timer1"),
                .completed(230),
            ]
        )
    }

    @Test func neverPeriodSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.never, scheduler: scheduler) }
        #expect(res.events.isEmpty)
    }

    @Test func periodShorterThanATickIsStillPositive() {
        // 1 ms at a resolution of 1 ms per tick: one element per tick.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let res = scheduler.start(disposed: 204) { Observable<Int>.interval(.milliseconds(1), scheduler: scheduler) }
        #expect(res.events == [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    /// A period of zero runs as in RxSwift: on the test scheduler each tick is put one virtual tick
    /// later, so the sequence counts once per tick, and nothing is reported on virtual time.
    @Test func zeroPeriodCountsOncePerVirtualTickWithoutAWarning() {
        let start = liveResources
        var events: [Recorded<Event<Int>>] = []
        let reports = capturingViolations {
            let scheduler = TestScheduler(initialClock: 0)
            events =
                scheduler.start(disposed: 210) {
                    Observable<Int>.interval(.seconds(0), scheduler: scheduler)
                }.events
        }
        #expect(events == (0...8).map { Recorded.next(201 + $0, $0) })
        #expect(reports.isEmpty)
        #expect(liveResources == start)
    }

    @Test func zeroPeriodOnADriverCountsOncePerVirtualTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: 205) { Driver<Int>.interval(.seconds(0)) }
        }
        #expect(res.events == (0...3).map { Recorded.next(201 + $0, $0) })
    }

    /// On a scheduler of real time a period of zero ticks as fast as the queue runs: a `take(while:)`
    /// ends it promptly, and the busy loop is reported once, naming the operator and the `subscribe`
    /// call, however many subscriptions that call makes.
    @Test func zeroPeriodOnADispatchQueueEndsPromptlyWithOneWarning() {
        let start = liveResources
        let received = Mutex<[Int]>([])
        let reports = capturingViolations {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.interval.zero")
            for _ in 0..<2 {
                let done = DispatchSemaphore(value: 0)
                received.withLock { $0 = [] }
                let subscription = Observable<Int>.interval(.seconds(0), scheduler: scheduler)
                    .take(while: { $0 < 10 })
                    .subscribe(
                        onNext: { @Sendable value in received.withLock { $0.append(value) } },
                        onCompleted: { done.signal() }
                    )
                // A bound for work that takes microseconds; the test fails instead of hanging.
                #expect(done.wait(timeout: .now() + .seconds(20)) == .success)
                subscription.dispose()
            }
        }
        #expect(received.withLock { $0 } == Array(0..<10))
        #expect(reports.map(\.kind) == [.nonPositiveDuration])
        let message = reports.first?.description ?? ""
        #expect(message.contains("SwiftRx warning in `interval(period: 0)`"))
        #expect(message.contains("IntervalTests.swift:"))
        #expect(message.contains("a busy loop"))
        // The queue releases what the last run captured just after it signals completion.
        waitForResources(toReturnTo: start)
        #expect(liveResources == start)
    }
}
