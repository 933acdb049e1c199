import Synchronization
import Testing
@testable import SwiftRx
import SwiftRxTest

/// A sharing strategy like the driver's (main scheduler, replay of the latest element), defined here
/// so these tests do not depend on which shared sequences are already built.
private enum MainReplayStrategy: SharingStrategyProtocol {
    static var scheduler: any SchedulerType { MainScheduler.instance }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

private typealias MainShared<Element> = SharedSequence<MainReplayStrategy, Element>

@Suite("SharedSequence.values")
struct SharedSequenceValuesTests {
    @MainActor
    @Test func mainActorLoopGetsEveryElement() async throws {
        let start = Resources.total
        var values: [Int] = []
        for await value in MainShared.of(1, 2, 3).values {
            MainActor.preconditionIsolated()
            values.append(value)
        }
        #expect(values == [1, 2, 3])
        await waitUntil { Resources.total == start }
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
        let start = Resources.total  // after the subject, which the test keeps
        let disposed = Flag()
        // The internal initializer stands in for `asDriver`: the subject never errors here.
        let producer = Task {
            await waitUntil { subject.hasObservers }
            subject.onNext(10)
        }
        // The shared sequence is not kept in a variable: Resources.total counts its observables.
        for await value in MainShared<Int>(
            subject.do(onDispose: { disposed.fire() }).observe(on: MainScheduler.instance)
        ).values {
            #expect(value == 10)
            break
        }
        try await disposed.wait()
        await producer.value
        #expect(!subject.hasObservers)
        await waitUntil { Resources.total == start }
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
}
