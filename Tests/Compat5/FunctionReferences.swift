import Foundation
// Swift 5 language mode sample: function references and key paths as operator arguments. Typechecked by .ci/compat5.
import SwiftRx

final class RefView { var hidden = false; var title: String? = nil }
extension RefView: ReactiveCompatible {}

final class Screen {
    let bag = DisposeBag()
    func handle(_ x: Int) {}
    func run() {
        let a = Observable.of("1", "22")
        _ = a.map(\.count)
        _ = a.compactMap(Int.init)
        _ = a.map { $0.count }.filter { $0 > 1 }
        a.map(\.count).subscribe(onNext: handle).disposed(by: bag)
        a.map(\.count).subscribe(onNext: self.handle).disposed(by: bag)
        let v = RefView()
        Observable.just(true).bind(to: v.rx.hidden).disposed(by: bag)
        Observable.just("t").bind(to: v.rx.title).disposed(by: bag)
        let g = Observable.of(1, 2).groupBy { $0 % 2 }
        _ = g.flatMap { grp -> Observable<String> in grp.map { "\(grp.key):\($0)" } }
        _ = Observable<Void>.just(()).map { _ in 1 }
        let pv = PublishSubject<Void>(); pv.onNext(())
        let rv = PublishRelay<Void>(); rv.accept(())
        _ = Single<Void>.just(())
        _ = Completable.never()
        _ = Observable<Int>.empty().single()
        _ = Observable.just(1).subscribe(onNext: nil)
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3)).map { ($0, $1, $2) }
        _ = Infallible.just(1).asDriver()
        let obs: AnyObserver<Int> = AnyObserver(eventHandler: { _ in })
        obs.on(.next(1))
        _ = obs.asObserver()
        _ = Binder<Void>(self) { me, _ in me.handle(1) }
        _ = Event<Int>.next(1).debugDescription
    }
}
