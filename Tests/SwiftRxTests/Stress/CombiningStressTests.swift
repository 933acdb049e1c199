import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Records what an observer receives from several threads and counts calls that overlap.
private final class SerialRecorder: Sendable {
    private let inside = Atomic<Bool>(false)
    private let overlapCount = Atomic<Int>(0)
    private let storage = Mutex<(elements: [[Int]], completions: Int, errors: Int)>(([], 0, 0))
    private let receivedCount = Atomic<Int>(0)

    /// How many events arrived so far. An atomic, so other threads may read it while events arrive:
    /// ThreadSanitizer does not see the futex-based `Mutex` on Linux as synchronization.
    var received: Int { receivedCount.load(ordering: .acquiring) }

    var overlaps: Int { overlapCount.load(ordering: .relaxed) }
    var elements: [[Int]] { storage.withLock { $0.elements } }
    var completions: Int { storage.withLock { $0.completions } }
    var errors: Int { storage.withLock { $0.errors } }

    func on(_ event: Event<[Int]>) {
        if inside.exchange(true, ordering: .acquiringAndReleasing) {
            overlapCount.add(1, ordering: .relaxed)
        }
        storage.withLock { state in
            switch event {
            case .next(let values): state.elements.append(values)
            case .completed: state.completions += 1
            case .error: state.errors += 1
            }
        }
        // Widen the window in which an overlapping call would be seen.
        for _ in 0..<50 { _ = inside.load(ordering: .relaxed) }
        receivedCount.add(1, ordering: .releasing)
        inside.store(false, ordering: .releasing)
    }
}

/// Sends `0..<count` then completion to a subject, and lets go of the subject before its thread
/// reports that it is done, so `liveResources` is settled when the test checks it.
private final class Feeder: @unchecked Sendable {
    // `subject` is written by the creating thread before the feeding thread starts, then only by
    // the feeding thread.
    private var subject: PublishSubject<Int>?
    private let count: Int

    init(_ subject: PublishSubject<Int>, count: Int) {
        self.subject = subject
        self.count = count
    }

    func run() {
        guard let subject else { return }
        self.subject = nil
        for value in 0..<count {
            subject.onNext(value)
        }
        subject.onCompleted()
    }
}

@Suite("Combining under concurrent sources", .processExclusive, .noLeaks)
struct CombiningStressTests {
    private static let sourceCount = 4
    private static let elementsPerSource = 3_000

    /// Feeds each subject from its own thread: elements `0..<elementsPerSource`, then completion.
    /// Returns `false` if the threads did not finish within the bound.
    private func feedConcurrently(_ subjects: [PublishSubject<Int>]) -> Bool {
        let done = DispatchSemaphore(value: 0)
        for subject in subjects {
            let feeder = Feeder(subject, count: Self.elementsPerSource)
            let thread = Thread {
                feeder.run()
                done.signal()
            }
            thread.start()
        }
        for _ in subjects {
            if done.wait(timeout: .now() + .seconds(120)) == .timedOut { return false }
        }
        return true
    }

    @Test func combineLatestSerializesAndLosesNothing() {
        let start = liveResources
        let recorder = SerialRecorder()
        do {
            let subjects = (0..<Self.sourceCount).map { _ in PublishSubject<Int>() }
            let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
                [$0, $1, $2, $3]
            }
            .subscribe { recorder.on($0) }
            #expect(feedConcurrently(subjects))
            subscription.dispose()
        }
        #expect(recorder.overlaps == 0)
        #expect(recorder.completions == 1)
        #expect(recorder.errors == 0)
        let elements = recorder.elements
        #expect(elements.last == Array(repeating: Self.elementsPerSource - 1, count: Self.sourceCount))
        // After the first combination, each one differs from the previous in exactly one source, by
        // exactly one step: no element was lost, duplicated or reordered.
        var broken = 0
        for (previous, current) in zip(elements, elements.dropFirst()) {
            let steps = zip(previous, current).map { $1 - $0 }
            if steps.filter({ $0 == 1 }).count != 1 || steps.filter({ $0 != 0 }).count != 1 { broken += 1 }
        }
        #expect(broken == 0)
        #expect(liveResources == start)
    }

    /// After `just`s, the one subscribed source calls the sink without its lock; its elements come
    /// from another thread while the subscriber disposes midway. Nothing overlaps, nothing arrives out
    /// of order, and no data race is reported under ThreadSanitizer.
    @Test func combineLatestWithOneSubscribedSourceRacesDisposeCleanly() {
        let start = liveResources
        for _ in 0..<20 {
            let recorder = SerialRecorder()
            let subject = PublishSubject<Int>()
            let subscription = Observable.combineLatest(Observable.just(7), Observable.just(8), subject) {
                [$0, $1, $2]
            }
            .subscribe { recorder.on($0) }
            let fed = DispatchSemaphore(value: 0)
            let feeder = Feeder(subject, count: 2_000)
            Thread {
                feeder.run()
                fed.signal()
            }.start()
            // Let some elements through first (a bounded spin, no sleep), then dispose while the
            // feeding thread is still sending.
            var spins = 0
            while recorder.received < 200, spins < 10_000_000 { spins += 1 }
            subscription.dispose()
            #expect(fed.wait(timeout: .now() + .seconds(120)) == .success)
            #expect(recorder.overlaps == 0)
            #expect(recorder.errors == 0)
            let thirds = recorder.elements.map { $0[2] }
            #expect(thirds == Array(0..<thirds.count), "in order, without gaps, up to the dispose")
            #expect(recorder.elements.allSatisfy { $0[0] == 7 && $0[1] == 8 })
        }
        #expect(liveResources == start)
    }

    @Test func zipSerializesAndPairsEveryIndex() {
        let start = liveResources
        let recorder = SerialRecorder()
        do {
            let subjects = (0..<Self.sourceCount).map { _ in PublishSubject<Int>() }
            let subscription = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3])
                .map { [$0.0, $0.1, $0.2, $0.3] }
                .subscribe { recorder.on($0) }
            #expect(feedConcurrently(subjects))
            subscription.dispose()
        }
        #expect(recorder.overlaps == 0)
        #expect(recorder.completions == 1)
        #expect(recorder.errors == 0)
        let expected = (0..<Self.elementsPerSource).map { Array(repeating: $0, count: Self.sourceCount) }
        #expect(recorder.elements == expected)
        #expect(liveResources == start)
    }

    @Test func collectionFormsSerializeToo() {
        let start = liveResources
        let latest = SerialRecorder()
        let zipped = SerialRecorder()
        do {
            let subjects = (0..<Self.sourceCount).map { _ in PublishSubject<Int>() }
            let first = Observable.combineLatest(subjects).subscribe { latest.on($0) }
            let second = Observable.zip(subjects).subscribe { zipped.on($0) }
            #expect(feedConcurrently(subjects))
            first.dispose()
            second.dispose()
        }
        #expect(latest.overlaps == 0 && zipped.overlaps == 0)
        #expect(latest.completions == 1 && zipped.completions == 1)
        #expect(latest.elements.last == Array(repeating: Self.elementsPerSource - 1, count: Self.sourceCount))
        #expect(zipped.elements.count == Self.elementsPerSource)
        #expect(zipped.elements.allSatisfy { Set($0).count == 1 })
        #expect(liveResources == start)
    }
}
