import Dispatch
import SwiftRx
import Synchronization
import Testing

/// The deadline of every bounded wait in the concurrency tests: generous, so a slow machine never
/// trips it; it exists only so that a bug fails the test instead of hanging the run.
let concurrencyTestDeadline: Duration = .seconds(60)

/// Thrown by a bounded wait whose deadline passed.
struct DeadlineExceeded: Error {}

/// Runs `body` and returns its result, or throws ``DeadlineExceeded`` (cancelling `body`) once the
/// deadline passes. The deadline is only a safety net: no test asserts anything about speed, and
/// nothing sleeps (a dispatch timer cancels the work; it is cancelled itself when `body` ends).
func withDeadline<T: Sendable>(
    _ deadline: Duration = concurrencyTestDeadline,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    let work = Task { try await body() }
    let timer = DeadlineTimer()
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(deadline.components.seconds))) {
        if timer.expire() { work.cancel() }
    }
    let result = await work.result
    if !timer.disarm() { throw DeadlineExceeded() }
    return try result.get()
}

/// The two outcomes of a bounded wait race for one flag: the timer expiring or the work ending.
private final class DeadlineTimer: Sendable {
    private let decided = Atomic<Bool>(false)

    /// `true` when the timer fired before the work ended.
    func expire() -> Bool {
        !decided.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// `true` when the work ended before the timer fired.
    func disarm() -> Bool {
        !decided.exchange(true, ordering: .acquiringAndReleasing)
    }
}

/// Yields until `condition` holds; fails the test (instead of hanging) if it still does not hold at
/// the deadline. For effects that happen on another thread just after the awaited event, such as a
/// task releasing its subscription after its last event.
func waitUntil(
    _ condition: @Sendable () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let deadline = ContinuousClock.now + concurrencyTestDeadline
    while !condition() {
        if ContinuousClock.now > deadline {
            Issue.record("condition still false at the deadline", sourceLocation: sourceLocation)
            return
        }
        await Task.yield()
    }
}

/// A one-shot signal: ``fire()`` from anywhere, ``wait()`` from one task (bounded by the deadline).
final class Flag: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let fired = Atomic<Bool>(false)

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    var isFired: Bool { fired.load(ordering: .acquiring) }

    func fire() {
        fired.store(true, ordering: .releasing)
        continuation.yield()
        continuation.finish()
    }

    /// Waits for ``fire()``; throws ``DeadlineExceeded`` if it does not come.
    func wait() async throws {
        let stream = UncheckedSendableStream(stream: stream)
        try await withDeadline {
            for await _ in stream.stream { break }
        }
    }
}

/// AsyncStream<Void> is Sendable; the wrapper only names the capture.
private struct UncheckedSendableStream: Sendable {
    let stream: AsyncStream<Void>
}

/// An actor to run the bridges from an actor's isolation.
actor ConcurrencyTestActor {
    var received: [Int] = []

    func append(_ value: Int) {
        received.append(value)
    }
}

/// A suite trait for the concurrency suites: it runs each test in a ``Resources/Scope`` of its own
/// (so ``liveResources`` counts what the test creates), then waits (bounded) until everything the
/// test created is released, and fails the test otherwise.
///
/// The bridges release their last references from their tasks just after the last event, so an
/// immediate check would race them; and a test that left a task running would otherwise shift the
/// starting count of the next test. With this trait every test must end with everything released.
struct SettledResourcesTrait: TestTrait, SuiteTrait, TestScoping {
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
        let scope = Resources.Scope()
        try await scope.run { try await function() }
        await waitUntil({ scope.total == 0 }, sourceLocation: test.sourceLocation)
    }
}

extension Trait where Self == SettledResourcesTrait {
    /// Every test ends with everything it created released (bounded wait).
    static var settlesResources: Self { SettledResourcesTrait() }
}
