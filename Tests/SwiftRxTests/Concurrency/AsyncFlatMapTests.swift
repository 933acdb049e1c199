import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Collects the events of a subscription and signals its end.
private final class Recorder: Sendable {
    let log = EventLog<Int>()
    let ended = Flag()

    func on(_ event: Event<Int>) {
        log.append(event)
        if event.isStopEvent { ended.fire() }
    }
}

@Suite("asyncFlatMap", .settlesResources)
struct AsyncFlatMapTests {
    @Test func transformsEveryElementThenCompletes() async throws {
        let start = liveResources
        let recorder = Recorder()
        var subscription: (any Disposable)? = Observable.of(1, 2, 3)
            .asyncFlatMap { value -> Int in
                await Task.yield()
                return value * 10
            }
            .subscribe { recorder.on($0) }
        try await recorder.ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(recorder.log.elements.sorted() == [10, 20, 30])
        #expect(recorder.log.isCompleted)
        await waitUntil { liveResources == start }
    }

    @Test func completesOnlyAfterTheLastCallFinishes() async throws {
        let subject = PublishSubject<Int>()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let recorder = Recorder()
        var subscription: (any Disposable)? =
            subject
            .asyncFlatMap { value -> Int in
                for await _ in gate { break }
                return value
            }
            .subscribe { recorder.on($0) }
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.log.events.isEmpty)
        open.yield()
        try await recorder.ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(recorder.log.events == [.next(1), .completed])
    }

    @Test func anErrorCancelsTheOtherCalls() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let cancelled = Flag()
        let slowStarted = Flag()
        let recorder = Recorder()
        var subscription: (any Disposable)? =
            subject
            .asyncFlatMap { value -> Int in
                if value == 1 {
                    slowStarted.fire()
                    let (never, _) = AsyncStream<Void>.makeStream()
                    for await _ in never {}
                    if Task.isCancelled { cancelled.fire() }
                    return value
                }
                throw TestError(id: value)
            }
            .subscribe { recorder.on($0) }
        subject.onNext(1)
        try await slowStarted.wait()
        subject.onNext(2)
        try await recorder.ended.wait()
        try await cancelled.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(recorder.log.events.count == 1)
        #expect(recorder.log.error as? TestError == TestError(id: 2))
        await waitUntil { liveResources == start }
    }

    @Test func sourceErrorIsForwarded() async throws {
        let recorder = Recorder()
        var subscription: (any Disposable)? = Observable<Int>.error(TestError(id: 8))
            .asyncFlatMap { $0 }
            .subscribe { recorder.on($0) }
        try await recorder.ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(recorder.log.error as? TestError == TestError(id: 8))
    }

    @Test(arguments: [1, 3])
    func disposingCancelsEveryCallInFlight(calls: Int) async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let started = Counter()
        let allStarted = Flag()
        let cancelledCount = Counter()
        let allCancelled = Flag()
        let log = EventLog<Int>()
        var subscription: (any Disposable)? =
            subject
            .asyncFlatMap { value -> Int in
                if started.increment() == calls { allStarted.fire() }
                let (never, _) = AsyncStream<Void>.makeStream()
                for await _ in never {}
                if Task.isCancelled, cancelledCount.increment() == calls { allCancelled.fire() }
                return value
            }
            .subscribe { log.append($0) }
        for value in 0..<calls { subject.onNext(value) }
        try await allStarted.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        try await allCancelled.wait()
        #expect(log.events.isEmpty)
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    @Test func disposingBeforeAnyElementIsClean() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        var subscription: (any Disposable)? = subject.asyncFlatMap { $0 }.subscribe { _ in }
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        subject.onNext(1)
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    @Test func callsIntoAnActor() async throws {
        let actor = ConcurrencyTestActor()
        let recorder = Recorder()
        var subscription: (any Disposable)? = Observable.range(start: 0, count: 20)
            .asyncFlatMap { value -> Int in
                await actor.append(value)
                return value
            }
            .subscribe { recorder.on($0) }
        try await recorder.ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(recorder.log.elements.sorted() == Array(0..<20))
        #expect(await actor.received.sorted() == Array(0..<20))
    }

    @Test func existingFlatMapCallsStillTypeCheck() {
        // `asyncFlatMap` has its own name, so plain closures keep meaning what they meant.
        let events = EventLog<Int>()
        _ = Observable.just(1).map { $0 + 1 }.subscribe { events.append($0) }
        _ = Single.just(1).flatMap { Single.just($0 + 2) }.subscribe { result in
            if case .success(let value) = result { events.append(.next(value)) }
        }
        #expect(events.elements == [2, 3])
    }
}
