import RxSwiftBenchmarks
import SwiftRx
import Synchronization

/// One benchmark scenario: a name, how many operations one run performs, and the run itself, which
/// returns a checksum that must equal `expected`.
struct Scenario {
    let name: String
    let operations: Int
    let expected: Int
    let run: () -> Int
    /// Whether the scenario builds and tears down subscriptions (reported with allocations per op).
    let isCreating: Bool
    /// Whether the scenario's work crosses threads, so that only its wall-clock time means something:
    /// the counting script leaves it out, since its instruction count depends on thread timing.
    var wallClock = false
}

/// Keeps a closure opaque to the optimizer, so the baseline cannot be folded into a loop.
@inline(never)
func opaque(_ body: @escaping (Int) -> Void) -> (Int) -> Void {
    body
}

/// A box the benchmarks sum into; a class so that `@Sendable` closures may share it.
final class Accumulator: @unchecked Sendable {
    // Each scenario runs on one thread.
    var sum = 0
}

/// The number of operations every scenario performs, when `--ops` or `--count` sets it; 0 for each
/// scenario's default. Read when a scenario list is made and when a scenario runs.
let operationsOverride = Atomic<Int>(0)

/// The number of operations of a scenario whose default is `standard`, unless overridden.
func operations(_ standard: Int) -> Int {
    let override = operationsOverride.load(ordering: .relaxed)
    return override > 0 ? override : standard
}

var pumpingCount: Int { operations(100_000) }
var creatingCount: Int { operations(10_000) }
var subjectPumpingCount: Int { operations(1_000_000) }
var subjectCreatingCount: Int { operations(100_000) }

func scenarios() -> [Scenario] {
    rxSwiftScenarios() + appScenarios()
}

/// RxSwift's own benchmark scenarios (module RxSwiftBenchmarks), under the names `.ci/perf-count`
/// has always given them, plus the closure baseline the timed runs divide by.
func rxSwiftScenarios() -> [Scenario] {
    func counted(_ name: String, _ count: Int, times: Int = 1, _ body: @escaping (Int) -> Int) -> Scenario {
        Scenario(name: name, operations: count, expected: times * count, run: { body(count) }, isCreating: false)
    }
    func creating(_ name: String, _ count: Int, _ body: @escaping (Int) -> Int) -> Scenario {
        Scenario(name: name, operations: count, expected: count, run: { body(count) }, isCreating: true)
    }
    return [
        Scenario(
            name: "baseline_closure_pumping", operations: pumpingCount, expected: pumpingCount,
            run: baselineClosurePumping, isCreating: false),
        counted("publish_subject_pumping", subjectPumpingCount, publishSubjectPumping),
        counted(
            "publish_subject_pumping_two_subscriptions", subjectPumpingCount, times: 2,
            publishSubjectPumpingTwoSubscriptions),
        creating("publish_subject_creating", subjectCreatingCount, publishSubjectCreating),
        counted("map_filter_pumping", pumpingCount, mapFilterPumping),
        creating("map_filter_creating", creatingCount, mapFilterCreating),
        counted("flatmap_pumping", pumpingCount, flatMapPumping),
        creating("flatmap_creating", creatingCount, flatMapCreating),
        counted("flatmaplatest_pumping", pumpingCount, flatMapLatestPumping),
        creating("flatmaplatest_creating", creatingCount, flatMapLatestCreating),
        counted("combinelatest_pumping", pumpingCount, combineLatestPumping),
        creating("combinelatest_creating", creatingCount, combineLatestCreating),
    ]
}

// MARK: - Baseline

/// The map/filter work as twelve hand-composed closures: six identity maps and six `true` filters.
func baselineClosurePumping() -> Int {
    let accumulator = Accumulator()
    var stage: (Int) -> Void = opaque { accumulator.sum += $0 }
    for index in 0..<12 {
        let next = stage
        stage = index.isMultiple(of: 2) ? opaque { value in if value >= 0 { next(value) } } : opaque { next($0) }
    }
    for _ in 0..<pumpingCount {
        stage(1)
    }
    return accumulator.sum
}

// MARK: - What SwiftRx's own scenarios share

/// Six `map`/`filter` pairs, as in `map_filter_pumping`, around a given source.
func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

/// A `create` source that sends `count` elements and completes.
func emitting(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count {
            observer.on(.next(1))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}
