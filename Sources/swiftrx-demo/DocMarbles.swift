import Foundation
import SwiftRx
import SwiftRxTest

/// A `.seconds(n)` interval: one diagram character is one second of virtual time.
private func ticks(_ count: Int) -> RxTimeInterval { .seconds(count) }

/// The inner sequence drawn on the input line for `element` (`inner(1)` for "1"), or never.
private func innerFor(_ inputs: [Observable<String>], _ names: [String]) -> @Sendable (String) -> Observable<String> {
    { element in names.firstIndex(of: element).map { inputs[$0 + 1] } ?? .never() }
}

private struct DocError: Error {}

/// The doc-comment diagrams that `swiftrx-demo marbles --check` runs: a diagram here is checked
/// against what its operator does, so a doc comment that drifts from the code fails CI.
let docMarbles: [DocMarble] =
    docTransforming + docFiltering + docCombining + docArityMarbles + docErrorHandling + docTime + docCreating
    + docInfallibleMarbles + docSetUpMarbles + docDeprecatedMarbles
    + docSharing + docPrimitiveSequenceMarbles + docSharedSequenceMarbles + docInfallibleCombiningMarbles
    + docObserverMarbles + docControlMarbles + docSideBySideMarbles + docUnretainedMarbles

private let docTransforming: [DocMarble] = [
    DocMarble(
        file: "Operators/Transforming/Map.swift", output: "map { $0 * 10 }:", inputs: ["source:"], wideElements: true
    ) { _, s in
        s[0].map { String(Int($0)! * 10) }
    },
    DocMarble(file: "Operators/Transforming/CompactMap.swift", output: "compactMap { Int($0) }:", inputs: ["source:"]) {
        _, s in s[0].compactMap { Int($0).map(String.init) }
    },
    DocMarble(file: "Operators/Transforming/Scan.swift", output: "scan(0) { $0 + $1 }:", inputs: ["source:"]) { _, s in
        s[0].scan(0) { $0 + Int($1)! }.map(String.init)
    },
    DocMarble(
        file: "Operators/Transforming/Scan.swift", output: "scan(into: []) { $0.append($1) }:", inputs: ["source:"]
    ) { _, s in
        s[0].scan(into: [String]()) { $0.append($1) }.map { ["1": "a", "2": "b", "3": "c"][$0.last!]! }
    },
    DocMarble(file: "Operators/Transforming/Enumerated.swift", output: "enumerated():", inputs: ["source:"]) { _, s in
        s[0].enumerated().map { "(\($0.index),\($0.element))" }
    },
    DocMarble(file: "Operators/Transforming/Materialize.swift", output: "materialize():", inputs: ["source:"]) { _, s in
        s[0].materialize().map { event in
            switch event {
            case .next(let element): element == "1" ? "a" : "b"
            case .error: "c"
            case .completed: "d"
            }
        }
    },
    DocMarble(file: "Operators/Transforming/Dematerialize.swift", output: "dematerialize():", inputs: ["source:"]) {
        _, s in
        s[0].map { ["a": Event.next("1"), "b": .next("2")][$0] ?? .completed }.dematerialize()
    },
    DocMarble(
        file: "Operators/Transforming/FlatMap.swift", output: "flatMap:",
        inputs: ["source:", "inner(1):", "inner(2):"],
        cold: [1, 2]
    ) { _, s in s[0].flatMap(innerFor(s, ["1", "2"])) },
    DocMarble(
        file: "Operators/Transforming/FlatMapFirst.swift", output: "flatMapFirst:",
        inputs: ["source:", "inner(1):", "inner(4):"], cold: [1, 2]
    ) { _, s in s[0].flatMapFirst(innerFor(s, ["1", "4"])) },
    DocMarble(
        file: "Operators/Transforming/FlatMapLatest.swift", output: "flatMapLatest:",
        inputs: ["source:", "inner(1):", "inner(2):"], cold: [1, 2]
    ) { _, s in s[0].flatMapLatest(innerFor(s, ["1", "2"])) },
    DocMarble(
        file: "Operators/Transforming/ConcatMap.swift", output: "concatMap:",
        inputs: ["source:", "inner(1):", "inner(2):"], cold: [1, 2]
    ) { _, s in s[0].concatMap(innerFor(s, ["1", "2"])) },
    DocMarble(file: "Operators/Transforming/GroupBy.swift", output: "groupBy { $0 % 2 }:", inputs: ["source:"]) {
        _, s in s[0].groupBy { Int($0)! % 2 }.map { $0.key == 1 ? "a" : "b" }
    },
]

