import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Observes a sequence from many threads at once and records what would break the contract: calls
/// that overlap, lost or duplicated elements, more than one terminal event.
private final class OverlapProbe: Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let terminalCount = Atomic<Int>(0)
    private let received = Mutex<[Int]>([])
    private let finished = DispatchSemaphore(value: 0)

    var overlaps: Int { overlapCount.load(ordering: .acquiring) }
    var terminals: Int { terminalCount.load(ordering: .acquiring) }
    var elements: [Int] { received.withLock { $0 } }

    func on(_ event: Event<Int>) {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        switch event {
        case .next(let value):
            received.withLock { $0.append(value) }
        case .error, .completed:
            terminalCount.add(1, ordering: .relaxed)
        }
        // Stay inside a little, so an overlapping call has a chance to be seen.
        for _ in 0..<20 {
            _ = inside.load(ordering: .relaxed)
        }
        inside.subtract(1, ordering: .acquiringAndReleasing)
        if event.isStopEvent { finished.signal() }
    }

    /// Waits for the terminal event; `false` if it did not come in time (the test then fails
    /// instead of hanging).
    func waitForTerminal() -> Bool {
        finished.wait(timeout: .now() + .seconds(120)) == .success
    }
}

/// Starts and tracks the emitter threads, so a test can wait until all of them have returned.
private final class ThreadedEmitters: Sendable {
    private let group = DispatchGroup()

    /// A cold sequence that, on each subscription, sends `count` elements from `base` on a new
    /// thread, then ends with `end`.
    func source(base: Int, count: Int, end: Event<Int> = .completed) -> Observable<Int> {
        let group = self.group
        return Observable.create { observer in
            group.enter()
            // The thread drops the observer before it reports that it is done, so the chain's
            // resources are released by the time `waitForAll` returns.
            let handoff = Handoff(observer)
            let thread = Thread {
                if let observer = handoff.take() {
                    for offset in 0..<count {
                        observer.onNext(base + offset)
                    }
                    observer.on(end)
                }
                group.leave()
            }
            thread.start()
            return Disposables.create()
        }
    }

    func waitForAll() -> Bool {
        group.wait(timeout: .now() + .seconds(120)) == .success
    }
}

@Suite("Higher-order operators under concurrent sources", .processExclusive, .noLeaks)
struct HigherOrderStressTests {
    private static let threads = 6
    private static let perThread = 2_000
    private static let rounds = 3

    private func run(_ makeSequence: (ThreadedEmitters) -> Observable<Int>) -> OverlapProbe {
        let probe = OverlapProbe()
        let emitters = ThreadedEmitters()
        let subscription = makeSequence(emitters).subscribe { probe.on($0) }
        #expect(probe.waitForTerminal(), "no terminal event arrived")
        #expect(emitters.waitForAll(), "emitter threads did not finish")
        subscription.dispose()
        return probe
    }

