import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization

// Diagrams with a second observer (one that subscribes after the first, or to a relay or subject fed
// from the start), and the relay bindings.

private func ticks(_ count: Int) -> RxTimeInterval { .seconds(count) }

/// `observable` subscribed `time` ticks after the diagram starts (at once for 0).
private func subscribed(at time: Int, to observable: Observable<String>, on scheduler: TestScheduler)
    -> Observable<String>
{
    time == 0 ? observable : observable.delaySubscription(ticks(time), scheduler: scheduler)
}

/// `source` fed into `accept` from the start; what `observed` emits, observed from `time` on.
private func fed(
    _ source: Observable<String>, into accept: @escaping @Sendable (String) -> Void,
    observing observed: Observable<String>,
    from time: Int, on scheduler: TestScheduler
) -> Observable<String> {
    heldWhileSubscribed(
        { source.subscribe(onNext: accept) }, then: { subscribed(at: time, to: observed, on: scheduler) })
}

/// `source` fed into `subject` (every event) from the start; `subject` observed from `time` on.
private func fed<Subject: SubjectType & Sendable>(
    _ source: Observable<String>, into subject: Subject, from time: Int, on scheduler: TestScheduler
) -> Observable<String> where Subject.Observer.Element == String, Subject.Element == String {
    heldWhileSubscribed(
        { source.subscribe(subject.asObserver()) },
        then: { subscribed(at: time, to: subject.asObservable(), on: scheduler) })
}

/// The second observer of `shared`: the first subscribes at once, the second `time` ticks later.
func secondObserver(of shared: Observable<String>, at time: Int, on scheduler: TestScheduler)
    -> Observable<String>
{
    heldWhileSubscribed({ shared.subscribe() }, then: { subscribed(at: time, to: shared, on: scheduler) })
}

private let relayBinding = "Relays/RelayBinding.swift"
private let bindFile = "Binding/ObservableType+Bind.swift"
private let driverFile = "Traits/SharedSequence/Driver/Driver.swift"
private let signalFile = "Traits/SharedSequence/Signal/Signal.swift"

