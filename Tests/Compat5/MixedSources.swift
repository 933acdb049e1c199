import Foundation
// Swift 5 language mode sample: relays, subjects and drivers mixed in operators. Typechecked by .ci/compat5.
import SwiftRx

func mixing() {
    let bag = DisposeBag()
    let relay = BehaviorRelay(value: 1)
    let subject = PublishSubject<Int>()
    let pr = PublishRelay<String>()
    let d = relay.asDriver()
    _ = Observable.combineLatest(relay, subject)
    _ = Observable.combineLatest(relay, subject, pr) { a, b, c in "\(a)\(b)\(c)" }
    _ = Observable.zip(relay, subject).map { $0 + $1 }
    _ = Observable.combineLatest([relay, relay])
    _ = Observable.zip([subject, subject])
    _ = Observable.combineLatest([relay.asObservable(), subject.asObservable()]) { $0.count }
    _ = subject.withLatestFrom(relay)
    _ = subject.withLatestFrom(d)
    _ = subject.flatMapLatest { _ in relay }
    _ = subject.flatMap { _ in d }
    _ = subject.flatMapLatest { _ in d }
    _ = subject.concatMap { _ in relay }
    _ = subject.sample(relay)
    _ = subject.take(until: pr)
    _ = subject.skip(until: pr)
    _ = subject.concat(relay)
    _ = subject.amb(relay)
    _ = subject.startWith(0)
    _ = Observable.merge(relay.asObservable(), subject.asObservable())
    _ = subject.timeout(.seconds(1), other: relay, scheduler: MainScheduler.instance)
    _ = subject.retry(when: { (e: Observable<Error>) in pr })
    _ = subject.catch { _ in relay.asObservable() }
    _ = subject.buffer(timeSpan: .seconds(1), count: 1, scheduler: MainScheduler.instance)
    _ = Observable.combineLatest(Observable.just(1), Single.just(2).asObservable())
    _ = Observable.zip(relay, d.asObservable())
    _ = Observable.of(relay, relay).merge()
    _ = Observable.of(relay.asObservable(), relay.asObservable()).switchLatest()
    _ = Observable.just(relay).flatMap { $0 }
    let ob: Observable<Int> = relay.asObservable()
    _ = ob
    subject.subscribe(relay.asObserver2()).disposed(by: bag)
}
extension BehaviorRelay {
    func asObserver2() -> AnyObserver<Element> {
        AnyObserver { [weak self] e in if case .next(let x) = e { self?.accept(x) } }
    }
}
