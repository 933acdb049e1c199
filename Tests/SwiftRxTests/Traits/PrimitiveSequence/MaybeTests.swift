import SwiftRx
import Synchronization
import Testing

private enum MaybeOutcome: Equatable, Sendable {
    case success(Int)
    case error(TestError)
    case completed
    case disposed
}

private final class OutcomeLog: Sendable {
    private let storage = Mutex<[MaybeOutcome]>([])
    var entries: [MaybeOutcome] { storage.withLock { $0 } }
    func append(_ entry: MaybeOutcome) { storage.withLock { $0.append(entry) } }

    func subscribe(_ maybe: Maybe<Int>) -> any Disposable {
        maybe.subscribe(
            onSuccess: { self.append(.success($0)) },
            onError: { self.append(.error($0 as! TestError)) },
            onCompleted: { self.append(.completed) },
            onDisposed: { self.append(.disposed) }
        )
    }
}

@Suite("Maybe", .scopedResources)
struct MaybeTests {
    /// A second result from the handler is dropped and reported through the grammar-violation policy.
    @Test func aSecondResultIsDroppedAndReported() {
        let results = EventLog<String>()
        let reports = capturingViolations {
            _ = Maybe<Int>.create { observer in
                observer(.completed)
                observer(.success(1))
                return Disposables.create()
            }.subscribe(
                onSuccess: { results.append(.next("success \($0)")) },
                onCompleted: { results.append(.next("completed")) })
        }
        #expect(results.elements == ["completed"])
        #expect(reports.map { "\($0.kind) \($0.operatorName)" } == ["eventAfterTerminal Maybe.create"])
    }

    /// As in RxSwift, `onDisposed` runs right after `onSuccess`, before the operators above see the
    /// completion that follows the element.
    @Test func onDisposedRunsRightAfterOnSuccess() {
        let log = EventLog<String>()
        _ = Maybe.just(1)
            .do(
                afterNext: { _ in log.append(.next("afterNext")) },
                onCompleted: { log.append(.next("upstream completed")) }
            )
            .subscribe(onSuccess: { _ in log.append(.next("success")) }, onDisposed: { log.append(.next("disposed")) })
        #expect(log.elements == ["success", "disposed", "afterNext", "upstream completed"])
        let empty = EventLog<String>()
        _ = Maybe<Int>.empty()
            .subscribe(
                onCompleted: { empty.append(.next("completed")) }, onDisposed: { empty.append(.next("disposed")) })
        #expect(empty.elements == ["completed", "disposed"])
    }

    @Test func createDeliversEachKindOfResult() {
        let start = liveResources
        let log = OutcomeLog()
        do {
            _ = log.subscribe(
                Maybe.create { observer in
                    observer(.success(1))
                    observer(.completed)
                    return Disposables.create()
                })
            _ = log.subscribe(
                Maybe.create { observer in
                    observer(.completed)
                    return Disposables.create()
                })
            _ = log.subscribe(
                Maybe.create { observer in
                    observer(.error(TestError(id: 2)))
                    return Disposables.create()
                })
        }
        #expect(
            log.entries == [
                .success(1), .disposed,
                .completed, .disposed,
                .error(TestError(id: 2)), .disposed,
            ]
        )
        #expect(liveResources == start)
    }

    @Test func eventObserverGetsSuccessWithoutCompleted() {
        let log = OutcomeLog()
        let record: @Sendable (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): log.append(.success(value))
            case .error(let error): log.append(.error(error as! TestError))
            case .completed: log.append(.completed)
            }
        }
        _ = Maybe.just(1).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(TestError(id: 5)).subscribe(record)
        #expect(log.entries == [.success(1), .completed, .error(TestError(id: 5))])
    }

    @Test func neverDeliversNothing() {
        let log = OutcomeLog()
        let subscription = log.subscribe(Maybe<Int>.never())
        #expect(log.entries.isEmpty)
        subscription.dispose()
        #expect(log.entries == [.disposed])
    }

    @Test func operatorsKeepTheTrait() {
        let log = OutcomeLog()
        _ = log.subscribe(Maybe.just(2).map { $0 * 3 })
        _ = log.subscribe(Maybe.just(3).filter { $0 % 2 == 0 })
        _ = log.subscribe(Maybe.just(4).compactMap { $0 > 3 ? $0 : nil })
        _ = log.subscribe(Maybe.just(1).flatMap { Maybe.just($0 + 10) })
        _ = log.subscribe(Maybe<Int>.empty().flatMap { Maybe.just($0 + 10) })
        _ = log.subscribe(Maybe.just(1).map { _ -> Int in throw TestError(id: 1) })
        #expect(
            log.entries == [
                .success(6), .disposed,
                .completed, .disposed,
                .success(4), .disposed,
                .success(11), .disposed,
                .completed, .disposed,
                .error(TestError(id: 1)), .disposed,
            ]
        )
    }

    @Test(arguments: [(nil, 0), (Optional(5), 5)] as [(Int?, Int)])
    func ifEmptyDefault(input: Int?, expected: Int) {
        let maybe = input.map { Maybe.just($0) } ?? Maybe.empty()
        let values = Mutex<[Int]>([])
        _ = maybe.ifEmpty(default: 0).subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        #expect(values.withLock { $0 } == [expected])
    }

    @Test func ifEmptySwitchTo() {
        let log = OutcomeLog()
        _ = log.subscribe(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(9)))
        _ = log.subscribe(Maybe.just(1).ifEmpty(switchTo: Maybe.just(9)))
        let single = Mutex<[Int]>([])
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(8))
            .subscribe(onSuccess: { value in single.withLock { $0.append(value) } })
        #expect(log.entries == [.success(9), .disposed, .success(1), .disposed])
        #expect(single.withLock { $0 } == [8])
    }

    @Test func asCompletableIgnoresTheElement() {
        let completed = Counter()
        _ = Maybe.just(1).asCompletable().subscribe(onCompleted: { completed.increment() })
        _ = Maybe<Int>.empty().asCompletable().subscribe(onCompleted: { completed.increment() })
        #expect(completed.count == 2)
    }
}