/// Relays, subjects and shared sequences seen by more than one observer, and binding to relays.
let docObserverMarbles: [DocMarble] = [
    DocMarble(file: "Relays/BehaviorRelay.swift", output: "observer A:", inputs: ["relay (value: 0):"]) {
        scheduler, s in
        let relay = BehaviorRelay(value: "0")
        return fed(s[0], into: { relay.accept($0) }, observing: relay.asObservable(), from: 0, on: scheduler)
    },
    DocMarble(file: "Relays/BehaviorRelay.swift", output: "observer B:", inputs: ["relay (value: 0):"]) {
        scheduler, s in
        let relay = BehaviorRelay(value: "0")
        return fed(s[0], into: { relay.accept($0) }, observing: relay.asObservable(), from: 5, on: scheduler)
    },
    DocMarble(file: "Relays/PublishRelay.swift", output: "observer A:", inputs: ["accept:"]) { scheduler, s in
        let relay = PublishRelay<String>()
        return fed(s[0], into: { relay.accept($0) }, observing: relay.asObservable(), from: 0, on: scheduler)
    },
    DocMarble(file: "Relays/PublishRelay.swift", output: "observer B:", inputs: ["accept:"]) { scheduler, s in
        let relay = PublishRelay<String>()
        return fed(s[0], into: { relay.accept($0) }, observing: relay.asObservable(), from: 6, on: scheduler)
    },
    DocMarble(file: "Relays/ReplayRelay.swift", output: "observer A:", inputs: ["relay (bufferSize: 2):"]) {
        scheduler, s in
        let relay = ReplayRelay<String>.create(bufferSize: 2)
        return fed(s[0], into: { relay.accept($0) }, observing: relay.asObservable(), from: 0, on: scheduler)
    },
    DocMarble(file: "Subjects/PublishSubject.swift", output: "observer B:", inputs: ["subject:"]) { scheduler, s in
        fed(s[0], into: PublishSubject<String>(), from: 6, on: scheduler)
    },
    DocMarble(file: "Subjects/BehaviorSubject.swift", output: "observer B:", inputs: ["subject (value: 0):"]) {
        scheduler, s in fed(s[0], into: BehaviorSubject(value: "0"), from: 5, on: scheduler)
    },
    DocMarble(file: "Operators/Connectable/Share/Share.swift", output: "observer B (after 2):", inputs: ["source:"]) {
        scheduler, s in secondObserver(of: s[0].share(replay: 1), at: 6, on: scheduler)
    },
    DocMarble(file: "Operators/Connectable/Publish.swift", output: "observer B (after 1):", inputs: ["source:"]) {
        scheduler, s in secondObserver(of: s[0].publish().refCount(), at: 2, on: scheduler)
    },
    DocMarble(file: "Operators/Connectable/RefCount.swift", output: "observer B:", inputs: ["source:"]) {
        scheduler, s in secondObserver(of: s[0].publish().refCount(), at: 6, on: scheduler)
    },
    DocMarble(file: driverFile, output: "observer A:", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { s[0].asDriver(onErrorJustReturn: "0") }
    },
    DocMarble(file: driverFile, output: "observer B (after 1):", inputs: ["source:"]) { scheduler, s in
        secondObserver(of: docShared(scheduler) { s[0].asDriver(onErrorJustReturn: "0") }, at: 3, on: scheduler)
    },
    DocMarble(file: signalFile, output: "signal observer A:", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { s[0].asSignal(onErrorJustReturn: "0") }
    },
    DocMarble(file: signalFile, output: "observer B (after 1):", inputs: ["source:"]) { scheduler, s in
        secondObserver(of: docShared(scheduler) { s[0].asSignal(onErrorJustReturn: "0") }, at: 4, on: scheduler)
    },
    DocMarble(
        file: "Traits/Infallible/Infallible+Utility.swift", output: "observer B (after 2):", inputs: ["source:"]
    ) { scheduler, s in
        secondObserver(
            of: s[0].asInfallible(onErrorJustReturn: "#").share(replay: 1).asObservable(), at: 6, on: scheduler)
    },
    DocMarble(file: bindFile, output: "observer A:", inputs: ["source:"]) { _, s in
        let (a, b) = (PublishSubject<String>(), PublishSubject<String>())
        return heldWhileSubscribed({ s[0].bind(to: a, b) }, then: { a.asObservable() })
    },
    DocMarble(file: bindFile, output: "observer B:", inputs: ["source:"]) { _, s in
        let (a, b) = (PublishSubject<String>(), PublishSubject<String>())
        return heldWhileSubscribed({ s[0].bind(to: a, b) }, then: { b.asObservable() })
    },
    DocMarble(file: bindFile, output: "observer:", inputs: ["source:"], wideElements: true) { _, s in
        let observer = PublishSubject<String?>()
        return heldWhileSubscribed(
            { s[0].bind(to: observer) }, then: { observer.map { $0.map { "\($0)?" } ?? "nil" } })
    },
    DocMarble(file: bindFile, output: "onNext:", inputs: ["source:"]) { _, s in
        let calls = PublishSubject<String>()
        return heldWhileSubscribed({ s[0].bind(onNext: { calls.onNext($0) }) }, then: { calls.asObservable() })
    },
    DocMarble(file: "Traits/Infallible/Infallible+Bind.swift", output: "observers:", inputs: ["source:"]) { _, s in
        let observer = PublishSubject<String>()
        return heldWhileSubscribed(
            { s[0].asInfallible(onErrorJustReturn: "#").bind(to: observer) }, then: { observer.asObservable() })
    },
    DocMarble(file: relayBinding, output: "relay:", inputs: ["source:"]) { scheduler, s in
        let relay = PublishRelay<String>()
        return heldWhileSubscribed({ s[0].bind(to: relay) }, then: { relay.asObservable() })
    },
    DocMarble(file: relayBinding, output: "relay:", occurrence: 1, inputs: ["source:"], wideElements: true) {
        scheduler, s in
        let relay = PublishRelay<String?>()
        return heldWhileSubscribed({ s[0].bind(to: relay) }, then: { relay.map { $0.map { "\($0)?" } ?? "nil" } })
    },
    DocMarble(file: relayBinding, output: "relay.value:", inputs: ["source:"]) { scheduler, s in
        let relay = BehaviorRelay(value: "0")
        return heldWhileSubscribed({ s[0].bind(to: relay) }, then: { relay.asObservable() })
    },
    DocMarble(file: relayBinding, output: "relay:", occurrence: 2, inputs: ["source:"]) { scheduler, s in
        let relay = ReplayRelay<String>.create(bufferSize: 1)
        return heldWhileSubscribed({ s[0].bind(to: relay) }, then: { relay.asObservable() })
    },
    DocMarble(file: relayBinding, output: "relay:", occurrence: 3, inputs: ["source:"], wideElements: true) {
        scheduler, s in
        let relay = ReplayRelay<String?>.create(bufferSize: 1)
        return heldWhileSubscribed({ s[0].bind(to: relay) }, then: { relay.map { $0.map { "\($0)?" } ?? "nil" } })
    },
]

