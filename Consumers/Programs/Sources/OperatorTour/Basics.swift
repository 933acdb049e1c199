import Foundation
import SwiftRx

struct Person: Decodable, Sendable {
    let name: String
    let age: Int
}

final class Resource: Disposable {
    func dispose() { print("using: resource disposed") }
}

final class Counter: Sendable {
    let name = "counter"
}

func tourCreating() {
    print("--- creating")
    show("just", Observable.just("hello"))
    show("of", Observable.of(1, 2, 3))
    show("from array", Observable.from([4, 5, 6]))
    show("from optional some", Observable.from(optional: 7))
    show("from optional none", Observable<Int>.from(optional: nil))
    show("empty", Observable<Int>.empty())
    show("error", Observable<Int>.error(TourError.boom))
    show("never.take(0)", Observable<Int>.never().take(0))
    show("range", Observable.range(start: 10, count: 4))
    show("repeatElement", Observable.repeatElement("r").take(3))
    show("generate", Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 }))
    show(
        "create",
        Observable<String>.create { observer in
            observer.onNext("a")
            observer.onNext("b")
            observer.onCompleted()
            observer.onNext("ignored after completion")
            return Disposables.create { print("create: disposed") }
        })
    show("deferred", Observable.deferred { Observable.of("fresh", "each", "time") })
    show(
        "using",
        Observable.using(
            { Resource() },
            observableFactory: { _ in Observable.of(1, 2) }
        ))
    let disposable = Observable.of(1, 2, 3).subscribe(
        onNext: { print("subscribe onNext:", $0) },
        onError: { print("subscribe onError:", $0) },
        onCompleted: { print("subscribe onCompleted") },
        onDisposed: { print("subscribe onDisposed") })
    disposable.dispose()
    _ = Observable.just(1).subscribe { event in print("subscribe event:", event) }
}

func tourTransforming() {
    print("--- transforming")
    show("map", Observable.of(1, 2, 3).map { $0 * 10 })
    show("compactMap", Observable.of("1", "x", "3").compactMap { Int($0) })
    show("flatMap", Observable.of(1, 2).flatMap { Observable.of($0, $0 * 100) })
    show("flatMap single", Observable.of(1, 2).flatMap { value in Single.just(value + 1) })
    show("concatMap", Observable.of(3, 4).concatMap { Observable.repeatElement($0).take($0) })
    show("flatMapLatest", Observable.of(1, 2, 3).flatMapLatest { Observable.just("latest \($0)") })
    show("flatMapFirst", Observable.of(1, 2, 3).flatMapFirst { Observable.just("first \($0)") })
    show("scan", Observable.of(1, 2, 3, 4).scan(0) { $0 + $1 })
    show("scan into", Observable.of("a", "b", "c").scan(into: [String]()) { $0.append($1) })
    show("enumerated", Observable.of("x", "y").enumerated().map { "\($0.index):\($0.element)" })
    show("materialize", Observable.of(1, 2).materialize())
    show(
        "dematerialize",
        Observable<Event<Int>>.of(.next(1), .next(2), .completed).dematerialize())
    show("buffer count", Observable.range(start: 1, count: 5).buffer(timeSpan: .seconds(100), count: 2, scheduler: MainScheduler.instance))
    show(
        "groupBy",
        Observable.of(1, 2, 3, 4, 5, 6)
            .groupBy { $0 % 2 == 0 ? "even" : "odd" }
            .flatMap { group in group.toArray().map { "\(group.key)=\($0)" } }
            // The groups complete together, in no fixed order (as in RxSwift): sort them.
            .toArray()
            .map { $0.sorted() })
    let counter = Counter()
    show("withUnretained", Observable.of(1, 2).withUnretained(counter).map { object, value in "\(object.name) \(value)" })
    let json = #"[{"name":"Ada","age":36},{"name":"Alan","age":41}]"#
    show(
        "decode",
        Observable.just(Data(json.utf8)).decode(type: [Person].self, decoder: JSONDecoder())
            .map { people in people.map { "\($0.name) \($0.age)" }.joined(separator: ", ") })
    show("toArray", Observable.of(3, 1, 2).toArray().map { $0.sorted() })
}

