import Dispatch
import SwiftRx

// User code written generically over ObservableType, as apps write their own operators.

/// Each element paired with the one before it.
func pairwise<O: ObservableType>(_ source: O) -> Observable<(O.Element, O.Element)> {
    source.scan((O.Element?.none, O.Element?.none)) { previous, element in (previous.1, element) }
        .compactMap { pair -> (O.Element, O.Element)? in
            guard let first = pair.0, let second = pair.1 else { return nil }
            return (first, second)
        }
}

/// Keeps the elements at even indices.
func everyOther<O: ObservableType>(_ source: O) -> Observable<O.Element> {
    source.enumerated().filter { $0.index % 2 == 0 }.map { $0.element }
}

/// Merges any two sources of the same element type, mapped to strings.
func mergedDescriptions<A: ObservableType, B: ObservableType>(_ a: A, _ b: B) -> Observable<String>
where A.Element == B.Element {
    Observable.merge(a.map { "a:\($0)" }, b.map { "b:\($0)" })
}

extension ObservableType where Element: Numeric & Sendable {
    /// The running total of the elements.
    func runningTotal() -> Observable<Element> {
        scan(0) { $0 + $1 }
    }
}

extension ObservableType where Element: Comparable & Sendable {
    /// The largest element so far, each time it changes.
    func runningMax() -> Observable<Element> {
        scan(Element?.none) { current, element in current.map { Swift.max($0, element) } ?? element }
            .compactMap { $0 }
            .distinctUntilChanged()
    }
}

extension ObservableType where Element: Sendable {
    /// Replaces an error with the given elements, then completes.
    func recover(with fallback: Element...) -> Observable<Element> {
        self.catch { _ in Observable.from(fallback) }
    }

    /// Counts the elements.
    func count() -> Single<Int> {
        reduce(0) { count, _ in count + 1 }.asSingle()
    }
}

/// A generic pipeline that takes any convertible (a trait, a subject or an observable).
func firstTwo<C: ObservableConvertibleType>(of convertible: C) -> Observable<[C.Element]> {
    convertible.asObservable().take(2).toArray().asObservable()
}

func tourGenericUserCode() {
    print("--- generic user code over ObservableType")
    show("pairwise", pairwise(Observable.of(1, 2, 3, 4)).map { "\($0)-\($1)" })
    let subject = PublishSubject<String>()
    _ = pairwise(subject).subscribe(onNext: { print("pairwise subject:", $0, $1) })
    subject.onNext("a")
    subject.onNext("b")
    subject.onNext("c")
    show("everyOther", everyOther(Observable.range(start: 0, count: 7)))
    show("mergedDescriptions", mergedDescriptions(Observable.of(1, 2), BehaviorSubject(value: 3).take(1)))
    show("runningTotal", Observable.of(1.5, 2.5, 3.0).runningTotal())
    show("runningMax", Observable.of(3, 1, 4, 1, 5, 9, 2, 6).runningMax())
    show("recover", Observable<Int>.error(TourError.boom).startWith(1).recover(with: 8, 9))
    _ = Observable.of("x", "y", "z").count().subscribe(onSuccess: { print("count:", $0) })
    show("firstTwo of Single", firstTwo(of: Single.just(5)))
    show("firstTwo of ReplaySubject", firstTwo(of: { () -> ReplaySubject<Int> in
        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        replay.onNext(1)
        replay.onNext(2)
        replay.onNext(3)
        return replay
    }()))
}

