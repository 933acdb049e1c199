import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("AsyncSequence.asObservable", .settlesResources)
struct AsyncSequenceAsObservableTests {
    /// Collects the events of `source` until it ends, bounded by the deadline.
    private static func events(of source: Observable<Int>) async throws -> [Event<Int>] {
        let log = EventLog<Int>()
        let ended = Flag()
        let subscription = source.subscribe { event in
            log.append(event)
            if event.isStopEvent { ended.fire() }
        }
        defer { subscription.dispose() }
        try await ended.wait()
        return log.events
    }

    @Test func elementsThenCompleted() async throws {
        let start = liveResources
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let events = try await Self.events(of: stream.asObservable())
        #expect(events == [.next(1), .next(2), .next(3), .completed])
        await waitUntil { liveResources == start }
    }

    @Test func errorBecomesErrorEvent() async throws {
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError(id: 2))
        }
        let events = try await Self.events(of: stream.asObservable())
        #expect(events.count == 2)
        #expect(events.first == .next(1))
        #expect(events.last?.error as? TestError == TestError(id: 2))
    }

    @Test func observableFromIsTheSame() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(5)
            continuation.finish()
        }
        let events = try await Self.events(of: Observable.from(stream))
        #expect(events == [.next(5), .completed])
    }

    @Test(arguments: [0, 1, 3])
    func disposingCancelsTheIteration(after count: Int) async throws {
        // Dispose before the first value (count 0) or mid-stream: the iterator must see the
        // cancellation, and the task must let go of the subscription.
        let start = liveResources
        let terminated = Flag()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { terminated.fire() }
        }
        let log = EventLog<Int>()
        let received = Counter()
        let reachedCount = Flag()
        if count == 0 { reachedCount.fire() }
        var subscription: (any Disposable)? = stream.asObservable().subscribe { event in
            log.append(event)
            if received.increment() == count { reachedCount.fire() }
        }
        for value in 0..<count { continuation.yield(value) }
        try await reachedCount.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        try await terminated.wait()
        continuation.yield(100)  // after the cancellation: dropped
        #expect(log.events == (0..<count).map { .next($0) })
        await waitUntil { liveResources == start }
    }

    @Test func disposingAfterCompletionIsHarmless() async throws {
        let start = liveResources
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let events = try await Self.events(of: stream.asObservable())
        #expect(events == [.next(1), .completed])
        await waitUntil { liveResources == start }
    }

    @Test func eachSubscriptionIteratesAnew() async throws {
        let sequence = CountingSequence(limit: 2)
        let first = try await Self.events(of: sequence.asObservable())
        let second = try await Self.events(of: sequence.asObservable())
        #expect(first == [.next(0), .next(1), .completed])
        #expect(second == first)
    }

    @MainActor
    @Test func subscribedFromTheMainActor() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(8)
            continuation.finish()
        }
        let events = try await Self.events(of: stream.asObservable())
        #expect(events == [.next(8), .completed])
    }
}

extension AsyncSequenceAsObservableTests {
    @Test func nonSendableSequence() async throws {
        // RxSwift accepts any AsyncSequence; this one holds a class and is not Sendable.
        let start = liveResources
        let events = try await Self.events(of: NonSendableSequence(limits: Limits(count: 3)).asObservable())
        #expect(events == [.next(0), .next(1), .next(2), .completed])
        await waitUntil { liveResources == start }
    }

    @Test(arguments: [false, true])
    func theIteratingTaskEndsWithTheSubscription(fromADetachedTask: Bool) async throws {
        // The iteration is suspended in `next()` when the subscription is disposed: the task sees the
        // cancellation, the iteration returns, and the task releases the subscription's sink.
        let start = liveResources
        let suspended = Flag()
        let cancelled = Flag()
        let iterationEnded = Flag()
        let sequence = SuspendingSequence(suspended: suspended, cancelled: cancelled, ended: iterationEnded)
        let subscribe: @Sendable () -> any Disposable = {
            sequence.asObservable().subscribe { _ in Issue.record("no event after a disposal") }
        }
        var subscription: (any Disposable)? =
            fromADetachedTask ? await Task.detached { subscribe() }.value : subscribe()
        try await suspended.wait()
        #expect(!iterationEnded.isFired)
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        try await cancelled.wait()
        try await iterationEnded.wait()
        await waitUntil { liveResources == start }
    }

    @Test func subscribedFromAnActor() async throws {
        let actor = ConcurrencyTestActor()
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        try await withDeadline { try await actor.collect(stream.asObservable()) }
        #expect(await actor.received == [1, 2])
    }
    @Test(arguments: [TaskPriority.low, .high])
    func priorityIsTheTasks(_ priority: TaskPriority) async throws {
        // RxSwift's `asObservable(priority:)`: each subscription's task runs at the given priority.
        let events = try await Self.events(of: PrioritySequence().asObservable(priority: priority))
        #expect(events == [.next(Int(priority.rawValue)), .completed])
    }

    @Test func priorityDefaultsToNil() async throws {
        // Spelled out as RxSwift code does: `priority: nil` is the same as leaving it out.
        let events = try await Self.events(of: CountingSequence(limit: 2).asObservable(priority: nil))
        #expect(events == [.next(0), .next(1), .completed])
    }
}

extension ConcurrencyTestActor {
    /// Subscribes from the actor and appends the elements until the sequence ends.
    fileprivate func collect(_ source: Observable<Int>) async throws {
        for try await value in source.values {
            append(value)
        }
    }
}

/// A mutable reference: what makes ``NonSendableSequence`` non-`Sendable`.
private final class Limits {
    var count: Int

    init(count: Int) {
        self.count = count
    }
}

/// An async sequence of 0..<limits.count that is not `Sendable`.
private struct NonSendableSequence: AsyncSequence {
    let limits: Limits

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 0
        let limit: Int

        mutating func next() async -> Int? {
            guard next < limit else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(limit: limits.count)
    }
}

/// An async sequence whose first `next()` suspends until its task is cancelled, then ends; it reports
/// the suspension, the cancellation and the end of the iteration.
private struct SuspendingSequence: AsyncSequence, Sendable {
    let suspended: Flag
    let cancelled: Flag
    let ended: Flag

    struct AsyncIterator: AsyncIteratorProtocol {
        let sequence: SuspendingSequence

        func next() async -> Int? {
            let (gate, continuation) = AsyncStream<Void>.makeStream()
            await withTaskCancellationHandler {
                sequence.suspended.fire()
                // An AsyncStream iteration returns once the task is cancelled (or the stream ends).
                for await _ in gate {}
            } onCancel: {
                sequence.cancelled.fire()
                continuation.finish()
            }
            sequence.ended.fire()
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(sequence: self)
    }
}

/// A plain async sequence of 0..<limit.
private struct CountingSequence: AsyncSequence, Sendable {
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 0
        let limit: Int

        mutating func next() async -> Int? {
            guard next < limit else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(limit: limit)
    }
}

/// An async sequence of one element: the priority of the task that iterates it.
private struct PrioritySequence: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false

        mutating func next() async -> Int? {
            guard !done else { return nil }
            done = true
            return Int(Task.currentPriority.rawValue)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator()
    }
}
