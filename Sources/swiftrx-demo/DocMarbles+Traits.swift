import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization

/// An input as an `Infallible` (the diagrams' inputs never fail).
private func inf(_ source: Observable<String>) -> Infallible<String> {
    source.asInfallible(onErrorJustReturn: "#")
}

private func ticks(_ count: Int) -> RxTimeInterval { .seconds(count) }

private let infallibleFile = "Traits/Infallible/"

/// The `Infallible` operators' diagrams.
let docInfallibleMarbles: [DocMarble] = [
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "filter { $0 % 2 == 0 }:", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).filter { Int($0)! % 2 == 0 }.asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "distinctUntilChanged():", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).distinctUntilChanged().asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "distinctUntilChanged { $0 % 2 == $1 % 2 }:",
        inputs: ["source:"]
    ) { _, s in inf(s[0]).distinctUntilChanged { Int($0)! % 2 == Int($1)! % 2 }.asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "distinctUntilChanged { $0.letter }:",
        inputs: ["source:"], wideElements: true
    ) { _, s in inf(s[0]).distinctUntilChanged { $0.first }.asObservable() },
    DocMarble(file: infallibleFile + "Infallible+Filtering.swift", output: "take(2):", inputs: ["source:"]) { _, s in
        inf(s[0]).take(2).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "take(while: { $0 < 3 }):", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).take(while: { Int($0)! < 3 }).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "take(until: { $0 > 3 }):", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).take(until: { Int($0)! > 3 }).asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Filtering.swift", output: "take(for: 7 ticks):", inputs: ["source:"]) {
        scheduler, s in inf(s[0]).take(for: ticks(7), scheduler: scheduler).asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Filtering.swift", output: "skip(2):", inputs: ["source:"]) { _, s in
        inf(s[0]).skip(2).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Filtering.swift", output: "skip(while: { $0 < 3 }):", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).skip(while: { Int($0)! < 3 }).asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Filtering.swift", output: "skip(4 ticks):", inputs: ["source:"]) {
        scheduler, s in inf(s[0]).skip(ticks(4), scheduler: scheduler).asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Time.swift", output: "debounce(2 ticks):", inputs: ["source:"]) {
        scheduler, s in inf(s[0]).debounce(ticks(2), scheduler: scheduler).asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Time.swift", output: "throttle(4 ticks):", inputs: ["source:"]) {
        scheduler, s in inf(s[0]).throttle(ticks(4), scheduler: scheduler).asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Time.swift", output: "delay(3 ticks):", inputs: ["source:"]) {
        scheduler, s in inf(s[0]).delay(ticks(3), scheduler: scheduler).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "map { $0 * 10 }:", inputs: ["source:"],
        wideElements: true
    ) {
        _, s in inf(s[0]).map { String(Int($0)! * 10) }.asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "compactMap { Int($0) }:", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).compactMap { Int($0).map(String.init) }.asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "flatMap:",
        inputs: ["source:", "inner(1):", "inner(2):"], cold: [1, 2]
    ) { _, s in inf(s[0]).flatMap { inf($0 == "1" ? s[1] : s[2]) }.asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "flatMapLatest:",
        inputs: ["source:", "inner(1):", "inner(2):"], cold: [1, 2]
    ) { _, s in inf(s[0]).flatMapLatest { inf($0 == "1" ? s[1] : s[2]) }.asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "flatMapFirst:",
        inputs: ["source:", "inner(1):", "inner(3):"], cold: [1, 2]
    ) { _, s in inf(s[0]).flatMapFirst { inf($0 == "1" ? s[1] : $0 == "3" ? s[2] : .never()) }.asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "concatMap:",
        inputs: ["source:", "inner(1):", "inner(2):"], cold: [1, 2]
    ) { _, s in inf(s[0]).concatMap { inf($0 == "1" ? s[1] : s[2]) }.asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "scan(0) { $0 + $1 }:", inputs: ["source:"]
    ) {
        _, s in inf(s[0]).scan(0) { $0 + Int($1)! }.map(String.init).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Transforming.swift", output: "scan(into: []) { $0.append($1) }:",
        inputs: ["source:"]
    ) { _, s in inf(s[0]).scan(into: [String]()) { $0.append($1) }.map { $0.count == 1 ? "a" : "b" }.asObservable() },
    DocMarble(file: infallibleFile + "Infallible+Combining.swift", output: "merge:", inputs: ["a:", "b:"]) { _, s in
        Infallible.merge(ContiguousArray([inf(s[0]), inf(s[1])])).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "merge:", occurrence: 1, inputs: ["a:", "b:"]
    ) {
        _, s in Infallible.merge([inf(s[0]), inf(s[1])]).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "merge:", occurrence: 2, inputs: ["a:", "b:"]
    ) {
        _, s in Infallible.merge(inf(s[0]), inf(s[1])).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "concat:", occurrence: 2,
        inputs: ["self:", "second:"], cold: [1]
    ) { _, s in inf(s[0]).concat(inf(s[1])).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "append(second):", inputs: ["self:", "second:"],
        cold: [1]
    ) { _, s in
        let append: (Infallible<String>) -> Infallible<String> = inf(s[0]).concat
        return append(inf(s[1])).asObservable()
    },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "concat:", inputs: ["a:", "b:"],
        cold: [0, 1]
    ) { _, s in Infallible.concat(AnySequence([inf(s[0]), inf(s[1])])).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "concat:", occurrence: 1, inputs: ["a:", "b:"],
        cold: [0, 1]
    ) { _, s in Infallible.concat(inf(s[0]), inf(s[1])).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "withLatestFrom(second) { \"\\($0)\\($1)\" }:",
        inputs: ["self:", "second:"], wideElements: true
    ) { _, s in inf(s[0]).withLatestFrom(inf(s[1])) { $0 + $1 }.asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "withLatestFrom(second):",
        inputs: ["self:", "second:"]
    ) { _, s in inf(s[0]).withLatestFrom(inf(s[1])).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "take(until: other):", inputs: ["self:", "other:"]
    ) { _, s in inf(s[0]).take(until: inf(s[1])).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "take(until: other):", occurrence: 1,
        inputs: ["self:", "other:"]
    ) { _, s in inf(s[0]).take(until: s[1]).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "skip(until: other):", inputs: ["self:", "other:"]
    ) { _, s in inf(s[0]).skip(until: inf(s[1])).asObservable() },
    DocMarble(
        file: infallibleFile + "Infallible+Combining.swift", output: "skip(until: other):", occurrence: 1,
        inputs: ["self:", "other:"]
    ) { _, s in inf(s[0]).skip(until: s[1]).asObservable() },
    DocMarble(file: infallibleFile + "Infallible+Create.swift", output: "just(1):") { _, _ in
        Infallible.just("1").asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Create.swift", output: "empty():") { _, _ in
        Infallible<String>.empty().asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Create.swift", output: "never():") { _, _ in
        Infallible<String>.never().asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Create.swift", output: "of(1, 2, 3):") { _, _ in
        Infallible.of("1", "2", "3").asObservable()
    },
    DocMarble(file: infallibleFile + "Infallible+Utility.swift", output: "do(onNext: log):", inputs: ["source:"]) {
        _, s in inf(s[0]).do(onNext: { _ in }).asObservable()
    },
]

