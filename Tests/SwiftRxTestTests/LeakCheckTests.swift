import Dispatch
import Foundation
import SwiftRx
import Synchronization
import Testing

@testable import SwiftRxTest

/// Lets `parties` threads wait for each other; every wait is bounded, so a test cannot hang.
private final class Rendezvous: Sendable {
    private let arrived = Atomic<Int>(0)
    private let parties: Int

    init(parties: Int) {
        self.parties = parties
    }

    /// Arrives, then waits (at most 5 s) until every party has arrived; `false` on time-out.
    @discardableResult
    func arriveAndWait() -> Bool {
        arrived.add(1, ordering: .acquiringAndReleasing)
        let gate = DispatchSemaphore(value: 0)
        for _ in 0..<5000 where arrived.load(ordering: .acquiring) < parties {
            _ = gate.wait(timeout: .now() + .milliseconds(1))
        }
        return arrived.load(ordering: .acquiring) >= parties
    }
}

/// The line of the leaking subscription, as the thread that made it recorded it.
private final class LineBox: Sendable {
    let value = Atomic<UInt>(0)
}

/// What one leak check of a parallel round reported.
private struct Outcome: Sendable {
    let leaks: Bool
    let report: String?
}

/// Runs `count` leak checks at once, each on a thread of its own: the odd ones leave a subscription
/// alive (made on the line `leakLine` names), the even ones dispose theirs. Every check holds its
/// subscription while the others take their counts, and the leaking ones release theirs only after
/// every check is done, so a process-wide count would blame the leak-free ones.
private func parallelLeakChecks(_ count: Int, leakLine: LineBox) -> [Outcome] {
    let subject = PublishSubject<Int>()
    let subscribed = Rendezvous(parties: count)
    let checked = Rendezvous(parties: count)
    let outcomes = Mutex<[Int: Outcome]>([:])
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        let thread = Thread {
            let leaks = index % 2 == 1
            let scope = Resources.Scope()
            let kept: (any Disposable)? = scope.run {
                let subscription: any Disposable
                if leaks {
                    subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
                    leakLine.value.store(#line - 1, ordering: .relaxed)
                } else {
                    subscription = subject.filter { $0 > 0 }.subscribe(onNext: { _ in })
                }
                subscribed.arriveAndWait()
                if leaks { return subscription }
                subscription.dispose()
                return nil
            }
            let report = leakReport(of: scope, settlingFor: .milliseconds(50))
            outcomes.withLock { $0[index] = Outcome(leaks: leaks, report: report) }
            checked.arriveAndWait()
            kept?.dispose()
            finished.leave()
        }
        thread.start()
    }
    _ = finished.wait(timeout: .now() + .seconds(20))
    return outcomes.withLock { outcomes in (0..<count).compactMap { outcomes[$0] } }
}

