import Foundation
// Swift 5 language mode sample: RxSwift 5 spellings, traits, Driver/Signal, schedulers. Typechecked by .ci/compat5.
import SwiftRx

struct Person5: Decodable, Equatable { let name: String }

func deprecated() {
    let bag = DisposeBag()
    let a = Observable.of(1, 2, 3)
    let b = Observable.of(4)
    let s = MainScheduler.instance
    _ = a.observeOn(s).subscribeOn(s)
    _ = a.catchError { _ in .just(0) }.catchErrorJustReturn(0)
    _ = a.retryWhen { (e: Observable<Error>) in e.take(1) }
    _ = a.takeUntil(b).skipUntil(b)
    _ = a.takeUntil(.inclusive) { $0 > 1 }
    _ = a.takeWhile { $0 < 3 }.skipWhile { $0 < 1 }
    _ = a.elementAt(1)
    _ = a.take(.seconds(1), scheduler: s)
    _ = a.distinctUntilChanged(at: \.bitWidth)
    _ = Observable.catchError([a, b])
    _ = Observable.catch(sequence: [a, b])
    _ = Driver.just(1).skip(1)
    _ = a.startWith(1, 2, 3)
    _ = a.groupBy(keySelector: { $0 % 2 })
    _ = a.reduce(into: [Int]()) { $0.append($1) }
    _ = a.scan(into: 0, accumulator: { $0 += $1 })
    _ = Observable.repeatElement(1, scheduler: s)
    _ = Observable.range(start: 1, count: 2, scheduler: s)
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: s, iterate: { $0 + 1 })
    _ = Observable.zip(a, b, resultSelector: { $0 + $1 })
    _ = Observable.combineLatest(a, b, resultSelector: { $0 + $1 })
    _ = Observable.combineLatest(a, a, a, a, a, a, a, a)
    _ = Observable.zip(a, a, a, a, a, a, a, a) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    _ = a.withLatestFrom(b, resultSelector: { $0 + $1 })
    _ = a.withUnretained(NSObject(), resultSelector: { _, x in x })
    _ = Observable.just(Data()).decode(type: Person5.self, decoder: JSONDecoder())
    _ = a.debug("id", trimOutput: false)
    _ = a.share(replay: 1, scope: .forever)
    _ = a.timeout(.seconds(1), other: b, scheduler: s)
    _ = a.delaySubscription(.seconds(1), scheduler: s)
    _ = a.flatMap { Observable.just($0) }
    _ = a.flatMapLatest { Single.just($0) }
    _ = a.flatMap { Single.just($0) }
    _ = a.concatMap { Single.just($0) }
    _ = a.flatMapFirst { Maybe.just($0) }
    _ = a.skip(1)
    _ = a.delay(.milliseconds(1), scheduler: s)
    _ = a.timeout(.milliseconds(1), scheduler: s)
    _ = a.asInfallible(onErrorJustReturn: 0)
    let single = Single.just(1)
    _ = single.catchError { _ in .just(1) }.catchErrorJustReturn(2)
    _ = single.retryWhen { (e: Observable<Error>) in e.take(1) }
    _ = single.retry(when: { (e: Observable<Error>) in e.take(1) })
    _ = single.do(
        onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    _ = single.delaySubscription(.seconds(1), scheduler: s)
    _ = Single.zip(single, single, resultSelector: { $0 + $1 })
    _ = Single<Int>.create(subscribe: { s in
        s(.success(1)); return Disposables.create()
    })
    _ = Single.just(1, scheduler: s)
    _ = single.subscribe { (e: SingleEvent<Int>) in _ = e }
    _ = single.subscribe(onSuccess: { _ in }, onError: { _ in })  // RxSwift 6 renamed onError: to onFailure:
    _ = single.asObservable()
    _ = single.primitiveSequence
    _ = single.compactMap { Optional($0) }.asObservable().asSingle()
    _ = single.flatMap { _ in Single.just("") }
    _ = single.map { "\($0)" }
    _ = Maybe<Int>.just(1).catchError { _ in .empty() }
    _ = Maybe<Int>.just(1).ifEmpty(switchTo: Maybe.just(1))
    _ = Maybe<Int>.just(1).subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
    _ = Maybe<Int>.just(1).do(onNext: { _ in })
    _ = Completable.empty().catchError { _ in .empty() }
    _ = Completable.empty().andThen(Maybe.just(1))
    _ = Completable.empty().andThen(Observable.just(1))
    _ = Completable.concat(Completable.empty(), Completable.empty())
    _ = Completable.concat([Completable.empty()])
    _ = Completable.merge([Completable.empty()])
    _ = Completable.empty().subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {})
    _ = Completable.empty().subscribe { (e: CompletableEvent) in
        switch e {
        case .completed: break;
        case .error: break
        }
    }
    _ = Completable.empty().do(onError: { _ in }, onCompleted: {})
    _ = Completable.empty().asObservable()
    _ = Observable<Never>.empty().asCompletable()
    let inf = Infallible<Int>.create { observer in
        observer(.next(1)); observer(.completed)
        return Disposables.create()
    }
    inf.subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {}).disposed(by: bag)
    _ = Infallible.just(1).map { $0 }.asObservable()
    _ = Infallible.repeatElement(1).take(2)
    _ = Infallible.combineLatest(inf, inf) { $0 + $1 }
    _ = inf.bind(to: { (source: Infallible<Int>) in source.subscribe() })
    _ = inf.bind(to: { (source: Infallible<Int>) in { (_: Int) in source.subscribe() } }, curriedArgument: 1)
    _ = Disposables.create(with: {})
    let cancel: Cancelable = BooleanDisposable()
    _ = cancel.isDisposed
    let subj = BehaviorSubject(value: 1)
    _ = try? subj.value()
    _ = subj.hasObservers
    _ = subj.isDisposed
    subj.dispose()
    _ = ReplaySubject<Int>.createUnbounded()
    let subjObs: PublishSubject<Int>.SubjectObserverType = PublishSubject<Int>().asObserver()
    _ = subjObs
    _ = PublishSubject<Int>().hasObservers
    _ = PublishSubject<Int>().asObserver()
    let rr = ReplayRelay<Int>.create(bufferSize: 1)
    rr.accept(1)
    _ = ReplayRelay<Int>.createUnbounded()
    let br = BehaviorRelay<Int?>(value: nil)
    a.bind(to: br).disposed(by: bag)
    a.bind(to: br, br).disposed(by: bag)
    let pr = PublishRelay<Int?>()
    a.bind(to: pr).disposed(by: bag)
    let ps = PublishSubject<Int?>()
    a.bind(to: ps).disposed(by: bag)
    let drv = a.asDriver(onErrorJustReturn: 0)
    drv.drive(br).disposed(by: bag)
    drv.drive(ps).disposed(by: bag)
    drv.drive(ps.asObserver(), ps.asObserver()).disposed(by: bag)
    drv.drive(with: bag, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in }).disposed(by: bag)
    drv.asSignal(onErrorJustReturn: 0).emit(with: bag, onNext: { _, _ in }).disposed(by: bag)
    drv.asSignal(onErrorJustReturn: 0).emit(onNext: { _ in }, onCompleted: {}, onDisposed: {}).disposed(by: bag)
    _ = Driver<Int>.deferred { .just(1) }
    _ = Driver.just(1).flatMapFirst { _ in Driver.just(2) }
    _ = Driver.just(1).do(onNext: { _ in })
    _ = Driver.just(1).delay(.seconds(1))
    _ = Driver.just(1).compactMap { Optional($0) }
    _ = Driver.just(1).asSignal(onErrorJustReturn: 0)
    _ = Signal<Int>.just(1).asSignal()
    _ = Driver.combineLatest([drv, drv])
    _ = Driver<Int>.interval(.seconds(1))
    _ = Driver<Int>.timer(.seconds(1), period: .seconds(1))
    _ = drv.throttle(.seconds(1), latest: false)
    _ = ControlProperty(values: Observable.just(1), valueSink: AnyObserver<Int> { _ in })
    _ = ControlEvent(events: Observable.just(1))
    _ = ControlEvent(events: Observable.just(1)).asDriver()
    _ = Binder(NSObject(), scheduler: s) { (_, x: Int) in _ = x }
    _ = bag
}

func schedulers() {
    let s = MainScheduler.instance
    _ = s.schedule(1) { _ in Disposables.create() }
    _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in if state < 3 { recurse(state + 1) } }
    _ = s.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { $0 + 1 }
    let h = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    h.advanceTo(Date(timeIntervalSince1970: 10))
    _ = h.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    h.start()
}
