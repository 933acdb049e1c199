import Dispatch
import Foundation
import SwiftRx
import Synchronization
import Testing

/// The error tests send and expect.
struct TestError: Error, Equatable, Sendable {
    var id = 0
}

/// A thread-safe list of what a subscription received, for tests that use closures.
final class EventLog<Element: Sendable>: Sendable {
    private let storage = Mutex<[Event<Element>]>([])

    var events: [Event<Element>] { storage.withLock { $0 } }

    var elements: [Element] { events.compactMap(\.element) }

    func append(_ event: Event<Element>) {
        storage.withLock { $0.append(event) }
    }

    var isCompleted: Bool { events.last?.isCompleted ?? false }

    var error: (any Error)? { events.last?.error }
}

/// A thread-safe counter for tests.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    var count: Int { value.load(ordering: .relaxed) }
    @discardableResult
    func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
}

/// Hands a value from a test to the one racing block that takes it out, so that nothing else keeps
/// it alive once that block is done with it.
final class Handoff<Value>: @unchecked Sendable {
    // `value` is guarded by `lock` (an NSLock is a pthread mutex, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// The value, for the first caller only; `nil` afterwards.
    func take() -> Value? {
        lock.lock()
        defer {
            value = nil
            lock.unlock()
        }
        return value
    }
}

/// The SwiftRx resources alive right now that the running test created: the total of its
/// ``Resources/Scope``, which `.scopedResources` (or `.noLeaks`, or `.settlesResources`) gives each
/// test. Unlike ``Resources/total`` it does not move when other tests run at the same time, so tests
/// that compare counts run in parallel. Always 0 in builds without `TRACE_RESOURCES`.
var liveResources: Int32 {
    guard Resources.isTracing else { return 0 }
    guard let scope = Resources.Scope.current else {
        Issue.record("liveResources needs a resource scope: give the suite the .scopedResources trait")
        return Resources.total
    }
    return scope.total
}

/// A suite trait that runs each test in a ``Resources/Scope`` of its own, so that ``liveResources``
/// counts only what that test creates. It checks nothing itself.
struct ScopedResourcesTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        try await Resources.Scope().run { try await function() }
    }
}

extension Trait where Self == ScopedResourcesTrait {
    /// Each test counts its own resources in ``liveResources``.
    static var scopedResources: Self { ScopedResourcesTrait() }
}

/// Waits, at most 2 s, for ``liveResources`` to come back to `start`: the threads and queues that
/// delivered a test's events release what they captured just after they signal that they are done.
func waitForResources(toReturnTo start: Int32) {
    let gate = DispatchSemaphore(value: 0)
    for _ in 0..<2000 where liveResources != start {
        _ = gate.wait(timeout: .now() + .milliseconds(1))
    }
}

/// Runs the re-entrance scenario for a higher-order operator: a subject feeds `apply(outer, selector)`,
/// and the observer, while it handles element 1, sends 2 into the subject. The selector maps 2 to a
/// running (synchronous) inner sequence of 20 and 21 when `secondIsRunning`, and every other element
/// to `Observable.just`. Returns the observer's "begin x" / "end x" marks, in order.
func reentrantDeliveryMarks(
    secondIsRunning: Bool,
    _ apply: (Observable<Int>, @escaping @Sendable (Int) -> Observable<Int>) -> Observable<Int>
) -> [String] {
    let log = EventLog<String>()
    let subject = PublishSubject<Int>()
    let selector: @Sendable (Int) -> Observable<Int> = { value in
        value == 2 && secondIsRunning ? Observable.of(20, 21) : Observable.just(value)
    }
    let subscription = apply(subject.asObservable(), selector)
        .subscribe(onNext: { value in
            log.append(.next("begin \(value)"))
            if value == 1 { subject.onNext(2) }
            log.append(.next("end \(value)"))
        })
    subject.onNext(1)
    subject.onNext(3)
    subscription.dispose()
    return log.elements
}

/// What ``reentrantDeliveryMarks(secondIsRunning:_:)`` returns when no delivery nests in another.
func unnestedDeliveryMarks(secondIsRunning: Bool) -> [String] {
    let second = secondIsRunning ? ["begin 20", "end 20", "begin 21", "end 21"] : ["begin 2", "end 2"]
    return ["begin 1", "end 1"] + second + ["begin 3", "end 3"]
}

/// Marks what an observer sees when the source completes while the observer is handling its first
/// element, through `apply` with `just` inner sequences: the completion must wait until the element's
/// delivery has returned, and arrive once.
func reentrantCompletionMarks(
    _ apply: (Observable<Int>, @escaping @Sendable (Int) -> Observable<Int>) -> Observable<Int>
) -> [String] {
    let log = EventLog<String>()
    let subject = PublishSubject<Int>()
    let subscription = apply(subject.asObservable(), { Observable.just($0) })
        .subscribe(
            onNext: { value in
                log.append(.next("begin \(value)"))
                subject.onCompleted()
                log.append(.next("end \(value)"))
            },
            onCompleted: { log.append(.next("completed")) },
            onDisposed: { log.append(.next("disposed")) }
        )
    subject.onNext(1)
    subject.onNext(2)  // after the completion: ignored
    subscription.dispose()
    return log.elements
}

/// `body`, made to run in the `Hooks.Scope` current here (if any): for a thread or a dispatch block
/// that a test starts itself, which a task-local scope does not reach, so that what it reports goes
/// to the test's hooks and not to the process-wide ones.
func inCurrentHooksScope(_ body: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
    guard let scope = Hooks.Scope.current else { return body }
    return { scope.run(body) }
}

/// Whether this run includes the tests that need the test process to themselves: set
/// `SWIFTRX_PROCESS_EXCLUSIVE_TESTS=1`, as the process-exclusive step of `.ci/run` and `.ci/tsan` do.
let runsProcessExclusiveTests = ProcessInfo.processInfo.environment["SWIFTRX_PROCESS_EXCLUSIVE_TESTS"] == "1"

extension Trait where Self == ConditionTrait {
    /// For a test or suite that needs the test process to itself, and so is left out of a plain,
    /// parallel `swift test`: stress and soak tests that keep every core busy with threads for long
    /// enough to starve the tests around them (whose own bounded waits would then time out), and
    /// tests of process-wide settings and counters themselves, which change what every other test
    /// sees or are moved by every other test. They run in a step of
    /// their own, `SWIFTRX_PROCESS_EXCLUSIVE_TESTS=1 swift test --no-parallel --filter ...`, which
    /// `.ci/run` and `.ci/tsan` take.
    static var processExclusive: Self {
        .enabled(
            if: runsProcessExclusiveTests,
            "needs the test process to itself: runs with SWIFTRX_PROCESS_EXCLUSIVE_TESTS=1 (see .ci/run)")
    }
}

/// Waits until the work queued on `MainScheduler.instance` before this call has run.
///
/// On the main thread `MainScheduler.instance` runs work at once only while nothing else is queued
/// on it, and tests running at the same time queue work on it; a main-actor test that checks what
/// the shared scheduler delivered waits for it with this. The scheduler runs its work in order, so
/// this waits for one action of its own behind that work, never for the main queue to be idle: it
/// returns as soon as what came before it has run.
@MainActor
func mainSchedulerCatchesUp() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        _ = MainScheduler.instance.schedule(()) { _ in
            continuation.resume()
            return Disposables.create()
        }
    }
}
