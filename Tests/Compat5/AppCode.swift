import Foundation
// Swift 5 language mode sample: RxSwift-style app code. Typechecked by .ci/compat5, not built by SwiftPM.
import SwiftRx

final class ViewModel {
    let disposeBag = DisposeBag()
    let query = BehaviorRelay<String>(value: "")
    let results = PublishRelay<[String]>()
    let subject = PublishSubject<Int>()
    let behavior = BehaviorSubject<Int>(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let async = AsyncSubject<Int>()
    var count = 0

    func bind() {
        query
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { q -> Observable<[String]> in
                Observable.just([q, q + "!"])
            }
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { [weak self] items in
                    self?.count += items.count
                },
                onError: { error in
                    print(error)
                },
                onCompleted: {
                    print("done")
                },
                onDisposed: {
                    print("disposed")
                }
            )
            .disposed(by: disposeBag)

        subject.map { $0 * 2 }.bind(to: behavior).disposed(by: disposeBag)
        subject.map { _ in ["a"] }.bind(to: results).disposed(by: disposeBag)
        subject.subscribe { event in
            switch event {
            case .next(let x): print(x)
            case .error(let e): print(e)
            case .completed: print("c")
            }
        }.disposed(by: disposeBag)

        let a = Observable.of(1, 2, 3)
        let b = Observable.from([4, 5, 6])
        Observable.combineLatest(a, b).map { $0.0 + $0.1 }.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        Observable.combineLatest(a, b) { $0 + $1 }.subscribe().disposed(by: disposeBag)
        Observable.zip(a, b, a).map { $0 + $1 + $2 }.subscribe().disposed(by: disposeBag)
        Observable.combineLatest([a, b]).map { $0.reduce(0, +) }.subscribe().disposed(by: disposeBag)
        Observable.zip([a, b]) { $0.count }.subscribe().disposed(by: disposeBag)
        a.withLatestFrom(b).subscribe().disposed(by: disposeBag)
        a.withLatestFrom(b) { x, y in x * y }.subscribe().disposed(by: disposeBag)
        a.share(replay: 1, scope: .whileConnected).subscribe().disposed(by: disposeBag)
        a.share().subscribe().disposed(by: disposeBag)
        a.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background)).subscribe().disposed(by: disposeBag)
        a.observe(on: SerialDispatchQueueScheduler(qos: .userInitiated)).subscribe().disposed(by: disposeBag)
        a.observe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "q")).subscribe().disposed(by: disposeBag)
        a.catch { _ in .just(0) }.subscribe().disposed(by: disposeBag)
        a.catch { _ in Observable.empty() }.subscribe().disposed(by: disposeBag)
        a.catchAndReturn(0).retry(3).retry().subscribe().disposed(by: disposeBag)
        a.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance).subscribe().disposed(by: disposeBag)
        a.throttle(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: disposeBag)
        a.scan(into: [Int]()) { acc, x in acc.append(x) }.subscribe().disposed(by: disposeBag)
        a.scan(0, accumulator: +).subscribe().disposed(by: disposeBag)
        a.scan(0) { $0 + $1 }.subscribe().disposed(by: disposeBag)
        a.reduce(0, accumulator: +).subscribe().disposed(by: disposeBag)
        a.reduce(0, accumulator: +, mapResult: { "\($0)" }).subscribe().disposed(by: disposeBag)
        let s: Single<[Int]> = a.toArray()
        s.subscribe(onSuccess: { print($0) }, onFailure: { print($0) }).disposed(by: disposeBag)
        s.subscribe(onSuccess: { print($0) }, onFailure: { print($0) }, onDisposed: {}).disposed(by: disposeBag)
        a.materialize().dematerialize().subscribe().disposed(by: disposeBag)
        a.enumerated().subscribe(onNext: { index, element in print(index, element) }).disposed(by: disposeBag)
        a.groupBy { $0 % 2 }.flatMap { group in group.map { (group.key, $0) } }.subscribe().disposed(by: disposeBag)
        a.window(timeSpan: .seconds(1), count: 2, scheduler: MainScheduler.instance).flatMap { $0.toArray() }
            .subscribe().disposed(by: disposeBag)
        a.buffer(timeSpan: .seconds(1), count: 2, scheduler: MainScheduler.instance).subscribe().disposed(
            by: disposeBag)
        let c = a.multicast(PublishSubject<Int>())
        c.subscribe().disposed(by: disposeBag)
        c.connect().disposed(by: disposeBag)
        let p = a.publish()
        p.connect().disposed(by: disposeBag)
        let r = a.replay(1)
        r.refCount().subscribe().disposed(by: disposeBag)
        let r2 = a.replayAll()
        _ = r2.connect()
        a.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 } }).subscribe().disposed(by: disposeBag)
        a.startWith(0).concat(Observable.just(4)).subscribe().disposed(by: disposeBag)
        Observable.merge(a, b).subscribe().disposed(by: disposeBag)
        Observable.merge([a, b]).subscribe().disposed(by: disposeBag)
        Observable.concat(a, b).subscribe().disposed(by: disposeBag)
        Observable.concat([a, b]).subscribe().disposed(by: disposeBag)
        Observable.of(a, b).merge().subscribe().disposed(by: disposeBag)
        Observable.of(a, b).merge(maxConcurrent: 1).subscribe().disposed(by: disposeBag)
        Observable.of(a, b).concat().subscribe().disposed(by: disposeBag)
        Observable.of(a, b).switchLatest().subscribe().disposed(by: disposeBag)
        Observable.amb([a, b]).subscribe().disposed(by: disposeBag)
        a.amb(b).subscribe().disposed(by: disposeBag)
        a.take(1).skip(1).takeLast(1).subscribe().disposed(by: disposeBag)
        a.take(for: .seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: disposeBag)
        a.skip(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: disposeBag)
        a.take(while: { $0 < 3 }).take(while: { $0 < 3 }, behavior: .inclusive).subscribe().disposed(by: disposeBag)
        a.take(until: b).take(until: { $0 > 2 }).take(until: { $0 > 2 }, behavior: .exclusive).subscribe().disposed(
            by: disposeBag)
        a.skip(while: { $0 < 2 }).skip(until: b).subscribe().disposed(by: disposeBag)
        a.element(at: 1).single().single { $0 > 0 }.subscribe().disposed(by: disposeBag)
        a.ignoreElements().subscribe().disposed(by: disposeBag)
        a.ignoreElements().asCompletable().subscribe().disposed(by: disposeBag)
        a.asSingle().subscribe().disposed(by: disposeBag)
        a.asMaybe().subscribe().disposed(by: disposeBag)
        a.first().subscribe(onSuccess: { (x: Int?) in print(x as Any) }).disposed(by: disposeBag)
        a.ifEmpty(default: 1).ifEmpty(switchTo: b).subscribe().disposed(by: disposeBag)
        a.distinctUntilChanged { $0 }.distinctUntilChanged { $0 == $1 }.subscribe().disposed(by: disposeBag)
        a.sample(b).sample(b, defaultValue: 3).subscribe().disposed(by: disposeBag)
        a.delay(.seconds(1), scheduler: MainScheduler.instance).delaySubscription(
            .seconds(1), scheduler: MainScheduler.instance
        ).subscribe().disposed(by: disposeBag)
        a.timeout(.seconds(1), scheduler: MainScheduler.instance).timeout(
            .seconds(1), other: b, scheduler: MainScheduler.instance
        ).subscribe().disposed(by: disposeBag)
        a.do(
            onNext: { print($0) }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
            afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {}
        ).subscribe().disposed(by: disposeBag)
        a.do(onNext: { print($0) }).subscribe().disposed(by: disposeBag)
        a.debug().debug("x", trimOutput: true).subscribe().disposed(by: disposeBag)
        a.compactMap { $0 > 1 ? $0 : nil }.filter { $0 > 1 }.subscribe().disposed(by: disposeBag)
        a.concatMap { Observable.just($0) }.flatMapFirst { Observable.just($0) }.subscribe().disposed(by: disposeBag)
        a.retry(when: { errors in errors.map { _ in 1 } }).subscribe().disposed(by: disposeBag)
        a.retry { (errors: Observable<Error>) in errors.delay(.seconds(1), scheduler: MainScheduler.instance) }
            .subscribe().disposed(by: disposeBag)
        a.withUnretained(self).subscribe(onNext: { owner, x in owner.count += x }).disposed(by: disposeBag)
        a.subscribe(with: self, onNext: { owner, x in owner.count += x }).disposed(by: disposeBag)
        a.bind(with: self) { owner, x in owner.count += x }.disposed(by: disposeBag)
        a.bind(onNext: { print($0) }).disposed(by: disposeBag)
        a.bind(to: subject).disposed(by: disposeBag)
        a.bind(to: behavior, behavior).disposed(by: disposeBag)
        a.bind(to: { (o: Observable<Int>) -> Disposable in o.subscribe() }).disposed(by: disposeBag)
    }
}

