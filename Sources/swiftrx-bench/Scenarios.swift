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
    [
        Scenario(
            name: "baseline_closure_pumping", operations: pumpingCount, expected: pumpingCount,
            run: baselineClosurePumping, isCreating: false),
        Scenario(
            name: "publish_subject_pumping", operations: subjectPumpingCount, expected: subjectPumpingCount,
            run: { publishSubjectPumping(subscribers: 1) }, isCreating: false),
        Scenario(
            name: "publish_subject_pumping_two_subscriptions", operations: subjectPumpingCount,
            expected: 2 * subjectPumpingCount, run: { publishSubjectPumping(subscribers: 2) }, isCreating: false),
        Scenario(
            name: "publish_subject_creating", operations: subjectCreatingCount, expected: subjectCreatingCount,
            run: publishSubjectCreating, isCreating: true),
        Scenario(
            name: "map_filter_pumping", operations: pumpingCount, expected: pumpingCount, run: mapFilterPumping,
            isCreating: false),
        Scenario(
            name: "map_filter_creating", operations: creatingCount, expected: creatingCount, run: mapFilterCreating,
            isCreating: true),
        Scenario(
            name: "flatmap_pumping", operations: pumpingCount, expected: pumpingCount,
            run: { flatMapPumping(latest: false) }, isCreating: false),
        Scenario(
            name: "flatmap_creating", operations: creatingCount, expected: creatingCount,
            run: { flatMapCreating(latest: false) }, isCreating: true),
        Scenario(
            name: "flatmaplatest_pumping", operations: pumpingCount, expected: pumpingCount,
            run: { flatMapPumping(latest: true) }, isCreating: false),
        Scenario(
            name: "flatmaplatest_creating", operations: creatingCount, expected: creatingCount,
            run: { flatMapCreating(latest: true) }, isCreating: true),
        Scenario(
            name: "combinelatest_pumping", operations: pumpingCount, expected: pumpingCount, run: combineLatestPumping,
            isCreating: false),
        Scenario(
            name: "combinelatest_creating", operations: creatingCount, expected: creatingCount,
            run: combineLatestCreating, isCreating: true),
    ] + appScenarios()
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

// MARK: - Subjects

func publishSubjectPumping(subscribers: Int, elements: Int = subjectPumpingCount) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    var subscriptions: [any Disposable] = []
    for _ in 0..<subscribers {
        subscriptions.append(subject.subscribe(onNext: { accumulator.sum += $0 }))
    }
    for _ in 0..<elements {
        subject.on(.next(1))
    }
    subscriptions.forEach { $0.dispose() }
    return accumulator.sum
}

func publishSubjectCreating() -> Int {
    let accumulator = Accumulator()
    for _ in 0..<subjectCreatingCount {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { accumulator.sum += $0 })
        subject.on(.next(1))
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: - map / filter

func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
    source
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

func emitting(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count {
            observer.on(.next(1))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

func mapFilterPumping() -> Int {
    let accumulator = Accumulator()
    let subscription = mapFilterChain(emitting(pumpingCount)).subscribe(onNext: { accumulator.sum += $0 })
    subscription.dispose()
    return accumulator.sum
}

func mapFilterCreating() -> Int {
    let accumulator = Accumulator()
    for _ in 0..<creatingCount {
        let subscription = mapFilterChain(emitting(1)).subscribe(onNext: { accumulator.sum += $0 })
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: - flatMap / flatMapLatest

func flatMapChain(_ source: Observable<Int>, latest: Bool) -> Observable<Int> {
    if latest {
        return
            source
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
    }
    return
        source
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
        .flatMap { Observable.just($0) }
}

func flatMapPumping(latest: Bool) -> Int {
    let accumulator = Accumulator()
    let subscription = flatMapChain(emitting(pumpingCount), latest: latest).subscribe(onNext: { accumulator.sum += $0 })
    subscription.dispose()
    return accumulator.sum
}

func flatMapCreating(latest: Bool) -> Int {
    let accumulator = Accumulator()
    for _ in 0..<creatingCount {
        let subscription = flatMapChain(emitting(1), latest: latest).subscribe(onNext: { accumulator.sum += $0 })
        subscription.dispose()
    }
    return accumulator.sum
}

// MARK: - combineLatest

func combineLatestChain(_ source: Observable<Int>) -> Observable<Int> {
    var last = source
    for _ in 0..<7 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) {
            x, _, _, _ in x
        }
    }
    return last
}

func combineLatestPumping() -> Int {
    let accumulator = Accumulator()
    let subscription = combineLatestChain(emitting(pumpingCount)).subscribe(onNext: { accumulator.sum += $0 })
    subscription.dispose()
    return accumulator.sum
}

func combineLatestCreating() -> Int {
    let accumulator = Accumulator()
    for _ in 0..<creatingCount {
        let subscription = combineLatestChain(emitting(1)).subscribe(onNext: { accumulator.sum += $0 })
        subscription.dispose()
    }
    return accumulator.sum
}
