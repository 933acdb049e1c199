import Foundation
import SwiftRx
import SwiftRxTest

/// Gives the checker the diagrams of the deprecated API without a deprecation warning in this
/// target: the entries are built inside a deprecated declaration, which may use deprecated API
/// freely, and read through a protocol requirement that is not deprecated itself.
protocol DeprecatedDocMarbles {
    static var entries: [DocMarble] { get }
}

/// The `TimeInterval`-seconds time operators and the `*WithIndex` operators that RxSwift 6 still ships.
enum LegacyDocMarbles: DeprecatedDocMarbles {
    @available(*, deprecated, message: "Runs the deprecated API for the doc-diagram check only.")
    static var entries: [DocMarble] {
        let file = "Deprecated/ObservableType+TimeInterval.swift"
        let withIndex = "Deprecated/ObservableType+WithIndex.swift"
        return [
            DocMarble(file: file, output: "delay(2.0):", inputs: ["source:"]) { scheduler, s in
                s[0].delay(2.0, scheduler: scheduler)
            },
            DocMarble(file: file, output: "delaySubscription(3.0):", inputs: ["source (cold):"], cold: [0]) {
                scheduler, s in s[0].delaySubscription(3.0, scheduler: scheduler)
            },
            DocMarble(file: file, output: "debounce(3.0):", inputs: ["source:"]) { scheduler, s in
                s[0].debounce(3.0, scheduler: scheduler)
            },
            DocMarble(file: file, output: "throttle(5.0):", inputs: ["source:"]) { scheduler, s in
                s[0].throttle(5.0, scheduler: scheduler)
            },
            DocMarble(file: file, output: "throttle(5.0, latest: false):", inputs: ["source:"]) { scheduler, s in
                s[0].throttle(5.0, latest: false, scheduler: scheduler)
            },
            DocMarble(file: file, output: "timeout(4.0):", inputs: ["source:"]) { scheduler, s in
                s[0].timeout(4.0, scheduler: scheduler)
            },
            DocMarble(file: file, output: "timeout(4.0, other):", inputs: ["source:", "other:"], cold: [1]) {
                scheduler, s in s[0].timeout(4.0, other: s[1], scheduler: scheduler)
            },
            DocMarble(file: file, output: "take(4.0):", inputs: ["source:"]) { scheduler, s in
                s[0].take(4.0, scheduler: scheduler)
            },
            DocMarble(file: "Operators/Time/TakeTime.swift", output: "take(4):", inputs: ["source:"]) { scheduler, s in
                s[0].take(.seconds(4), scheduler: scheduler)
            },
            DocMarble(file: file, output: "skip(4.0):", inputs: ["source:"]) { scheduler, s in
                s[0].skip(4.0, scheduler: scheduler)
            },
            DocMarble(file: file, output: "buffer(timeSpan: 6.0, count: 3):", inputs: ["source:"]) { scheduler, s in
                s[0].buffer(timeSpan: 6.0, count: 3, scheduler: scheduler)
                    .map { $0.count == 3 ? "a" : $0.isEmpty ? "c" : "b" }
            },
            DocMarble(file: file, output: "window(timeSpan: 6.0, count: 3):", inputs: ["source:"]) { scheduler, s in
                s[0].window(timeSpan: 6.0, count: 3, scheduler: scheduler).enumerated()
                    .map { ["a", "b", "c"][$0.index] }
            },
            DocMarble(file: file, output: "interval(2.0):") { scheduler, _ in
                Observable<Int>.interval(2.0, scheduler: scheduler).map(String.init)
            },
            DocMarble(file: file, output: "timer(3.0):") { scheduler, _ in
                Observable<Int>.timer(3.0, scheduler: scheduler).map(String.init)
            },
            DocMarble(file: file, output: "timer(3.0, period: 2.0):") { scheduler, _ in
                Observable<Int>.timer(3.0, period: 2.0, scheduler: scheduler).map(String.init)
            },
            DocMarble(
                file: withIndex, output: "mapWithIndex { \"\\($0)\\($1)\" }:", inputs: ["source:"], wideElements: true
            ) {
                _, s in s[0].mapWithIndex { "\($0)\($1)" }
            },
            DocMarble(file: withIndex, output: "skipWhileWithIndex { $0 > 4 && $1 < 2 }:", inputs: ["source:"]) {
                _, s in s[0].skipWhileWithIndex { Int($0)! > 4 && $1 < 2 }
            },
            DocMarble(file: withIndex, output: "takeWhileWithIndex { $0 > 4 && $1 < 2 }:", inputs: ["source:"]) {
                _, s in s[0].takeWhileWithIndex { Int($0)! > 4 && $1 < 2 }
            },
            DocMarble(file: "Deprecated/Observable+FromOptional.swift", output: "from(Optional(1)):") { _, _ in
                Observable.from(Optional("1"))
            },
            DocMarble(file: "Deprecated/Observable+FromOptional.swift", output: "from(nil):") { _, _ in
                Observable<String>.from(Optional<String>.none)
            },
            DocMarble(
                file: "Deprecated/Observable+FromOptional.swift", output: "from(Optional(1), scheduler: s):"
            ) { scheduler, _ in Observable.from(Optional("1"), scheduler: scheduler) },
            DocMarble(file: "Deprecated/Observable+FromOptional.swift", output: "from(nil, scheduler: s):") {
                scheduler, _ in Observable<String>.from(Optional<String>.none, scheduler: scheduler)
            },
            DocMarble(
                file: withIndex, output: "flatMapWithIndex:", inputs: ["source:", "inner(a, 0):", "inner(b, 1):"],
                cold: [1, 2]
            ) { _, s in s[0].flatMapWithIndex { element, index in element == "a" && index == 0 ? s[1] : s[2] } },
        ] + traitEntries
    }

