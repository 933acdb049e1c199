import Dispatch
import Foundation
import SwiftRx
import SwiftRxBlocking
import SwiftRxNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

func runSubjectsAndRelays() {
    print("--- subjects and relays")
    let bag = DisposeBag()

    let publish = PublishSubject<String>()
    publish.onNext("before anyone listens")
    publish.subscribe(onNext: { print("publish:", $0) }, onCompleted: { print("publish: completed") })
        .disposed(by: bag)
    publish.onNext("hello")
    publish.onCompleted()
    publish.onNext("after completion")

    let behavior = BehaviorSubject(value: 1)
    behavior.subscribe(onNext: { print("behavior:", $0) }).disposed(by: bag)
    behavior.onNext(2)
    print("behavior.value():", (try? behavior.value()) ?? -1)

    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    for value in 1...4 { replay.onNext(value) }
    replay.subscribe(onNext: { print("replay(2):", $0) }).disposed(by: bag)

    let unbounded = ReplaySubject<String>.createUnbounded()
    unbounded.onNext("u1")
    unbounded.onNext("u2")
    unbounded.subscribe(onNext: { print("replay unbounded:", $0) }).disposed(by: bag)

    let async = AsyncSubject<Int>()
    async.subscribe(onNext: { print("async subject:", $0) }, onCompleted: { print("async subject: completed") })
        .disposed(by: bag)
    async.onNext(1)
    async.onNext(2)
    async.onCompleted()

    let relay = PublishRelay<Int>()
    relay.subscribe(onNext: { print("publish relay:", $0) }).disposed(by: bag)
    relay.accept(10)
    Observable.of(11, 12).bind(to: relay).disposed(by: bag)

    let state = BehaviorRelay(value: [String]())
    state.map { "\($0.count) items" }.subscribe(onNext: { print("behavior relay:", $0) }).disposed(by: bag)
    state.accept(state.value + ["milk"])
    state.accept(state.value + ["eggs"])
    print("behavior relay value:", state.value)

    let history = ReplayRelay<String>.create(bufferSize: 1)
    history.accept("old")
    history.accept("new")
    history.subscribe(onNext: { print("replay relay:", $0) }).disposed(by: bag)

    let sink = PublishSubject<Int>()
    sink.subscribe(onNext: { print("bound subject:", $0) }, onCompleted: { print("bound subject: completed") })
        .disposed(by: bag)
    Observable.of(1, 2).bind(to: sink).disposed(by: bag)
    Observable.of("x").bind(onNext: { print("bind onNext:", $0) }).disposed(by: bag)

    let observer = AnyObserver<String> { event in print("AnyObserver:", event) }
    Observable.of("a", "b").subscribe(observer).disposed(by: bag)
}

func fetchUser(_ id: Int) -> Single<String> {
    Single.create { single in
        if id > 0 {
            single(.success("user\(id)"))
        } else {
            single(.failure(AppError.notFound("user \(id)")))
        }
        return Disposables.create()
    }
}

func runTraits() {
    print("--- traits")
    let bag = DisposeBag()
    fetchUser(1).subscribe(onSuccess: { print("single:", $0) }, onFailure: { print("single failed:", $0) })
        .disposed(by: bag)
    fetchUser(0).subscribe(onSuccess: { print("single:", $0) }, onFailure: { print("single failed:", $0) })
        .disposed(by: bag)
    fetchUser(2).map { $0.uppercased() }.flatMap { name in fetchUser(3).map { "\(name)+\($0)" } }
        .subscribe(onSuccess: { print("single chain:", $0) }).disposed(by: bag)
    Single.zip(fetchUser(4), fetchUser(5), Single.just(6)) { "\($0),\($1),\($2)" }
        .subscribe(onSuccess: { print("single zip:", $0) }).disposed(by: bag)
    fetchUser(-1).catchAndReturn("guest").subscribe(onSuccess: { print("single catchAndReturn:", $0) })
        .disposed(by: bag)
    fetchUser(-2).retry(2).subscribe(onFailure: { print("single retry:", $0) }).disposed(by: bag)
    Observable.of(1, 2).asSingle().subscribe(onFailure: { print("asSingle of two:", $0) }).disposed(by: bag)
    Observable.just(7).asSingle().subscribe(onSuccess: { print("asSingle:", $0) }).disposed(by: bag)
    Single.just(8).subscribe { result in
        switch result {
        case .success(let value): print("single result:", value)
        case .failure(let error): print("single result error:", error)
        }
    }.disposed(by: bag)

    func cached(_ key: String) -> Maybe<Int> {
        Maybe.create { maybe in
            switch key {
            case "hit": maybe(.success(42))
            case "miss": maybe(.completed)
            default: maybe(.error(AppError.notFound(key)))
            }
            return Disposables.create()
        }
    }
    for key in ["hit", "miss", "bad"] {
        cached(key).subscribe(
            onSuccess: { print("maybe \(key): success", $0) }, onError: { print("maybe \(key): error", $0) },
            onCompleted: { print("maybe \(key): empty") }
        ).disposed(by: bag)
    }
    cached("miss").ifEmpty(default: 0).subscribe(onSuccess: { print("maybe ifEmpty:", $0) }).disposed(by: bag)
    Observable<Int>.empty().asMaybe().subscribe(onCompleted: { print("asMaybe of empty: completed") })
        .disposed(by: bag)

    func save(_ ok: Bool) -> Completable {
        Completable.create { completable in
            print("  saving (\(ok))")
            completable(ok ? .completed : .error(AppError.offline))
            return Disposables.create()
        }
    }
    save(true).andThen(save(true)).andThen(Single.just("saved twice"))
        .subscribe(onSuccess: { print("completable andThen:", $0) }).disposed(by: bag)
    save(false).andThen(save(true)).subscribe(
        onCompleted: { print("completable: completed") }, onError: { print("completable failed:", $0) }
    ).disposed(by: bag)
    Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: { print("asCompletable: done") })
        .disposed(by: bag)

    let infallible = Infallible<Int>.create { observer in
        observer(.next(1))
        observer(.next(2))
        observer(.completed)
        return Disposables.create()
    }
    infallible.map { $0 * 100 }.subscribe(onNext: { print("infallible:", $0) }, onCompleted: { print("infallible: completed") })
        .disposed(by: bag)
    Observable<Int>.error(AppError.offline).asInfallible(onErrorJustReturn: -1)
        .subscribe(onNext: { print("asInfallible:", $0) }).disposed(by: bag)
    Infallible.combineLatest(Infallible.just(1), infallible) { $0 + $1 }
        .subscribe(onNext: { print("infallible combineLatest:", $0) }).disposed(by: bag)
    Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b")) { "\($0)\($1)" }
        .subscribe(onNext: { print("infallible zip:", $0) }).disposed(by: bag)
}

