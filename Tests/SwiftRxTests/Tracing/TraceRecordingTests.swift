import SwiftRxTest
import Testing

@testable import SwiftRx

/// Everything that starts a recording or goes through a `trace` point runs in this suite or in
/// suites nested in it (in the other Tracing and Trace test files): one recording is on at a time
/// process-wide, so these tests run one after another.
/// The tests that turn on the process-wide recording run one at a time; they look only at the
/// events of their own trace points, as the process-wide recording also gets those of every other
/// test running at the same time (the search app's view model has trace points).
@Suite("trace recording", .serialized, .scopedResources)
struct TraceRecordingTests {
    /// A recording of the trace points subscribed in `body` (and of no other test's), whose clock is
    /// the scheduler's, one virtual tick being one second.
    static func record(
        capacity: Int = 1_000, _ body: (TestScheduler) -> Void
    ) -> TraceRecording {
        let scheduler = TestScheduler(initialClock: 0)
        let recording = TraceRecording.record(capacity: capacity, clock: { .seconds(scheduler.clock) }) {
            body(scheduler)
        }
        recording.stop()
        return recording
    }

    /// The events of `recording` at the trace points named `points`.
    static func events(of recording: TraceRecording?, at points: Set<String>) -> [TraceEvent] {
        (recording?.events ?? []).filter { points.contains($0.point) }
    }

    /// `kind@tick(#subscription)` lines, value in parentheses, for compact comparisons.
    static func summary(_ events: [TraceEvent]) -> [String] {
        events.map { event in
            let value = event.value.map { "(\($0))" } ?? ""
            return "\(event.point) \(event.kind.rawValue)\(value)@\(event.time.components.seconds)"
        }
    }

    @Test func recordsEveryEventInOrderWithItsTime() {
        let recording = Self.record { scheduler in
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            _ = scheduler.start { xs.trace("numbers") }
        }
        #expect(
            Self.summary(recording.events) == [
                "numbers subscribe@200", "numbers next(1)@210", "numbers next(2)@220", "numbers completed@230",
                "numbers dispose@230",
            ])
        #expect(Set(recording.events.map(\.subscription)).count == 1)
        #expect(recording.droppedCount == 0)
        #expect(!recording.isRecording)
    }

    @Test func describesErrorsAndRecordsDisposalAfterThem() {
        let recording = Self.record { scheduler in
            let xs = scheduler.createHotObservable([.next(210, "a"), .error(240, TestError())])
            _ = scheduler.start { xs.trace("letters") }
        }
        #expect(
            Self.summary(recording.events) == [
                "letters subscribe@200", "letters next(a)@210", "letters error(\(TestError()))@240",
                "letters dispose@240",
            ])
    }

    @Test func recordsDisposalFromOutsideWithoutATerminalEvent() {
        let recording = Self.record { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
            _ = scheduler.start(disposed: 300) { xs.trace("cut") }
        }
        #expect(Self.summary(recording.events) == ["cut subscribe@200", "cut next(1)@210", "cut dispose@300"])
    }

    @Test func givesEachSubscriptionItsOwnNumber() {
        let recording = Self.record { scheduler in
            let shared = scheduler.createColdObservable([.next(10, 1), .completed(20)]).trace("twice")
            scheduler.scheduleAt(100) { _ = shared.subscribe { _ in } }
            scheduler.scheduleAt(105) { _ = shared.subscribe { _ in } }
            scheduler.start()
        }
        let events = recording.events
        let ids = events.map(\.subscription)
        #expect(Set(ids).count == 2)
        let first = ids[0]
        let second = ids.first { $0 != first }!
        #expect(events.filter { $0.subscription == first }.map(\.kind) == [.subscribe, .next, .completed, .dispose])
        #expect(events.filter { $0.subscription == second }.map(\.kind) == [.subscribe, .next, .completed, .dispose])
        // Interleaved in time: 100 sub, 105 sub, 110 next, 115 next, 120 completed...
        #expect(events.map(\.time.components.seconds) == [100, 105, 110, 115, 120, 120, 125, 125])
    }

    @Test func namesPointsOfOneChainSeparately() {
        let recording = Self.record { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 3), .completed(230)])
            _ = scheduler.start { xs.trace("source").map { $0 * 2 }.trace("doubled") }
        }
        #expect(
            Self.summary(recording.events) == [
                "doubled subscribe@200", "source subscribe@200", "source next(3)@210", "doubled next(6)@210",
                "source completed@230", "doubled completed@230", "doubled dispose@230", "source dispose@230",
            ])
    }

    @Test func keepsTheLastEventsOfABoundedRingAndCountsTheDropped() {
        let recording = Self.record(capacity: 3) { scheduler in
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
            _ = scheduler.start { xs.trace("ring") }
        }
        // subscribe, 1, 2, 3, completed, dispose: six events, the first three dropped.
        #expect(Self.summary(recording.events) == ["ring next(3)@230", "ring completed@240", "ring dispose@240"])
        #expect(recording.droppedCount == 3)
        #expect(recording.capacity == 3)
    }

    @Test func recordsNothingOnceStopped() {
        let scheduler = TestScheduler(initialClock: 0)
        let recording = TraceRecording.start(capacity: 10, clock: { .seconds(scheduler.clock) })
        recording.stop()
        #expect(TraceRecording.current == nil)
        _ = Observable.of(1, 2).trace("after").subscribe { _ in }
        #expect(recording.events.isEmpty)
    }

    @Test func startingAnotherRecordingStopsTheFirst() {
        let first = TraceRecording.start(capacity: 1_000)
        let second = TraceRecording.start(capacity: 1_000)
        _ = Observable.just(1).trace("one").subscribe { _ in }
        first.stop()  // no effect on the second
        _ = Observable.just(2).trace("two").subscribe { _ in }
        second.stop()
        #expect(!first.isRecording)
        #expect(first.events.isEmpty)
        #expect(
            Self.events(of: second, at: ["one", "two"]).map(\.point)
                == Array(repeating: "one", count: 4) + Array(repeating: "two", count: 4))
        #expect(TraceRecording.current == nil)
    }

    @Test func timesOfTheDefaultClockNeverGoBackwardAndAllNameOneThread() {
        let recording = TraceRecording.start(capacity: 1_000)
        _ = Observable.range(start: 0, count: 20).trace("range").subscribe { _ in }
        recording.stop()
        let events = Self.events(of: recording, at: ["range"])
        #expect(events.count == 23)
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(Set(events.map(\.thread)).count == 1)
        #expect(events.allSatisfy { !$0.thread.isEmpty })
    }

    @Test func recordsEventsFromSeveralThreadsWithoutLosingAny() async {
        // The child tasks, which run on several threads, record into the recording of their parent.
        let recording = await TraceRecording.record(capacity: 10_000) {
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<4 {
                    group.addTask {
                        _ = Observable.range(start: 0, count: 100).trace("task \(task)").subscribe { _ in }
                    }
                }
            }
        }
        recording.stop()
        let events = recording.events
        #expect(events.count == 4 * 103)
        for task in 0..<4 {
            let own = events.filter { $0.point == "task \(task)" }
            #expect(own.compactMap(\.value) == (0..<100).map(String.init))
        }
    }
}