func tourFiltering() {
    print("--- filtering")
    show("filter", Observable.range(start: 1, count: 10).filter { $0 % 3 == 0 })
    show("distinctUntilChanged", Observable.of(1, 1, 2, 2, 2, 1, 3).distinctUntilChanged())
    show("distinctUntilChanged key", Observable.of("apple", "avocado", "banana", "blueberry", "cherry").distinctUntilChanged { $0.first })
    show("distinctUntilChanged compare", Observable.of(1, 2, 12, 13, 25).distinctUntilChanged { $0 / 10 == $1 / 10 })
    show("elementAt", Observable.of("a", "b", "c").element(at: 1))
    show("elementAt out of range", Observable.of("a").element(at: 3))
    show("take", Observable.range(start: 1, count: 100).take(3))
    show("takeLast", Observable.range(start: 1, count: 10).takeLast(2))
    show("skip", Observable.of(1, 2, 3, 4).skip(2))
    show("ignoreElements", Observable.of(1, 2, 3).ignoreElements())
    show("single", Observable.just(42).single())
    show("single too many", Observable.of(1, 2).single())
    show("single predicate", Observable.of(1, 2, 3).single { $0 == 2 })
    show("take while", Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }))
    show("take while inclusive", Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive))
    show("take until predicate", Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }))
    show("skip while", Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 }))
    let stop = PublishSubject<Void>()
    let values = PublishSubject<Int>()
    _ = values.take(until: stop).subscribe(
        onNext: { print("take until other:", $0) }, onCompleted: { print("take until other: completed") })
    values.onNext(1)
    values.onNext(2)
    stop.onNext(())
    values.onNext(3)
    let start = PublishSubject<Void>()
    let more = PublishSubject<Int>()
    _ = more.skip(until: start).subscribe(
        onNext: { print("skip until:", $0) }, onCompleted: { print("skip until: completed") })
    more.onNext(1)
    start.onNext(())
    more.onNext(2)
    more.onCompleted()
}

func tourCombining() {
    print("--- combining")
    show("merge", Observable.merge(Observable.of(1, 2), Observable.of(10, 20)))
    show("merge array", Observable.merge([Observable.just("a"), Observable.just("b"), Observable.just("c")]))
    show("merge instance", Observable.of(Observable.of(1), Observable.of(2, 3)).merge())
    show("merge maxConcurrent", Observable.of(Observable.of(1), Observable.of(2)).merge(maxConcurrent: 1))
    show("concat", Observable.of(1, 2).concat(Observable.of(3)))
    show("concat array", Observable.concat([Observable.just(1), Observable.just(2), Observable.just(3)]))
    show("startWith", Observable.of(3, 4).startWith(1, 2))
    show("combineLatest array", Observable.combineLatest([Observable.of(1, 2), Observable.just(10)]).map { $0.reduce(0, +) })
    show("zip array", Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]).map { $0.map(String.init).joined(separator: "&") })
    show("amb", Observable.amb([Observable<Int>.never(), Observable.just(5)]))
    show("amb instance", Observable.just(1).amb(Observable<Int>.never()))

    let outer = PublishSubject<Observable<String>>()
    let first = PublishSubject<String>()
    let second = PublishSubject<String>()
    _ = outer.switchLatest().subscribe(onNext: { print("switchLatest:", $0) })
    outer.onNext(first)
    first.onNext("first 1")
    outer.onNext(second)
    first.onNext("first 2 (ignored)")
    second.onNext("second 1")

    let taps = PublishSubject<Void>()
    let text = BehaviorSubject(value: "")
    _ = taps.withLatestFrom(text).subscribe(onNext: { print("withLatestFrom:", $0) })
    _ = taps.withLatestFrom(text) { _, latest in latest.uppercased() }.subscribe(onNext: { print("withLatestFrom selector:", $0) })
    text.onNext("hel")
    text.onNext("hello")
    taps.onNext(())
    text.onNext("world")
    taps.onNext(())

    let sampled = PublishSubject<Int>()
    let ticks = PublishSubject<Void>()
    _ = sampled.sample(ticks).subscribe(onNext: { print("sample:", $0) })
    sampled.onNext(1)
    sampled.onNext(2)
    ticks.onNext(())
    ticks.onNext(())
    sampled.onNext(3)
    ticks.onNext(())
}

func tourErrorHandling() {
    print("--- error handling")
    let failing = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(TourError.boom)
        return Disposables.create()
    }
    show("catch", failing.catch { error in Observable.just(-1) })
    show("catchAndReturn", failing.catchAndReturn(0))
    show("catch sequence", Observable.catch(sequence: [failing, Observable.just(9)]))
    show("retry(3)", failing.retry(3))
    show(
        "retry when",
        Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onError(TourError.failed(1))
            return Disposables.create()
        }
        .retry { (errors: Observable<TourError>) in
            errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                attempt < 2 ? Observable.just(attempt) : Observable.error(error)
            }
        })
    show("map throws", Observable.of(1, 2, 3).map { value -> Int in
        if value == 2 { throw TourError.failed(value) }
        return value
    })
    show("error then catch in flatMap", Observable.of(1, 2, 3).flatMap { value in
        value == 2 ? Observable<Int>.error(TourError.boom).catchAndReturn(-2) : Observable.just(value)
    })
}

