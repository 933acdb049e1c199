import Dispatch
import Foundation
import SwiftRx
import Synchronization

// The scenarios app and server code lives on: Driver and Signal chains, a drive into a Binder,
// scheduler hops, fan-out and fan-in, a 100-operator chain, and the heap a live subscription keeps.

func appScenarios() -> [Scenario] {
    [
        Scenario(
            name: "driver_map_filter_pumping", operations: pumpingCount, expected: pumpingCount,
            run: driverMapFilterPumping, isCreating: false),
        Scenario(
            name: "driver_map_filter_creating", operations: creatingCount, expected: creatingCount,
            run: driverMapFilterCreating, isCreating: true),
        Scenario(
            name: "signal_map_filter_pumping", operations: pumpingCount, expected: pumpingCount,
            run: signalMapFilterPumping, isCreating: false),
        Scenario(
            name: "signal_map_filter_creating", operations: creatingCount, expected: creatingCount,
            run: signalMapFilterCreating, isCreating: true),
        Scenario(
            name: "driver_binder_pumping", operations: pumpingCount, expected: pumpingCount, run: driverBinderPumping,
            isCreating: false),
        Scenario(
            name: "fan_out_100_pumping", operations: fanPumpingCount, expected: 100 * fanPumpingCount,
            run: fanOutPumping, isCreating: false),
        Scenario(
            name: "fan_in_100_pumping", operations: pumpingCount, expected: pumpingCount, run: fanInPumping,
            isCreating: false),
        Scenario(
            name: "chain_100_pumping", operations: pumpingCount, expected: pumpingCount, run: chain100Pumping,
            isCreating: false),
        Scenario(
            name: "chain_100_creating", operations: chainCreatingCount, expected: chainCreatingCount,
            run: chain100Creating, isCreating: true),
        Scenario(
            name: "object_lifetime_floor", operations: pumpingCount, expected: pumpingCount,
            run: objectLifetimeFloor, isCreating: true),
        Scenario(
            name: "just_lifetime_floor", operations: pumpingCount, expected: pumpingCount,
            run: justLifetimeFloor, isCreating: true),
        Scenario(
            name: "flatmap_pumping_floor", operations: pumpingCount, expected: pumpingCount,
            run: flatMapPumpingFloor, isCreating: false),
        Scenario(
            name: "combinelatest_sources_floor", operations: creatingCount, expected: creatingCount,
            run: combineLatestSourcesFloor, isCreating: true),
        Scenario(
            name: "captured_sum_floor", operations: pumpingCount, expected: pumpingCount, run: capturedSumFloor,
            isCreating: false),
        Scenario(
            name: "subject_map_pumping", operations: pumpingCount, expected: pumpingCount,
            run: { subjectMapPumping(traced: false) }, isCreating: false),
        Scenario(
            name: "subject_map_trace_idle_pumping", operations: pumpingCount, expected: pumpingCount,
            run: { subjectMapPumping(traced: true) }, isCreating: false),
        Scenario(
            name: "observe_on_serial_pumping", operations: hopCount, expected: hopCount, run: serialHopPumping,
            isCreating: false, wallClock: true),
        Scenario(
            name: "observe_on_main_pumping", operations: hopCount, expected: hopCount, run: mainHopPumping,
            isCreating: false, wallClock: true),
    ]
}

var fanPumpingCount: Int { operations(10_000) }
var chainCreatingCount: Int { operations(1_000) }
var hopCount: Int { operations(100_000) }

// MARK: - Driver and Signal (RxSwift's two Driver scenarios, and the same through a Signal)

/// RxSwift's map/filter chain of its Driver benchmarks, on any shared sequence.
func sharedMapFilterChain<Strategy>(_ source: SharedSequence<Strategy, Int>) -> SharedSequence<Strategy, Int> {
    source
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

/// Sends `pumpingCount` elements into a subject that `subscribe` subscribes to, and returns their sum.
func pumping(_ subscribe: (PublishSubject<Int>, Accumulator) -> any Disposable) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let subscription = subscribe(subject, accumulator)
    for _ in 0..<pumpingCount {
        subject.on(.next(1))
    }
    subscription.dispose()
    return accumulator.sum
}

/// Makes `count` subscriptions with `subscribe`, each to a fresh one-element source, disposing each
/// one before the next; returns the sum of what they received.
func creating(_ count: Int, _ subscribe: (Observable<Int>, Accumulator) -> any Disposable) -> Int {
    let accumulator = Accumulator()
    for _ in 0..<count {
        subscribe(emitting(1), accumulator).dispose()
    }
    return accumulator.sum
}