private let docFiltering: [DocMarble] = [
    DocMarble(file: "Operators/Filtering/Filter.swift", output: "filter { $0 % 2 == 0 }:", inputs: ["source:"]) {
        _, s in s[0].filter { Int($0)! % 2 == 0 }
    },
    DocMarble(
        file: "Operators/Filtering/DistinctUntilChanged.swift", output: "distinctUntilChanged():", inputs: ["source:"]
    ) { _, s in s[0].distinctUntilChanged() },
    DocMarble(
        file: "Operators/Filtering/DistinctUntilChanged.swift", output: "distinctUntilChanged { $0.count }:",
        inputs: ["source:"]
    ) { _, s in s[0].distinctUntilChanged { $0.count } },
    DocMarble(
        file: "Operators/Filtering/DistinctUntilChanged.swift", output: "distinctUntilChanged { $0 % 2 == $1 % 2 }:",
        inputs: ["source:"]
    ) { _, s in s[0].distinctUntilChanged { Int($0)! % 2 == Int($1)! % 2 } },
    DocMarble(
        file: "Operators/Filtering/DistinctUntilChanged.swift",
        output: "distinctUntilChanged({ $0.lowercased() }, comparer: ==):", inputs: ["source:"]
    ) { _, s in s[0].distinctUntilChanged({ $0.lowercased() }, comparer: ==) },
    DocMarble(file: "Operators/Filtering/ElementAt.swift", output: "element(at: 2):", inputs: ["source:"]) { _, s in
        s[0].element(at: 2)
    },
    DocMarble(file: "Operators/Filtering/IgnoreElements.swift", output: "ignoreElements():", inputs: ["source:"]) {
        _, s in s[0].ignoreElements().asCompletable().andThen(Observable<String>.empty())
    },
    DocMarble(file: "Operators/Filtering/SingleElement.swift", output: "single():", inputs: ["source:"]) { _, s in
        s[0].single()
    },
    DocMarble(
        file: "Operators/Filtering/SingleElement.swift", output: "single { $0 % 2 == 0 }:", inputs: ["source:"]
    ) { _, s in s[0].single { Int($0)! % 2 == 0 } },
    DocMarble(file: "Operators/Filtering/SkipCount.swift", output: "skip(2):", inputs: ["source:"]) { _, s in
        s[0].skip(2)
    },
    DocMarble(file: "Operators/Filtering/TakeCount.swift", output: "take(2):", inputs: ["source:"]) { _, s in
        s[0].take(2)
    },
    DocMarble(file: "Operators/Filtering/TakeLast.swift", output: "takeLast(2):", inputs: ["source:"]) { _, s in
        s[0].takeLast(2)
    },
    DocMarble(file: "Operators/Conditional/SkipWhile.swift", output: "skip(while: { $0 < 3 }):", inputs: ["source:"]) {
        _, s in s[0].skip(while: { Int($0)! < 3 })
    },
    DocMarble(
        file: "Operators/Conditional/TakeWhile.swift", output: "take(while: { $0 < 3 }):", inputs: ["source:"]
    ) { _, s in s[0].take(while: { Int($0)! < 3 }) },
    DocMarble(
        file: "Operators/Conditional/TakeWhile.swift", output: "take(while: { $0 < 3 }, behavior: .inclusive):",
        inputs: ["source:"]
    ) { _, s in s[0].take(while: { Int($0)! < 3 }, behavior: .inclusive) },
    DocMarble(
        file: "Operators/Conditional/TakeUntilPredicate.swift", output: "take(until: { $0 == 3 }):",
        inputs: ["source:"]
    ) { _, s in s[0].take(until: { $0 == "3" }) },
    DocMarble(
        file: "Operators/Conditional/TakeUntilPredicate.swift",
        output: "take(until: { $0 == 3 }, behavior: .inclusive):", inputs: ["source:"]
    ) { _, s in s[0].take(until: { $0 == "3" }, behavior: .inclusive) },
    DocMarble(file: "Operators/Conditional/IfEmpty.swift", output: "ifEmpty(default: 0):", inputs: ["source:"]) {
        _, s in s[0].ifEmpty(default: "0")
    },
    DocMarble(
        file: "Operators/Conditional/IfEmptySwitch.swift", output: "ifEmpty(switchTo: other):",
        inputs: ["source:", "other:"], cold: [1]
    ) { _, s in s[0].ifEmpty(switchTo: s[1]) },
]

