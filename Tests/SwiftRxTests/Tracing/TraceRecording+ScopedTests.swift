import Dispatch
import SwiftRx
import Testing

extension TraceRecordingTests {
    @Suite("TraceRecording.record(capacity:clock:_:)")
    struct ScopedTraceRecordingTests {
        @Test func recordsOnlyTheTracePointsSubscribedInItsBody() async {
            let recording = await TraceRecording.record(capacity: 1_000) {
                _ = Observable.of(1, 2).trace("inside").subscribe { _ in }
                // A detached task starts outside the recording, like code of another test.
                await Task.detached {
                    _ = Observable.of(3).trace("outside").subscribe { _ in }
                }.value
                await Task {
                    _ = Observable.of(4).trace("child task").subscribe { _ in }
                }.value
            }
            recording.stop()
            #expect(
                TraceRecordingTests.summary(recording.events).map { $0.split(separator: "@")[0] } == [
                    "inside subscribe", "inside next(1)", "inside next(2)", "inside completed", "inside dispose",
                    "child task subscribe", "child task next(4)", "child task completed", "child task dispose",
                ])
            #expect(TraceRecording.current == nil, "a scoped recording is never the process-wide one")
        }

        @Test func theProcessWideRecordingStillGetsTheEvents() {
            let processWide = TraceRecording.start(capacity: 1_000)
            let scoped = TraceRecording.record(capacity: 1_000) {
                _ = Observable.just(1).trace("both").subscribe { _ in }
            }
            processWide.stop()
            scoped.stop()
            #expect(scoped.events.map(\.point) == Array(repeating: "both", count: 4))
            #expect(TraceRecordingTests.events(of: processWide, at: ["both"]).count == 4)
        }

        @Test func subscriptionsMadeInWorkScheduledInTheBodyAreRecorded() async {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "trace.scoped")
            let recording = await TraceRecording.record(capacity: 1_000) {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    _ = scheduler.schedule(()) { _ in
                        _ = Observable.just(1).trace("scheduled").subscribe { _ in }
                        continuation.resume()
                        return Disposables.create()
                    }
                }
            }
            recording.stop()
            #expect(recording.events.map(\.point) == Array(repeating: "scheduled", count: 4))
        }

        @Test func eventsOfItsSubscriptionsAreRecordedFromAnyThreadUntilStopped() async {
            let subject = PublishSubject<Int>()
            var subscription: (any Disposable)?
            let recording = TraceRecording.record(capacity: 1_000) {
                subscription = subject.trace("later").subscribe { _ in }
            }
            // Sent after the body returned, from another thread.
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    subject.onNext(1)
                    continuation.resume()
                }
            }
            recording.stop()
            subject.onNext(2)
            subscription?.dispose()
            #expect(
                TraceRecordingTests.summary(recording.events).map { $0.split(separator: "@")[0] } == [
                    "later subscribe", "later next(1)",
                ])
            #expect(!recording.isRecording)
        }
    }
}
