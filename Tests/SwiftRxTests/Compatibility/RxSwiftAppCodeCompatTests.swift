import Foundation
import SwiftRx
import SwiftRxTest
import XCTest

// App code written the way RxSwift apps write it (a view model with relays and subjects, an
// input/output transform, Driver outputs, a service that wraps a callback API in Observable.create,
// traits, disposables), exercised on virtual time.

private enum SearchError: Error {
    case offline
}

/// A callback-based API of the kind apps wrap with `Observable.create`.
private final class SearchAPI: @unchecked Sendable {
    // Written before the API is shared (in the test body), read-only afterwards.
    var failingQueries: Set<String> = []

    func search(_ query: String, completion: (Result<[String], any Error>) -> Void) {
        if failingQueries.contains(query) {
            completion(.failure(SearchError.offline))
        } else {
            completion(.success([query, query + query]))
        }
    }

    func results(for query: String) -> Observable<[String]> {
        Observable.create { observer in
            self.search(query) { result in
                switch result {
                case .success(let items):
                    observer.onNext(items)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
            return Disposables.create()
        }
    }

    func count(for query: String) -> Single<Int> {
        Single.create { single in
            self.search(query) { result in
                switch result {
                case .success(let items): single(.success(items.count))
                case .failure(let error): single(.failure(error))
                }
            }
            return Disposables.create()
        }
    }
}

private final class SearchViewModel {
    struct Input {
        let query: Observable<String>
        let refresh: Observable<Void>
    }

    struct Output {
        let results: Driver<[String]>
        let isEmpty: Driver<Bool>
        let errors: Signal<String>
    }

    let api: SearchAPI
    let scheduler: any SchedulerType

    init(api: SearchAPI, scheduler: any SchedulerType) {
        self.api = api
        self.scheduler = scheduler
    }

    func transform(_ input: Input) -> Output {
        let api = self.api
        let errors = PublishRelay<String>()
        let query = input.query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .debounce(.seconds(30), scheduler: scheduler)
            .distinctUntilChanged()
        let refreshed = input.refresh.withLatestFrom(query)
        let results = Observable.merge(query, refreshed)
            .flatMapLatest { text in
                api.results(for: text)
                    .catch { error in
                        errors.accept("\(text): \(error)")
                        return .just([])
                    }
            }
            .share(replay: 1, scope: .whileConnected)
            .asDriver(onErrorJustReturn: [])
        return Output(
            results: results,
            isEmpty: results.map { $0.isEmpty }.distinctUntilChanged(),
            errors: errors.asSignal()
        )
    }
}

final class RxSwiftAppCodeCompatTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func testViewModelTransformDebouncesSearchesAndReportsErrors() {
        let api = SearchAPI()
        api.failingQueries = ["bad"]
        let queries = scheduler.createHotObservable([
            .next(210, "a"), .next(220, " ab "), .next(300, "ab"), .next(400, "bad"), .next(500, ""),
        ])
        let refresh = scheduler.createHotObservable([.next(350, ())])
        let results = scheduler.createObserver([String].self)
        let isEmpty = scheduler.createObserver(Bool.self)
        let errors = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = SearchViewModel(api: api, scheduler: scheduler)
                .transform(.init(query: queries.asObservable(), refresh: refresh.asObservable()))
            scheduler.scheduleAt(200) {
                output.results.drive(results).disposed(by: self.disposeBag)
                output.isEmpty.drive(isEmpty).disposed(by: self.disposeBag)
                output.errors.emit(to: errors).disposed(by: self.disposeBag)
            }
            scheduler.start()
        }
        // Each hop onto the mocked main scheduler takes one tick of virtual time.
        XCTAssertEqual(results.events, [.next(251, ["ab", "abab"]), .next(351, ["ab", "abab"]), .next(431, [])])
        XCTAssertEqual(isEmpty.events, [.next(251, false), .next(431, true)])
        XCTAssertEqual(errors.events, [.next(431, "bad: offline")])
        // `query` feeds both the merge and the refresh's withLatestFrom, unshared: two subscriptions, as in RxSwift.
        XCTAssertEqual(queries.subscriptions, [Subscription(200), Subscription(200)])
    }

