import Foundation
// Swift 5 language mode sample: generic user code, custom observers, extensions. Typechecked by .ci/compat5.
import SwiftRx

func sum<O: ObservableType>(_ o: O) -> Observable<Int> where O.Element == Int {
    o.reduce(0, accumulator: +).asObservable()
}
func anySum<O: ObservableConvertibleType>(_ o: O) -> Observable<Int> where O.Element == Int {
    o.asObservable().map { $0 + 1 }
}
func pluck(_ o: some ObservableType<Int>) -> Observable<String> { o.map(String.init) }

final class PrintObserver<E>: ObserverType {
    typealias Element = E
    var seen: [E] = []
    func on(_ event: Event<E>) {
        switch event {
        case .next(let e): seen.append(e)
        case .error, .completed: break
        }
    }
}

/// A custom observable class with unguarded state, as older RxSwift code writes them: in the Swift 5
/// mode its conformance to the Sendable `ObservableType` is only a warning.
class CountingObservable: ObservableType {
    typealias Element = Int
    var subscriptionCount = 0
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        subscriptionCount += 1
        observer.onNext(subscriptionCount)
        observer.onCompleted()
        return Disposables.create()
    }
}

struct StructObserver: ObserverType {
    func on(_ event: Event<Int>) { _ = event.element }
}

extension ObservableType {
    func myOp() -> Observable<Element> {
        Observable.create { observer in
            self.subscribe(observer)
        }
    }
    func myMap<R>(_ f: @escaping (Element) -> R) -> Observable<R> {
        Observable.create { observer in
            return self.subscribe(
                onNext: { observer.onNext(f($0)) }, onError: { observer.onError($0) },
                onCompleted: { observer.onCompleted() })
        }
    }
    func mapToVoid() -> Observable<Void> { map { _ in () } }
    func unwrap<T>() -> Observable<T> where Element == T? { compactMap { $0 } }
}

extension ObservableType where Element: Equatable {
    func dedupe() -> Observable<Element> { distinctUntilChanged() }
}

extension ObservableType where Element == Bool {
    func not() -> Observable<Bool> { map(!) }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    func mapToVoid() -> Single<Void> { map { _ in () } }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    func mapToVoid() -> Driver<Void> { map { _ in () } }
}

final class MyView {
    var text: String = ""
    var hidden = false
}

extension Reactive where Base: MyView {
    var text: Binder<String> {
        Binder(base) { view, text in view.text = text }
    }
    var isHidden: Binder<Bool> {
        Binder(self.base) { $0.hidden = $1 }
    }
}

extension MyView: ReactiveCompatible {}

final class NonSendableThing2 {
    var value = 0
}

final class Service {
    var cache: [Int: String] = [:]
    let disposeBag = DisposeBag()
    func load(_ id: Int) -> Observable<String> {
        if let hit = cache[id] { return .just(hit) }
        return Observable.just("v\(id)").do(onNext: { [weak self] v in self?.cache[id] = v })
    }
    func run() {
        let thing = NonSendableThing2()
        Observable.just(thing).map { $0.value }.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        let subject = PublishSubject<NonSendableThing2>()
        subject.onNext(thing)
        let relay = BehaviorRelay<NonSendableThing2>(value: thing)
        relay.accept(NonSendableThing2())
        _ = relay.value.value
        let observer = PrintObserver<Int>()
        Observable.of(1, 2).subscribe(observer).disposed(by: disposeBag)
        Observable.of(1, 2).bind(to: observer).disposed(by: disposeBag)
        Observable.of(1, 2).subscribe(StructObserver()).disposed(by: disposeBag)
        let anyObs = AnyObserver<Int> { event in print(event) }
        let anyObs2 = AnyObserver(observer)
        Observable.of(1).subscribe(anyObs).disposed(by: disposeBag)
        anyObs2.onNext(3)
        anyObs.mapObserver { (s: String) in s.count }.onNext("abc")
        let view = MyView()
        Observable.just("hi").bind(to: view.rx.text).disposed(by: disposeBag)
        Observable.just(true).bind(to: view.rx.isHidden).disposed(by: disposeBag)
        view.rx.text.onNext("x")
        _ = Observable.just(1).myOp().myMap { $0 + 1 }.mapToVoid()
        _ = Observable.just(Optional(1)).unwrap()
        _ = Observable.just(true).not().dedupe()
        _ = Single.just(1).mapToVoid()
        _ = Driver.just(1).mapToVoid()
        _ = sum(Observable.of(1, 2))
        _ = anySum(Single.just(1))
        _ = pluck(Observable.just(1))
        let e: Event<Int> = .next(1)
        _ = e.element
        _ = e.error
        _ = e.isCompleted
        _ = e.isStopEvent
        _ = e.map { $0 + 1 }
        _ = e.event
        let errs: [RxError] = [
            .unknown, .disposed(object: self), .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement,
            .timeout,
        ]
        for err in errs {
            switch err {
            case .unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout: break
            case .disposed(let object): print(object)
            }
        }
        _ = RxError.unknown.debugDescription
        let ms = MainScheduler.instance
        _ = MainScheduler.asyncInstance
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
        let sch: SchedulerType = ms
        _ = sch.now
        _ = sch.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
        let imm: ImmediateSchedulerType = CurrentThreadScheduler.instance
        _ = imm.schedule(1) { _ in Disposables.create() }
        _ = CurrentThreadScheduler.isScheduleRequired
        let t: RxTimeInterval = .seconds(1)
        _ = t
        let _: RxTime = Date()
        let q = OperationQueue()
        _ = OperationQueueScheduler(operationQueue: q)
        _ = SerialDispatchQueueScheduler(queue: DispatchQueue.main, internalSerialQueueName: "x")
        _ = ConcurrentDispatchQueueScheduler(queue: .global())
        _ = ConcurrentMainScheduler.instance
        _ = ImmediateScheduler.instance
        _ = Observable<Int>.interval(.seconds(1), scheduler: ms).take(1)
        let conn: ConnectableObservable<Int> = Observable.just(1).publish()
        useConnectable(conn)
        _ = Observable.just(1).asObservable().share(replay: 1)
        _ = Resources.total
        Hooks.defaultErrorHandler = { _, _ in }
        Hooks.recordCallStackOnError = false
        Hooks.customCaptureSubscriptionCallstack = { [] }
    }
}

func useConnectable<C: ConnectableObservableType>(_ c: C) where C.Element == Int {
    _ = c.connect()
    _ = c.refCount()
}

class BaseSubjectUser {
    func bindAll<S: SubjectType>(_ s: S) where S.Element == Int, S.Observer.Element == Int {
        s.asObserver().onNext(1)
        _ = s.asObservable()
    }
}
