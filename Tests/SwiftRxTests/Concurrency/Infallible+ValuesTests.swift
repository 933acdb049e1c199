import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Infallible.values", .settlesResources)
struct InfallibleValuesTests {
    @Test func yieldsElementsThenFinishes() async throws {
        let start = liveResources
        let values = try await withDeadline {
            var values: [Int] = []
            // `for await` without `try`: the AsyncStream overload is chosen over the throwing one.
            let stream: AsyncStream<Int> = Infallible.of(1, 2, 3).values
            for await value in stream { values.append(value) }
            return values
        }
        #expect(values == [1, 2, 3])
        await waitUntil { liveResources == start }
    }

    @Test func anErrorOfTheUnderlyingObservableBecomesTheFallback() async throws {
        let values = try await withDeadline {
            var values: [Int] = []
            for await value in Observable<Int>.error(TestError()).asInfallible(onErrorJustReturn: 9).values {
                values.append(value)
            }
            return values
        }
        #expect(values == [9])
    }

    @Test func breakingOutDisposes() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let disposed = Flag()
        let producer = Task.detached {
            await waitUntil { subject.hasObservers }
            subject.onNext(1)
            subject.onNext(2)
        }
        let first = try await withDeadline {
            for await value in subject.do(onDispose: { disposed.fire() }).asInfallible(onErrorJustReturn: -1).values {
                return value
            }
            return -1
        }
        #expect(first == 1)
        try await disposed.wait()
        await producer.value
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    @Test func cancelledBeforeTheFirstValue() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let disposed = Flag()
        let task = Task.detached {
            var count = 0
            for await _ in subject.do(onDispose: { disposed.fire() }).asInfallible(onErrorJustReturn: -1).values {
                count += 1
            }
            return count
        }
        await waitUntil { subject.hasObservers }
        task.cancel()
        try await disposed.wait()
        #expect(await task.value == 0)
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    /// `values` of an infallible is an `AsyncStream`, which cannot throw: a cancelled task leaves
    /// the loop normally, as in RxSwift, and tells the cancellation by `Task.isCancelled`.
    @Test func aCancelledTaskEndsTheLoopNormally() async {
        let start = liveResources
        let task = Task { () -> (count: Int, cancelled: Bool) in
            var count = 0
            for await _ in Infallible<Int>.never().values { count += 1 }
            return (count, Task.isCancelled)
        }
        task.cancel()
        let result = await task.value
        #expect(result.count == 0)
        #expect(result.cancelled)
        #expect(liveResources == start)
    }

    @Test func cancelledMidStreamFromAnActor() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let disposed = Flag()
        let actor = ConcurrencyTestActor()
        let task = Task {
            await actor.consume(subject.do(onDispose: { disposed.fire() }).asInfallible(onErrorJustReturn: -1))
        }
        await waitUntil { subject.hasObservers }
        subject.onNext(1)
        try await withDeadline {
            while await actor.received.isEmpty { await Task.yield() }
        }
        task.cancel()
        try await disposed.wait()
        subject.onNext(2)  // after the cancellation: nobody listens any more
        await task.value
        #expect(await actor.received == [1])
        await waitUntil { liveResources == start }
    }

    @Test func cancelledAfterCompletion() async throws {
        let task = Task {
            var values: [Int] = []
            for await value in Infallible.just(5).values { values.append(value) }
            return values
        }
        let values = try await withDeadline { await task.value }
        task.cancel()
        #expect(values == [5])
    }

    @MainActor
    @Test func consumedOnTheMainActor() async throws {
        var values: [Int] = []
        let source = Infallible.of(1, 2)
            .asObservable()
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .asInfallible(onErrorJustReturn: -1)
        for await value in source.values {
            MainActor.preconditionIsolated()
            values.append(value)
        }
        #expect(values == [1, 2])
    }
}

extension ConcurrencyTestActor {
    fileprivate func consume(_ source: Infallible<Int>) async {
        for await value in source.values {
            append(value)
        }
    }
}