    /// The `TimeInterval` forms of the trait operators.
    @available(*, deprecated, message: "Runs the deprecated API for the doc-diagram check only.")
    private static var traitEntries: [DocMarble] {
        let single = "Deprecated/PrimitiveSequence+TimeInterval.swift"
        let shared = "Deprecated/SharedSequence+TimeInterval.swift"
        let replayFile = "Deprecated/ObservableType+ShareReplay.swift"
        return [
            DocMarble(file: replayFile, output: "observer A (at 0):", inputs: ["source:"]) { _, s in
                s[0].shareReplay(2)
            },
            DocMarble(file: replayFile, output: "observer B (after 2):", inputs: ["source:"]) { scheduler, s in
                secondObserver(of: s[0].shareReplay(2), at: 7, on: scheduler)
            },
            DocMarble(file: replayFile, output: "observer C (after end):", inputs: ["source:"]) { scheduler, s in
                secondObserver(of: s[0].shareReplay(2), at: 16, on: scheduler)
            },
            DocMarble(file: replayFile, output: "observer A (at 0):", occurrence: 1, inputs: ["source:"]) { _, s in
                s[0].shareReplayLatestWhileConnected()
            },
            DocMarble(file: replayFile, output: "observer B (after 2):", occurrence: 1, inputs: ["source:"]) {
                scheduler, s in secondObserver(of: s[0].shareReplayLatestWhileConnected(), at: 7, on: scheduler)
            },
            DocMarble(file: single, output: "delay(2.0):", inputs: ["source:"]) { scheduler, s in
                s[0].asSingle().delay(2.0, scheduler: scheduler).asObservable()
            },
            DocMarble(file: single, output: "delaySubscription(2.0):", inputs: ["source (cold):"], cold: [0]) {
                scheduler, s in s[0].asSingle().delaySubscription(2.0, scheduler: scheduler).asObservable()
            },
            DocMarble(file: single, output: "timeout(3.0):", inputs: ["source:"]) { scheduler, s in
                s[0].asSingle().timeout(3.0, scheduler: scheduler).asObservable()
            },
            DocMarble(file: single, output: "timeout(3.0, other:):", inputs: ["source:", "other:"], cold: [1]) {
                scheduler, s in
                s[0].asSingle().timeout(3.0, other: s[1].asSingle(), scheduler: scheduler).asObservable()
            },
            DocMarble(file: shared, output: "debounce(3.0):", inputs: ["source:"]) { scheduler, s in
                docShared(scheduler) { docDriver(s[0]).debounce(3.0) }
            },
            DocMarble(file: shared, output: "throttle(5.0):", inputs: ["source:"]) { scheduler, s in
                docShared(scheduler) { docDriver(s[0]).throttle(5.0) }
            },
            DocMarble(file: shared, output: "throttle(5.0, latest: false):", inputs: ["source:"]) { scheduler, s in
                docShared(scheduler) { docDriver(s[0]).throttle(5.0, latest: false) }
            },
            DocMarble(file: shared, output: "delay(2.0):", inputs: ["source:"]) { scheduler, s in
                docShared(scheduler) { docDriver(s[0]).delay(2.0) }
            },
            DocMarble(file: shared, output: "interval(2.0):") { scheduler, _ in
                docShared(scheduler) { Driver<Int>.interval(2.0).map(String.init) }
            },
            DocMarble(file: shared, output: "timer(3.0, period: 2.0):") { scheduler, _ in
                docShared(scheduler) { Driver<Int>.timer(3.0, period: 2.0).map(String.init) }
            },
        ]
    }
}

/// The deprecated API's diagrams, read without a warning (see ``DeprecatedDocMarbles``).
let docDeprecatedMarbles = (LegacyDocMarbles.self as any DeprecatedDocMarbles.Type).entries
