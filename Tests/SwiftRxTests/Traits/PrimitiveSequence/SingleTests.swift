import SwiftRx
import Synchronization
import Testing

/// Records Single results from closures.
private final class ResultLog<Value: Sendable & Equatable>: Sendable {
    enum Entry: Equatable, Sendable {
        case success(Value)
        case failure(TestError)
        case disposed
    }
    private let storage = Mutex<[Entry]>([])
    var entries: [Entry] { storage.withLock { $0 } }
    func append(_ entry: Entry) { storage.withLock { $0.append(entry) } }
}

@Suite("Single", .scopedResources)
struct SingleTests {
    /// A trait has one result: the handler's later calls are dropped, and reported as an event after
    /// the terminal event, once per `subscribe` call site.
    @Test func createDropsTheHandlersCallsAfterTheFirstAndReportsThem() {
        let results = EventLog<String>()
        var counts: [Int] = []
        let subscribeLine = #line + 7
        let reports = capturingViolations {
            _ = Single<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                observer(.failure(TestError()))
                return Disposables.create()
            }.subscribe(
                onSuccess: { results.append(.next("success \($0)")) },
                onFailure: { _ in results.append(.next("failure")) })
            counts = Hooks.grammarViolationCounts.map(\.count)
        }
        #expect(results.elements == ["success 1"])
        #expect(counts == [2])
        #if DEBUG
            #expect(
                reports.map(\.description) == [
                    "SwiftRx grammar violation in `Single.create` (subscribed at SwiftRxTests/SingleTests.swift:"
                        + "\(subscribeLine)): an event was sent after the sequence had ended. Stop sending events "
                        + "once you have sent `onError` or `onCompleted`."
                ])
        #else
            #expect(reports.count == 1)
        #endif
    }

    @Test func createSuccessDeliversOneElementAndDisposesHandlerOnce() {
        let start = liveResources
        let log = ResultLog<Int>()
        let disposals = Counter()
        do {
            let single = Single<Int>.create { observer in
                observer(.success(1))
                return Disposables.create { disposals.increment() }
            }
            _ = single.subscribe(
                onSuccess: { log.append(.success($0)) },
                onFailure: { log.append(.failure($0 as! TestError)) },
                onDisposed: { log.append(.disposed) }
            )
        }
        #expect(log.entries == [.success(1), .disposed])
        #expect(disposals.count == 1)
        #expect(liveResources == start)
    }

    @Test func createFailureDeliversError() {
        let start = liveResources
        let log = ResultLog<Int>()
        do {
            let single = Single<Int>.create { observer in
                observer(.failure(TestError(id: 3)))
                return Disposables.create()
            }
            _ = single.subscribe(
                onSuccess: { log.append(.success($0)) },
                onFailure: { log.append(.failure($0 as! TestError)) },
                onDisposed: { log.append(.disposed) }
            )
        }
        #expect(log.entries == [.failure(TestError(id: 3)), .disposed])
        #expect(liveResources == start)
    }

    /// As in RxSwift, `onDisposed` runs right after `onSuccess`, before the operators above see the
    /// completion that follows the element (here `do(afterSuccess:)` and the upstream disposal).
    @Test func onDisposedRunsRightAfterOnSuccess() {
        let start = liveResources
        do {
            let log = EventLog<String>()
            let subscription = Single.just(1)
                .do(
                    afterSuccess: { _ in log.append(.next("afterSuccess")) },
                    onDispose: { log.append(.next("upstream disposed")) }
                )
                .subscribe(
                    onSuccess: { _ in log.append(.next("success")) }, onDisposed: { log.append(.next("disposed")) })
            #expect(log.elements == ["success", "disposed", "afterSuccess", "upstream disposed"])
            subscription.dispose()
            #expect(log.elements.count == 4)
            final class Owner: Sendable {}
            let owner = Owner()
            let withLog = EventLog<String>()
            _ = Single.just(2)
                .do(afterSuccess: { _ in withLog.append(.next("afterSuccess")) })
                .subscribe(
                    with: owner,
                    onSuccess: { _, _ in withLog.append(.next("success")) },
                    onDisposed: { _ in withLog.append(.next("disposed")) }
                )
            #expect(withLog.elements == ["success", "disposed", "afterSuccess"])
        }
        #expect(liveResources == start)
    }

    @Test func resultObserverReceivesSuccessOrFailure() {
        let start = liveResources
        let log = ResultLog<Int>()
        do {
            _ = Single.just(5).subscribe { result in
                switch result {
                case .success(let value): log.append(.success(value))
                case .failure(let error): log.append(.failure(error as! TestError))
                }
            }
            _ = Single<Int>.error(TestError(id: 1)).subscribe { result in
                switch result {
                case .success(let value): log.append(.success(value))
                case .failure(let error): log.append(.failure(error as! TestError))
                }
            }
        }
        #expect(log.entries == [.success(5), .failure(TestError(id: 1))])
        #expect(liveResources == start)
    }

    @Test func asObservableEmitsElementThenCompleted() {
        let events = EventLog<Int>()
        _ = Single.just(4).asObservable().subscribe { events.append($0) }
        #expect(events.elements == [4])
        #expect(events.isCompleted)
    }

    @Test func neverDeliversNothingUntilDisposed() {
        let start = liveResources
        let log = ResultLog<Int>()
        do {
            let subscription = Single<Int>.never().subscribe(
                onSuccess: { log.append(.success($0)) },
                onDisposed: { log.append(.disposed) }
            )
            #expect(log.entries.isEmpty)
            subscription.dispose()
        }
        #expect(log.entries == [.disposed])
        #expect(liveResources == start)
    }

    @Test func disposingBeforeTheResultCancelsTheHandler() {
        let start = liveResources
        let log = ResultLog<Int>()
        let observerBox = Mutex<(@Sendable (SingleEvent<Int>) -> Void)?>(nil)
        let disposals = Counter()
        do {
            let single = Single<Int>.create { observer in
                observerBox.withLock { $0 = observer }
                return Disposables.create { disposals.increment() }
            }
            let subscription = single.subscribe(onSuccess: { log.append(.success($0)) })
            subscription.dispose()
            observerBox.withLock { $0 }?(.success(1))
            observerBox.withLock { $0 = nil }
        }
        #expect(log.entries.isEmpty)
        #expect(disposals.count == 1)
        #expect(liveResources == start)
    }

    @Test func mapTransformsAndThrowingMapFails() {
        let log = ResultLog<Int>()
        _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { log.append(.success($0)) })
        _ = Single.just(2).map { _ -> Int in throw TestError(id: 9) }
            .subscribe(onFailure: { log.append(.failure($0 as! TestError)) })
        #expect(log.entries == [.success(20), .failure(TestError(id: 9))])
    }

    @Test(arguments: [(2, [2]), (1, [])])
    func filterMakesAMaybe(input: Int, expected: [Int]) {
        let events = EventLog<Int>()
        let maybe: Maybe<Int> = Single.just(input).filter { $0 % 2 == 0 }
        _ = maybe.asObservable().subscribe { events.append($0) }
        #expect(events.elements == expected)
        #expect(events.isCompleted)
    }

    @Test func compactMapDropsNil() {
        let events = EventLog<String>()
        _ = Single.just(1).compactMap { $0 == 1 ? "one" : nil }.asObservable().subscribe { events.append($0) }
        _ = Single.just(2).compactMap { $0 == 1 ? "one" : nil }.asObservable().subscribe { events.append($0) }
        #expect(events.elements == ["one"])
        #expect(events.events.filter(\.isCompleted).count == 2)
    }

    @Test func flatMapContinuesWithTheNextSingle() {
        let start = liveResources
        let log = ResultLog<String>()
        do {
            _ = Single.just(3).flatMap { value in Single.just(String(repeating: "a", count: value)) }
                .subscribe(onSuccess: { log.append(.success($0)) })
            _ = Single.just(3).flatMap { _ -> Single<String> in throw TestError(id: 2) }
                .subscribe(onFailure: { log.append(.failure($0 as! TestError)) })
            _ = Single<Int>.error(TestError(id: 4)).flatMap { _ in Single.just("x") }
                .subscribe(onFailure: { log.append(.failure($0 as! TestError)) })
        }
        #expect(log.entries == [.success("aaa"), .failure(TestError(id: 2)), .failure(TestError(id: 4))])
        #expect(liveResources == start)
    }

    @Test func flatMapMaybeAndCompletable() {
        let events = EventLog<Int>()
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.asObservable().subscribe { events.append($0) }
        _ = Single.just(1).flatMapMaybe { Maybe.just($0 + 1) }.asObservable().subscribe { events.append($0) }
        let completed = Counter()
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }
            .subscribe(onCompleted: { completed.increment() })
        #expect(events.events.count == 3)
        #expect(events.elements == [2])
        #expect(completed.count == 1)
    }

    @Test func asMaybeAndAsCompletable() {
        let events = EventLog<Int>()
        _ = Single.just(7).asMaybe().asObservable().subscribe { events.append($0) }
        let completable = EventLog<Never>()
        _ = Single.just(7).asCompletable().asObservable().subscribe { completable.append($0) }
        #expect(events.elements == [7])
        #expect(completable.isCompleted)
    }

    @Test func subscribeWithObjectStopsOnceObjectIsGone() {
        final class Owner: Sendable {}
        let log = ResultLog<Int>()
        let observerBox = Mutex<(@Sendable (SingleEvent<Int>) -> Void)?>(nil)
        let single = Single<Int>.create { observer in
            observerBox.withLock { $0 = observer }
            return Disposables.create()
        }
        var owner: Owner? = Owner()
        _ = Single.just(1).subscribe(with: owner!, onSuccess: { _, value in log.append(.success(value)) })
        let subscription = single.subscribe(with: owner!, onSuccess: { _, value in log.append(.success(value)) })
        owner = nil
        observerBox.withLock { $0 }?(.success(2))
        subscription.dispose()
        observerBox.withLock { $0 = nil }
        #expect(log.entries == [.success(1)])
    }
}
