import Foundation
import SwiftRx
import SwiftRxTest

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
private func secondObserver(of shared: Observable<String>, at time: Int, on scheduler: TestScheduler)
    -> Observable<String>
{
    heldWhileSubscribed({ shared.subscribe() }, then: { subscribed(at: time, to: shared, on: scheduler) })
}

private let relayBinding = "Relays/RelayBinding.swift"

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
