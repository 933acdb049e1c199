// Single, Maybe, Completable and Infallible observed on MainScheduler.instance take main-actor
// closures in a @MainActor class, as Observable does (Swift 6, round 3).
import SwiftRx

@MainActor final class ProfileViewModel {
    var name = ""
    var failed = false
    var done = false
    var count = 0
    let bag = DisposeBag()

    func load(_ user: Single<String>, _ cached: Maybe<String>, _ save: Completable, _ ticks: Infallible<Int>) {
        let main = MainScheduler.instance
        user.observe(on: main)
            .subscribe(
                onSuccess: { [weak self] in self?.name = $0 }, onFailure: { [weak self] _ in self?.failed = true }
            )
            .disposed(by: bag)
        user.observe(on: main)
            .subscribe(
                onSuccess: { [weak self] in self?.name = $0 },
                onFailure: { [weak self] _ in self?.failed = true },
                onDisposed: { [weak self] in self?.done = true }
            )
            .disposed(by: bag)
        user.observe(on: main)
            .subscribe(with: self, onSuccess: { me, name in me.name = name })
            .disposed(by: bag)
        user.observe(on: main)
            .subscribe { [weak self] result in
                if case .success(let name) = result { self?.name = name }
            }
            .disposed(by: bag)
        cached.observe(on: main)
            .subscribe(
                onSuccess: { [weak self] in self?.name = $0 },
                onError: { [weak self] _ in self?.failed = true },
                onCompleted: { [weak self] in self?.done = true }
            )
            .disposed(by: bag)
        save.observe(on: main)
            .subscribe(
                onCompleted: { [weak self] in self?.done = true }, onError: { [weak self] _ in self?.failed = true }
            )
            .disposed(by: bag)
        ticks.observe(on: main)
            .subscribe(onNext: { [weak self] in self?.count = $0 }, onCompleted: { [weak self] in self?.done = true })
            .disposed(by: bag)
        ticks.observe(on: main)
            .bind(onNext: { [weak self] in self?.count = $0 })
            .disposed(by: bag)
        ticks.debounce(.milliseconds(100), scheduler: main)
            .subscribe(with: self, onNext: { me, value in me.count = value })
            .disposed(by: bag)
    }
}

// Where the ordinary trait is expected, observe(on:) still gives it.
func plain(_ user: Single<String>, _ ticks: Infallible<Int>) -> (Single<String>, Infallible<Int>) {
    let single: Single<String> = user.observe(on: MainScheduler.instance)
    return (single, ticks.observe(on: MainScheduler.instance).map { $0 + 1 })
}

func chained(_ user: Single<String>) -> Disposable {
    user.observe(on: MainScheduler.instance).map { $0.count }.subscribe(onSuccess: { print($0) })
}
