import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("ObservableConvertibleType.values", .settlesResources)
struct ObservableValuesTests {
    /// A source that never ends and records its disposal.
    private static func endless(disposed: Flag, subscribed: Counter) -> Observable<Int> {
        Observable<Int>.create { observer in
            subscribed.increment()
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.fire() }
        }
    }

    @Test func yieldsElementsThenFinishes() async throws {
        let start = liveResources
        let values = try await withDeadline {
            var values: [Int] = []
            for try await value in Observable.of(1, 2, 3).values { values.append(value) }
            return values
        }
        #expect(values == [1, 2, 3])
        #expect(liveResources == start)
    }

    @Test func throwsTheSourceError() async throws {
        let start = liveResources
        let outcome = try await withDeadline { () -> ([Int], TestError?) in
            var values: [Int] = []
            do {
                let source = Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onError(TestError(id: 7))
                    return Disposables.create()
                }
                for try await value in source.values { values.append(value) }
                return (values, nil)
            } catch let error as TestError {
                return (values, error)
            }
        }
        #expect(outcome.0 == [1])
        #expect(outcome.1 == TestError(id: 7))
        #expect(liveResources == start)
    }

    @Test func breakingOutDisposesTheSubscription() async throws {
        let start = liveResources
        let disposed = Flag()
        let subscribed = Counter()
        let first = try await withDeadline {
            for try await value in Self.endless(disposed: disposed, subscribed: subscribed).values {
                return value
            }
            return -1
        }
        #expect(first == 1)
        try await disposed.wait()
        #expect(subscribed.count == 1)
        await waitUntil { liveResources == start }
    }

    @Test func cancellingMidStreamDisposes() async throws {
        let disposed = Flag()
        let received = Flag()
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let task = Task {
            let source = subject.do(onDispose: { disposed.fire() })
            for try await _ in source.values { received.fire() }
        }
        // Wait until the subscription exists, then emit until the loop saw a value.
        await waitUntil { subject.hasObservers }
        subject.onNext(1)
        try await received.wait()
        task.cancel()
        try await disposed.wait()
        _ = await task.result
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    @Test func cancelledBeforeTheFirstValueThrowsCancellationError() async throws {
        let disposed = Flag()
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let task = Task {
            var count = 0
            for try await _ in subject.do(onDispose: { disposed.fire() }).values { count += 1 }
            return count
        }
        await waitUntil { subject.hasObservers }
        task.cancel()
        try await disposed.wait()
        await #expect(throws: CancellationError.self) { try await task.value }
        await waitUntil { liveResources == start }
    }

    /// RxSwift's own case: a task cancelled before any event leaves the `for try await` with
    /// `CancellationError`, in the task that was cancelled.
    @Test func aCancelledTaskThrowsCancellationErrorFromTheLoop() async {
        let start = liveResources
        let task = Task { () -> (reached: Bool, cancelled: Bool, error: (any Error)?) in
            do {
                for try await _ in Observable<Void>.never().values {}
                return (true, Task.isCancelled, nil)
            } catch {
                return (false, Task.isCancelled, error)
            }
        }
        task.cancel()
        let result = await task.value
        #expect(!result.reached)
        #expect(result.cancelled)
        #expect(result.error is CancellationError)
        #expect(liveResources == start)
    }

    /// A task cancelled before it reads `values` still subscribes, as `value` of a `Single` does:
    /// what the sequence sent while being subscribed is delivered, then a sequence still running
    /// gives way to the cancellation and one that ended ends the loop normally.
    @Test(arguments: [false, true])
    func aTaskCancelledAlreadyGetsWhatTheSubscriptionSent(completes: Bool) async {
        let start = liveResources
        let task = Task { () -> (values: [Int], error: (any Error)?) in
            withUnsafeCurrentTask { $0?.cancel() }
            let source = completes ? Observable.of(1, 2) : Observable.of(1, 2).concat(Observable.never())
            var values: [Int] = []
            do {
                for try await value in source.values { values.append(value) }
                return (values, nil)
            } catch {
                return (values, error)
            }
        }
        let result = await task.value
        #expect(result.values == [1, 2])
        if completes {
            #expect(result.error == nil)
        } else {
            #expect(result.error is CancellationError)
        }
        #expect(liveResources == start)
    }

    /// The traits go through the same `values`: a `Single`, `Maybe` or `Completable` that has not
    /// decided when the task is cancelled throws `CancellationError` from the loop.
    @Test func traitsThrowCancellationErrorFromACancelledLoop() async {
        let start = liveResources
        let single = Task { for try await _ in Single<Int>.never().values {} }
        let maybe = Task { for try await _ in Maybe<Int>.never().values {} }
        let completable = Task { for try await _ in Completable.never().values {} }
        single.cancel()
        maybe.cancel()
        completable.cancel()
        await #expect(throws: CancellationError.self) { try await single.value }
        await #expect(throws: CancellationError.self) { try await maybe.value }
        await #expect(throws: CancellationError.self) { try await completable.value }
        #expect(liveResources == start)
    }

    @Test func cancellingAfterCompletionIsHarmless() async throws {
        let start = liveResources
        let task = Task {
            var values: [Int] = []
            for try await value in Observable.of(4, 5).values { values.append(value) }
            return values
        }
        let values = try await withDeadline { try await task.value }
        task.cancel()
        #expect(values == [4, 5])
        #expect(liveResources == start)
    }

    @Test func consumedFromADetachedTask() async throws {
        let values = try await withDeadline {
            try await Task.detached {
                var values: [Int] = []
                for try await value in Observable.range(start: 0, count: 100).values { values.append(value) }
                return values
            }.value
        }
        #expect(values == Array(0..<100))
    }

    @Test func consumedFromAnActor() async throws {
        let actor = ConcurrencyTestActor()
        try await withDeadline {
            try await actor.consume(Observable.of(1, 2, 3))
        }
        #expect(await actor.received == [1, 2, 3])
    }

    @MainActor
    @Test func consumedOnTheMainActor() async throws {
        var values: [Int] = []
        let source = Observable.of(7, 8).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        for try await value in source.values {
            MainActor.preconditionIsolated()
            values.append(value)
        }
        #expect(values == [7, 8])
    }

    @MainActor
    @Test func observedOnTheMainSchedulerAndConsumedOnTheMainActor() async throws {
        let start = liveResources
        var values: [Int] = []
        // Produced on a background queue, delivered on the main queue, consumed by main-actor code
        // without assumeIsolated.
        for try await value in Observable.range(start: 0, count: 20)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .values
        {
            MainActor.preconditionIsolated()
            values.append(value)
        }
        #expect(values == Array(0..<20))
        await waitUntil { liveResources == start }
    }

    @Test func cancellingADetachedConsumerMidStream() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let disposed = Flag()
        let received = Flag()
        let task = Task.detached {
            var values: [Int] = []
            for try await value in subject.do(onDispose: { disposed.fire() }).values {
                values.append(value)
                received.fire()
            }
            return values
        }
        await waitUntil { subject.hasObservers }
        subject.onNext(1)
        try await received.wait()
        task.cancel()
        try await disposed.wait()
        subject.onNext(2)  // after the cancellation: nobody listens any more
        #expect(!subject.hasObservers)
        let result = await task.result
        // The element before the cancellation was received; the loop then throws, as in RxSwift.
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(received.isFired)
        await waitUntil { liveResources == start }
    }

    @Test func breakingOutWhileAnotherThreadEmitsAndCompletes() async throws {
        // The loop leaves (disposing) while a dispatch thread is still emitting and then completing:
        // every iteration ends with the subscription gone and nothing left alive.
        let start = liveResources
        let queue = ConcurrentDispatchQueueScheduler(qos: .default)
        for iteration in 0..<200 {
            let source = Observable.range(start: 0, count: 50).subscribe(on: queue)
            let first = try await withDeadline {
                for try await value in source.values where value >= iteration % 50 {
                    return value
                }
                return -1
            }
            #expect(first == iteration % 50)
        }
        await waitUntil { liveResources == start }
    }

    @Test func elementsFromAnotherThreadAreBufferedInOrder() async throws {
        let source = Observable.range(start: 0, count: 1000)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        let values = try await withDeadline {
            var values: [Int] = []
            for try await value in source.values { values.append(value) }
            return values
        }
        #expect(values == Array(0..<1000))
    }
}

extension ConcurrencyTestActor {
    fileprivate func consume(_ source: Observable<Int>) async throws {
        for try await value in source.values {
            append(value)
        }
    }
}