    func testSubscribeClosuresSubjectsAndRelays() {
        let subject = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        let relay = BehaviorRelay<[Int]>(value: [])
        let completed = scheduler.createObserver(String.self)

        subject.bind(to: behavior).disposed(by: disposeBag)
        subject.bind(to: replay).disposed(by: disposeBag)
        subject.scan(into: [Int]()) { acc, x in acc.append(x) }.bind(to: relay).disposed(by: disposeBag)
        subject
            .subscribe(
                onNext: { _ in },
                onError: { completed.onNext("error \($0)") },
                onCompleted: { completed.onNext("completed") },
                onDisposed: { completed.onNext("disposed") }
            )
            .disposed(by: disposeBag)

        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(try behavior.value(), 3)
        XCTAssertEqual(relay.value, [1, 2, 3])
        XCTAssertTrue(subject.hasObservers)

        let replayed = scheduler.createObserver(Int.self)
        replay.subscribe(replayed).disposed(by: disposeBag)
        XCTAssertEqual(replayed.events, [.next(0, 2), .next(0, 3)])

        subject.onCompleted()
        XCTAssertEqual(completed.events.map { $0.value.element }, ["completed", "disposed"])
    }

    func testTraitsCreatedFromCallbacks() {
        let api = SearchAPI()
        api.failingQueries = ["x"]
        let values = scheduler.createObserver(String.self)
        api.count(for: "ok")
            .subscribe(onSuccess: { values.onNext("success \($0)") }, onFailure: { values.onNext("failure \($0)") })
            .disposed(by: disposeBag)
        api.count(for: "x")
            .subscribe { result in
                switch result {
                case .success(let count): values.onNext("success \(count)")
                case .failure(let error): values.onNext("failure \(error)")
                }
            }
            .disposed(by: disposeBag)
        api.count(for: "ok").asMaybe().filter { $0 > 5 }
            .subscribe(onSuccess: { _ in values.onNext("maybe value") }, onCompleted: { values.onNext("maybe empty") })
            .disposed(by: disposeBag)
        api.count(for: "ok").asCompletable().andThen(Single.just(9))
            .subscribe(onSuccess: { values.onNext("then \($0)") })
            .disposed(by: disposeBag)
        Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
        .subscribe(onCompleted: { values.onNext("completable") }, onError: { _ in values.onNext("completable failed") })
        .disposed(by: disposeBag)
        XCTAssertEqual(
            values.events.compactMap { $0.value.element },
            ["success 2", "failure offline", "maybe empty", "then 9", "completable"]
        )
    }

    func testDisposablesBehaveAsInRxSwift() {
        let disposed = scheduler.createObserver(String.self)
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { disposed.onNext("a") })
        _ = composite.insert(Disposables.create { disposed.onNext("b") })
        XCTAssertEqual(composite.count, 2)
        if let key { composite.remove(for: key) }
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)

        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.onNext("first") }
        serial.disposable = Disposables.create { disposed.onNext("second") }
        serial.dispose()

        var bag: DisposeBag? = DisposeBag()
        bag?.insert(Disposables.create { disposed.onNext("bag") })
        bag = nil

        XCTAssertEqual(disposed.events.compactMap { $0.value.element }, ["a", "b", "first", "second", "bag"])
        XCTAssertNil(bag)
    }

    func testCreationOperatorsOnVirtualTime() {
        let res = scheduler.start {
            Observable.concat(
                Observable.from([1, 2]),
                Observable.of(3),
                Observable.range(start: 4, count: 2),
                Observable.generate(initialState: 6, condition: { $0 < 8 }, iterate: { $0 + 1 }),
                Observable.from(optional: Optional(8)),
                Observable.repeatElement(9).take(1),
                Observable.deferred { .just(10) }
            )
        }
        XCTAssertEqual(res.events.compactMap { $0.value.element }, Array(1...10))
        XCTAssertEqual(res.events.last, .completed(200))
    }

    func testGroupingWindowingAndAggregates() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let grouped = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(grouped.events.compactMap { $0.value.element }, ["1:1", "0:2", "1:3", "0:4"])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let buffered = second.start { ys.buffer(timeSpan: .seconds(100), count: 2, scheduler: second) }
        XCTAssertEqual(buffered.events, [.next(220, [1, 2]), .next(250, [3]), .completed(250)])

        let third = TestScheduler(initialClock: 0)
        let zs = third.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let reduced = third.start { zs.reduce(10, accumulator: +).map { "\($0)" } }
        XCTAssertEqual(reduced.events, [.next(250, "13"), .completed(250)])

        let fourth = TestScheduler(initialClock: 0)
        let ws = fourth.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(250)])
        let enumerated = fourth.start { ws.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(enumerated.events, [.next(210, "0a"), .next(220, "1b"), .completed(250)])

        let fifth = TestScheduler(initialClock: 0)
        let vs = fifth.createHotObservable([.next(210, 1), .error(220, RxError.unknown)])
        let materialized = fifth.start { vs.materialize().map { $0.isStopEvent } }
        XCTAssertEqual(materialized.events, [.next(210, false), .next(220, true), .completed(220)])
    }
}
