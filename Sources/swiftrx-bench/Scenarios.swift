import SwiftRx

/// One benchmark scenario: a name, how many operations one run performs, and the run itself, which
/// returns a checksum that must equal `expected`.
struct Scenario {
    let name: String
    let operations: Int
    let expected: Int
    let run: () -> Int
    /// Whether the scenario builds and tears down subscriptions (reported with allocations per op).
    let isCreating: Bool
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

let pumpingCount = 100_000
let creatingCount = 10_000

func scenarios() -> [Scenario] {
    [
        Scenario(
            name: "baseline_closure_pumping", operations: pumpingCount, expected: pumpingCount,
            run: baselineClosurePumping, isCreating: false),
        Scenario(
            name: "publish_subject_pumping", operations: 1_000_000, expected: 1_000_000,
            run: { publishSubjectPumping(subscribers: 1) }, isCreating: false),
        Scenario(
            name: "publish_subject_pumping_two_subscriptions", operations: 1_000_000, expected: 2_000_000,
            run: { publishSubjectPumping(subscribers: 2) }, isCreating: false),
        Scenario(
            name: "publish_subject_creating", operations: 100_000, expected: 100_000, run: publishSubjectCreating,
            isCreating: true),
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

// MARK: - Subjects

func publishSubjectPumping(subscribers: Int) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    var subscriptions: [any Disposable] = []
    for _ in 0..<subscribers {
        subscriptions.append(subject.subscribe(onNext: { accumulator.sum += $0 }))
    }
    for _ in 0..<1_000_000 {
        subject.on(.next(1))
    }
    subscriptions.forEach { $0.dispose() }
    return accumulator.sum
}

func publishSubjectCreating() -> Int {
    let accumulator = Accumulator()
    for _ in 0..<100_000 {
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
