import Foundation
import SwiftRx
import SwiftRxTest

// Driver and Signal diagrams, run with the sharing scheduler mocked: the doc comments draw a shared
// sequence's delivery on its scheduler as taking no time, so work scheduled to run now runs at once
// (on the same tick) and only timed work goes through the test scheduler's clock.

private func ticks(_ count: Int) -> RxTimeInterval { .seconds(count) }

private let sharedFolder = "Traits/SharedSequence/"

/// The test scheduler's clock, with work due now run at once rather than a tick later.
private struct SameTick: SchedulerType {
    let base: TestScheduler

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable)
        -> any Disposable
    {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// What `build` makes, built with shared sequences delivering on `scheduler`'s clock.
func docShared<Sequence: SharedSequenceConvertibleType>(
    _ scheduler: TestScheduler, _ build: () -> Sequence
) -> Observable<String> where Sequence.Element == String {
    SharingScheduler.mock(scheduler: SameTick(base: scheduler)) { build().asObservable() }
}

/// An input as a `Driver` (the diagrams' inputs never fail).
func docDriver(_ source: Observable<String>) -> Driver<String> { source.asDriver(onErrorJustReturn: "#") }

/// An input as a `Signal`.
private func sig(_ source: Observable<String>) -> Signal<String> { source.asSignal(onErrorJustReturn: "#") }

/// `combineLatest(a, b, ...) { ... }` of drivers with `arity` sources, joining the first two.
private func combineLatestArity(_ arity: Int, _ a: Driver<String>, _ b: Driver<String>) -> Driver<String> {
    let z = Driver.just("z")
    switch arity {
    case 2: return Driver.combineLatest(a, b) { x, y in x + y }
    case 3: return Driver.combineLatest(a, b, z) { x, y, _ in x + y }
    case 4: return Driver.combineLatest(a, b, z, z) { x, y, _, _ in x + y }
    case 5: return Driver.combineLatest(a, b, z, z, z) { x, y, _, _, _ in x + y }
    case 6: return Driver.combineLatest(a, b, z, z, z, z) { x, y, _, _, _, _ in x + y }
    case 7: return Driver.combineLatest(a, b, z, z, z, z, z) { x, y, _, _, _, _, _ in x + y }
    case 8: return Driver.combineLatest(a, b, z, z, z, z, z, z) { x, y, _, _, _, _, _, _ in x + y }
    default: preconditionFailure("combineLatestArity: no overload for \(arity) sources")
    }
}

/// `combineLatest(a, b, ...)` of drivers, of tuples, with `arity` sources; the first two drawn.
private func combineLatestTuple(_ arity: Int, _ a: Driver<String>, _ b: Driver<String>) -> Driver<String> {
    let letters = pairLetters
    let z = Driver.just("z")
    switch arity {
    case 2: return Driver.combineLatest(a, b).map { letters[$0.0 + $0.1] ?? "?" }
    case 3: return Driver.combineLatest(a, b, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 4: return Driver.combineLatest(a, b, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 5: return Driver.combineLatest(a, b, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 6: return Driver.combineLatest(a, b, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 7: return Driver.combineLatest(a, b, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 8: return Driver.combineLatest(a, b, z, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    default: preconditionFailure("combineLatestTuple: no overload for \(arity) sources")
    }
}

/// `zip(a, b, ...) { ... }` of drivers with `arity` sources, joining the first two.
private func zipArity(_ arity: Int, _ z: Driver<String>, _ a: Driver<String>, _ b: Driver<String>) -> Driver<String> {
    switch arity {
    case 2: return Driver.zip(a, b) { x, y in x + y }
    case 3: return Driver.zip(a, b, z) { x, y, _ in x + y }
    case 4: return Driver.zip(a, b, z, z) { x, y, _, _ in x + y }
    case 5: return Driver.zip(a, b, z, z, z) { x, y, _, _, _ in x + y }
    case 6: return Driver.zip(a, b, z, z, z, z) { x, y, _, _, _, _ in x + y }
    case 7: return Driver.zip(a, b, z, z, z, z, z) { x, y, _, _, _, _, _ in x + y }
    case 8: return Driver.zip(a, b, z, z, z, z, z, z) { x, y, _, _, _, _, _, _ in x + y }
    default: preconditionFailure("zipArity: no overload for \(arity) sources")
    }
}

/// `zip(a, b, ...)` of drivers, of tuples, with `arity` sources; the first two drawn.
private func zipTuple(_ arity: Int, _ z: Driver<String>, _ a: Driver<String>, _ b: Driver<String>) -> Driver<String> {
    let letters = zipLetters
    switch arity {
    case 2: return Driver.zip(a, b).map { letters[$0.0 + $0.1] ?? "?" }
    case 3: return Driver.zip(a, b, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 4: return Driver.zip(a, b, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 5: return Driver.zip(a, b, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 6: return Driver.zip(a, b, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 7: return Driver.zip(a, b, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    case 8: return Driver.zip(a, b, z, z, z, z, z, z).map { letters[$0.0 + $0.1] ?? "?" }
    default: preconditionFailure("zipTuple: no overload for \(arity) sources")
    }
}

/// What `observable` makes, with the subscription `start` makes held from its subscription to its disposal.
func heldWhileSubscribed(
    _ start: @escaping @Sendable () -> any Disposable,
    then observable: @escaping @Sendable () -> Observable<String>
) -> Observable<String> {
    Observable.using(
        {
            let held = SingleAssignmentDisposable()
            held.setDisposable(start())
            return held
        }, observableFactory: { _ in observable() })
}

/// The `Driver` and `Signal` operators' diagrams.
let docSharedSequenceMarbles: [DocMarble] =
    docSharedSequenceOperators
    + (0..<7).map { index in
        DocMarble(
            file: sharedFolder + "SharedSequence+CombineLatestArity.swift", output: "combineLatest(a, b, ...) {}:",
            occurrence: index, inputs: ["a:", "b:"], wideElements: true
        ) { scheduler, s in docShared(scheduler) { combineLatestArity(index + 2, docDriver(s[0]), docDriver(s[1])) } }
    }
    + (0..<7).map { index in
        DocMarble(
            file: sharedFolder + "SharedSequence+CombineLatestTuple.swift", output: "combineLatest(a, b):",
            occurrence: index, inputs: ["a:", "b:"]
        ) { scheduler, s in docShared(scheduler) { combineLatestTuple(index + 2, docDriver(s[0]), docDriver(s[1])) } }
    }
    + (0..<7).map { index in
        DocMarble(
            file: sharedFolder + "SharedSequence+ZipArity.swift", output: "zip(a, b, ...) {}:", occurrence: index,
            inputs: ["a:", "b:"], wideElements: true
        ) { scheduler, s in
            docShared(scheduler) {
                zipArity(index + 2, docDriver(zipFiller(scheduler)), docDriver(s[0]), docDriver(s[1]))
            }
        }
    }
    + (0..<7).map { index in
        DocMarble(
            file: sharedFolder + "SharedSequence+ZipTuple.swift", output: "zip(a, b):", occurrence: index,
            inputs: ["a:", "b:"]
        ) { scheduler, s in
            docShared(scheduler) {
                zipTuple(index + 2, docDriver(zipFiller(scheduler)), docDriver(s[0]), docDriver(s[1]))
            }
        }
    }

private let operatorsFile = sharedFolder + "SharedSequence+Operators.swift"
private let flatMapFile = sharedFolder + "SharedSequence+FlatMap.swift"
private let mergeFile = sharedFolder + "SharedSequence+Merge.swift"
private let timeFile = sharedFolder + "SharedSequence+Time.swift"
private let latestFile = sharedFolder + "SharedSequence+WithLatestFrom.swift"
private let conversionFile = sharedFolder + "ObservableConvertibleType+SharedSequence.swift"

private let docSharedSequenceOperators: [DocMarble] = [
    DocMarble(file: operatorsFile, output: "map { $0 * 10 }:", inputs: ["source:"], wideElements: true) {
        scheduler, s in docShared(scheduler) { docDriver(s[0]).map { String(Int($0)! * 10) } }
    },
    DocMarble(file: operatorsFile, output: "filter { even }:", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).filter { Int($0)! % 2 == 0 } }
    },
    DocMarble(file: operatorsFile, output: "compactMap { Int($0) }:", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).compactMap { Int($0).map(String.init) } }
    },
    DocMarble(file: operatorsFile, output: "scan(0, +):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).scan(0) { $0 + Int($1)! }.map(String.init) }
    },
    DocMarble(file: operatorsFile, output: "startWith(0):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).startWith("0") }
    },
    DocMarble(file: operatorsFile, output: "skip(2):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).skip(2) }
    },
    DocMarble(file: operatorsFile, output: "distinctUntilChanged():", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).distinctUntilChanged() }
    },
    DocMarble(file: timeFile, output: "debounce(2 ticks):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).debounce(ticks(2)) }
    },
    DocMarble(file: timeFile, output: "throttle(3 ticks):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).throttle(ticks(3)) }
    },
    DocMarble(file: timeFile, output: "delay(2 ticks):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).delay(ticks(2)) }
    },
    DocMarble(file: timeFile, output: "interval(2 ticks):") { scheduler, _ in
        docShared(scheduler) { Driver<Int>.interval(ticks(2)).map(String.init) }
    },
    DocMarble(file: timeFile, output: "timer(3 ticks):") { scheduler, _ in
        docShared(scheduler) { Driver<Int>.timer(ticks(3), period: nil).map(String.init) }
    },
    DocMarble(file: timeFile, output: "timer(3 ticks, period: 1):") { scheduler, _ in
        docShared(scheduler) { Driver<Int>.timer(ticks(3), period: ticks(1)).map(String.init) }
    },
    DocMarble(
        file: sharedFolder + "SharedSequence+CombineLatest.swift", output: "{ \"\\($0)\\($1)\" }:",
        inputs: ["a:", "b:"], wideElements: true
    ) { scheduler, s in docShared(scheduler) { Driver.combineLatest(docDriver(s[0]), docDriver(s[1])) { $0 + $1 } } },
    DocMarble(
        file: sharedFolder + "SharedSequence+Zip.swift", output: "{ \"\\($0)\\($1)\" }:", inputs: ["a:", "b:"],
        wideElements: true
    ) { scheduler, s in docShared(scheduler) { Driver.zip(docDriver(s[0]), docDriver(s[1])) { $0 + $1 } } },
    DocMarble(file: latestFile, output: "withLatestFrom(second, +):", inputs: ["self:", "second:"], wideElements: true)
    { scheduler, s in docShared(scheduler) { docDriver(s[0]).withLatestFrom(docDriver(s[1])) { $0 + $1 } } },
    DocMarble(file: latestFile, output: "withLatestFrom(second):", inputs: ["self:", "second:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).withLatestFrom(docDriver(s[1])) }
    },
    DocMarble(file: latestFile, output: "sample(sampler):", inputs: ["self:", "sampler:"]) { scheduler, s in
        docShared(scheduler) { docDriver(s[0]).sample(docDriver(s[1])) }
    },
    DocMarble(
        file: flatMapFile, output: "flatMap:", inputs: ["source:", "selector(1):", "selector(2):"], cold: [1, 2]
    ) { scheduler, s in
        docShared(scheduler) {
            let inner = [docDriver(s[1]), docDriver(s[2])]
            return docDriver(s[0]).flatMap { inner[Int($0)! - 1] }
        }
    },
    DocMarble(
        file: flatMapFile, output: "flatMapLatest:", inputs: ["source:", "selector(1):", "selector(2):"],
        cold: [1, 2]
    ) { scheduler, s in
        docShared(scheduler) {
            let inner = [docDriver(s[1]), docDriver(s[2])]
            return docDriver(s[0]).flatMapLatest { inner[Int($0)! - 1] }
        }
    },
    DocMarble(
        file: flatMapFile, output: "flatMapFirst:", inputs: ["source:", "selector(1):", "selector(3):"],
        cold: [1, 2]
    ) { scheduler, s in
        docShared(scheduler) {
            let inner = ["1": docDriver(s[1]), "3": docDriver(s[2])]
            return docDriver(s[0]).flatMapFirst { inner[$0] ?? Driver.never() }
        }
    },
    DocMarble(
        file: flatMapFile, output: "concatMap:", inputs: ["source:", "selector(1):", "selector(2):"], cold: [1, 2]
    ) { scheduler, s in
        docShared(scheduler) {
            let inner = [docDriver(s[1]), docDriver(s[2])]
            return docDriver(s[0]).concatMap { inner[Int($0)! - 1] }
        }
    },
    DocMarble(file: flatMapFile, output: "switchLatest:", inputs: ["source:", "x:", "y:"], cold: [1, 2]) {
        scheduler, s in
        docShared(scheduler) {
            let inner = ["x": docDriver(s[1]), "y": docDriver(s[2])]
            return docDriver(s[0]).map { inner[$0]! }.switchLatest()
        }
    },
    DocMarble(file: mergeFile, output: "merge(a, b):", inputs: ["a:", "b:"]) { scheduler, s in
        docShared(scheduler) { Driver.merge(ContiguousArray([docDriver(s[0]), docDriver(s[1])])) }
    },
    DocMarble(file: mergeFile, output: "merge(a, b):", occurrence: 1, inputs: ["a:", "b:"]) { scheduler, s in
        docShared(scheduler) { Driver.merge(docDriver(s[0]), docDriver(s[1])) }
    },
    DocMarble(file: mergeFile, output: "concat:", inputs: ["a:", "b:"], cold: [0, 1]) { scheduler, s in
        docShared(scheduler) { Driver.concat(AnySequence([docDriver(s[0]), docDriver(s[1])])) }
    },
    DocMarble(file: mergeFile, output: "concat:", occurrence: 1, inputs: ["a:", "b:"], cold: [0, 1]) {
        scheduler, s in docShared(scheduler) { Driver.concat([docDriver(s[0]), docDriver(s[1])]) }
    },
    DocMarble(file: mergeFile, output: "merge():", inputs: ["outer:", "a:", "b:"], cold: [1, 2]) { scheduler, s in
        docShared(scheduler) {
            let inner = ["a": docDriver(s[1]), "b": docDriver(s[2])]
            return docDriver(s[0]).map { inner[$0]! }.merge()
        }
    },
    DocMarble(file: mergeFile, output: "merge():", occurrence: 1, inputs: ["outer:", "a:", "b:"], cold: [1, 2]) {
        scheduler, s in
        docShared(scheduler) {
            let inner = ["a": docDriver(s[1]), "b": docDriver(s[2])]
            return docDriver(s[0]).map { inner[$0]! }.merge()
        }
    },
    DocMarble(
        file: mergeFile, output: "merge(maxConcurrent: 1):", inputs: ["outer:", "a:", "b (subscribed after a):"],
        cold: [1, 2]
    ) { scheduler, s in
        docShared(scheduler) {
            let inner = ["a": docDriver(s[1]), "b": docDriver(s[2])]
            return docDriver(s[0]).map { inner[$0]! }.merge(maxConcurrent: 1)
        }
    },
    DocMarble(file: mergeFile, output: "flatten():", inputs: ["outer:", "a:", "b:"], cold: [1, 2]) { scheduler, s in
        docShared(scheduler) { () -> Driver<String> in
            let inner = ["a": docDriver(s[1]), "b": docDriver(s[2])]
            let flatten: () -> Driver<String> = docDriver(s[0]).map { inner[$0]! }.merge
            return flatten()
        }
    },
    DocMarble(
        file: mergeFile, output: "flatten(1):", inputs: ["outer:", "a:", "b (subscribed after a):"], cold: [1, 2]
    ) { scheduler, s in
        docShared(scheduler) { () -> Driver<String> in
            let inner = ["a": docDriver(s[1]), "b": docDriver(s[2])]
            let flatten: (Int) -> Driver<String> = docDriver(s[0]).map { inner[$0]! }.merge
            return flatten(1)
        }
    },
    DocMarble(file: sharedFolder + "SharedSequence+Infallible.swift", output: "asInfallible():", inputs: ["driver:"]) {
        scheduler, s in
        SharingScheduler.mock(scheduler: SameTick(base: scheduler)) { docDriver(s[0]).asInfallible() }
            .asObservable()
    },
    DocMarble(file: sharedFolder + "SharedSequence.swift", output: "empty():") { scheduler, _ in
        docShared(scheduler) { Driver<String>.empty() }
    },
    DocMarble(file: sharedFolder + "SharedSequence.swift", output: "of(1, 2, 3):") { scheduler, _ in
        docShared(scheduler) { Driver.of("1", "2", "3") }
    },
    DocMarble(file: conversionFile, output: "onErrorJustReturn: 0):", inputs: ["source:"]) { scheduler, s in
        docShared(scheduler) {
            s[0].asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: "0")
        }
    },
    DocMarble(
        file: conversionFile, output: "asSharedSequence(onErrorDriveWith: fallback):",
        inputs: ["source:", "fallback:"],
        cold: [1]
    ) { scheduler, s in docShared(scheduler) { s[0].asSharedSequence(onErrorDriveWith: docDriver(s[1])) } },
    DocMarble(
        file: sharedFolder + "Driver/Driver.swift", output: "asDriver(onErrorJustReturn: 0):", occurrence: 1,
        inputs: ["source:"]
    ) { scheduler, s in docShared(scheduler) { s[0].asDriver(onErrorJustReturn: "0") } },
    DocMarble(
        file: sharedFolder + "Driver/Driver.swift", output: "asDriver(onErrorDriveWith:):",
        inputs: ["source:", "fallback:"], cold: [1]
    ) { scheduler, s in docShared(scheduler) { s[0].asDriver(onErrorDriveWith: docDriver(s[1])) } },
    DocMarble(
        file: sharedFolder + "Signal/Signal.swift", output: "asSignal(onErrorJustReturn: 0):", inputs: ["source:"]
    ) { scheduler, s in docShared(scheduler) { s[0].asSignal(onErrorJustReturn: "0") } },
    DocMarble(
        file: sharedFolder + "Signal/Signal.swift", output: "asSignal(onErrorSignalWith:):",
        inputs: ["source:", "fallback:"], cold: [1]
    ) { scheduler, s in docShared(scheduler) { s[0].asSignal(onErrorSignalWith: sig(s[1])) } },
    DocMarble(file: sharedFolder + "Driver/BehaviorRelay+Driver.swift", output: "asDriver():", inputs: ["relay.value:"])
    { scheduler, s in
        let relay = BehaviorRelay(value: "0")
        return heldWhileSubscribed(
            { s[0].filter { $0 != "0" }.subscribe(onNext: { relay.accept($0) }) },
            then: { docShared(scheduler) { relay.asDriver() } })
    },
    DocMarble(file: sharedFolder + "Driver/Driver+Subscription.swift", output: "relay.value:", inputs: ["driver:"]) {
        scheduler, s in
        let relay = BehaviorRelay(value: "0")
        let driver = SharingScheduler.mock(scheduler: SameTick(base: scheduler)) { docDriver(s[0]) }
        return heldWhileSubscribed({ driver.drive(relay) }, then: { relay.asObservable() })
    },
    DocMarble(file: sharedFolder + "Signal/PublishRelay+Signal.swift", output: "asSignal():", inputs: ["relay:"]) {
        scheduler, s in
        let relay = PublishRelay<String>()
        return heldWhileSubscribed(
            { s[0].subscribe(onNext: { relay.accept($0) }) },
            then: { docShared(scheduler) { relay.asSignal() } })
    },
    DocMarble(file: sharedFolder + "Signal/Signal+Subscription.swift", output: "relay:", inputs: ["signal:"]) {
        scheduler, s in
        let relay = PublishRelay<String>()
        let signal = SharingScheduler.mock(scheduler: SameTick(base: scheduler)) { sig(s[0]) }
        return heldWhileSubscribed({ signal.emit(to: relay) }, then: { relay.asObservable() })
    },
]