private let docCombining: [DocMarble] = [
    DocMarble(file: "Operators/Combining/Amb.swift", output: "amb:", inputs: ["a:", "b:"]) { _, s in
        Observable.amb([s[0], s[1]])
    },
    DocMarble(file: "Operators/Combining/Amb.swift", output: "amb:", occurrence: 1, inputs: ["self:", "right:"]) {
        _, s in
        s[0].amb(s[1])
    },
    DocMarble(file: "Operators/Combining/Amb.swift", output: "race(right):", inputs: ["self:", "right:"]) { _, s in
        let race: (Observable<String>) -> Observable<String> = s[0].amb
        return race(s[1])
    },
    DocMarble(
        file: "Operators/Combining/CombineLatest.swift", output: "{ \"\\($0)\\($1)\" }:", inputs: ["a:", "b:"],
        wideElements: true
    ) {
        _, s in Observable.combineLatest(s[0], s[1]) { $0 + $1 }
    },
    DocMarble(
        file: "Operators/Combining/Zip.swift", output: "{ \"\\($0)\\($1)\" }:", inputs: ["a:", "b:"], wideElements: true
    ) { _, s in
        Observable.zip(s[0], s[1]) { $0 + $1 }
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "concat:", occurrence: 4, inputs: ["self:", "second:"],
        cold: [1]
    ) {
        _, s in s[0].concat(s[1])
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "concat:", inputs: ["a:", "b:", "c:"],
        cold: [0, 1, 2]
    ) {
        _, s in Observable.concat(AnySequence([s[0], s[1], s[2]]))
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "concat:", occurrence: 2, inputs: ["a:", "b:"], cold: [0, 1]
    ) {
        _, s in Observable.concat([s[0], s[1]])
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "concat:", occurrence: 5, inputs: ["source:", "A:", "B:"],
        cold: [1, 2]
    ) {
        _, s in s[0].map(innerFor(s, ["A", "B"])).concat()
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "append(second):", inputs: ["self:", "second:"], cold: [1]
    ) { _, s in
        let append: (Observable<String>) -> Observable<String> = s[0].concat
        return append(s[1])
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "flatten():", inputs: ["source:", "A:", "B:"], cold: [1, 2]
    ) { _, s in
        let flatten: () -> Observable<String> = s[0].map(innerFor(s, ["A", "B"])).concat
        return flatten()
    },
    DocMarble(
        file: "Operators/Combining/Merge/Merge.swift", output: "flatten():", inputs: ["source:", "A:", "B:"],
        cold: [1, 2]
    ) { _, s in
        let flatten: () -> Observable<String> = s[0].map(innerFor(s, ["A", "B"])).merge
        return flatten()
    },
    DocMarble(
        file: "Operators/Combining/Merge/Merge.swift", output: "flatten(2):", inputs: ["source:", "A:", "B:", "C:"],
        cold: [1, 2, 3]
    ) { _, s in
        let flatten: (Int) -> Observable<String> = s[0].map(innerFor(s, ["A", "B", "C"])).merge
        return flatten(2)
    },
    DocMarble(
        file: "Operators/Combining/Merge/Merge.swift", output: "merge:", inputs: ["source:", "A:", "B:"], cold: [1, 2]
    ) {
        _, s in s[0].map(innerFor(s, ["A", "B"])).merge()
    },
    DocMarble(
        file: "Operators/Combining/Merge/Merge.swift", output: "merge(maxConcurrent: 2):",
        inputs: ["source:", "A:", "B:", "C:"], cold: [1, 2, 3]
    ) { _, s in s[0].map(innerFor(s, ["A", "B", "C"])).merge(maxConcurrent: 2) },
    DocMarble(file: "Operators/Combining/Merge/Merge.swift", output: "merge:", occurrence: 2, inputs: ["a:", "b:"]) {
        _, s in
        Observable.merge([s[0], s[1]])
    },
    DocMarble(file: "Operators/Combining/Merge/Merge.swift", output: "merge:", occurrence: 1, inputs: ["a:", "b:"]) {
        _, s in Observable.merge(ContiguousArray([s[0], s[1]]))
    },
    DocMarble(file: "Operators/Combining/Merge/Merge.swift", output: "merge:", occurrence: 3, inputs: ["a:", "b:"]) {
        _, s in Observable.merge(s[0], s[1])
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "concat:", occurrence: 1, inputs: ["a:", "b:"], cold: [0, 1]
    ) {
        _, s in Observable.concat(ContiguousArray([s[0], s[1]]))
    },
    DocMarble(
        file: "Operators/Combining/Concat.swift", output: "concat:", occurrence: 3, inputs: ["a:", "b:"], cold: [0, 1]
    ) {
        _, s in Observable.concat(s[0], s[1])
    },
    DocMarble(file: "Operators/Combining/Sample.swift", output: "sample(sampler):", inputs: ["self:", "sampler:"]) {
        _, s in s[0].sample(s[1])
    },
    DocMarble(file: "Operators/Combining/SkipUntil.swift", output: "skip(until: other):", inputs: ["self:", "other:"]) {
        _, s in s[0].skip(until: s[1])
    },
    DocMarble(file: "Operators/Combining/TakeUntil.swift", output: "take(until: other):", inputs: ["self:", "other:"]) {
        _, s in s[0].take(until: s[1])
    },
    DocMarble(file: "Operators/Combining/StartWith.swift", output: "startWith(1, 2):", inputs: ["source:"]) { _, s in
        s[0].startWith("1", "2")
    },
    DocMarble(
        file: "Operators/Combining/SwitchLatest.swift", output: "switchLatest:", inputs: ["source:", "A:", "B:"],
        cold: [1, 2]
    ) { _, s in s[0].map(innerFor(s, ["A", "B"])).switchLatest() },
    DocMarble(
        file: "Operators/Combining/WithLatestFrom.swift", output: "withLatestFrom(second, +):",
        inputs: ["self:", "second:"], wideElements: true
    ) { _, s in s[0].withLatestFrom(s[1]) { $0 + $1 } },
    DocMarble(
        file: "Operators/Combining/WithLatestFrom.swift", output: "withLatestFrom(second):",
        inputs: ["self:", "second:"]
    ) { _, s in s[0].withLatestFrom(s[1]) },
]

