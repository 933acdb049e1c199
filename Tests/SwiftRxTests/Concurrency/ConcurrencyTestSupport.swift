import Synchronization
import Testing

/// The deadline of every bounded wait in the concurrency tests: generous, so a slow machine never
/// trips it; it exists only so that a bug fails the test instead of hanging the run.
let concurrencyTestDeadline: Duration = .seconds(60)

/// Thrown by a bounded wait whose deadline passed.
struct DeadlineExceeded: Error {}

/// Runs `body` and returns its result, or throws ``DeadlineExceeded`` (cancelling `body`) once the
/// deadline passes. The deadline is only a safety net: no test asserts anything about speed.
func withDeadline<T: Sendable>(
    _ deadline: Duration = concurrencyTestDeadline,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try? await Task.sleep(for: deadline)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let result = first else { throw DeadlineExceeded() }
        return result
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
