import Foundation
import SwiftRx
import SwiftRxTest

private let infallibleFolder = "Traits/Infallible/"

/// An input as an `Infallible` (the diagrams' inputs never fail).
private func inf(_ source: Observable<String>) -> Infallible<String> {
    source.asInfallible(onErrorJustReturn: "#")
}

/// `combineLatest(a, b, ...)` of infallibles, of tuples, with `arity` sources; the first two drawn.
private func combineLatestTuple(_ arity: Int, _ a: Infallible<String>, _ b: Infallible<String>) -> Observable<String> {
    let z = Infallible.just("z")
    let letters = pairLetters
    switch arity {
    case 2: return Infallible.combineLatest(a, b).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 3: return Infallible.combineLatest(a, b, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 4: return Infallible.combineLatest(a, b, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 5: return Infallible.combineLatest(a, b, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 6: return Infallible.combineLatest(a, b, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 7: return Infallible.combineLatest(a, b, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 8:
        return Infallible.combineLatest(a, b, z, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    default: preconditionFailure("combineLatestTuple: no overload for \(arity) sources")
    }
}

/// `zip(a, b, ...)` of infallibles, of tuples, with `arity` sources; the first two drawn.
private func zipTuple(_ arity: Int, _ scheduler: TestScheduler, _ a: Infallible<String>, _ b: Infallible<String>)
    -> Observable<String>
{
    let z = inf(zipFiller(scheduler))
    let letters = zipLetters
    switch arity {
    case 2: return Infallible.zip(a, b).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 3: return Infallible.zip(a, b, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 4: return Infallible.zip(a, b, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 5: return Infallible.zip(a, b, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 6: return Infallible.zip(a, b, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 7: return Infallible.zip(a, b, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    case 8: return Infallible.zip(a, b, z, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }.asObservable()
    default: preconditionFailure("zipTuple: no overload for \(arity) sources")
    }
}

/// A diagram element like `a1`: a letter and a number.
private struct Tagged: Sendable {
    let text: String
    var letter: Character { text.first! }
}

/// The `Infallible` combining, conversion and utility diagrams.
let docInfallibleCombiningMarbles: [DocMarble] =
    (0..<7).map { index in
        DocMarble(
            file: infallibleFolder + "Infallible+CombineLatestTuple.swift", output: "combineLatest(a, b):",
            occurrence: index, inputs: ["a:", "b:"]
        ) { _, s in combineLatestTuple(index + 2, inf(s[0]), inf(s[1])) }
    }
    + (0..<7).map { index in
        DocMarble(
            file: infallibleFolder + "Infallible+ZipTuple.swift", output: "zip(a, b):", occurrence: index,
            inputs: ["a:", "b:"]
        ) { scheduler, s in zipTuple(index + 2, scheduler, inf(s[0]), inf(s[1])) }
    }
    + [
        DocMarble(
            file: infallibleFolder + "Infallible+CombineLatest.swift", output: "{ \"\\($0)\\($1)\" }:",
            inputs: ["a:", "b:"], wideElements: true
        ) { _, s in Infallible.combineLatest(inf(s[0]), inf(s[1])) { $0 + $1 }.asObservable() },
        DocMarble(
            file: infallibleFolder + "Infallible+Zip.swift", output: "{ \"\\($0)\\($1)\" }:", inputs: ["a:", "b:"],
            wideElements: true
        ) { _, s in Infallible.zip(inf(s[0]), inf(s[1])) { $0 + $1 }.asObservable() },
        DocMarble(
            file: infallibleFolder + "Infallible+Collections.swift", output: "combineLatest([a, b]) { $0 }:",
            inputs: ["a:", "b:"]
        ) { _, s in
            Infallible.combineLatest([inf(s[0]), inf(s[1])]) { pairLetters[$0.joined()] ?? "?" }.asObservable()
        },
        DocMarble(
            file: infallibleFolder + "Infallible+Collections.swift", output: "combineLatest([a, b]):",
            inputs: ["a:", "b:"]
        ) { _, s in
            Infallible.combineLatest([inf(s[0]), inf(s[1])]).map { pairLetters[$0.joined()] ?? "?" }.asObservable()
        },
        DocMarble(
            file: infallibleFolder + "Infallible+Collections.swift", output: "zip([a, b]) { $0 }:",
            inputs: ["a:", "b:"]
        ) { _, s in Infallible.zip([inf(s[0]), inf(s[1])]) { zipLetters[$0.joined()] ?? "?" }.asObservable() },
        DocMarble(
            file: infallibleFolder + "Infallible+Collections.swift", output: "zip([a, b]):", inputs: ["a:", "b:"]
        ) {
            _, s in Infallible.zip([inf(s[0]), inf(s[1])]).map { zipLetters[$0.joined()] ?? "?" }.asObservable()
        },
        DocMarble(
            file: infallibleFolder + "Infallible.swift", output: "asInfallible(onErrorJustReturn: 0):",
            inputs: ["source:"]
        ) { _, s in s[0].asInfallible(onErrorJustReturn: "0").asObservable() },
        DocMarble(
            file: infallibleFolder + "ObservableConvertibleType+Infallible.swift",
            output: "asInfallible(onErrorJustReturn: 0):", inputs: ["source:"]
        ) { _, s in s[0].asInfallible(onErrorJustReturn: "0").asObservable() },
        DocMarble(
            file: infallibleFolder + "ObservableConvertibleType+Infallible.swift",
            output: "asInfallible(onErrorFallbackTo:):", inputs: ["source:", "fallback:"], cold: [1]
        ) { _, s in s[0].asInfallible(onErrorFallbackTo: inf(s[1])).asObservable() },
        DocMarble(
            file: infallibleFolder + "Infallible+Filtering.swift",
            output: "distinctUntilChanged(\\.letter, comparer: ==):", inputs: ["source:"], wideElements: true
        ) { _, s in inf(s[0]).map(Tagged.init).distinctUntilChanged(\.letter, comparer: ==).map(\.text).asObservable()
        },
        DocMarble(
            file: infallibleFolder + "Infallible+Filtering.swift", output: "distinctUntilChanged(at: \\.letter):",
            inputs: ["source:"], wideElements: true
        ) { _, s in inf(s[0]).map(Tagged.init).distinctUntilChanged(at: \.letter).map(\.text).asObservable() },
        DocMarble(file: infallibleFolder + "Infallible+Time.swift", output: "observe(on: s):", inputs: ["source:"]) {
            scheduler, s in inf(s[0]).observe(on: scheduler).asObservable()
        },
        DocMarble(file: infallibleFolder + "Infallible+Time.swift", output: "subscribe(on: s):", inputs: ["source:"]) {
            scheduler, s in inf(s[0]).subscribe(on: scheduler).asObservable()
        },
        DocMarble(file: infallibleFolder + "Infallible+Utility.swift", output: "startWith(1, 2):", inputs: ["source:"])
        {
            _, s in inf(s[0]).startWith("1", "2").asObservable()
        },
        DocMarble(
            file: infallibleFolder + "Relays+Infallible.swift", output: "asInfallible():", inputs: ["relay.accept:"]
        ) { _, s in
            let relay = PublishRelay<String>()
            return heldWhileSubscribed(
                { s[0].subscribe(onNext: { relay.accept($0) }) }, then: { relay.asInfallible().asObservable() })
        },
        DocMarble(
            file: infallibleFolder + "Relays+Infallible.swift", output: "asInfallible():", occurrence: 1,
            inputs: ["relay.value:"]
        ) { _, s in
            let relay = BehaviorRelay(value: "0")
            return heldWhileSubscribed(
                { s[0].filter { $0 != "0" }.subscribe(onNext: { relay.accept($0) }) },
                then: { relay.asInfallible().asObservable() })
        },
    ]