func creation() {
    let bag = DisposeBag()
    _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.on(.next(2))
        observer.onError(RxError.unknown)
        observer.onCompleted()
        return Disposables.create()
    }
    _ = Observable<Int>.create { observer in
        return Disposables.create { print("disposed") }
    }
    _ = Observable<Int>.just(1, scheduler: MainScheduler.instance)
    _ = Observable<Int>.empty()
    _ = Observable<Int>.never()
    _ = Observable<Int>.error(RxError.noElements)
    _ = Observable.from(optional: Optional(1))
    _ = Observable.from(optional: nil as Int?, scheduler: MainScheduler.instance)
    _ = Observable.from([1, 2], scheduler: CurrentThreadScheduler.instance)
    _ = Observable.of(1, 2, scheduler: MainScheduler.instance)
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
    _ = Observable.range(start: 0, count: 3)
    _ = Observable.repeatElement(1).take(3)
    _ = Observable<Int>.deferred { .just(1) }
    _ = Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) })
    _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    _ = Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
    _ = Observable<Int>.timer(.seconds(1), period: .seconds(2), scheduler: MainScheduler.instance)
    let composite = CompositeDisposable()
    let key = composite.insert(Disposables.create())
    if let key { composite.remove(for: key) }
    _ = composite.count
    composite.dispose()
    let composite2 = CompositeDisposable(Disposables.create(), Disposables.create())
    composite2.dispose()
    let composite3 = CompositeDisposable(disposables: [Disposables.create()])
    _ = composite3.isDisposed
    let serial = SerialDisposable()
    serial.disposable = Disposables.create()
    let single = SingleAssignmentDisposable()
    single.setDisposable(Disposables.create())
    _ = Disposables.create(Disposables.create(), Disposables.create())
    _ = Disposables.create([Disposables.create()])
    _ = BooleanDisposable()
    let rc = RefCountDisposable(disposable: Disposables.create())
    _ = rc.retain()
    var bag2 = DisposeBag()
    bag2.insert(Disposables.create())
    bag2.insert(Disposables.create(), Disposables.create())
    bag2.insert([Disposables.create()])
    bag2 = DisposeBag()
    _ = bag2
    _ = bag
    let bag3 = DisposeBag(disposing: Disposables.create())
    _ = bag3
    let bag4 = DisposeBag {
        Disposables.create()
        Disposables.create()
    }
    _ = bag4
}

