import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Observable.create (async)", .settlesResources)
struct ObservableAsyncCreateTests {
    /// Subscribes and waits for the terminal event (bounded).
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

    @Test func returningCompletes() async throws {
        let start = liveResources
        // Made inside the call: the observable (which liveResources counts) is released with it.
        let events = try await Self.events(
            of: Observable<Int>.create { observer in
                observer.onNext(1)
                await Task.yield()
                observer.onNext(2)
            }
        )
        #expect(events == [.next(1), .next(2), .completed])
        await waitUntil { liveResources == start }
    }

    @Test func throwingErrors() async throws {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            throw TestError(id: 4)
        }
        let events = try await Self.events(of: source)
        #expect(events.first == .next(1))
        #expect(events.last?.error as? TestError == TestError(id: 4))
    }

    @Test func ownTerminalEventIsNotDoubled() async throws {
        // No `await` in the body: `async` in the signature selects this overload.
        let source = Observable<Int>.create { observer async in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
        }
        #expect(try await Self.events(of: source) == [.next(1), .completed])
    }

    @Test func syncCreateStillSelectedForDisposableClosures() {
        // Overload resolution: a closure returning a Disposable keeps the synchronous create.
        let events = EventLog<Int>()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.subscribe { events.append($0) }
        // A single-expression closure returning a Disposable: also the synchronous create, which
        // calls that disposable on disposal (the async create would ignore the returned value).
        let disposed = Counter()
        let never = Observable<Int>.create { _ in Disposables.create { disposed.increment() } }
            .subscribe { events.append($0) }
        never.dispose()
        // Synchronous: the events are there without awaiting anything.
        #expect(events.events == [.next(1), .completed])
        #expect(disposed.count == 1)
    }

    @Test(arguments: [false, true])
    func disposingCancelsTheTask(midStream: Bool) async throws {
        let start = liveResources
        let cancelled = Flag()
        let started = Flag()
        let log = EventLog<Int>()
        let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
        // The observable is not kept in a variable: liveResources counts it too.
        var subscription: (any Disposable)? = Observable<Int>.create { observer in
            if midStream { observer.onNext(1) }
            started.fire()
            // Waits until cancelled: an AsyncStream iteration ends on cancellation.
            for await _ in gate {}
            if Task.isCancelled { cancelled.fire() }
            observer.onNext(99)  // after the disposal: dropped
        }.subscribe { log.append($0) }
        try await started.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        try await cancelled.wait()
        gateContinuation.finish()
        #expect(log.events == (midStream ? [.next(1)] : []))
        await waitUntil { liveResources == start }
    }

    @Test func runsFromAnActor() async throws {
        let actor = ConcurrencyTestActor()
        let source = Observable<Int>.create { observer in
            await actor.append(1)
            observer.onNext(await actor.received.count)
        }
        #expect(try await Self.events(of: source) == [.next(1), .completed])
    }
}
