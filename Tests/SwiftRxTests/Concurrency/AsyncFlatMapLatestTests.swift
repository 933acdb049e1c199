import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("asyncFlatMapLatest", .settlesResources)
struct AsyncFlatMapLatestTests {
    @Test func aNewElementCancelsThePreviousCall() async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let firstStarted = Flag()
        let firstCancelled = Flag()
        let log = EventLog<Int>()
        let ended = Flag()
        var subscription: (any Disposable)? =
            subject
            .asyncFlatMapLatest { value -> Int in
                if value == 1 {
                    firstStarted.fire()
                    let (never, _) = AsyncStream<Void>.makeStream()
                    for await _ in never {}
                    if Task.isCancelled { firstCancelled.fire() }
                    throw CancellationError()
                }
                return value * 100
            }
            .subscribe { event in
                log.append(event)
                if event.isStopEvent { ended.fire() }
            }
        subject.onNext(1)
        try await firstStarted.wait()
        subject.onNext(2)
        try await firstCancelled.wait()
        subject.onCompleted()
        try await ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        // The superseded call's CancellationError is dropped; only the latest result is emitted.
        #expect(log.events == [.next(200), .completed])
        await waitUntil { liveResources == start }
    }

    @Test func completesAfterTheLatestCall() async throws {
        let subject = PublishSubject<Int>()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let log = EventLog<Int>()
        let ended = Flag()
        var subscription: (any Disposable)? =
            subject
            .asyncFlatMapLatest { value -> Int in
                for await _ in gate { break }
                return value
            }
            .subscribe { event in
                log.append(event)
                if event.isStopEvent { ended.fire() }
            }
        subject.onNext(3)
        subject.onCompleted()
        #expect(log.events.isEmpty)
        open.yield()
        try await ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(log.events == [.next(3), .completed])
    }

    @Test func completesAtOnceWhenNothingRuns() async throws {
        let log = EventLog<Int>()
        _ = Observable<Int>.empty().asyncFlatMapLatest { $0 }.subscribe { log.append($0) }
        #expect(log.events == [.completed])
    }

    @Test func errorOfTheLatestCallIsForwarded() async throws {
        let log = EventLog<Int>()
        let ended = Flag()
        var subscription: (any Disposable)? = Observable.just(1)
            .asyncFlatMapLatest { value -> Int in throw TestError(id: value) }
            .subscribe { event in
                log.append(event)
                if event.isStopEvent { ended.fire() }
            }
        try await ended.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        #expect(log.error as? TestError == TestError(id: 1))
    }

    @Test(arguments: [false, true])
    func disposingCancelsTheRunningCall(afterAResult: Bool) async throws {
        let subject = PublishSubject<Int>()
        let start = liveResources  // after the subject, which the test keeps
        let started = Flag()
        let cancelled = Flag()
        let firstDelivered = Flag()
        let log = EventLog<Int>()
        var subscription: (any Disposable)? =
            subject
            .asyncFlatMapLatest { value -> Int in
                if value == 0 { return 0 }
                started.fire()
                let (never, _) = AsyncStream<Void>.makeStream()
                for await _ in never {}
                if Task.isCancelled { cancelled.fire() }
                return value
            }
            .subscribe { event in
                log.append(event)
                firstDelivered.fire()
            }
        if afterAResult {
            subject.onNext(0)
            try await firstDelivered.wait()
        }
        subject.onNext(1)
        try await started.wait()
        subscription?.dispose()
        subscription = nil  // releases the observer, which liveResources counts
        try await cancelled.wait()
        #expect(log.events == (afterAResult ? [.next(0)] : []))
        #expect(!subject.hasObservers)
        await waitUntil { liveResources == start }
    }

    @MainActor
    @Test func resultsReachTheMainActorThroughValues() async throws {
        let source = Observable.of(1, 2, 3).asyncFlatMapLatest { value -> Int in value }
        var last: Int?
        for try await value in source.values {
            MainActor.preconditionIsolated()
            last = value
        }
        // Each element may supersede the previous call before it finishes; the last one always wins.
        #expect(last == 3)
    }
}
