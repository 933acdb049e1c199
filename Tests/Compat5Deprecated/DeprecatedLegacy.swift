import Foundation
// Swift 5 language mode sample: the RxSwift 3/4-era API that RxSwift 6 and RxCocoa 6 still ship as
// deprecated (`*WithIndex`, `addDisposableTo`, `shareReplay`, `Variable` and its Driver and binding
// forms, `Foundation.TimeInterval` seconds for Observable, the traits, Driver and Signal, the
// unlabelled `from(_:)` of an optional), and the RxTimeInterval and `from(_:)` calls that must not
// become ambiguous next to them. Typechecked by .ci/compat5.
import SwiftRx

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

    func drive(_ query: Driver<String>, _ searches: Observable<String>, _ picked: Driver<String>) {
        let selection = Variable<String?>(nil)
        query
            .debounce(0.3)
            .throttle(0.5, latest: false)
            .delay(0.1)
            .drive(title)
            .addDisposableTo(bag)
        picked.drive(selection).addDisposableTo(bag)
        searches.bind(to: title).addDisposableTo(bag)
        searches.bind(to: selection).addDisposableTo(bag)
        title.asDriver()
            .map { $0.uppercased() }
            .drive(onNext: { print($0) })
            .addDisposableTo(bag)
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
    _ = variable.asDriver().throttle(1)
    _ = Driver<Int>.interval(0.5)
    _ = Driver<Int>.timer(1, period: 0.5)
    _ = Signal<Int>.interval(1).debounce(0.25).delay(2)
    _ = Signal<Int>.timer(0, period: 1).throttle(0.5, latest: false)
    let maybeCount: Int? = 3
    _ = Observable.from(maybeCount)
    _ = Observable.from(maybeCount, scheduler: s)
    _ = Observable<Int>.from(nil)
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
    _ = Signal.just(1).delay(.never).throttle(.seconds(1), latest: false).debounce(.microseconds(5))
    _ = Driver<Int>.interval(.seconds(1))
    _ = Driver<Int>.timer(.seconds(1))
    _ = Signal<Int>.timer(.seconds(0), period: .seconds(1))
    _ = Signal<Int>.timer(.seconds(1), period: nil)
    _ = Infallible.just(1).delay(.seconds(1), scheduler: s).throttle(.seconds(1), scheduler: s)
}

// Each `from` is type-checked in a statement of its own and its type pinned in the next one: a call
// that became ambiguous, or that picked the optional form, fails to compile.
func fromCallsKeepTheirForms(_ stream: AsyncStream<Int>) {
    let s = MainScheduler.instance
    let array = Observable.from([1, 2, 3])
    let _: Observable<Int> = array
    let explicit = Observable<Int>.from([1, 2])
    let _: Observable<Int> = explicit
    let set = Observable.from(Set([1]))
    let _: Observable<Int> = set
    let range = Observable.from(1...3)
    let _: Observable<Int> = range
    let string = Observable.from("ab")
    let _: Observable<Character> = string
    let scheduled = Observable.from([1, 2], scheduler: s)
    let _: Observable<Int> = scheduled
    let inferred: Observable<Int> = .from([1])
    let flattened = Observable.just([4, 5]).flatMap { Observable.from($0) }
    let _: Observable<Int> = flattened
    let async = Observable.from(stream)
    let _: Observable<Int> = async
    let labelled = Observable.from(optional: 9)
    let _: Observable<Int> = labelled
    let anys: Observable<Any> = .from([1, 2])
    _ = (inferred, anys)
}
