import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Single.create (async)", .settlesResources)
struct SingleAsyncCreateTests {
    @Test(arguments: [false, true])
    func emitsTheResult(detached: Bool) async throws {
        let start = liveResources
        // Made inside the awaited closure: the single (which liveResources counts) is released
        // with it.
        let value = try await withDeadline {
            try await Single<Int>.create(detached: detached) {
                await Task.yield()
                return 6
            }.value
        }
        #expect(value == 6)
        await waitUntil { liveResources == start }
    }

    @Test func throwsTheError() async throws {
        let single = Single<Int>.create { throw TestError(id: 5) }
        await #expect(throws: TestError(id: 5)) {
            _ = try await withDeadline { try await single.value }
        }
    }

    @Test func asObservableEmitsOneElementThenCompletes() async throws {
        let log = EventLog<Int>()
        let ended = Flag()
        var subscription: (any Disposable)? = Single<Int>.create(priority: .high) { 2 }.asObservable().subscribe {
            event in
            log.append(event)
            if event.isStopEvent { ended.fire() }
        }
        try await ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(log.events == [.next(2), .completed])
    }

    @Test func disposingCancelsTheWork() async throws {
        let start = liveResources
        let started = Flag()
        let cancelled = Flag()
        let log = EventLog<Int>()
        // The single is not kept in a variable: liveResources counts it too.
        var subscription: (any Disposable)? = Single<Int>.create {
            started.fire()
            let (never, _) = AsyncStream<Int>.makeStream()
            for await _ in never {}
            if Task.isCancelled { cancelled.fire() }
            return 1
        }.asObservable().subscribe { log.append($0) }
        try await started.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        try await cancelled.wait()
        #expect(log.events.isEmpty)
        await waitUntil { liveResources == start }
    }

    @Test func cancellingTheAwaitingTaskCancelsTheWork() async throws {
        let started = Flag()
        let cancelled = Flag()
        let single = Single<Int>.create {
            started.fire()
            let (never, _) = AsyncStream<Int>.makeStream()
            for await _ in never {}
            if Task.isCancelled { cancelled.fire() }
            return 1
        }
        let task = Task { try await single.value }
        try await started.wait()
        task.cancel()
        try await cancelled.wait()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }
}
