import SwiftRx
import Synchronization
import Testing

/// A completable whose result the test delivers by hand.
private final class ManualCompletable: Sendable {
    private let observer = Mutex<(@Sendable (CompletableEvent) -> Void)?>(nil)
    let subscriptions = Counter()
    let disposals = Counter()

    var completable: Completable {
        Completable.create { observer in
            self.subscriptions.increment()
            self.observer.withLock { $0 = observer }
            return Disposables.create { self.disposals.increment() }
        }
    }

    func send(_ event: CompletableEvent) {
        let current = observer.withLock { observer in
            defer { observer = nil }
            return observer
        }
        current?(event)
    }
}

private final class CompletableLog: Sendable {
    enum Entry: Equatable, Sendable {
        case completed
        case error(TestError)
        case disposed
    }
    private let storage = Mutex<[Entry]>([])
    var entries: [Entry] { storage.withLock { $0 } }

    func subscribe(_ completable: Completable) -> any Disposable {
        completable.subscribe(
            onCompleted: { self.storage.withLock { $0.append(.completed) } },
            onError: { error in self.storage.withLock { $0.append(.error(error as! TestError)) } },
            onDisposed: { self.storage.withLock { $0.append(.disposed) } }
        )
    }
}

@Suite("Completable", .scopedResources)
struct CompletableTests {
    /// A second result from the handler is dropped and reported through the grammar-violation policy.
    @Test func aSecondResultIsDroppedAndReported() {
        let results = EventLog<String>()
        let reports = capturingViolations {
            _ = Completable.create { observer in
                observer(.completed)
                observer(.completed)
                return Disposables.create()
            }.subscribe(onCompleted: { results.append(.next("completed")) })
        }
        #expect(results.elements == ["completed"])
        #expect(reports.map { "\($0.kind) \($0.operatorName)" } == ["eventAfterTerminal Completable.create"])
    }

    @Test func createCompletesOrFails() {
        let start = liveResources
        let log = CompletableLog()
        do {
            let first = ManualCompletable()
            let second = ManualCompletable()
            _ = log.subscribe(first.completable)
            _ = log.subscribe(second.completable)
            first.send(.completed)
            second.send(.error(TestError(id: 1)))
            #expect(first.disposals.count == 1)
            #expect(second.disposals.count == 1)
        }
        #expect(log.entries == [.completed, .disposed, .error(TestError(id: 1)), .disposed])
        #expect(liveResources == start)
    }

    @Test func eventObserver() {
        let events = Mutex<[String]>([])
        let record: @Sendable (CompletableEvent) -> Void = { event in
            switch event {
            case .completed: events.withLock { $0.append("completed") }
            case .error: events.withLock { $0.append("error") }
            }
        }
        _ = Completable.empty().subscribe(record)
        _ = Completable.error(TestError()).subscribe(record)
        _ = Completable.never().subscribe(record)
        #expect(events.withLock { $0 } == ["completed", "error"])
    }

    @Test func concatRunsInOrder() {
        let start = liveResources
        let log = CompletableLog()
        do {
            let a = ManualCompletable()
            let b = ManualCompletable()
            _ = log.subscribe(Completable.concat(a.completable, b.completable))
            #expect(a.subscriptions.count == 1)
            #expect(b.subscriptions.count == 0)
            a.send(.completed)
            #expect(b.subscriptions.count == 1)
            #expect(log.entries.isEmpty)
            b.send(.completed)
        }
        #expect(log.entries == [.completed, .disposed])
        #expect(liveResources == start)
    }

    @Test func concatStopsAtTheFirstError() {
        let log = CompletableLog()
        let a = ManualCompletable()
        let b = ManualCompletable()
        _ = log.subscribe(a.completable.concat(b.completable))
        a.send(.error(TestError(id: 7)))
        #expect(b.subscriptions.count == 0)
        #expect(log.entries == [.error(TestError(id: 7)), .disposed])
    }

    @Test func concatOfSequenceAndEmptyCollection() {
        let log = CompletableLog()
        _ = log.subscribe(Completable.concat([Completable.empty(), Completable.empty()]))
        _ = log.subscribe(Completable.concat([Completable]()))
        #expect(log.entries == [.completed, .disposed, .completed, .disposed])
    }

    @Test(arguments: ["merge", "zip"])
    func mergeAndZipCompleteAfterAll(kind: String) {
        let start = liveResources
        let log = CompletableLog()
        do {
            let a = ManualCompletable()
            let b = ManualCompletable()
            let combined =
                kind == "merge"
                ? Completable.merge(a.completable, b.completable)
                : Completable.zip(a.completable, b.completable)
            _ = log.subscribe(combined)
            #expect(a.subscriptions.count == 1 && b.subscriptions.count == 1)
            b.send(.completed)
            #expect(log.entries.isEmpty)
            a.send(.completed)
        }
        #expect(log.entries == [.completed, .disposed])
        #expect(liveResources == start)
    }

    @Test func mergeFailsAtFirstErrorAndDisposesTheOthers() {
        let start = liveResources
        let log = CompletableLog()
        do {
            let a = ManualCompletable()
            let b = ManualCompletable()
            _ = log.subscribe(Completable.merge([a.completable, b.completable]))
            a.send(.error(TestError(id: 3)))
            #expect(b.disposals.count == 1)
        }
        #expect(log.entries == [.error(TestError(id: 3)), .disposed])
        #expect(liveResources == start)
    }

    @Test func mergeOfNothingCompletes() {
        let log = CompletableLog()
        _ = log.subscribe(Completable.merge([Completable]()))
        _ = log.subscribe(Completable.zip([Completable]()))
        #expect(log.entries == [.completed, .disposed, .completed, .disposed])
    }
}