func traits() {
    let bag = DisposeBag()
    Single<Int>.create { single in
        single(.success(1))
        return Disposables.create()
    }.subscribe(onSuccess: { print($0) }, onFailure: { print($0) }).disposed(by: bag)
    Single<Int>.create { single in
        single(.failure(RxError.unknown))
        return Disposables.create()
    }.subscribe { result in
        switch result {
        case .success(let x): print(x)
        case .failure(let e): print(e)
        }
    }.disposed(by: bag)
    Maybe<Int>.create { maybe in
        maybe(.success(1)); maybe(.completed); maybe(.error(RxError.unknown))
        return Disposables.create()
    }.subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}).disposed(by: bag)
    Completable.create { completable in
        completable(.completed); completable(.error(RxError.unknown))
        return Disposables.create()
    }.subscribe(onCompleted: {}, onError: { _ in }).disposed(by: bag)
    let s = Single.just(1)
    s.map { $0 + 1 }.flatMap { Single.just($0) }.asObservable().subscribe().disposed(by: bag)
    s.flatMapMaybe { Maybe.just($0) }.subscribe().disposed(by: bag)
    s.flatMapCompletable { _ in Completable.empty() }.subscribe().disposed(by: bag)
    s.asMaybe().asObservable().subscribe().disposed(by: bag)
    s.catchAndReturn(1).retry(2).subscribe().disposed(by: bag)
    s.do(onSuccess: { _ in }).subscribe().disposed(by: bag)
    Single.zip(s, s).map { $0 + $1 }.subscribe().disposed(by: bag)
    Single.zip([s, s]).subscribe().disposed(by: bag)
    Completable.empty().andThen(s).subscribe().disposed(by: bag)
    Completable.empty().andThen(Completable.empty()).subscribe().disposed(by: bag)
    Completable.zip(Completable.empty(), Completable.empty()).subscribe().disposed(by: bag)
    Completable.merge(Completable.empty(), Completable.empty()).subscribe().disposed(by: bag)
    Maybe<Int>.empty().ifEmpty(default: 3).subscribe().disposed(by: bag)
    s.timeout(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: bag)
    s.observe(on: MainScheduler.instance).subscribe(on: MainScheduler.instance).subscribe().disposed(by: bag)
    s.asObservable().asSingle().subscribe().disposed(by: bag)
    s.subscribe(onSuccess: { _ in }, onFailure: { _ in }).disposed(by: bag)
    _ = s.compactMap { Optional($0) }
    _ = s.filter { $0 > 0 }
    _ = Single<Int>.error(RxError.unknown)
    _ = Single<Int>.never()
    _ = Single<Int>.deferred { .just(1) }
    _ = s.delay(.seconds(1), scheduler: MainScheduler.instance)
    _ = s.asCompletable()
    _ = Completable.error(RxError.unknown).catch { _ in .empty() }
}

