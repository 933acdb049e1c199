import Dispatch
import Foundation
import SwiftRx
import SwiftRxBlocking

func loadNumber(_ value: Int) async throws -> Int {
    try await Task.sleep(nanoseconds: 1_000_000)
    if value < 0 { throw AppError.notFound("number \(value)") }
    return value * 10
}

@MainActor
func runAsyncBridges() async {
    print("--- async bridges")
    do {
        for try await value in Observable.of(1, 2, 3).map({ $0 * 2 }).values {
            print("values:", value)
        }
        print("single value:", try await Single.just("one").value)
        print("maybe value:", try await Maybe<Int>.empty().value.map(String.init) ?? "nil")
        try await Completable.empty().value
        print("completable value: done")
        print("Single.create async:", try await Single.create { try await loadNumber(4) }.value)
        let created = Observable<Int>.create { observer in
            for value in 1...3 { observer.onNext(try await loadNumber(value)) }
            observer.onCompleted()
        }
        print("Observable.create async:", try created.toArray().toBlocking(timeout: 10).single())
        let stream = AsyncStream<Int> { continuation in
            for value in [5, 6, 7] { continuation.yield(value) }
            continuation.finish()
        }
        print("AsyncSequence asObservable:", try await stream.asObservable().toArray().value)
        let flatMapped = try await Observable.of(1, 2).asyncFlatMap { try await loadNumber($0) }.toArray().value
        print("asyncFlatMap (sorted):", flatMapped.sorted())
        for await value in Infallible.of("i1", "i2").values {
            print("infallible values:", value)
        }
    } catch {
        print("async bridges failed:", error)
    }
    do {
        _ = try await Single.create { try await loadNumber(-1) }.value
    } catch {
        print("Single.create async error:", error)
    }
    do {
        for try await value in Observable<Int>.concat(Observable.just(1), Observable.error(AppError.offline)).values {
            print("values before error:", value)
        }
    } catch {
        print("values error:", error)
    }
}

@MainActor
func runMainScheduler() async {
    print("--- MainScheduler")
    let bag = DisposeBag()
    Observable.of(1, 2)
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { print("on main, from main:", $0, Thread.isMainThread) })
        .disposed(by: bag)
    let background = SerialDispatchQueueScheduler(qos: .default)
    let received = BehaviorRelay(value: [Int]())
    Observable.of(3, 4, 5)
        .subscribe(on: background)
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { value in
            MainScheduler.ensureRunningOnMainThread()
            received.accept(received.value + [value])
        })
        .disposed(by: bag)
    await waitUntil("background values on main") { received.value.count == 3 }
    print("background → main:", received.value)
    let queued = BehaviorRelay(value: [String]())
    Observable.of("a", "b")
        .observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { queued.accept(queued.value + [$0]) })
        .disposed(by: bag)
    print("asyncInstance before the main queue runs:", queued.value)
    await drainMainQueue()
    print("asyncInstance after:", queued.value)
    _ = MainScheduler.scheduleOnMainActor { print("scheduleOnMainActor ran on main:", Thread.isMainThread) }
    await drainMainQueue()
}

/// A simulated search API that replies on a background queue.
func search(_ query: String) -> Single<[String]> {
    Single<[String]>.create { single in
        if query == "offline" {
            single(.failure(AppError.offline))
        } else {
            single(.success((1...min(query.count, 5)).map { "\(query)#\($0)" }))
        }
        return Disposables.create()
    }
    .delay(.milliseconds(2), scheduler: ConcurrentDispatchQueueScheduler(qos: .utility))
}

@MainActor
func runDriversAndBinding() async {
    print("--- Driver, Signal, Binder, ControlProperty, ControlEvent")
    let bag = DisposeBag()
    let field = TextField()
    let echo = Label("echo")
    let results = Label("results")
    let button = Button()
    let requests = BehaviorRelay(value: 0)

    let query = field.rx.text.orEmpty.asDriver()
    query.map { "typed '\($0)'" }.drive(echo.rx.text).disposed(by: bag)
    query.map { !$0.isEmpty }.distinctUntilChanged().drive(button.rx.isEnabled).disposed(by: bag)
    let found = query
        .filter { !$0.isEmpty }
        .flatMapLatest { text in
            search(text)
                .do(onSubscribe: { requests.accept(requests.value + 1) })
                .map { "\($0.count) results: \($0.joined(separator: " "))" }
                .asDriver(onErrorJustReturn: "search failed")
        }
    found.drive(results.rx.text).disposed(by: bag)
    let searchesDone = BehaviorRelay(value: 0)
    found.drive(onNext: { _ in searchesDone.accept(searchesDone.value + 1) }).disposed(by: bag)

    await drainMainQueue()
    for (index, text) in ["swift", "offline", "rx"].enumerated() {
        field.type(text)
        await waitUntil("search \(text)") { searchesDone.value == index + 1 }
    }
    print("requests for three queries and two drivers:", requests.value)

    let submissions = PublishRelay<String>()
    submissions.asSignal().emit(onNext: { print("signal submitted:", $0) }).disposed(by: bag)
    button.rx.tap.asSignal()
        .withLatestFrom(query)
        .map { "submit '\($0)'" }
        .emit(to: submissions)
        .disposed(by: bag)
    button.rx.tap.map { "tap" }.bind(to: echo.rx.text).disposed(by: bag)
    button.tap()
    await drainMainQueue()

    field.rx.text.onNext("set through the property")
    // The new text starts a fourth search, which replies on a background queue: wait for it.
    await waitUntil("search after set") { searchesDone.value == 4 }
    print("field text now:", field.text ?? "nil")

    let counter = BehaviorRelay(value: 0)
    counter.asDriver().map { "count \($0)" }.drive(results.rx.text).disposed(by: bag)
    counter.accept(1)
    Driver.combineLatest(counter.asDriver(), Driver.just(10)) { $0 + $1 }
        .drive(onNext: { print("driver combineLatest:", $0) }).disposed(by: bag)
    Driver.zip(Driver.of(1, 2), Driver.of("a", "b")) { "\($0)\($1)" }
        .drive(onNext: { print("driver zip:", $0) }).disposed(by: bag)
    let late = Label("late")
    counter.asDriver().map { "late subscriber sees \($0)" }.drive(late.rx.text).disposed(by: bag)
    Signal.just("one-shot").emit(onNext: { print("signal just:", $0) }).disposed(by: bag)
    let mirror = BehaviorRelay(value: -1)
    counter.asDriver().drive(mirror).disposed(by: bag)
    counter.accept(2)
    await drainMainQueue()
    print("relay driven:", mirror.value)

    var collected: [Int] = []
    for await value in Driver.from([7, 8, 9]).values {
        collected.append(value)
    }
    print("driver values:", collected)
    NotificationCenter.default.rx.notification(Notification.Name("AppPatterns.ping"))
        .map { $0.name.rawValue }
        .subscribe(onNext: { print("notification:", $0) })
        .disposed(by: bag)
    NotificationCenter.default.post(name: Notification.Name("AppPatterns.ping"), object: nil)
}