/// A control property over `values`, which it reads from its first element on subscription.
private func property(_ values: Observable<String>) -> ControlProperty<String> {
    ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
}

/// Creation, control and multicast diagrams.
let docControlMarbles: [DocMarble] = [
    DocMarble(file: "Operators/Creating/From.swift", output: "from([1, 2, 3]):", occurrence: 1) { scheduler, _ in
        Observable.from(["1", "2", "3"], scheduler: scheduler)
    },
    DocMarble(file: "Operators/Creating/From.swift", output: "of(1, 2, 3):", occurrence: 1) { scheduler, _ in
        Observable.of("1", "2", "3", scheduler: scheduler)
    },
    DocMarble(file: "Operators/Creating/From.swift", output: "from(optional: 1):", occurrence: 1) { scheduler, _ in
        Observable.from(optional: "1", scheduler: scheduler)
    },
    DocMarble(file: "Operators/Creating/From.swift", output: "from(optional: nil):", occurrence: 1) {
        scheduler, _ in Observable<String>.from(optional: nil, scheduler: scheduler)
    },
    DocMarble(
        file: "Operators/Creating/Generate.swift",
        output: "generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }):", occurrence: 1
    ) { scheduler, _ in
        Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
            .map(String.init)
    },
    DocMarble(
        file: "Traits/PrimitiveSequence/PrimitiveSequence+Zip.swift", output: "result:", inputs: ["a:", "b:"]
    ) { _, s in
        Single.zip(s[0].asSingle(), s[1].asSingle()) { "x" + $0 + $1 }.map { $0 == "x12" ? "x" : "?" }.asObservable()
    },
    DocMarble(
        file: "Traits/PrimitiveSequence/PrimitiveSequence+Zip.swift", output: "result:", occurrence: 3,
        inputs: ["a:", "b:"]
    ) { _, s in
        Maybe.zip(s[0].asMaybe(), s[1].asMaybe()) { "x" + $0 + $1 }.map { $0 == "x12" ? "x" : "?" }.asObservable()
    },
    DocMarble(
        file: "Traits/PrimitiveSequence/PrimitiveSequence+Time.swift", output: "timeout(3 ticks):", inputs: ["source:"]
    ) { scheduler, s in s[0].asSingle().timeout(.seconds(3), scheduler: scheduler).asObservable() },
    DocMarble(
        file: "Operators/Connectable/MulticastSelector.swift",
        output: "multicast({ PublishSubject() }, selector: { s in zip(s, s.skip(1)) }):", inputs: ["source:"]
    ) { _, s in
        s[0].multicast({ PublishSubject<String>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) })
            .map { $0 == ("1", "2") ? "x" : "?" }
    },
    DocMarble(
        file: "Binding/ControlEvent+SharedSequence.swift", output: "asDriver():", inputs: ["events:"]
    ) { scheduler, s in docShared(scheduler) { ControlEvent(events: s[0]).asDriver() } },
    DocMarble(
        file: "Binding/ControlEvent+SharedSequence.swift", output: "asSignal():", inputs: ["events:"]
    ) { scheduler, s in docShared(scheduler) { ControlEvent(events: s[0]).asSignal() } },
    DocMarble(
        file: "Binding/ControlProperty+Driver.swift", output: "asDriver():", inputs: ["property:"], cold: [0]
    ) { scheduler, s in docShared(scheduler) { property(s[0]).asDriver() } },
    DocMarble(file: "Binding/ControlProperty.swift", output: "changed:", inputs: ["values:"], cold: [0]) { _, s in
        property(s[0]).changed.asObservable()
    },
    DocMarble(
        file: "Binding/ControlProperty.swift", output: "changed:", occurrence: 1, inputs: ["property:"], cold: [0]
    ) { _, s in property(s[0]).changed.asObservable() },
    DocMarble(
        file: "Binding/ControlProperty.swift", output: "orEmpty:", inputs: ["text:"], cold: [0], wideElements: true
    ) { _, s in
        ControlProperty<String?>(values: s[0].map { $0 == "nil" ? nil : $0 }, valueSink: AnyObserver { _ in })
            .orEmpty.asObservable()
    },
    DocMarble(
        file: "Traits/Infallible/Infallible+Driver.swift", output: "asDriver():", inputs: ["infallible:"]
    ) { scheduler, s in docShared(scheduler) { s[0].asInfallible(onErrorJustReturn: "#").asDriver() } },
    DocMarble(
        file: "Traits/Infallible/Infallible+Driver.swift", output: "asSignal():", inputs: ["infallible:"]
    ) { scheduler, s in docShared(scheduler) { s[0].asInfallible(onErrorJustReturn: "#").asSignal() } },
]