@Suite("Leak checks scoped to the test")
struct LeakCheckTests {
    @Test(arguments: [2, 4, 8])
    func parallelChecksCountOnlyTheirOwnSubscriptions(count: Int) {
        guard Resources.isTracing else { return }
        let leakLine = LineBox()
        let outcomes = parallelLeakChecks(count, leakLine: leakLine)
        #expect(outcomes.count == count)
        let line = leakLine.value.load(ordering: .relaxed)
        for outcome in outcomes {
            if outcome.leaks {
                let report = outcome.report ?? ""
                #expect(report.contains("SwiftRx resources leaked"), "\(report)")
                #expect(
                    report.contains("1 × SwiftRxTestTests/LeakCheckTests.swift:\(line): map/filter ← PublishSubject"))
            } else {
                #expect(outcome.report == nil, "\(outcome.report ?? "")")
            }
        }
    }

    @Test func countsWhatAThreadStartedByTheCheckSubscribes() {
        guard Resources.isTracing else { return }
        let scope = Resources.Scope()
        let done = DispatchSemaphore(value: 0)
        let kept = Mutex<(any Disposable)?>(nil)
        scope.run {
            let source = Observable<Int>.never().map { $0 }
            Thread {
                kept.withLock { $0 = source.subscribe(onNext: { _ in }) }
                done.signal()
            }.start()
        }
        #expect(done.wait(timeout: .now() + .seconds(5)) == .success)
        let report = leakReport(of: scope, settlingFor: .milliseconds(20))
        #expect(report?.contains("LeakCheckTests.swift") == true, "\(report ?? "")")
        kept.withLock { $0?.dispose() }
        kept.withLock { $0 = nil }
        #expect(leakReport(of: scope, settlingFor: .seconds(2)) == nil)
    }

    @Test func awaitsWhatWorkItLeftOnASchedulerCreated() {
        guard Resources.isTracing else { return }
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "leak-check")
        let release = DispatchSemaphore(value: 0)
        let subscribed = DispatchSemaphore(value: 0)
        let scope = Resources.Scope()
        scope.run {
            // The action makes a subscription that lives until the action is let go.
            _ = queue.schedule(()) { _ in
                let subscription = Observable<Int>.never().subscribe()
                subscribed.signal()
                _ = release.wait(timeout: .now() + .seconds(5))
                subscription.dispose()
                return Disposables.create()
            }
        }
        #expect(subscribed.wait(timeout: .now() + .seconds(5)) == .success)
        let held = leakReport(of: scope, settlingFor: .milliseconds(20))
        #expect(held?.contains("SwiftRx resources leaked") == true, "\(held ?? "")")
        release.signal()
        #expect(leakReport(of: scope, settlingFor: .seconds(2)) == nil)
    }

    @Test func countsWhatItsTestSchedulerRunsAfterTheBody() {
        guard Resources.isTracing else { return }
        let scheduler = TestScheduler(initialClock: 0)
        let kept = Mutex<(any Disposable)?>(nil)
        let scope = Resources.Scope()
        scope.run {
            scheduler.scheduleAt(100) { kept.withLock { $0 = Observable<Int>.never().subscribe() } }
        }
        // Run outside the scope: the scheduled work still counts in the scope it was scheduled from.
        scheduler.start()
        #expect(leakReport(of: scope, settlingFor: .milliseconds(20)) != nil)
        kept.withLock { $0?.dispose() }
        kept.withLock { $0 = nil }
        #expect(leakReport(of: scope, settlingFor: .seconds(2)) == nil)
    }

    @Test func reportsASubscriptionKeptByTheCheckedBlock() {
        guard Resources.isTracing else { return }
        var kept: (any Disposable)?
        let issues = recordedIssues {
            withLeakCheck { kept = Observable<Int>.never().subscribe(onNext: { _ in }) }
        }
        let keptLine = #line - 2
        kept?.dispose()
        kept = nil
        #expect(issues.count == 1)
        #expect(issues.first?.contains("LeakCheckTests.swift:\(keptLine): never") == true, "\(issues)")
    }

    @Test func aLeakFreeBlockPasses() async {
        let subject = PublishSubject<Int>()
        let outside = subject.subscribe()  // made outside the check: it does not count
        await withLeakCheck {
            let inside = subject.subscribe()
            await Task.yield()
            inside.dispose()
        }
        outside.dispose()
    }

    @Test func nestedScopesCountIntoTheScopeAroundThem() {
        guard Resources.isTracing else { return }
        let outer = Resources.Scope()
        let (inner, kept) = outer.run { () -> (Resources.Scope, any Disposable) in
            let inner = Resources.Scope()
            return (inner, inner.run { Observable<Int>.never().subscribe() })
        }
        #expect(inner.total > 0)
        #expect(outer.total == inner.total)
        #expect(outer.liveSubscriptions.count == 1)
        kept.dispose()
    }
}

/// The messages of the issues `body` records, which are not reported as failures of this test.
private func recordedIssues(_ body: () -> Void) -> [String] {
    let messages = Mutex<[String]>([])
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        messages.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
        return true
    }
    return messages.withLock { $0 }
}

/// Two tests of one leak-checked suite, run at the same time under plain `swift test`: one holds a
/// subscription while the other, which leaks nothing, finishes. Each waits for the other by yielding
/// a bounded number of times (no sleep, no clock), so that under a parallel run their lifetimes
/// overlap; serially, each goes on once its yields run out.
@Suite(.noLeaks)
struct LeakFreeBesideAHolder {
    static let holding = Atomic<Bool>(false)
    static let leakFreeDone = Atomic<Bool>(false)

    @Test func holdsASubscriptionWhileTheOtherTestChecks() async {
        let subscription = Observable<Int>.never().subscribe()
        Self.holding.store(true, ordering: .releasing)
        for _ in 0..<100_000 where !Self.leakFreeDone.load(ordering: .acquiring) {
            await Task.yield()
        }
        subscription.dispose()
    }

    @Test func leakFreeWhileTheOtherHolds() async {
        for _ in 0..<100_000 where !Self.holding.load(ordering: .acquiring) {
            await Task.yield()
        }
        let subscription = Observable<Int>.just(1).map { $0 + 1 }.subscribe()
        subscription.dispose()
        Self.leakFreeDone.store(true, ordering: .releasing)
    }
}