/// A sequence that is `attempts[n]` on its `n`th subscription: a source drawn once per attempt.
func perAttempt(_ attempts: [Observable<String>]) -> Observable<String> {
    let count = Attempts()
    return Observable.deferred {
        let attempt = count.next()
        return attempts[min(attempt, attempts.count - 1)]
    }
}

/// Counts the subscriptions of `perAttempt`.
private final class Attempts: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}

private struct Item: Decodable {
    let id: Int
}

/// Diagrams of operators that need a little set-up: resubscription, resources, decoding, subjects.
let docSetUpMarbles: [DocMarble] = [
    DocMarble(
        file: "Operators/ErrorHandling/Retry.swift", output: "retry():", inputs: ["source (1st):", "source (2nd):"],
        cold: [0, 1], errorSymbols: ["#", "X"]
    ) { _, s in perAttempt(s).retry() },
    DocMarble(
        file: "Operators/ErrorHandling/RetryWhen.swift", output: "retry(when:):",
        inputs: ["source (1st):", "source (2nd):"], cold: [0, 1]
    ) { _, s in perAttempt(s).retry(when: { (errors: Observable<any Error>) in errors.map { _ in "x" } }) },
    DocMarble(
        file: "Operators/ErrorHandling/RetryWhen.swift", output: "retry(when:):", occurrence: 1,
        inputs: ["source (1st):", "source (2nd):"], cold: [0, 1]
    ) { _, s in perAttempt(s).retry(when: { (errors: Observable<MarbleError>) in errors.map { _ in "x" } }) },
    DocMarble(file: "Operators/Utility/SubscribeOn.swift", output: "subscribe(on: s):", inputs: ["source:"]) {
        scheduler, s in s[0].subscribe(on: scheduler)
    },
    DocMarble(file: "Operators/Utility/Do.swift", output: "do(onNext: print):", inputs: ["source:"]) { _, s in
        s[0].do(onNext: { _ in })
    },
    DocMarble(file: "Operators/Time/Window.swift", output: "window(timeSpan: 6, count: 3):", inputs: ["source:"]) {
        scheduler, s in
        s[0].window(timeSpan: ticks(6), count: 3, scheduler: scheduler).enumerated().map { ["a", "b", "c"][$0.index] }
    },
    DocMarble(file: "Operators/Creating/Using.swift", output: "result:", inputs: ["sequence:"]) { _, s in
        Observable.using({ BooleanDisposable() }, observableFactory: { _ in s[0] })
    },
    DocMarble(file: "Operators/Creating/Create.swift", output: "result:") { _, _ in
        Observable.create { observer in
            observer.onNext("1")
            observer.onNext("2")
            observer.onCompleted()
            return Disposables.create()
        }
    },
    DocMarble(file: "Operators/Creating/Deferred.swift", output: "result per subscription:") { _, _ in
        Observable.deferred { .just("t") }
    },
    DocMarble(
        file: "Operators/Transforming/Decode.swift", output: "decode(type: Item.self, decoder: json):",
        inputs: ["source:"], wideElements: true
    ) { _, s in
        s[0].map { Data("{\"id\":\($0.dropFirst())}".utf8) }
            .decode(type: Item.self, decoder: JSONDecoder())
            .map { "i\($0.id)" }
    },
    DocMarble(file: "Subjects/PublishSubject.swift", output: "observer A:", inputs: ["subject:"]) { _, s in
        s[0].multicast(PublishSubject()).refCount()
    },
    DocMarble(file: "Subjects/BehaviorSubject.swift", output: "observer A:", inputs: ["subject (value: 0):"]) {
        _, s in s[0].multicast(BehaviorSubject(value: "0")).refCount()
    },
    DocMarble(file: "Subjects/ReplaySubject.swift", output: "observer A:", inputs: ["subject (bufferSize: 2):"]) {
        _, s in s[0].multicast(ReplaySubject.create(bufferSize: 2)).refCount()
    },
    DocMarble(file: "Subjects/AsyncSubject.swift", output: "observer:", inputs: ["subject:"]) { _, s in
        s[0].multicast(AsyncSubject()).refCount()
    },
    DocMarble(
        file: "Traits/PrimitiveSequence/ObservableType+PrimitiveSequence.swift", output: "asSingle():",
        inputs: ["source:"]
    ) { _, s in s[0].asSingle().asObservable() },
    DocMarble(
        file: "Traits/PrimitiveSequence/ObservableType+PrimitiveSequence.swift", output: "asMaybe():",
        inputs: ["source:"]
    ) { _, s in s[0].asMaybe().asObservable() },
    DocMarble(
        file: "Traits/PrimitiveSequence/ObservableType+PrimitiveSequence.swift", output: "first():", inputs: ["source:"]
    ) { _, s in s[0].first().asObservable().map { $0 ?? "nil" } },
    DocMarble(
        file: "Traits/PrimitiveSequence/ObservableType+PrimitiveSequence.swift", output: "asCompletable():",
        inputs: ["source:"]
    ) { _, s in s[0].ignoreElements().asCompletable().andThen(Observable<String>.empty()) },
    DocMarble(file: "Operators/Connectable/Share/Share.swift", output: "observer A (at 0):", inputs: ["source:"]) {
        _, s in s[0].share(replay: 1)
    },
    DocMarble(file: "Operators/Connectable/Publish.swift", output: "observer A (at 0):", inputs: ["source:"]) {
        _, s in s[0].publish().refCount()
    },
    DocMarble(file: "Operators/Connectable/RefCount.swift", output: "observer A:", inputs: ["source:"]) { _, s in
        s[0].publish().refCount()
    },
    DocMarble(file: "Operators/Connectable/Replay.swift", output: "observer (after 2):", inputs: ["source:"]) {
        scheduler, s in connected(s[0].replay(1), subscribingAt: 6, on: scheduler)
    },
    DocMarble(
        file: "Operators/Connectable/Replay.swift", output: "observer (after 2):", occurrence: 1, inputs: ["source:"]
    ) { scheduler, s in connected(s[0].replayAll(), subscribingAt: 6, on: scheduler) },
]

/// `connectable`, connected when the diagram starts, observed from `time` on.
private func connected(
    _ connectable: ConnectableObservable<String>, subscribingAt time: Int, on scheduler: TestScheduler
) -> Observable<String> {
    let connection: @Sendable () -> SingleAssignmentDisposable = {
        let disposable = SingleAssignmentDisposable()
        disposable.setDisposable(connectable.connect())
        return disposable
    }
    return Observable.using(
        connection,
        observableFactory: { _ in
            connectable.asObservable().delaySubscription(ticks(time), scheduler: scheduler)
        })
}
