import Foundation
import SwiftRx
import SwiftRxTest

private func ticks(_ count: Int) -> RxTimeInterval { .seconds(count) }

private let traitsFolder = "Traits/PrimitiveSequence/"

/// An input as a `Single` (its first element, or its error).
private func single(_ source: Observable<String>) -> Single<String> { source.asSingle() }

/// An input as a `Maybe`.
private func maybe(_ source: Observable<String>) -> Maybe<String> { source.asMaybe() }

/// An input as a `Completable` (its elements ignored).
private func completable(_ source: Observable<String>) -> Completable { source.ignoreElements().asCompletable() }

/// A completable drawn as an output: its completion or error, with no elements.
private func drawn(_ completable: Completable) -> Observable<String> {
    completable.andThen(Observable<String>.empty())
}

/// `f(1)` of the `flatMap` diagrams: `----(a|)`, drawn from where it is subscribed.
private func later(_ scheduler: TestScheduler) -> Observable<String> {
    scheduler.createColdObservable([.next(4, "a"), .completed(4)]).asObservable()
}

/// The `Single`, `Maybe` and `Completable` operators' diagrams.
let docPrimitiveSequenceMarbles: [DocMarble] = [
    DocMarble(
        file: traitsFolder + "Completable+AndThen.swift", output: "result:", inputs: ["self:", "second:"], cold: [1]
    ) { _, s in completable(s[0]).andThen(single(s[1])).asObservable() },
    DocMarble(
        file: traitsFolder + "Completable+AndThen.swift", output: "result:", occurrence: 1,
        inputs: ["self:", "second:"], cold: [1]
    ) { _, s in drawn(completable(s[0]).andThen(completable(s[1]))) },
    DocMarble(
        file: traitsFolder + "Completable+AndThen.swift", output: "result:", occurrence: 2,
        inputs: ["self:", "second:"], cold: [1]
    ) { _, s in completable(s[0]).andThen(s[1]) },
    DocMarble(file: traitsFolder + "Completable.swift", output: "empty():") { _, _ in drawn(Completable.empty()) },
    DocMarble(
        file: traitsFolder + "Completable.swift", output: "result:", occurrence: 1, inputs: ["self:", "second:"],
        cold: [1]
    ) { _, s in drawn(completable(s[0]).concat(completable(s[1]))) },
    DocMarble(file: traitsFolder + "Completable.swift", output: "concat:", inputs: ["a:", "b:"], cold: [0, 1]) {
        _, s in drawn(Completable.concat(completable(s[0]), completable(s[1])))
    },
    DocMarble(file: traitsFolder + "Completable.swift", output: "zip:", inputs: ["a:", "b:"]) { _, s in
        drawn(Completable.zip(completable(s[0]), completable(s[1])))
    },
    DocMarble(file: traitsFolder + "Completable.swift", output: "merge:", inputs: ["a:", "b:"]) { _, s in
        drawn(Completable.merge(completable(s[0]), completable(s[1])))
    },
    DocMarble(file: traitsFolder + "Maybe.swift", output: "empty():") { _, _ in Maybe<String>.empty().asObservable() },
    DocMarble(file: traitsFolder + "Maybe.swift", output: "filter { even }:", inputs: ["source:"]) { _, s in
        maybe(s[0]).filter { Int($0)! % 2 == 0 }.asObservable()
    },
    DocMarble(
        file: traitsFolder + "Maybe.swift", output: "map { $0 * 10 }:", inputs: ["source:"], wideElements: true
    ) { _, s in maybe(s[0]).map { String(Int($0)! * 10) }.asObservable() },
    DocMarble(file: traitsFolder + "Maybe.swift", output: "flatMap { f($0) }:", inputs: ["source:"]) {
        scheduler, s in
        maybe(s[0]).flatMap { _ in maybe(later(scheduler)) }.asObservable()
    },
    DocMarble(file: traitsFolder + "Maybe.swift", output: "ifEmpty(default: 0):", inputs: ["source:"]) { _, s in
        maybe(s[0]).ifEmpty(default: "0").asObservable()
    },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "catch { .just(0) }:", inputs: ["source:"]
    ) { _, s in single(s[0]).catch { _ in .just("0") }.asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "retry():",
        inputs: ["source (1st):", "source (2nd):"], cold: [0, 1]
    ) { _, s in single(perAttempt(s)).retry().asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "retry(2):", inputs: ["source (each run):"],
        cold: [0]
    ) { _, s in single(s[0]).retry(2).asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+RetryWhen.swift", output: "retry(when:):",
        inputs: ["source (1st):", "source (2nd):", "trigger per error:"], cold: [0, 1, 2]
    ) { _, s in
        let trigger: @Sendable (Observable<MarbleError>) -> Observable<String> = { $0.flatMap { _ in s[2] } }
        return single(perAttempt([s[0], s[1]])).retry(when: trigger).asObservable()
    },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+RetryWhen.swift", output: "retry(when:):", occurrence: 1,
        inputs: ["source (1st):", "source (2nd):", "trigger per error:"], cold: [0, 1, 2]
    ) { _, s in
        let trigger: @Sendable (Observable<any Error>) -> Observable<String> = { $0.flatMap { _ in s[2] } }
        return single(perAttempt([s[0], s[1]])).retry(when: trigger).asObservable()
    },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "debug():", inputs: ["source:"]
    ) { _, s in single(s[0]).debug().asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "observe(on: s):", inputs: ["source:"]
    ) { scheduler, s in single(s[0]).observe(on: scheduler).asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "catchAndReturn(0):", inputs: ["source:"]
    ) { _, s in single(s[0]).catchAndReturn("0").asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Operators.swift", output: "catchAndReturn(0):", occurrence: 1,
        inputs: ["source:"]
    ) { _, s in maybe(s[0]).catchAndReturn("0").asObservable() },
    DocMarble(file: traitsFolder + "PrimitiveSequence+Time.swift", output: "delay(2 ticks):", inputs: ["source:"]) {
        scheduler, s in single(s[0]).delay(ticks(2), scheduler: scheduler).asObservable()
    },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Time.swift", output: "delaySubscription(2 ticks):",
        inputs: ["source (cold):"], cold: [0]
    ) { scheduler, s in single(s[0]).delaySubscription(ticks(2), scheduler: scheduler).asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Time.swift", output: "timeout(3 ticks, other:):",
        inputs: ["source:", "other:"], cold: [1]
    ) { scheduler, s in single(s[0]).timeout(ticks(3), other: single(s[1]), scheduler: scheduler).asObservable() },
    DocMarble(file: traitsFolder + "PrimitiveSequence+Time.swift", output: "timer(3 ticks):") { scheduler, _ in
        Single<Int>.timer(ticks(3), scheduler: scheduler).map(String.init).asObservable()
    },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Zip.swift", output: "result:", occurrence: 1, inputs: ["a:", "b:"]
    ) { _, s in Single.zip([single(s[0]), single(s[1])]).map { "[\($0.joined(separator: ", "))]" }.asObservable() },
    DocMarble(
        file: traitsFolder + "PrimitiveSequence+Zip.swift", output: "result:", occurrence: 2, inputs: ["a:", "b:"]
    ) { _, s in Single.zip(single(s[0]), single(s[1])).map { "(\($0), \($1))" }.asObservable() },
    DocMarble(
        file: traitsFolder + "Single.swift", output: "map { $0 * 10 }:", inputs: ["source:"], wideElements: true
    ) { _, s in single(s[0]).map { String(Int($0)! * 10) }.asObservable() },
    DocMarble(file: traitsFolder + "Single.swift", output: "compactMap { odd($0) }:", inputs: ["source:"]) { _, s in
        single(s[0]).compactMap { Int($0)! % 2 == 1 ? $0 : nil }.asObservable()
    },
    DocMarble(file: traitsFolder + "Single.swift", output: "filter { even }:", inputs: ["source:"]) { _, s in
        single(s[0]).filter { Int($0)! % 2 == 0 }.asObservable()
    },
    DocMarble(file: traitsFolder + "Single.swift", output: "flatMap { f($0) }:", inputs: ["source:"]) {
        scheduler, s in
        single(s[0]).flatMap { _ in single(later(scheduler)) }.asObservable()
    },
    DocMarble(file: traitsFolder + "Single.swift", output: "asCompletable():", inputs: ["source:"]) { _, s in
        drawn(single(s[0]).asCompletable())
    },
]