func drivers() {
    let bag = DisposeBag()
    let relay = BehaviorRelay(value: 1)
    let d: Driver<Int> = Observable.just(1).asDriver(onErrorJustReturn: 0)
    let d2 = Observable.just(1).asDriver(onErrorDriveWith: .empty())
    let d3 = Observable.just(1).asDriver(onErrorRecover: { _ in .just(0) })
    d.drive(onNext: { print($0) }).disposed(by: bag)
    d.drive(onNext: { print($0) }, onCompleted: {}, onDisposed: {}).disposed(by: bag)
    d.drive(relay).disposed(by: bag)
    d2.map { $0 * 2 }.filter { $0 > 0 }.distinctUntilChanged().drive().disposed(by: bag)
    d3.flatMapLatest { Driver.just($0) }.startWith(0).drive().disposed(by: bag)
    Driver.combineLatest(d, d2) { $0 + $1 }.drive().disposed(by: bag)
    Driver.combineLatest(d, d2).map { $0.0 + $0.1 }.drive().disposed(by: bag)
    Driver.merge(d, d2).drive().disposed(by: bag)
    Driver.merge([d, .just(2), d2.map { $0 + 1 }]).drive().disposed(by: bag)
    let nested: Driver<Driver<Int>> = Driver.just(d)
    nested.merge().drive().disposed(by: bag)
    nested.merge(maxConcurrent: 1).drive().disposed(by: bag)
    let generic: Driver<Int> = Observable.just(1).asSharedSequence(onErrorJustReturn: 0)
    let signal = Observable.just(1)
        .asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: .empty())
    let recovered = Observable.just(1)
        .asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in .just(0) })
    _ = (generic, signal, recovered)
    Driver.zip(d, d2).drive().disposed(by: bag)
    d.withLatestFrom(d2).drive().disposed(by: bag)
    d.debounce(.milliseconds(300)).throttle(.seconds(1)).drive().disposed(by: bag)
    _ = Driver<Int>.empty()
    _ = Driver<Int>.never()
    _ = Driver.of(1, 2)
    _ = Driver.from([1, 2])
    let sig: Signal<Int> = Observable.just(1).asSignal(onErrorJustReturn: 0)
    sig.emit(onNext: { _ in }).disposed(by: bag)
    sig.emit(to: relay).disposed(by: bag)
    let pr = PublishRelay<Int>()
    pr.asSignal().emit(to: pr).disposed(by: bag)
    relay.asDriver().drive(pr).disposed(by: bag)
    d.asObservable().subscribe().disposed(by: bag)
    d.drive(with: relay, onNext: { r, x in r.accept(x) }).disposed(by: bag)
    _ = relay.value
    relay.accept(3)
    _ = d.asSharedSequence()
    _ = d.scan(0, accumulator: +)
}