func tourUtility() {
    print("--- utility")
    show(
        "do",
        Observable.of(1, 2)
            .do(
                onNext: { print("  do onNext", $0) },
                afterNext: { print("  do afterNext", $0) },
                onError: { print("  do onError", $0) },
                onCompleted: { print("  do onCompleted") },
                onSubscribe: { print("  do onSubscribe") },
                onSubscribed: { print("  do onSubscribed") },
                onDispose: { print("  do onDispose") }))
    show("observe on current thread", Observable.of(1, 2).observe(on: CurrentThreadScheduler.instance))
    show("subscribe on immediate", Observable.of(1, 2).subscribe(on: ConcurrentMainScheduler.instance).take(0))
    show("materialize error", Observable<Int>.error(TourError.boom).materialize())
    let bag = DisposeBag()
    let subject = PublishSubject<String>()
    subject.subscribe(onNext: { print("disposed(by:) got", $0) }, onDisposed: { print("disposed(by:) disposed") })
        .disposed(by: bag)
    subject.onNext("one")
    let composite = CompositeDisposable()
    _ = composite.insert(Disposables.create { print("composite disposed a") })
    _ = composite.insert(Disposables.create { print("composite disposed b") })
    composite.dispose()
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { print("serial replaced first") }
    serial.disposable = Disposables.create { print("serial disposed second") }
    serial.dispose()
}

func tourConditionalAndAggregate() {
    print("--- conditional and aggregate")
    show("ifEmpty default", Observable<Int>.empty().ifEmpty(default: 99))
    show("ifEmpty switchTo", Observable<Int>.empty().ifEmpty(switchTo: Observable.of(1, 2)))
    show("reduce", Observable.of(1, 2, 3, 4).reduce(0, accumulator: +))
    show("reduce mapResult", Observable.of(1, 2, 3).reduce(1, accumulator: *, mapResult: { "product \($0)" }))
    show("toArray", Observable.range(start: 0, count: 4).toArray())
    show("count via reduce", Observable.of("a", "b", "c").reduce(0) { count, _ in count + 1 })
    show("contains via filter", Observable.of(1, 5, 9).filter { $0 == 5 }.take(1).map { _ in true }.ifEmpty(default: false))
}

func tourConnectable() {
    print("--- connectable")
    let source = Observable<Int>.create { observer in
        print("  source subscribed")
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
    }
    let published = source.publish()
    _ = published.subscribe(onNext: { print("publish A:", $0) })
    _ = published.subscribe(onNext: { print("publish B:", $0) })
    _ = published.connect()

    let replayed = source.replay(1)
    _ = replayed.connect()
    _ = replayed.subscribe(onNext: { print("replay(1) late:", $0) }, onCompleted: { print("replay(1) late: completed") })

    let replayedAll = source.replayAll()
    _ = replayedAll.connect()
    _ = replayedAll.subscribe(onNext: { print("replayAll late:", $0) })

    let multicasted = source.multicast(ReplaySubject<Int>.create(bufferSize: 2))
    _ = multicasted.connect()
    _ = multicasted.subscribe(onNext: { print("multicast replay subject:", $0) })

    let subject = PublishSubject<String>()
    let shared = subject.do(onSubscribe: { print("  shared subscribed upstream") }).share()
    let first = shared.subscribe(onNext: { print("share A:", $0) })
    let second = shared.subscribe(onNext: { print("share B:", $0) })
    subject.onNext("x")
    first.dispose()
    second.dispose()
    subject.onNext("lost")

    let replayShared = subject.share(replay: 1, scope: .forever)
    let holder = replayShared.subscribe(onNext: { print("share(replay:) A:", $0) })
    subject.onNext("kept")
    let late = replayShared.subscribe(onNext: { print("share(replay:) late:", $0) })
    holder.dispose()
    late.dispose()

    let counted = source.publish().refCount()
    _ = counted.subscribe(onNext: { print("refCount:", $0) })
    _ = source.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) })
        .subscribe(onNext: { print("multicast selector:", $0) })
}
