import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("PrimitiveSequence.value", .settlesResources)
struct PrimitiveSequenceValueTests {
    /// A single that never answers, records its subscription and its disposal.
    private static func pending(subscribed: Flag, disposed: Flag) -> Single<Int> {
        Single<Int>.create { _ in
            subscribed.fire()
            return Disposables.create { disposed.fire() }
        }
    }

    @Test func singleReturnsItsElement() async throws {
        let start = liveResources
        let value = try await withDeadline { try await Single.just(5).value }
        #expect(value == 5)
        #expect(liveResources == start)
    }

    @Test func singleThrowsItsError() async throws {
        let start = liveResources
        await #expect(throws: TestError(id: 3)) {
            _ = try await Single<Int>.error(TestError(id: 3)).value
        }
        #expect(liveResources == start)
    }

    @Test func singleFromAnEmptyObservableThrowsNoElements() async throws {
        await #expect(throws: RxError.self) {
            _ = try await Observable<Int>.empty().asSingle().value
        }
    }

    @Test func singleFromTwoElementsThrowsMoreThanOne() async throws {
        let error = await #expect(throws: RxError.self) {
            _ = try await Observable.of(1, 2).asSingle().value
        }
        #expect(error.map { "\($0)" } == "\(RxError.moreThanOneElement)")
    }

    @Test func singleResultFromAnotherThread() async throws {
        let value = try await withDeadline {
            try await Single.just(9).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)).value
        }
        #expect(value == 9)
    }

    @Test func cancellingWhileWaitingDisposesAndThrowsCancellation() async throws {
        let start = liveResources
        let subscribed = Flag()
        let disposed = Flag()
        let task = Task { try await Self.pending(subscribed: subscribed, disposed: disposed).value }
        try await subscribed.wait()
        task.cancel()
        try await disposed.wait()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        await waitUntil { liveResources == start }
    }

    @Test func alreadyCancelledTaskSubscribesAndCancelsThePendingResult() async throws {
        let subscribed = Flag()
        let disposed = Flag()
        let gate = Flag()
        let task = Task {
            try await gate.wait()
            return try await Self.pending(subscribed: subscribed, disposed: disposed).value
        }
        task.cancel()
        gate.fire()
        let result = await task.result
        // As in RxSwift the subscription is made; the pending result gives way to the cancellation.
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(subscribed.isFired)
        #expect(disposed.isFired)
    }

    /// Awaits `value` in a task that cancels itself first.
    private static func inCancelledTask<Value: Sendable>(
        _ body: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, any Error> {
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            #expect(Task.isCancelled)
            return try await body()
        }.result
    }

    @Test func aResultDecidedDuringSubscriptionWinsOverAnEarlierCancellation() async throws {
        let start = liveResources
        // Decided while `value` subscribes: returned even though the task was cancelled already.
        #expect(try await Self.inCancelledTask { try await Maybe.just(3).value }.get() == 3)
        #expect(try await Self.inCancelledTask { try await Maybe<Int>.empty().value }.get() == nil)
        try await Self.inCancelledTask { try await Completable.empty().value }.get()
        try await Self.inCancelledTask { try await Single.just(()).asCompletable().value }.get()
        #expect(try await Self.inCancelledTask { try await Single.just(5).value }.get() == 5)
        let failed = await Self.inCancelledTask { try await Completable.error(TestError(id: 4)).value }
        #expect(throws: TestError(id: 4)) { try failed.get() }
        // Still pending once subscribed: the cancellation wins.
        let pending = await Self.inCancelledTask { try await Maybe<Int>.never().value }
        #expect(throws: CancellationError.self) { try pending.get() }
        let pendingCompletable = await Self.inCancelledTask { try await Completable.never().value }
        #expect(throws: CancellationError.self) { try pendingCompletable.get() }
        await waitUntil { liveResources == start }
    }

    @Test func cancellingAfterTheResultKeepsTheResult() async throws {
        let task = Task { try await Single.just(1).value }
        let value = try await withDeadline { try await task.value }
        task.cancel()
        #expect(value == 1)
    }

    @Test(arguments: 0..<50)
    func resultRacingCancellationResumesOnce(iteration: Int) async throws {
        // The result and the cancellation race; whichever wins, the task ends with exactly one outcome.
        let subject = AsyncSubject<Int>()
        let task = Task { try await subject.asSingle().value }
        await waitUntil { subject.hasObservers }
        async let cancel: Void = task.cancel()
        subject.onNext(iteration)
        subject.onCompleted()
        await cancel
        let result = try await withDeadline { await task.result }
        switch result {
        case .success(let value): #expect(value == iteration)
        case .failure(let error): #expect(error is CancellationError)
        }
    }

    @Test func maybeReturnsElementOrNil() async throws {
        let start = liveResources
        let element = try await withDeadline { try await Maybe.just(2).value }
        let empty = try await withDeadline { try await Maybe<Int>.empty().value }
        #expect(element == 2)
        #expect(empty == nil)
        await #expect(throws: TestError.self) { _ = try await Maybe<Int>.error(TestError()).value }
        #expect(liveResources == start)
    }

    @Test func maybeCancellation() async throws {
        let subscribed = Flag()
        let disposed = Flag()
        let maybe = Maybe<Int>.create { _ in
            subscribed.fire()
            return Disposables.create { disposed.fire() }
        }
        let task = Task { try await maybe.value }
        try await subscribed.wait()
        task.cancel()
        try await disposed.wait()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func completableCompletesOrThrows() async throws {
        let start = liveResources
        try await withDeadline { try await Completable.empty().value }
        await #expect(throws: TestError.self) { try await Completable.error(TestError()).value }
        #expect(liveResources == start)
    }

    @Test func completableCancellation() async throws {
        let subscribed = Flag()
        let disposed = Flag()
        let completable = Completable.create { _ in
            subscribed.fire()
            return Disposables.create { disposed.fire() }
        }
        let task = Task { try await completable.value }
        try await subscribed.wait()
        task.cancel()
        try await disposed.wait()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @MainActor
    @Test func awaitedOnTheMainActor() async throws {
        let value = try await Single.just(3).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)).value
        MainActor.preconditionIsolated()
        #expect(value == 3)
    }

    @Test func awaitedInAnActor() async throws {
        let actor = ConcurrencyTestActor()
        try await withDeadline { try await actor.appendValue(of: Single.just(4)) }
        #expect(await actor.received == [4])
    }
}

extension ConcurrencyTestActor {
    fileprivate func appendValue(of single: Single<Int>) async throws {
        append(try await single.value)
    }
}