private let docErrorHandling: [DocMarble] = [
    DocMarble(
        file: "Operators/ErrorHandling/Catch.swift", output: "catch { _ in recovery }:",
        inputs: ["source:", "recovery:"], cold: [1], errorSymbols: ["#", "X"]
    ) { _, s in s[0].catch { _ in s[1] } },
    DocMarble(
        file: "Operators/ErrorHandling/Catch.swift", output: "recover({ _ in recovery }):",
        inputs: ["source:", "recovery:"], cold: [1], errorSymbols: ["#", "X"]
    ) { _, s in
        let recover: (@escaping @Sendable (any Error) throws -> Observable<String>) -> Observable<String> = s[0].catch
        return recover { _ in s[1] }
    },
    DocMarble(
        file: "Operators/ErrorHandling/CatchAndReturn.swift", output: "catchAndReturn(0):", inputs: ["source:"],
        errorSymbols: ["#", "X"]
    ) { _, s in s[0].catchAndReturn("0") },
    DocMarble(
        file: "Operators/ErrorHandling/CatchSequence.swift",
        output: "Observable.catch(sequence: [first, second, third]):",
        inputs: ["first:", "second:", "third:"], cold: [0, 1, 2], errorSymbols: ["#", "X"]
    ) { _, s in Observable.catch(sequence: [s[0], s[1], s[2]]) },
    DocMarble(
        file: "Operators/ErrorHandling/Retry.swift", output: "retry(2):", inputs: ["source (each attempt):"],
        cold: [0], errorSymbols: ["#", "X"]
    ) { _, s in s[0].retry(2) },
]

