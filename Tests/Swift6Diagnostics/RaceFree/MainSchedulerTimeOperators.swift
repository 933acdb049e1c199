// Time operators given MainScheduler.instance deliver on the main actor, as observe(on:) does: in a
// @MainActor class their subscribers may touch its state (Swift 6, round 3).
import SwiftRx

@MainActor final class SearchViewModel {
    var query = ""
    var count = 0
    var batches: [[String]] = []
    var failed = false
    let bag = DisposeBag()

    func bind(_ text: Observable<String>, _ taps: Observable<Void>) {
        let main = MainScheduler.instance
        text.debounce(.milliseconds(300), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.query = $0 })
            .disposed(by: bag)
        text.throttle(.milliseconds(300), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.query = $0 }, onError: { [weak self] _ in self?.failed = true })
            .disposed(by: bag)
        text.throttle(.milliseconds(300), latest: false, scheduler: main)
            .bind(onNext: { [weak self] in self?.query = $0 })
            .disposed(by: bag)
        text.delay(.seconds(1), scheduler: main)
            .subscribe(with: self, onNext: { me, value in me.query = value })
            .disposed(by: bag)
        text.delaySubscription(.seconds(1), scheduler: main)
            .do(onNext: { [weak self] in self?.query = $0 })
            .subscribe()
            .disposed(by: bag)
        text.timeout(.seconds(5), scheduler: main)
            .subscribe(onError: { [weak self] _ in self?.failed = true })
            .disposed(by: bag)
        text.timeout(.seconds(5), other: Observable.just(""), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.query = $0 })
            .disposed(by: bag)
        Observable<Int>.interval(.seconds(1), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.count = $0 })
            .disposed(by: bag)
        Observable<Int>.timer(.seconds(1), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.count = $0 }, onCompleted: { [weak self] in self?.count = -1 })
            .disposed(by: bag)
        text.buffer(timeSpan: .seconds(1), count: 10, scheduler: main)
            .subscribe(onNext: { [weak self] in self?.batches.append($0) })
            .disposed(by: bag)
        text.window(timeSpan: .seconds(1), count: 10, scheduler: main)
            .subscribe(onNext: { [weak self] _ in self?.count += 1 })
            .disposed(by: bag)
        text.take(for: .seconds(10), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.query = $0 })
            .disposed(by: bag)
        text.skip(.seconds(1), scheduler: main)
            .subscribe(onNext: { [weak self] in self?.query = $0 })
            .disposed(by: bag)
        text.observe(on: main)
            .sample(taps.observe(on: main))
            .subscribe(onNext: { [weak self] in self?.query = $0 })
            .disposed(by: bag)
    }
}

// RxSwift-style code keeps its types: a result stored or returned as an Observable, and generic
// code over any scheduler.
func debounced(_ text: Observable<String>) -> Observable<String> {
    text.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
}

func ticking<S: SchedulerType>(on scheduler: S) -> Observable<Int> {
    Observable<Int>.interval(.seconds(1), scheduler: scheduler).delay(.seconds(1), scheduler: scheduler)
}

func stored(_ text: Observable<String>) -> Disposable {
    let debounced: Observable<String> = text.debounce(.seconds(1), scheduler: MainScheduler.instance)
    return debounced.map { $0.count }.subscribe(onNext: { print($0) })
}