func driverMapFilterPumping() -> Int {
    pumping { subject, accumulator in
        sharedMapFilterChain(subject.asDriver(onErrorJustReturn: -1)).drive(onNext: { accumulator.sum += $0 })
    }
}

func driverMapFilterCreating() -> Int {
    creating(creatingCount) { source, accumulator in
        sharedMapFilterChain(source.asDriver(onErrorJustReturn: -1)).drive(onNext: { accumulator.sum += $0 })
    }
}

func signalMapFilterPumping() -> Int {
    pumping { subject, accumulator in
        sharedMapFilterChain(subject.asSignal(onErrorJustReturn: -1)).emit(onNext: { accumulator.sum += $0 })
    }
}

func signalMapFilterCreating() -> Int {
    creating(creatingCount) { source, accumulator in
        sharedMapFilterChain(source.asSignal(onErrorJustReturn: -1)).emit(onNext: { accumulator.sum += $0 })
    }
}

/// A stand-in for a UI object that a binder writes into.
final class Label {
    var total = 0
}

func driverBinderPumping() -> Int {
    let label = Label()
    let binder = Binder(label) { label, value in label.total += value }
    let subject = PublishSubject<Int>()
    let subscription = subject.asDriver(onErrorJustReturn: -1).map { $0 }.drive(binder)
    for _ in 0..<pumpingCount {
        subject.on(.next(1))
    }
    subscription.dispose()
    return label.total
}

// MARK: - Fan-out and fan-in

/// One subject, 100 subscribers; an operation is one element, delivered to all of them.
func fanOutPumping() -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let subscriptions = (0..<100).map { _ in subject.subscribe(onNext: { accumulator.sum += $0 }) }
    for _ in 0..<fanPumpingCount {
        subject.on(.next(1))
    }
    subscriptions.forEach { $0.dispose() }
    return accumulator.sum
}

/// `merge` of 100 subjects, fed in turn; an operation is one element through the merge.
func fanInPumping() -> Int {
    let accumulator = Accumulator()
    let subjects = (0..<100).map { _ in PublishSubject<Int>() }
    let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { accumulator.sum += $0 })
    for index in 0..<pumpingCount {
        subjects[index % 100].on(.next(1))
    }
    subscription.dispose()
    return accumulator.sum
}

// MARK: - A 100-operator chain

/// A hundred operator calls: ten rounds of ten kinds, so that the map/filter fusion joins at most
/// the `map` and `filter` of one round.
func chain100(_ source: Observable<Int>) -> Observable<Int> {
    var chain = source
    for _ in 0..<10 {
        chain =
            chain
            .map { $0 }
            .do(onNext: { _ in })
            .filter { _ in true }
            .scan(0) { _, value in value }
            .compactMap { $0 }
            .take(while: { _ in true })
            .skip(while: { _ in false })
            .catchAndReturn(0)
            .materialize()
            .dematerialize()
    }
    return chain
}

func chain100Pumping() -> Int {
    let accumulator = Accumulator()
    chain100(emitting(pumpingCount)).subscribe(onNext: { accumulator.sum += $0 }).dispose()
    return accumulator.sum
}

func chain100Creating() -> Int {
    creating(chainCreatingCount) { source, accumulator in
        chain100(source).subscribe(onNext: { accumulator.sum += $0 })
    }
}

// MARK: - The floor of an object