/// The sum of a diagram's elements, drawn as a number.
private func sum(_ elements: [String]) -> String { String(elements.reduce(0) { $0 + Int($1)! }) }

/// The arrays the collection diagrams draw as letters.
private let arrayLetters = ["13": "x", "23": "y", "24": "z"]
private let zipArrayLetters = ["13": "x", "24": "y"]

/// Collection forms, whose sources are drawn side by side on one line, each from the start.
let docSideBySideMarbles: [DocMarble] = [
    DocMarble(
        file: "Operators/Combining/CombineLatestCollection.swift", output: "{ $0.reduce(0, +) }:",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { _, s in Observable.combineLatest([s[0], s[1]]) { sum($0) } },
    DocMarble(
        file: "Operators/Combining/CombineLatestCollection.swift", output: "combineLatest([a, b]):",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { _, s in Observable.combineLatest([s[0], s[1]]).map { arrayLetters[$0.joined()] ?? "?" } },
    DocMarble(
        file: "Operators/Combining/ZipCollection.swift", output: "{ $0.reduce(0, +) }:",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { _, s in Observable.zip([s[0], s[1]]) { sum($0) } },
    DocMarble(
        file: "Operators/Combining/ZipCollection.swift", output: "zip([a, b]):", inputs: ["[a, b]:>a:", "[a, b]:>b:"],
        cold: [0, 1]
    ) { _, s in Observable.zip([s[0], s[1]]).map { zipArrayLetters[$0.joined()] ?? "?" } },
    DocMarble(
        file: "Traits/SharedSequence/SharedSequence+CombineLatest.swift", output: "{ $0.reduce(0, +) }:",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { scheduler, s in docShared(scheduler) { Driver.combineLatest([docDriver(s[0]), docDriver(s[1])]) { sum($0) } } },
    DocMarble(
        file: "Traits/SharedSequence/SharedSequence+CombineLatest.swift", output: "combineLatest([a, b]):",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { scheduler, s in
        docShared(scheduler) {
            Driver.combineLatest([docDriver(s[0]), docDriver(s[1])]).map { arrayLetters[$0.joined()] ?? "?" }
        }
    },
    DocMarble(
        file: "Traits/SharedSequence/SharedSequence+Zip.swift", output: "{ $0.reduce(0, +) }:",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { scheduler, s in docShared(scheduler) { Driver.zip([docDriver(s[0]), docDriver(s[1])]) { sum($0) } } },
    DocMarble(
        file: "Traits/SharedSequence/SharedSequence+Zip.swift", output: "zip([a, b]):",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { scheduler, s in
        docShared(scheduler) {
            Driver.zip([docDriver(s[0]), docDriver(s[1])]).map { zipArrayLetters[$0.joined()] ?? "?" }
        }
    },
    DocMarble(
        file: "Traits/SharedSequence/SharedSequence+Merge.swift", output: "merge([a, b]):",
        inputs: ["[a, b]:>a:", "[a, b]:>b:"], cold: [0, 1]
    ) { scheduler, s in docShared(scheduler) { Driver.merge([docDriver(s[0]), docDriver(s[1])]) } },
]

/// The object of the `withUnretained` diagrams.
private final class Token: Sendable {}

/// Holds a `Token` strongly until `release()`.
private final class TokenHolder: Sendable {
    let token = Mutex<Token?>(Token())

    func release() { token.withLock { $0 = nil } }
}

/// What `build` makes from a token that is deallocated `time` ticks after subscription.
private func withToken(
    releasedAt time: Int, on scheduler: TestScheduler, _ build: (Token) -> Observable<String>
) -> Observable<String> {
    let holder = TokenHolder()
    let result = build(holder.token.withLock { $0! })
    return Observable.deferred {
        _ = scheduler.scheduleRelative((), dueTime: ticks(time)) { _ in
            holder.release()
            return Disposables.create()
        }
        return result
    }
}

private let unretainedInfallible = "Traits/Infallible/Infallible+Transforming.swift"

/// The `withUnretained` diagrams: the object is released where the diagram deallocates it.
let docUnretainedMarbles: [DocMarble] = [
    DocMarble(
        file: "Operators/Transforming/WithUnretained.swift", output: "withUnretained(obj) { ($0.id, $1) }:",
        inputs: ["source:"]
    ) { scheduler, s in
        withToken(releasedAt: 6, on: scheduler) { token in s[0].withUnretained(token) { _, e in e == "1" ? "a" : "b" } }
    },
    DocMarble(file: "Operators/Transforming/WithUnretained.swift", output: "withUnretained(obj):", inputs: ["source:"])
    {
        scheduler, s in
        withToken(releasedAt: 16, on: scheduler) { token in s[0].withUnretained(token).map { "(obj,\($0.1))" } }
    },
    DocMarble(file: unretainedInfallible, output: "withUnretained(obj):", inputs: ["source:"]) { scheduler, s in
        withToken(releasedAt: 16, on: scheduler) { token in
            s[0].asInfallible(onErrorJustReturn: "#").withUnretained(token) { "(obj,\($1))" }.asObservable()
        }
    },
    DocMarble(file: unretainedInfallible, output: "withUnretained(obj):", occurrence: 1, inputs: ["source:"]) {
        scheduler, s in
        withToken(releasedAt: 16, on: scheduler) { token in
            s[0].asInfallible(onErrorJustReturn: "#").withUnretained(token).map { "(obj,\($0.1))" }.asObservable()
        }
    },
]