private let docTime: [DocMarble] = [
    DocMarble(file: "Operators/Time/Debounce.swift", output: "debounce(3):", inputs: ["source:"]) { scheduler, s in
        s[0].debounce(ticks(3), scheduler: scheduler)
    },
    DocMarble(file: "Operators/Time/Delay.swift", output: "delay(2):", inputs: ["source:"]) { scheduler, s in
        s[0].delay(ticks(2), scheduler: scheduler)
    },
    DocMarble(file: "Operators/Time/Delay.swift", output: "delay(2):", occurrence: 1, inputs: ["source:"]) {
        scheduler, s in s[0].delay(ticks(2), scheduler: scheduler)
    },
    DocMarble(
        file: "Operators/Time/DelaySubscription.swift", output: "delaySubscription(3):", inputs: ["source (cold):"],
        cold: [0]
    ) { scheduler, s in s[0].delaySubscription(ticks(3), scheduler: scheduler) },
    DocMarble(file: "Operators/Time/SkipTime.swift", output: "skip(4):", inputs: ["source:"]) { scheduler, s in
        s[0].skip(ticks(4), scheduler: scheduler)
    },
    DocMarble(file: "Operators/Time/TakeTime.swift", output: "take(for: 4):", inputs: ["source:"]) { scheduler, s in
        s[0].take(for: ticks(4), scheduler: scheduler)
    },
    DocMarble(file: "Operators/Time/Throttle.swift", output: "throttle(5):", inputs: ["source:"]) { scheduler, s in
        s[0].throttle(ticks(5), scheduler: scheduler)
    },
    DocMarble(file: "Operators/Time/Throttle.swift", output: "throttle(5, latest: false):", inputs: ["source:"]) {
        scheduler, s in s[0].throttle(ticks(5), latest: false, scheduler: scheduler)
    },
    DocMarble(file: "Operators/Time/Timeout.swift", output: "timeout(4):", inputs: ["source:"]) { scheduler, s in
        s[0].timeout(ticks(4), scheduler: scheduler)
    },
    DocMarble(
        file: "Operators/Time/Timeout.swift", output: "timeout(4, other):", inputs: ["source:", "other:"], cold: [1]
    ) { scheduler, s in s[0].timeout(ticks(4), other: s[1], scheduler: scheduler) },
    DocMarble(file: "Operators/Time/Buffer.swift", output: "buffer(timeSpan: 6, count: 3):", inputs: ["source:"]) {
        scheduler, s in
        s[0].buffer(timeSpan: ticks(6), count: 3, scheduler: scheduler).map {
            $0.count == 3 ? "a" : $0.isEmpty ? "c" : "b"
        }
    },
    DocMarble(file: "Operators/Time/Interval.swift", output: "interval(2):") { scheduler, _ in
        Observable<Int>.interval(ticks(2), scheduler: scheduler).map(String.init)
    },
    DocMarble(file: "Operators/Time/Timer.swift", output: "timer(3):") { scheduler, _ in
        Observable<Int>.timer(ticks(3), scheduler: scheduler).map(String.init)
    },
    DocMarble(file: "Operators/Time/Timer.swift", output: "timer(3, period: 2):") { scheduler, _ in
        Observable<Int>.timer(ticks(3), period: ticks(2), scheduler: scheduler).map(String.init)
    },
    DocMarble(
        file: "Operators/Utility/ObserveOn.swift", output: "observe(on: s) (on s):", inputs: ["source (thread A):"]
    ) {
        scheduler, s in s[0].observe(on: scheduler)
    },
    DocMarble(file: "Operators/Utility/Trace.swift", output: "trace(\"numbers\"):", inputs: ["source:"]) { _, s in
        s[0].trace("numbers")
    },
]