/// The smallest object a subscription can consist of.
final class FloorProbe {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// What one heap object costs by itself: its allocation, the release that frees it, and nothing
/// else. Every observable an operator call returns, and every sink a subscription makes, pays at
/// least this; `.ci/perf-count` counts it like the other scenarios, so the object floor of a
/// scenario is its allocations per op times this scenario's instructions per op. Each new object
/// replaces the previous one in an array slot, which the optimizer cannot keep on the stack.
func objectLifetimeFloor() -> Int {
    var slot = [FloorProbe(0)]
    var sum = 0
    for _ in 0..<pumpingCount {
        slot[0] = FloorProbe(1)
        sum += slot[0].value
    }
    return sum
}

/// Keeps a `flatMap` stage's closure opaque to the optimizer, so that the `just` it returns is made
/// and released as it is when an operator calls the closure.
@inline(never)
func opaqueStage(_ body: @escaping @Sendable (Int) -> Observable<Int>) -> @Sendable (Int) -> Observable<Int> {
    body
}

/// What the closure of a `flatMap { Observable.just($0) }` stage costs by itself per element: the
/// call, the `just` it returns, and the release that frees it; no operator takes part. The
/// flatMap and flatMapLatest pumping scenarios run five such closures per element, so five times
/// this is the floor of their instructions and allocations per element.
func justLifetimeFloor() -> Int {
    let stage = opaqueStage { Observable.just($0) }
    var slot = [stage(0)]
    var made = 0
    for _ in 0..<pumpingCount {
        slot[0] = stage(1)
        made += 1
    }
    withExtendedLifetime(slot) {}
    return made
}

/// The flatMap and flatMapLatest pumping scenarios with the five operators taken out: each element
/// of the same `create` source reaches a `subscribe(onNext:)` closure, which calls the five stage
/// closures (each makes an `Observable.just`, which is released) and adds the element up. This is
/// what those scenarios cost per element before any flatMap operator does its own work (taking a
/// `just`'s element and handing it to the next stage), so it is the floor of their instructions and
/// allocations per element.
func flatMapPumpingFloor() -> Int {
    let accumulator = Accumulator()
    let first = opaqueStage { Observable.just($0) }
    let second = opaqueStage { Observable.just($0) }
    let third = opaqueStage { Observable.just($0) }
    let fourth = opaqueStage { Observable.just($0) }
    let fifth = opaqueStage { Observable.just($0) }
    let subscription = emitting(pumpingCount).subscribe(onNext: { value in
        _ = first(value)
        _ = second(value)
        _ = third(value)
        _ = fourth(value)
        _ = fifth(value)
        accumulator.sum += value
    })
    subscription.dispose()
    return accumulator.sum
}

/// The objects `combinelatest_creating` makes in its own code before SwiftRx allocates anything:
/// the `create` observable and its closure, the 21 `just`s of the seven `combineLatest` calls, and
/// the `subscribe(onNext:)` closure, each made and released once per operation. Their count is the
/// floor of that scenario's allocations per operation.
func combineLatestSourcesFloor() -> Int {
    let accumulator = Accumulator()
    var sources = [Observable<Int>](repeating: Observable.just(0), count: 22)
    var handlers = [opaque { accumulator.sum += $0 }]
    for _ in 0..<creatingCount {
        sources[0] = emitting(1)
        for index in 1..<22 {
            sources[index] = Observable.just(1)
        }
        handlers[0] = opaque { accumulator.sum += $0 }
        handlers[0](1)
    }
    withExtendedLifetime(sources) {}
    return accumulator.sum
}

/// What the subscriber of RxSwift's scenarios costs by itself per element: its closure,
/// `{ x in sum += x }` on a captured local `var sum`, called through an opaque function value as an
/// operator calls it. The captured variable lives in a heap box, and each `+=` checks exclusive
/// access at run time (`swift_beginAccess`); a user of any Rx library pays this in each pumping
/// scenario, on top of what the library does.
func capturedSumFloor() -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    let subscriber = opaque { x in sum += x }
    for _ in 0..<pumpingCount {
        subscriber(1)
    }
    return sum
}

/// An element through a `PublishSubject` and a `map`, with or without a `trace` point after the map
/// and no recording on: the difference between the two scenarios is what an idle trace point costs
/// per element (one atomic load, and the call into the trace sink).
func subjectMapPumping(traced: Bool) -> Int {
    let accumulator = Accumulator()
    let subject = PublishSubject<Int>()
    let mapped = subject.map { $0 }
    let chain = traced ? mapped.trace("bench") : mapped
    let subscription = chain.subscribe(onNext: { accumulator.sum += $0 })
    for _ in 0..<pumpingCount {
        subject.on(.next(1))
    }
    subscription.dispose()
    return accumulator.sum
}

// MARK: - Scheduler hops (wall clock only)

/// Counts what arrives on another thread, and whether the sequence has finished.
final class HopCounter: Sendable {
    let sum = Atomic<Int>(0)
    let finished = Atomic<Bool>(false)
}

/// Elements pushed on the main thread and observed on a serial dispatch queue, end to end.
func serialHopPumping() -> Int {
    let counter = HopCounter()
    let done = DispatchSemaphore(value: 0)
    let subject = PublishSubject<Int>()
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "swiftrx-bench.hop")
    let subscription = subject.observe(on: scheduler).subscribe(
        onNext: { counter.sum.add($0, ordering: .relaxed) },
        onCompleted: { done.signal() }
    )
    for _ in 0..<hopCount {
        subject.on(.next(1))
    }
    subject.on(.completed)
    done.wait()
    subscription.dispose()
    return counter.sum.load(ordering: .relaxed)
}

