// Swift 5 language mode sample: the RxSwift 3/4-era API that RxSwift 6 still ships as deprecated
// (`*WithIndex`, `addDisposableTo`, `shareReplay`, `Variable`, `Foundation.TimeInterval` seconds), and
// the RxTimeInterval calls that must not become ambiguous next to the seconds forms. Typechecked by
// .ci/compat5.
import SwiftRx
import Foundation

final class LegacyViewModel {
    let title = Variable("")
    let items = Variable<[String]>([])
    let bag = DisposeBag()

    func bind(_ query: Observable<String>) {
        query
            .debounce(0.3, scheduler: MainScheduler.instance)
            .throttle(0.5, latest: false, scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] text in self?.title.value = text })
            .addDisposableTo(bag)
        title.asObservable()
            .mapWithIndex { text, index in "\(index): \(text)" }
            .subscribe(onNext: { print($0) })
            .addDisposableTo(bag)
        items.value.append("first")
    }
}

func legacyOperators() {
    let s = MainScheduler.instance
    let a = Observable.of(1, 2, 3)
    _ = a.mapWithIndex { x, i in x * i }
    _ = a.flatMapWithIndex { x, i in Observable.just(x + i) }
    _ = a.skipWhileWithIndex { x, i in x < 2 && i < 1 }
    _ = a.takeWhileWithIndex { _, i in i < 2 }
    _ = a.shareReplay(1)
    _ = a.shareReplayLatestWhileConnected()
    let seconds: TimeInterval = 0.5
    _ = a.delay(seconds, scheduler: s)
    _ = a.delay(1, scheduler: s)
    _ = a.delaySubscription(0.5, scheduler: s)
    _ = a.debounce(0.3, scheduler: s)
    _ = a.throttle(0.3, scheduler: s)
    _ = a.throttle(0.3, latest: false, scheduler: s)
    _ = a.timeout(5, scheduler: s)
    _ = a.timeout(5, other: Observable.just(0), scheduler: s)
    _ = a.take(2.5, scheduler: s)
    _ = a.skip(2.5, scheduler: s)
    _ = a.buffer(timeSpan: 1, count: 10, scheduler: s)
    _ = a.window(timeSpan: 1.5, count: 10, scheduler: s)
    _ = Observable<Int>.interval(1, scheduler: s)
    _ = Observable<Int>.interval(0.5, scheduler: s)
    _ = Observable<Int>.timer(0, scheduler: s)
    _ = Observable<Int>.timer(1, period: 0.5, scheduler: s)
    _ = Single.just(1).delay(1, scheduler: s).delaySubscription(0.5, scheduler: s)
    _ = Single.just(1).timeout(2, scheduler: s).timeout(2, other: .just(0), scheduler: s)
    _ = Maybe<Int>.just(1).timeout(2, other: .empty(), scheduler: s)
    _ = Completable.empty().delay(0.1, scheduler: s).timeout(1, scheduler: s)
    let variable = Variable(0)
    variable.value += 1
    _ = variable.asObservable().map { $0 * 2 }
}

func rxTimeIntervalCallsStayUnambiguous() {
    let s = MainScheduler.instance
    let a = Observable.of(1, 2, 3)
    _ = a.delay(.seconds(1), scheduler: s)
    _ = a.delaySubscription(.milliseconds(10), scheduler: s)
    _ = a.debounce(.milliseconds(300), scheduler: s)
    _ = a.throttle(.milliseconds(300), scheduler: s)
    _ = a.throttle(.milliseconds(300), latest: false, scheduler: s)
    _ = a.timeout(.seconds(1), scheduler: s)
    _ = a.timeout(.seconds(1), other: Observable.just(0), scheduler: s)
    _ = a.take(for: .seconds(1), scheduler: s)
    _ = a.skip(.seconds(1), scheduler: s)
    _ = a.buffer(timeSpan: .seconds(1), count: 2, scheduler: s)
    _ = a.window(timeSpan: .never, count: 2, scheduler: s)
    _ = Observable<Int>.interval(.seconds(1), scheduler: s)
    _ = Observable<Int>.timer(.seconds(1), scheduler: s)
    _ = Observable<Int>.timer(.seconds(0), period: .seconds(1), scheduler: s)
    _ = Observable<Int>.timer(.seconds(1), period: nil, scheduler: s)
    _ = Single.just(1).delay(.seconds(1), scheduler: s).timeout(.seconds(1), other: .just(2), scheduler: s)
    _ = Completable.empty().delaySubscription(.seconds(1), scheduler: s).timeout(.seconds(1), scheduler: s)
    _ = Driver.just(1).delay(.seconds(1)).throttle(.milliseconds(300)).debounce(.seconds(1))
    _ = Infallible.just(1).delay(.seconds(1), scheduler: s).throttle(.seconds(1), scheduler: s)
}