func tourLongChains() {
    print("--- long chains")
    let start: Observable<Int> = Observable.range(start: 1, count: 40)
            .map { $0 * 2 }
            .filter { $0 % 3 != 0 }
            .skip(1)
            .take(30)
            .distinctUntilChanged()
            .scan(0) { $0 + $1 }
            .map { $0 % 97 }
    let labelled: Observable<String> = start
            .enumerated()
            .map { "\($0.index).\($0.element)" }
    let numbers: Observable<Int> = labelled
            .compactMap { (text: String) -> Int? in text.split(separator: ".").last.flatMap { Int($0) } }
    let numbers1: Observable<Int> = numbers
            .startWith(-1, -2)
            .filter { $0 != 13 }
    let numbers2: Observable<Int> = numbers1
            .do(onNext: { _ in })
            .concatMap { Observable.of($0, $0 + 1000) }
            .filter { $0 < 1000 }
            .flatMap { Observable.just($0 * 3) }
            .map { $0 - 1 }
    let middle: Observable<Int> = numbers2
            .skip(while: { $0 < 0 })
            .take(while: { $0 < 10_000 })
            .flatMapLatest { Observable.just($0) }
            .catchAndReturn(-99)
            .retry(2)
    let counts: Observable<Int> = middle
            .distinctUntilChanged { $0 / 10 == $1 / 10 }
            .map { String($0) }
            .map { $0.count }
    let end: Observable<String> = counts
            .reduce(0) { (total: Int, digits: Int) in total + digits }
            .map { "digits \($0)" }
            .concat(Observable.just("tail"))
            .startWith("head")
            .toArray()
            .asObservable()
            .map { $0.joined(separator: ",") }
            .ifEmpty(default: "empty")
            .share(replay: 1)
    show("chain of 34 operators", end)
    // The same length in one expression: with untyped closures full of literals (as above) Swift 6.3
    // gives up ("unable to type-check this expression in reasonable time"), so this one spells out
    // its closures' types, as users do when the type checker needs help.
    show("chain of 35 operators in one expression", oneExpressionChain())
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    subject
        .filter { $0 > 0 }
        .map { $0 * $0 }
        .buffer(timeSpan: .seconds(1000), count: 3, scheduler: MainScheduler.instance)
        .map { $0.reduce(0, +) }
        .withLatestFrom(Observable.just("sum")) { sum, label in "\(label) \(sum)" }
        .flatMap { Observable.of($0, $0.uppercased()) }
        .distinctUntilChanged()
        .subscribe(onNext: { print("subject chain:", $0) }, onCompleted: { print("subject chain: completed") })
        .disposed(by: bag)
    for value in [1, -2, 2, 3, 4, 5, 6] { subject.onNext(value) }
    subject.onCompleted()
}

/// 35 operators in one expression.
func oneExpressionChain() -> Observable<String> {
    Observable.range(start: 1, count: 200)
        .map { (value: Int) -> Int in value * 3 }
        .filter { (value: Int) -> Bool in value % 2 == 1 }
        .skip(2)
        .take(150)
        .distinctUntilChanged()
        .scan(0) { (sum: Int, value: Int) -> Int in sum + value }
        .map { (sum: Int) -> Int in sum % 1000 }
        .startWith(0)
        .skip(1)
        .take(120)
        .filter { (value: Int) -> Bool in value > 10 }
        .map { (value: Int) -> String in String(value) }
        .map { (text: String) -> Int in text.count }
        .distinctUntilChanged()
        .concatMap { (digits: Int) -> Observable<Int> in Observable.of(digits, digits * 10) }
        .flatMap { (value: Int) -> Observable<Int> in Observable.just(value) }
        .flatMapLatest { (value: Int) -> Observable<Int> in Observable.just(value + 1) }
        .do(onNext: { (_: Int) in })
        .catchAndReturn(-1)
        .retry(2)
        .skip(while: { (value: Int) -> Bool in value < 2 })
        .take(while: { (value: Int) -> Bool in value < 100 })
        .enumerated()
        .map { (pair: (index: Int, element: Int)) -> Int in pair.index + pair.element }
        .compactMap { (value: Int) -> Int? in value % 5 == 0 ? nil : value }
        .takeLast(6)
        .ifEmpty(default: -2)
        .reduce(0) { (total: Int, value: Int) -> Int in total + value }
        .map { (total: Int) -> String in "total \(total)" }
        .concat(Observable.just("end"))
        .startWith("begin")
        .toArray()
        .asObservable()
        .map { (parts: [String]) -> String in parts.joined(separator: " ") }
        .share(replay: 1)
}

func tourRealScheduler() {
    print("--- real schedulers, waited for")
    let done = DispatchSemaphore(value: 0)
    let background = SerialDispatchQueueScheduler(qos: .default)
    _ = Observable.range(start: 1, count: 5)
        .subscribe(on: background)
        .map { $0 * $0 }
        .observe(on: background)
        .toArray()
        .subscribe(
            onSuccess: { squares in
                print("serial scheduler:", squares)
                done.signal()
            },
            onFailure: { error in
                print("serial scheduler failed:", error)
                done.signal()
            })
    if done.wait(timeout: .now() + 10) == .timedOut { print("serial scheduler: timed out") }

    let concurrent = ConcurrentDispatchQueueScheduler(qos: .utility)
    let finished = DispatchSemaphore(value: 0)
    _ = Observable.of(3, 1, 2)
        .flatMap { value in Observable.just(value * 10).subscribe(on: concurrent) }
        .toArray()
        .map { $0.sorted() }
        .subscribe(onSuccess: { values in
            print("concurrent scheduler (sorted):", values)
            finished.signal()
        })
    if finished.wait(timeout: .now() + 10) == .timedOut { print("concurrent scheduler: timed out") }

    let ticked = DispatchSemaphore(value: 0)
    _ = Observable<Int>.interval(.milliseconds(5), scheduler: background)
        .take(3)
        .toArray()
        .subscribe(onSuccess: { ticks in
            print("interval on a real scheduler:", ticks)
            ticked.signal()
        })
    if ticked.wait(timeout: .now() + 10) == .timedOut { print("interval: timed out") }
}