/// Elements pushed on a background thread and observed on `MainScheduler.instance`, end to end; the
/// main thread runs its run loop, which drains the main queue, until the completion arrives.
func mainHopPumping() -> Int {
    let counter = HopCounter()
    let subject = PublishSubject<Int>()
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(
        onNext: { counter.sum.add($0, ordering: .relaxed) },
        onCompleted: { counter.finished.store(true, ordering: .releasing) }
    )
    DispatchQueue.global().async {
        for _ in 0..<hopCount {
            subject.on(.next(1))
        }
        subject.on(.completed)
    }
    while !counter.finished.load(ordering: .acquiring) {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    subscription.dispose()
    return counter.sum.load(ordering: .relaxed)
}

// MARK: - Memory per live subscription

/// How many live subscriptions each memory scenario makes (`--ops N` sets it too).
var memoryScenarioCount: Int { operations(10_000) }

/// One memory scenario: `subscribe` makes one live subscription, with its own chain, to the shared
/// sources, and `feed` then sends the sources what every subscription needs to reach its steady state
/// (a live inner sequence, a latest value from every source).
struct MemoryScenario {
    let name: String
    let subscribe: () -> any Disposable
    let feed: () -> Void
}

func memoryScenarios() -> [MemoryScenario] {
    let source = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let third = PublishSubject<Int>()
    let accumulator = Accumulator()
    return [
        MemoryScenario(
            name: "memory_map_filter",
            subscribe: { mapFilterChain(source.asObservable()).subscribe(onNext: { accumulator.sum += $0 }) },
            feed: { source.on(.next(1)) }
        ),
        MemoryScenario(
            name: "memory_flatmaplatest",
            subscribe: { source.flatMapLatest { _ in inner }.subscribe(onNext: { accumulator.sum += $0 }) },
            feed: {
                source.on(.next(1))
                inner.on(.next(1))
            }
        ),
        MemoryScenario(
            name: "memory_combinelatest_3",
            subscribe: {
                Observable.combineLatest(first, second, third) { $0 + $1 + $2 }.subscribe(onNext: {
                    accumulator.sum += $0
                })
            },
            feed: {
                first.on(.next(1))
                second.on(.next(1))
                third.on(.next(1))
            }
        ),
        MemoryScenario(
            name: "memory_chain_100",
            subscribe: { chain100(source.asObservable()).subscribe(onNext: { accumulator.sum += $0 }) },
            feed: { source.on(.next(1)) }
        ),
    ]
}

/// Prints `name<TAB>bytes_per_live_subscription` for each selected memory scenario: the growth of
/// the heap in use (glibc's count, chunk overhead included) while `memoryScenarioCount` more
/// subscriptions are alive, each with its own chain on shared sources and fed once, divided by their
/// number. One subscription made and fed beforehand keeps one-time costs (type metadata, the
/// sources' first storage) out of the count, and the array holding the subscriptions is allocated
/// before the first reading.
func printMemoryScenarios(only: Set<String>?) {
    print("scenario\tbytes_per_live_subscription")
    for scenario in memoryScenarios() where only?.contains(scenario.name) ?? true {
        var subscriptions: [any Disposable] = []
        subscriptions.reserveCapacity(memoryScenarioCount + 1)
        subscriptions.append(scenario.subscribe())
        scenario.feed()
        guard let before = heapBytesInUse() else {
            print("\(scenario.name)\tunavailable")
            continue
        }
        for _ in 0..<memoryScenarioCount {
            subscriptions.append(scenario.subscribe())
        }
        scenario.feed()
        let after = heapBytesInUse()!
        subscriptions.forEach { $0.dispose() }
        print("\(scenario.name)\t\(String(format: "%.1f", Double(after - before) / Double(memoryScenarioCount)))")
    }
}

/// The bytes of heap in use, from glibc's `malloc_stats()` (looked up at run time, since the C
/// library's Swift module does not include `malloc.h`), or nil on other C libraries.
///
/// `malloc_stats` prints to standard error; the report is captured through a temporary file.
func heapBytesInUse() -> Int? {
    #if os(Linux)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_stats") else { return nil }
        let mallocStats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
        var template = Array("/tmp/swiftrx-bench-heap-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return nil }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer {
            close(file)
            unlink(path)
        }
        fflush(nil)
        let savedError = dup(2)
        dup2(file, 2)
        mallocStats()
        fflush(nil)
        dup2(savedError, 2)
        close(savedError)
        guard let report = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        // The last "in use bytes" line is the total over all arenas, mapped chunks included.
        let total = report.split(separator: "\n").last { $0.contains("in use bytes") }
        return total.flatMap { Int($0.split(separator: "=").last!.trimmingCharacters(in: .whitespaces)) }
    #else
        return nil
    #endif
}
