import SwiftRxTest
import Testing

@testable import SwiftRx

extension TraceRecordingTests {
    @Suite("trace")
    struct TraceOperatorTests {
        @Test func passesEventsThroughUnchangedWhileRecording() {
            let resources = liveResources
            do {
                var res: TestableObserver<Int>?
                var xs: TestableObservable<Int>?
                let recording = TraceRecordingTests.record { scheduler in
                    let hot = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
                    xs = hot
                    res = scheduler.start { hot.trace("vt") }
                }
                #expect(res?.events == [.next(210, 1), .error(250, TestError())])
                #expect(xs?.subscriptions == [Subscription(200, 250)])
                #expect(recording.events.count == 4)
            }
            #expect(liveResources == resources)
        }

        @Test func passesEventsThroughUnchangedWithNoRecording() {
            let resources = liveResources
            do {
                #expect(TraceRecording.current == nil)
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
                let res = scheduler.start(disposed: 250) { xs.trace("off") }
                #expect(res.events == [.next(210, 1)])
                #expect(xs.subscriptions == [Subscription(200, 250)])
            }
            #expect(liveResources == resources)
        }

        @Test func subscriptionsMadeBeforeARecordingAreRecordedFromItsStart() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            _ = xs.trace("early").subscribe { _ in }
            var recording: TraceRecording?
            scheduler.scheduleAt(250) {
                recording = TraceRecording.start(capacity: 1_000, clock: { .seconds(scheduler.clock) })
            }
            scheduler.start()
            recording?.stop()
            #expect(
                TraceRecordingTests.summary(TraceRecordingTests.events(of: recording, at: ["early"])) == [
                    "early next(2)@260", "early completed@300", "early dispose@300",
                ])
        }
    }
}
