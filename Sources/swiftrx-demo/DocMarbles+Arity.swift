import SwiftRx
import SwiftRxTest

// The fixed-arity combineLatest and zip overloads (2 to 8 sources) draw the same diagram for their
// first two sources; these run each overload with the extra sources neutral, so every doc block is
// checked against its own overload. For combineLatest an extra source is `just("z")` (one element,
// then done); for zip it is a cold sequence of three "z" that completes at once: zip ends when every
// source has ended (or an element can no longer be paired), so it neither limits the pairs nor ends
// the result early.

/// The letters the tuple diagrams use for the pairs they show.
let pairLetters = ["1A": "w", "2A": "x", "2B": "y", "3B": "z"]
let zipLetters = ["1A": "x", "2B": "y", "3C": "z"]

func zipFiller(_ scheduler: TestScheduler) -> Observable<String> {
    scheduler.createColdObservable([Recorded.next(0, "z"), .next(0, "z"), .next(0, "z"), .completed(0)])
        .asObservable()
}

/// `combineLatest(a, b, ...) { ... }` with `arity` sources, joining the first two.
func docCombineLatestArity(_ arity: Int, _ a: Observable<String>, _ b: Observable<String>) -> Observable<String> {
    let z = Observable.just("z")
    switch arity {
    case 2: return Observable.combineLatest(a, b) { x, y in x + y }
    case 3: return Observable.combineLatest(a, b, z) { x, y, _ in x + y }
    case 4: return Observable.combineLatest(a, b, z, z) { x, y, _, _ in x + y }
    case 5: return Observable.combineLatest(a, b, z, z, z) { x, y, _, _, _ in x + y }
    case 6: return Observable.combineLatest(a, b, z, z, z, z) { x, y, _, _, _, _ in x + y }
    case 7: return Observable.combineLatest(a, b, z, z, z, z, z) { x, y, _, _, _, _, _ in x + y }
    case 8: return Observable.combineLatest(a, b, z, z, z, z, z, z) { x, y, _, _, _, _, _, _ in x + y }
    default: preconditionFailure("docCombineLatestArity: no overload for \(arity) sources")
    }
}

/// `combineLatest(a, b, ...)` of tuples with `arity` sources, the first two drawn as letters.
func docCombineLatestTuple(_ arity: Int, _ a: Observable<String>, _ b: Observable<String>) -> Observable<String> {
    let z = Observable.just("z")
    switch arity {
    case 2: return Observable.combineLatest(a, b).map { pairLetters[$0.0 + $0.1] ?? "?" }
    case 3: return Observable.combineLatest(a, b, z).map { pairLetters[$0.0 + $0.1] ?? "?" }
    case 4: return Observable.combineLatest(a, b, z, z).map { pairLetters[$0.0 + $0.1] ?? "?" }
    case 5: return Observable.combineLatest(a, b, z, z, z).map { pairLetters[$0.0 + $0.1] ?? "?" }
    case 6: return Observable.combineLatest(a, b, z, z, z, z).map { pairLetters[$0.0 + $0.1] ?? "?" }
    case 7: return Observable.combineLatest(a, b, z, z, z, z, z).map { pairLetters[$0.0 + $0.1] ?? "?" }
    case 8: return Observable.combineLatest(a, b, z, z, z, z, z, z).map { pairLetters[$0.0 + $0.1] ?? "?" }
    default: preconditionFailure("docCombineLatestTuple: no overload for \(arity) sources")
    }
}

/// `zip(a, b, ...) { ... }` with `arity` sources, joining the first two.
func docZipArity(_ arity: Int, _ scheduler: TestScheduler, _ a: Observable<String>, _ b: Observable<String>)
    -> Observable<String>
{
    let z = zipFiller(scheduler)
    switch arity {
    case 2: return Observable.zip(a, b) { x, y in x + y }
    case 3: return Observable.zip(a, b, z) { x, y, _ in x + y }
    case 4: return Observable.zip(a, b, z, z) { x, y, _, _ in x + y }
    case 5: return Observable.zip(a, b, z, z, z) { x, y, _, _, _ in x + y }
    case 6: return Observable.zip(a, b, z, z, z, z) { x, y, _, _, _, _ in x + y }
    case 7: return Observable.zip(a, b, z, z, z, z, z) { x, y, _, _, _, _, _ in x + y }
    case 8: return Observable.zip(a, b, z, z, z, z, z, z) { x, y, _, _, _, _, _, _ in x + y }
    default: preconditionFailure("docZipArity: no overload for \(arity) sources")
    }
}

/// `zip(a, b, ...)` of tuples with `arity` sources, the first two drawn as letters.
func docZipTuple(_ arity: Int, _ scheduler: TestScheduler, _ a: Observable<String>, _ b: Observable<String>)
    -> Observable<String>
{
    let z = zipFiller(scheduler)
    switch arity {
    case 2: return Observable.zip(a, b).map { zipLetters[$0.0 + $0.1] ?? "?" }
    case 3: return Observable.zip(a, b, z).map { zipLetters[$0.0 + $0.1] ?? "?" }
    case 4: return Observable.zip(a, b, z, z).map { zipLetters[$0.0 + $0.1] ?? "?" }
    case 5: return Observable.zip(a, b, z, z, z).map { zipLetters[$0.0 + $0.1] ?? "?" }
    case 6: return Observable.zip(a, b, z, z, z, z).map { zipLetters[$0.0 + $0.1] ?? "?" }
    case 7: return Observable.zip(a, b, z, z, z, z, z).map { zipLetters[$0.0 + $0.1] ?? "?" }
    case 8: return Observable.zip(a, b, z, z, z, z, z, z).map { zipLetters[$0.0 + $0.1] ?? "?" }
    default: preconditionFailure("docZipTuple: no overload for \(arity) sources")
    }
}

/// One entry per fixed-arity overload's diagram.
let docArityMarbles: [DocMarble] =
    (0..<7).map { index in
        DocMarble(
            file: "Operators/Combining/CombineLatestArity.swift", output: "combineLatest(a, b, ...) {}:",
            occurrence: index, inputs: ["a:", "b:"], wideElements: true
        ) { _, s in docCombineLatestArity(index + 2, s[0], s[1]) }
    }
    + (0..<7).map { index in
        DocMarble(
            file: "Operators/Combining/CombineLatestTuple.swift", output: "combineLatest(a, b):", occurrence: index,
            inputs: ["a:", "b:"]
        ) { _, s in docCombineLatestTuple(index + 2, s[0], s[1]) }
    }
    + (0..<7).map { index in
        DocMarble(
            file: "Operators/Combining/ZipArity.swift", output: "zip(a, b, ...) {}:", occurrence: index,
            inputs: ["a:", "b:"], wideElements: true
        ) { scheduler, s in docZipArity(index + 2, scheduler, s[0], s[1]) }
    }
    + (0..<7).map { index in
        DocMarble(
            file: "Operators/Combining/ZipTuple.swift", output: "zip(a, b):", occurrence: index, inputs: ["a:", "b:"]
        ) { scheduler, s in docZipTuple(index + 2, scheduler, s[0], s[1]) }
    }