private let docCreating: [DocMarble] = [
    DocMarble(file: "Operators/Creating/Just.swift", output: "just(1):") { _, _ in .just("1") },
    DocMarble(file: "Operators/Creating/Just.swift", output: "just(1, scheduler:):") { scheduler, _ in
        .just("1", scheduler: scheduler)
    },
    DocMarble(file: "Operators/Creating/Empty.swift", output: "empty():") { _, _ in .empty() },
    DocMarble(file: "Operators/Creating/Fail.swift", output: "error(e):") { _, _ in .error(DocError()) },
    DocMarble(file: "Operators/Creating/From.swift", output: "from([1, 2, 3]):") { _, _ in .from(["1", "2", "3"]) },
    DocMarble(file: "Operators/Creating/From.swift", output: "of(1, 2, 3):") { _, _ in .of("1", "2", "3") },
    DocMarble(file: "Operators/Creating/From.swift", output: "from(optional: 1):") { _, _ in .from(optional: "1") },
    DocMarble(file: "Operators/Creating/From.swift", output: "from(optional: nil):") { _, _ in .from(optional: nil) },
    DocMarble(
        file: "Operators/Creating/Generate.swift",
        output: "generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }):"
    ) { _, _ in Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }).map(String.init) },
    DocMarble(file: "Operators/Creating/Range.swift", output: "range(start: 1, count: 3):") { _, _ in
        Observable.range(start: 1, count: 3).map(String.init)
    },
    DocMarble(file: "Operators/Creating/Never.swift", output: "never():") { _, _ in .never() },
]

private let docSharing: [DocMarble] = [
    DocMarble(file: "Operators/Aggregate/Reduce.swift", output: "reduce(0, accumulator: +):", inputs: ["source:"]) {
        _, s in s[0].reduce(0) { $0 + Int($1)! }.map(String.init)
    },
    DocMarble(
        file: "Operators/Aggregate/Reduce.swift", output: "reduce(0, accumulator: +, mapResult: { \"\\($0)\" }):",
        inputs: ["source:"]
    ) { _, s in s[0].reduce(0, accumulator: { $0 + Int($1)! }, mapResult: { "\($0)" }) },
    DocMarble(
        file: "Operators/Aggregate/Reduce.swift", output: "reduce(into: [Int]()) { $0.insert($1, at: 0) }:",
        inputs: ["source:"]
    ) { _, s in s[0].reduce(into: [Int]()) { $0.insert(Int($1)!, at: 0) }.map { "\($0)" } },
    DocMarble(file: "Operators/Aggregate/ToArray.swift", output: "toArray():", inputs: ["source:"]) { _, s in
        s[0].toArray().asObservable().map { "\($0.map { Int($0)! })" }
    },
]
