import Dispatch
import Synchronization
import Testing

@testable import SwiftRx

/// The synchronization tracker tells a concurrent call (another thread is inside) from a re-entrant
/// one (the calling thread is already inside). Each interleaving is driven step by step with
/// explicit thread identities; a bounded stress test then checks real threads.
@Suite("Synchronization tracker", .serialized, .settlesResources)
struct SynchronizationTrackerTests {
    private static let a = 101
    private static let b = 202
    private static let c = 303

    // MARK: The occupancy, step by step

    @Test func aLoneCallIsNoViolation() {
        var occupancy = ThreadOccupancy()
        #expect(occupancy.enter(thread: Self.a) == nil)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.enter(thread: Self.a) == nil)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.threadCount == 0)
    }

    @Test func theSameThreadCallingBackInIsReentrant() {
        var occupancy = ThreadOccupancy()
        #expect(occupancy.enter(thread: Self.a) == nil)
        #expect(occupancy.enter(thread: Self.a) == .reentrantEvent)
        #expect(occupancy.enter(thread: Self.a) == .reentrantEvent)
        occupancy.leave(thread: Self.a)
        occupancy.leave(thread: Self.a)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.threadCount == 0)
        #expect(occupancy.enter(thread: Self.a) == nil)
    }

    @Test func anotherThreadArrivingWhileOneIsInsideIsConcurrent() {
        var occupancy = ThreadOccupancy()
        #expect(occupancy.enter(thread: Self.a) == nil)
        #expect(occupancy.enter(thread: Self.b) == .concurrentEvent)
        occupancy.leave(thread: Self.b)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.threadCount == 0)
    }

    /// The case the issue found: A enters, B enters, A leaves while B is still inside, A comes back.
    /// A is no longer inside, so its return is concurrent with B, not re-entrant.
    @Test func aThreadThatLeftAndReturnsWhileAnotherIsInsideIsConcurrent() {
        var occupancy = ThreadOccupancy()
        #expect(occupancy.enter(thread: Self.a) == nil)
        #expect(occupancy.enter(thread: Self.b) == .concurrentEvent)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.threadCount == 1)
        #expect(occupancy.enter(thread: Self.a) == .concurrentEvent)
        occupancy.leave(thread: Self.b)
        // B left while A was inside: B coming back is concurrent too, and A calling in again is
        // re-entrant (A really is inside).
        #expect(occupancy.enter(thread: Self.b) == .concurrentEvent)
        #expect(occupancy.enter(thread: Self.a) == .reentrantEvent)
        occupancy.leave(thread: Self.a)
        occupancy.leave(thread: Self.a)
        occupancy.leave(thread: Self.b)
        #expect(occupancy.threadCount == 0)
        #expect(occupancy.enter(thread: Self.b) == nil)
    }

    /// The second thread leaves first: the first thread is still the only one inside, and a call
    /// from a third thread is concurrent while a nested call from the first is re-entrant.
    @Test func theOwnerStaysKnownAfterTheSecondThreadLeaves() {
        var occupancy = ThreadOccupancy()
        #expect(occupancy.enter(thread: Self.a) == nil)
        #expect(occupancy.enter(thread: Self.b) == .concurrentEvent)
        occupancy.leave(thread: Self.b)
        #expect(occupancy.enter(thread: Self.a) == .reentrantEvent)
        #expect(occupancy.enter(thread: Self.c) == .concurrentEvent)
        occupancy.leave(thread: Self.c)
        occupancy.leave(thread: Self.a)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.threadCount == 0)
    }

    /// A thread re-entering while another thread is also inside: it is re-entrant (the thread is
    /// inside itself), whatever the other thread does.
    @Test func reentranceWinsOverConcurrencyForTheThreadThatIsInside() {
        var occupancy = ThreadOccupancy()
        #expect(occupancy.enter(thread: Self.a) == nil)
        #expect(occupancy.enter(thread: Self.b) == .concurrentEvent)
        #expect(occupancy.enter(thread: Self.b) == .reentrantEvent)
        occupancy.leave(thread: Self.b)
        occupancy.leave(thread: Self.b)
        occupancy.leave(thread: Self.a)
        #expect(occupancy.threadCount == 0)
    }

    // MARK: The tracker and its reports

    @Test func theTrackerReportsTheLeaveAndReturnInterleavingAsConcurrentWithItsPlace() {
        #if DEBUG
            let reports = capturingViolations {
                let tracker = SynchronizationTracker(
                    "PublishSubject", location: "App/Model.swift:12", perInstance: true)
                tracker.enter(thread: Self.a)
                tracker.enter(thread: Self.b)
                tracker.leave(thread: Self.a)
                tracker.enter(thread: Self.a)
                tracker.leave(thread: Self.a)
                tracker.leave(thread: Self.b)
            }
            // Two concurrent overlaps at one place: reported once, counted twice.
            #expect(reports.map(\.kind) == [.concurrentEvent])
            #expect(reports.first?.operatorName == "PublishSubject")
            #expect(reports.first?.location == "App/Model.swift:12")
            #expect(reports.first?.description.contains("created at App/Model.swift:12") == true)
        #endif
    }

    @Test func theTrackerCountsRepeatsOfOneKindAndPlace() {
        #if DEBUG
            var counts: [GrammarViolationCount] = []
            var summary = ""
            let reports = capturingViolations {
                let tracker = SynchronizationTracker("BehaviorRelay", location: "App/Store.swift:7", perInstance: true)
                for _ in 0..<5 {
                    tracker.enter(thread: Self.a)
                    tracker.enter(thread: Self.b)
                    tracker.leave(thread: Self.b)
                    tracker.enter(thread: Self.a)
                    tracker.leave(thread: Self.a)
                    tracker.leave(thread: Self.a)
                }
                counts = Hooks.grammarViolationCounts
                summary = Hooks.grammarViolationSummary
            }
            #expect(reports.map(\.kind) == [.concurrentEvent, .reentrantEvent])
            let byKind = Dictionary(uniqueKeysWithValues: counts.map { ($0.violation.kind, $0.count) })
            #expect(byKind == [.concurrentEvent: 5, .reentrantEvent: 5])
            #expect(summary.contains("10 diagnostic report(s) at 2 place(s)"))
            #expect(summary.contains("5× SwiftRx grammar violation in `BehaviorRelay` (created at App/Store.swift:7)"))
        #endif
    }

    @Test func twoSubjectsFromOnePlaceAreReportedEach() {
        #if DEBUG
            let reports = capturingViolations {
                for _ in 0..<2 {
                    let tracker = SynchronizationTracker(
                        "PublishSubject", location: "App/List.swift:3", perInstance: true)
                    tracker.enter(thread: Self.a)
                    tracker.enter(thread: Self.a)
                    tracker.leave(thread: Self.a)
                    tracker.leave(thread: Self.a)
                }
            }
            #expect(reports.map(\.kind) == [.reentrantEvent, .reentrantEvent])
        #endif
    }

    @Test func sinksOfOneSubscribeCallCountAsOnePlace() {
        #if DEBUG
            let reports = capturingViolations {
                for _ in 0..<3 {
                    let tracker = SynchronizationTracker("create", location: "App/Feed.swift:40", perInstance: false)
                    tracker.enter(thread: Self.a)
                    tracker.enter(thread: Self.b)
                    tracker.leave(thread: Self.b)
                    tracker.leave(thread: Self.a)
                }
            }
            #expect(reports.count == 1)
        #endif
    }

    // MARK: Real threads

    /// Four threads accept into one `BehaviorRelay`, with and without a subscriber: every overlap is
    /// concurrent, none is mistaken for re-entrance, and each kind is reported once.
    @Test(arguments: [false, true])
    func threadsAcceptingIntoARelayAreReportedAsConcurrentOnly(withSubscriber: Bool) {
        #if DEBUG
            var counts: [GrammarViolationCount] = []
            let relayLine = #line + 2
            let reports = capturingViolations {
                let relay = BehaviorRelay(value: 0)
                let subscription = withSubscriber ? relay.subscribe(onNext: { _ in }) : nil
                let group = DispatchGroup()
                for _ in 0..<4 {
                    DispatchQueue.global().async(
                        group: group,
                        execute: inCurrentHooksScope {
                            for value in 0..<5_000 { relay.accept(value) }
                        })
                }
                #expect(group.wait(timeout: .now() + .seconds(60)) == .success)
                subscription?.dispose()
                counts = Hooks.grammarViolationCounts
            }
            #expect(reports.allSatisfy { $0.kind == .concurrentEvent }, "\(reports)")
            #expect(reports.count <= 1)
            #expect(counts.allSatisfy { $0.violation.kind == .concurrentEvent })
            if let first = reports.first {
                #expect(first.operatorName == "BehaviorRelay")
                #expect(first.location == "SwiftRxTests/SynchronizationTrackerTests.swift:\(relayLine)")
            }
        #endif
    }

    /// Threads sending serially (through one queue) and a subscriber that sends back into the
    /// subject: only re-entrance is reported, never concurrency.
    @Test func serializedSendsWithAFeedbackLoopAreReportedAsReentrantOnly() {
        #if DEBUG
            let reports = capturingViolations {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { value in
                    if value % 2 == 1 { subject.onNext(value + 1) }
                })
                let queue = DispatchQueue(label: "tracker.serial")
                let group = DispatchGroup()
                for thread in 0..<4 {
                    DispatchQueue.global().async(
                        group: group,
                        execute: inCurrentHooksScope {
                            for value in 0..<500 { queue.sync { subject.onNext(thread * 1_000 + value * 2 + 1) } }
                        })
                }
                #expect(group.wait(timeout: .now() + .seconds(60)) == .success)
                subscription.dispose()
            }
            #expect(reports.map(\.kind) == [.reentrantEvent])
        #endif
    }
}
