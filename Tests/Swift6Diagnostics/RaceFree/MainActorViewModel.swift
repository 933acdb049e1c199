// The main-actor pattern of RxSwift UI code, in every form, after observe(on: MainScheduler.instance).
import SwiftRx

@MainActor final class ViewModel {
    var last = 0
    var done = false
    let bag = DisposeBag()

    func handle(_ value: Int) { last = value }

    func bind(_ source: Observable<Int>) {
        source.observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] value in self?.last = value })
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .subscribe(onNext: handle)
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .subscribe(onNext: { @MainActor value in self.last = value })
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { [weak self] in self?.last = $0 },
                onError: { [weak self] _ in self?.done = true },
                onCompleted: { [weak self] in self?.done = true },
                onDisposed: { [weak self] in self?.done = true }
            )
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .subscribe(with: self, onNext: { me, value in me.last = value }, onCompleted: { me in me.done = true })
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .bind(onNext: { [weak self] value in self?.last = value })
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .bind(with: self, onNext: { me, value in me.last = value })
            .disposed(by: bag)
        source.observe(on: MainScheduler.instance)
            .do(onNext: { [weak self] value in self?.last = value })
            .subscribe(onNext: { [weak self] value in self?.last += value })
            .disposed(by: bag)
        let stored: Observable<Int> = source.observe(on: MainScheduler.instance)
        stored.map { $0 * 2 }.subscribe(onNext: { print($0) }).disposed(by: bag)
    }
}