func runBlocking() {
    print("--- SwiftRxBlocking")
    do {
        print("toArray:", try Observable.of(1, 2, 3).map { $0 * 2 }.toBlocking().toArray())
        print("first:", try Observable.of("a", "b").toBlocking().first() ?? "none")
        print("last:", try Observable.of("a", "b").toBlocking().last() ?? "none")
        print("single:", try Observable.just(5).toBlocking().single())
        let background = SerialDispatchQueueScheduler(qos: .userInitiated)
        let squares = try Observable.range(start: 1, count: 4)
            .observe(on: background)
            .map { $0 * $0 }
            .toBlocking(timeout: 10)
            .toArray()
        print("toBlocking across threads:", squares)
        print("single trait:", try Single.just("s").toBlocking().single())
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let operations = OperationQueueScheduler(operationQueue: operationQueue)
        print(
            "OperationQueueScheduler:",
            try Observable.of(1, 2, 3).observe(on: operations).map { $0 + 100 }.toBlocking(timeout: 10).toArray())
        print(
            "delay on a real scheduler:",
            try Observable.of(1, 2).delay(.milliseconds(5), scheduler: background).toBlocking(timeout: 10).toArray())
    } catch {
        print("blocking failed:", error)
    }
    do {
        _ = try Observable<Int>.never().toBlocking(timeout: 0.05).first()
        print("never: no timeout?")
    } catch {
        print("never with timeout:", error)
    }
    switch Observable<Int>.concat(Observable.of(1, 2), Observable.error(AppError.offline)).toBlocking().materialize() {
    case .completed(let elements): print("materialize completed:", elements)
    case .failed(let elements, let error): print("materialize failed:", elements, error)
    }
}

/// Serves canned HTTP replies for `stub://` URLs, as apps stub their network layer in tests: the
/// corelibs URLSession on Linux does not load `file://` URLs.
final class StubProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        let (status, body): (Int, String) =
            switch url.path {
            case "/greeting": (200, #"{"greeting":"hello"}"#)
            case "/list": (200, "[1,2,3]")
            default: (404, "no such page")
            }
        let response = HTTPURLResponse(
            url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(body.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

func runNetworking() {
    print("--- SwiftRxNetworking")
    URLSession.rx.shouldLogRequest = { _ in false }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    let session = URLSession(configuration: configuration)
    let greeting = URLRequest(url: URL(string: "stub://api.example/greeting")!)
    do {
        let (response, data) = try session.rx.response(request: greeting).toBlocking(timeout: 10).single()
        print("rx.response:", response.statusCode, String(decoding: data, as: UTF8.self))
        let data2 = try session.rx.data(request: greeting).toBlocking(timeout: 10).single()
        print("rx.data:", String(decoding: data2, as: UTF8.self))
        let json = try session.rx.json(url: URL(string: "stub://api.example/list")!).toBlocking(timeout: 10).single()
        print("rx.json:", (json as? [Int]) ?? [])
        let decoded = try session.rx.data(request: greeting)
            .decode(type: [String: String].self, decoder: JSONDecoder())
            .map { $0["greeting"] ?? "?" }
            .toBlocking(timeout: 10)
            .single()
        print("rx.data + decode:", decoded)
    } catch {
        print("networking failed:", error)
    }
    let missing = URLRequest(url: URL(string: "stub://api.example/missing")!)
    do {
        _ = try session.rx.data(request: missing).toBlocking(timeout: 10).single()
        print("rx.data(missing): unexpectedly succeeded")
    } catch let RxCocoaURLError.httpRequestFailed(response, data) {
        print("rx.data(missing) failed: HTTP", response.statusCode, String(decoding: data ?? Data(), as: UTF8.self))
    } catch {
        print("rx.data(missing) failed:", error)
    }
    let fallback = session.rx.data(request: missing)
        .map { _ in "loaded" }
        .catchAndReturn("fallback")
    print("rx.data(missing) with catchAndReturn:", (try? fallback.toBlocking(timeout: 10).single()) ?? "nil")
}
