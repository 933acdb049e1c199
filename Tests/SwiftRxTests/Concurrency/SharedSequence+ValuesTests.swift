import SwiftRxTest
import Synchronization
import Testing

@testable import SwiftRx

/// A sharing strategy like the driver's (main scheduler, replay of the latest element), defined here
/// so these tests do not depend on which shared sequences are already built.
private enum MainReplayStrategy: SharingStrategyProtocol {
    static var scheduler: any SchedulerType { MainScheduler.instance }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

private typealias MainShared<Element> = SharedSequence<MainReplayStrategy, Element>

@Suite("SharedSequence.values", .settlesResources)
struct SharedSequenceValuesTests {
    @MainActor
    @Test func mainActorLoopGetsEveryElement() async throws {
        let start = liveResources
        var values: [Int] = []
        for await value in MainShared.of(1, 2, 3).values {
            MainActor.preconditionIsolated()
            values.append(value)
        }
        #expect(values == [1, 2, 3])
        await waitUntil { liveResources == start }
    }

    @Test func valuesDoNotThrow() async throws {
        // `for await` without `try`: the AsyncStream overload is chosen over the throwing one.
        let values = try await withDeadline {
            var values: [Int] = []
            let stream: AsyncStream<Int> = MainShared.just(4).values
            for await value in stream { values.append(value) }
            return values
        }
        #expect(values == [4])
    }

    @MainActor
    @Test func breakingOutDisposes() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let disposed = Flag()
        // The internal initializer stands in for `asDriver`: the subject never errors here.
        let producer = Task {
            await waitUntil { subject.hasObservers }
            subject.onNext(10)
        }
        // The shared sequence is not kept in a variable: liveResources counts its observables.
        for await value in MainShared<Int>(
            subject.do(onDispose: { disposed.fire() }).observe(on: MainScheduler.instance)
        ).values {
            #expect(value == 10)
            break
        }
        try await disposed.wait()
        await producer.value
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    @Test func cancellingTheConsumerDisposes() async throws {
        let subject = PublishSubject<Int>()
        let disposed = Flag()
        let shared = MainShared<Int>(subject.do(onDispose: { disposed.fire() }).observe(on: MainScheduler.instance))
        let task = Task { @MainActor in
            var count = 0
            for await _ in shared.values { count += 1 }
            return count
        }
        await waitUntil { subject.hasObservers }
        task.cancel()
        try await disposed.wait()
        #expect(await task.value == 0)
    }

    // MARK: Driver and Signal

    @MainActor
    @Test func driverFromTheMainActorStartsWithTheLatestElement() async throws {
        let relay = BehaviorRelay(value: 1)
        let start = liveResources  // after the relay, which the test keeps
        let disposed = Flag()
        var values: [Int] = []
        for await value in relay.asObservable().do(onDispose: { disposed.fire() })
            .asDriver(onErrorJustReturn: -1).values
        {
            MainActor.preconditionIsolated()
            values.append(value)
            if value == 3 { break }
            // Sent from the loop, on the main actor: arrives as the next iteration's element.
            relay.accept(value + 1)
        }
        #expect(values == [1, 2, 3])
        try await disposed.wait()
        await waitUntil { liveResources == start }
    }

    @MainActor
    @Test func signalFromTheMainActorOnlyGetsLaterElements() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        subject.onNext(0)  // before the subscription: a signal does not replay it
        let producer = Task.detached {
            await waitUntil { subject.hasObservers }
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        var values: [Int] = []
        for await value in subject.asSignal(onErrorJustReturn: -1).values {
            MainActor.preconditionIsolated()
            values.append(value)
        }
        await producer.value
        #expect(values == [1, 2])
        await waitUntil { liveResources == start }
    }

    @Test func driverConsumedFromADetachedTask() async throws {
        let start = liveResources
        let values = try await withDeadline {
            await Task.detached {
                var values: [Int] = []
                for await value in Driver.of(1, 2, 3).values { values.append(value) }
                return values
            }.value
        }
        #expect(values == [1, 2, 3])
        await waitUntil { liveResources == start }
    }

    @Test func signalConsumedFromAnActor() async throws {
        let actor = ConcurrencyTestActor()
        try await withDeadline { await actor.consume(Signal.of(4, 5)) }
        #expect(await actor.received == [4, 5])
    }

    /// `values` of a `Driver` or `Signal` is an `AsyncStream`, as in RxCocoa, which cannot throw:
    /// a cancelled task leaves the loop normally and tells the cancellation by `Task.isCancelled`.
    @Test func aCancelledTaskEndsTheLoopNormally() async {
        let driver = Task { @MainActor () -> Bool in
            for await _ in Driver<Int>.never().values {}
            return Task.isCancelled
        }
        let signal = Task { @MainActor () -> Bool in
            for await _ in Signal<Int>.never().values {}
            return Task.isCancelled
        }
        driver.cancel()
        signal.cancel()
        #expect(await driver.value)
        #expect(await signal.value)
    }

    @Test func signalCancelledBeforeTheFirstValue() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let disposed = Flag()
        let task = Task { @MainActor in
            var count = 0
            for await _ in subject.do(onDispose: { disposed.fire() }).asSignal(onErrorJustReturn: -1).values {
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

    @Test func driverCancelledMidStream() async throws {
        let relay = BehaviorRelay(value: 0)
        let start = liveResources  // after the relay, which the test keeps
        let disposed = Flag()
        let received = Flag()
        let task = Task { @MainActor in
            var values: [Int] = []
            for await value in relay.asObservable().do(onDispose: { disposed.fire() })
                .asDriver(onErrorJustReturn: -1).values
            {
                values.append(value)
                received.fire()
            }
            return values
        }
        try await received.wait()
        task.cancel()
        try await disposed.wait()
        relay.accept(1)  // after the cancellation: nobody listens any more
        #expect(await task.value == [0])
        await waitUntil { liveResources == start }
    }

    @Test func driverCancelledAfterCompletion() async throws {
        let start = liveResources
        let task = Task { @MainActor in
            var values: [Int] = []
            for await value in Driver.just(7).values { values.append(value) }
            return values
        }
        let values = try await withDeadline { await task.value }
        task.cancel()
        #expect(values == [7])
        await waitUntil { liveResources == start }
    }
}

extension ConcurrencyTestActor {
    fileprivate func consume(_ signal: Signal<Int>) async {
        for await value in signal.values {
            append(value)
        }
    }
}