    @Test func flatMapDeliversEveryElementOnceWithoutOverlappingCalls() {
        let total = Self.threads * Self.perThread
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                Observable.from(0..<Self.threads).flatMap { index in
                    emitters.source(base: index * Self.perThread, count: Self.perThread)
                }
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            #expect(probe.elements.sorted() == Array(0..<total))
        }
    }

    @Test func staticMergeDeliversEveryElementOnceWithoutOverlappingCalls() {
        let total = Self.threads * Self.perThread
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                Observable<Int>.merge(
                    (0..<Self.threads).map { emitters.source(base: $0 * Self.perThread, count: Self.perThread) }
                )
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            #expect(probe.elements.sorted() == Array(0..<total))
        }
    }

    @Test func limitedMergeKeepsEachSourcesOrder() {
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                Observable.from(0..<Self.threads).map { index in
                    emitters.source(base: index * Self.perThread, count: Self.perThread)
                }.merge(maxConcurrent: 3)
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            let elements = probe.elements
            #expect(elements.count == Self.threads * Self.perThread)
            for index in 0..<Self.threads {
                let own = elements.filter { $0 / Self.perThread == index }
                #expect(own == Array(index * Self.perThread..<(index + 1) * Self.perThread))
            }
        }
    }

    @Test func concatMapKeepsTheOverallOrder() {
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                Observable.from(0..<Self.threads).concatMap { index in
                    emitters.source(base: index * Self.perThread, count: Self.perThread)
                }
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            #expect(probe.elements == Array(0..<Self.threads * Self.perThread))
        }
    }

    @Test func flatMapLatestSwitchingWhileInnersEmitNeverOverlaps() {
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                emitters.source(base: 0, count: 200).flatMapLatest { index in
                    emitters.source(base: index * 100, count: 100)
                }
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            let elements = probe.elements
            // Elements of any one inner sequence keep their order.
            for inner in Set(elements.map { $0 / 100 }) {
                let own = elements.filter { $0 / 100 == inner }
                #expect(own == own.sorted())
            }
        }
    }

    private static let mixedOuterCount = 2_000

    /// `just` inners (delivered without the sink's lock while no inner was ever subscribed) mixed with
    /// inners that emit from their own threads, so the switch to the locked path happens while the
    /// outer thread keeps emitting: the outer sequence sends 0..<2,000 from its thread; 50, 150, ...
    /// map to an inner sequence of 100 elements from 100,000 + value * 100, sent from another thread,
    /// and every other value to `just(value)`.
    private func runMixingJustAndThreadedInners(
        _ apply: @escaping (Observable<Int>, @escaping @Sendable (Int) -> Observable<Int>) -> Observable<Int>
    ) -> OverlapProbe {
        run { emitters in
            apply(emitters.source(base: 0, count: Self.mixedOuterCount)) { value in
                value % 100 == 50
                    ? emitters.source(base: 100_000 + value * 100, count: 100) : Observable.just(value)
            }
        }
    }

    @Test func flatMapMixingJustAndThreadedInnersDeliversEverythingOnce() {
        for _ in 0..<Self.rounds {
            let probe = runMixingJustAndThreadedInners { $0.flatMap($1) }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            var expected: [Int] = (0..<Self.mixedOuterCount).filter { $0 % 100 != 50 }
            for value in (0..<Self.mixedOuterCount) where value % 100 == 50 {
                let base = 100_000 + value * 100
                expected.append(contentsOf: base..<base + 100)
            }
            #expect(probe.elements.sorted() == expected.sorted())
        }
    }

    @Test func flatMapLatestMixingJustAndThreadedInnersNeverOverlaps() {
        for _ in 0..<Self.rounds {
            let probe = runMixingJustAndThreadedInners { $0.flatMapLatest($1) }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            let elements = probe.elements
            // Every `just` element arrives, in order; a threaded inner's elements keep their order.
            #expect(elements.filter { $0 < 100_000 } == (0..<Self.mixedOuterCount).filter { $0 % 100 != 50 })
            for inner in Set(elements.filter { $0 >= 100_000 }.map { $0 / 100 }) {
                let own = elements.filter { $0 >= 100_000 && $0 / 100 == inner }
                #expect(own == own.sorted())
            }
        }
    }

    /// Two fused `flatMap` stages whose inner sequences all emit from threads of their own: every
    /// element arrives once, deliveries never overlap, and the run ends once.
    @Test func fusedFlatMapStagesDeliverEverythingOnce() {
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                emitters.source(base: 0, count: 20).flatMap { index in
                    emitters.source(base: index * 100, count: 10)
                }
                .flatMap { value in
                    value.isMultiple(of: 2) ? emitters.source(base: 1_000_000 + value * 10, count: 3) : .just(value)
                }
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            let values = (0..<20).flatMap { index in (0..<10).map { index * 100 + $0 } }
            let expected = values.flatMap { value in
                value.isMultiple(of: 2) ? (0..<3).map { 1_000_000 + value * 10 + $0 } : [value]
            }
            #expect(probe.elements.sorted() == expected.sorted())
        }
    }

    /// Two fused `flatMapLatest` stages whose inner sequences emit from threads of their own while
    /// the source switches the first stage: deliveries never overlap, the run ends once, and the
    /// elements of each inner sequence keep their order.
    @Test func fusedFlatMapLatestStagesNeverOverlap() {
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                emitters.source(base: 0, count: 20).flatMapLatest { index in
                    emitters.source(base: index * 100, count: 10)
                }
                .flatMapLatest { value in
                    value % 3 == 0 ? emitters.source(base: 1_000_000 + value * 10, count: 5) : .just(value)
                }
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
            let elements = probe.elements
            for inner in Set(elements.map { $0 >= 1_000_000 ? $0 / 10 : $0 / 100 }) {
                let own = elements.filter { ($0 >= 1_000_000 ? $0 / 10 : $0 / 100) == inner }
                #expect(own == own.sorted())
            }
        }
    }

    @Test func simultaneousErrorsEndTheResultExactlyOnce() {
        for _ in 0..<Self.rounds {
            let probe = run { emitters in
                Observable<Int>.merge(
                    (0..<Self.threads).map {
                        emitters.source(base: $0 * 100, count: 100, end: Event<Int>.error(TestError(id: $0)))
                    }
                )
            }
            #expect(probe.overlaps == 0)
            #expect(probe.terminals == 1)
        }
    }
}
