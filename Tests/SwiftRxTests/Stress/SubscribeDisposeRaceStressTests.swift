import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Subscribing and disposing on one thread while sources emit on others, for every operator that
/// keeps state per subscription or shares a subscription. One "steady" subscriber stays subscribed
/// for the whole run and must see every element it is owed; short-lived subscribers come and go
/// all the time and must see a grammatical sequence (no overlapping calls, nothing after a terminal
/// event). Every run is bounded: fixed counts, and joins that fail after 60 s instead of hanging.
@Suite("Subscribe and dispose racing emission", .processExclusive, .noLeaks)
struct SubscribeDisposeRaceStressTests {
    private static let elements = 1_000
    private static let churnCycles = 150

    enum Operator: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case share, shareReplay, publishRefCount, merge, flatMap, flatMapLatest, flatMapFirst, concatMap
        case combineLatest, zip, switchLatest, observeOn, withLatestFrom, mapFilter, combineLatestAfterJust

        var testDescription: String { rawValue }

        /// Operators over two sources get a second emitting thread.
        var usesSecondSource: Bool {
            [.merge, .combineLatest, .zip, .withLatestFrom].contains(self)
        }

        func apply(_ a: Observable<Int>, _ b: Observable<Int>, _ scheduler: any ImmediateSchedulerType) -> Observable<
            Int
        > {
            switch self {
            case .share: a.share()
            case .shareReplay: a.share(replay: 1)
            case .publishRefCount: a.publish().refCount()
            case .merge: Observable.merge(a, b)
            case .flatMap: a.flatMap { Observable.just($0) }
            case .flatMapLatest: a.flatMapLatest { Observable.just($0) }
            case .flatMapFirst: a.flatMapFirst { Observable.just($0) }
            case .concatMap: a.concatMap { Observable.just($0) }
            case .combineLatest: Observable.combineLatest(a, b) { x, y in x * 10_000 + y }
            case .zip: Observable.zip(a, b) { x, y in x * 10_000 + y }
            case .switchLatest: a.map { Observable.just($0) }.switchLatest()
            case .observeOn: a.observe(on: scheduler)
            case .withLatestFrom: a.withLatestFrom(b) { x, y in x * 10_000 + y }
            case .mapFilter: a.map { $0 * 3 }.filter { $0 % 3 == 0 }.map { $0 / 3 }.filter { $0 > 0 }
            // Rewritten as a map of `a` that delivers one event at a time.
            case .combineLatestAfterJust: Observable.combineLatest(Observable.just(0), a) { $0 + $1 }
            }
        }
    }

    @Test(arguments: Operator.allCases)
    func churningSubscribersNeverBreakTheGrammar(op: Operator) throws {
        try churn(op, subscribingClosures: false)
    }

    /// The same with `subscribe(onNext:onError:onCompleted:)`, which a fused map/filter run (the
    /// rewritten `combineLatest` among them) serves with a single object of its own.
    @Test(arguments: [Operator.mapFilter, .combineLatestAfterJust])
    func churningClosureSubscribersNeverBreakTheGrammar(op: Operator) throws {
        try churn(op, subscribingClosures: true)
    }

    private func churn(_ op: Operator, subscribingClosures: Bool) throws {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.subscribe-dispose")
        let chain = op.apply(a.asObservable(), b.asObservable(), scheduler)
        let subscribe: @Sendable (RaceProbe) -> any Disposable = { probe in
            let observer = probe.observer
            guard subscribingClosures else { return chain.subscribe(observer) }
            return chain.subscribe(
                onNext: { observer.onNext($0) },
                onError: { observer.onError($0) },
                onCompleted: { observer.onCompleted() }
            )
        }

        let steady = RaceProbe()
        let steadySubscription = subscribe(steady)
        let churnProbes = RaceProbeList()

        let group = DispatchGroup()
        let n = Self.elements
        DispatchQueue.global().async(group: group) {
            for value in 1...n { a.onNext(value) }
        }
        if op.usesSecondSource {
            DispatchQueue.global().async(group: group) {
                for value in 1...n { b.onNext(value) }
            }
        }
        DispatchQueue.global().async(group: group) {
            for cycle in 0..<Self.churnCycles {
                let probe = RaceProbe()
                churnProbes.append(probe)
                let subscription = subscribe(probe)
                if cycle % 3 == 0 { probe.waitForFirstEvent(spins: 200) }
                subscription.dispose()
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success, "\(op): emitters or the churn did not finish in 60 s")
        // observe(on:) may still be delivering: wait (bounded) for its queue to drain.
        if op == .observeOn { _ = try? drain(scheduler) }
        steadySubscription.dispose()

        for probe in [steady] + churnProbes.all {
            #expect(probe.overlaps == 0, "\(op): an observer was entered while it was still handling an event")
            #expect(probe.eventsAfterTerminal == 0, "\(op): an event arrived after the terminal event")
        }
        try checkSteadySubscriber(op, steady.values, n: n)
    }

    /// What the subscriber that stayed subscribed for the whole run is owed.
    private func checkSteadySubscriber(_ op: Operator, _ values: [Int], n: Int) throws {
        let all = Array(1...n)
        switch op {
        case .share, .shareReplay, .publishRefCount, .flatMap, .flatMapLatest, .concatMap, .switchLatest, .observeOn,
            .mapFilter, .combineLatestAfterJust:
            // One emitting thread, synchronous inners: every element, in order.
            #expect(values == all, "\(op): the steady subscriber lost or reordered elements")
        case .flatMapFirst:
            // An inner `just` completes before the next outer element arrives from the same thread.
            #expect(values == all, "\(op): the steady subscriber lost or reordered elements")
        case .merge:
            #expect(values.count == 2 * n, "\(op): expected \(2 * n) elements, got \(values.count)")
            #expect(values.sorted() == (all + all).sorted(), "\(op): elements were lost or duplicated")
        case .zip:
            #expect(values == all.map { $0 * 10_000 + $0 }, "\(op): pairs were lost or mismatched")
        case .combineLatest, .withLatestFrom:
            // Each side only moves forward, and (for combineLatest) the last combination holds both
            // sources' last elements.
            let left = values.map { $0 / 10_000 }
            let right = values.map { $0 % 10_000 }
            #expect(left == left.sorted(), "\(op): the first source's elements went backwards")
            #expect(right == right.sorted(), "\(op): the second source's elements went backwards")
            if op == .combineLatest {
                #expect(values.last == n * 10_000 + n, "\(op): the final combination is missing")
            }
        }
    }

    /// Waits until everything scheduled on `scheduler` so far has run.
    private func drain(_ scheduler: SerialDispatchQueueScheduler) throws {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + 60) == .success, "the observe(on:) queue did not drain in 60 s")
    }
}

/// Records what one observer received and checks the grammar as events arrive. `NSLock` is a
/// pthread mutex, which ThreadSanitizer sees.
private final class RaceProbe: @unchecked Sendable {
    // All mutable fields are guarded by `lock`.
    private let lock = NSLock()
    private var received: [Int] = []
    private var terminated = false
    private var lateEvents = 0
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let firstEvent = DispatchSemaphore(value: 0)
    private let signalled = Atomic<Bool>(false)

    var observer: AnyObserver<Int> {
        AnyObserver { [self] event in handle(event) }
    }

    private func handle(_ event: Event<Int>) {
        if inside.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        lock.lock()
        if terminated {
            lateEvents += 1
        } else if case .next(let value) = event {
            received.append(value)
        } else {
            terminated = true
        }
        lock.unlock()
        if !signalled.exchange(true, ordering: .relaxed) { firstEvent.signal() }
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    /// Gives the emitter a short, bounded chance to reach this subscriber before it is disposed.
    func waitForFirstEvent(spins: Int) {
        for _ in 0..<spins where firstEvent.wait(timeout: .now()) == .timedOut {
            sched_yield()
        }
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    var eventsAfterTerminal: Int {
        lock.lock()
        defer { lock.unlock() }
        return lateEvents
    }

    var overlaps: Int { overlapCount.load(ordering: .relaxed) }
}

/// The probes the churning thread created, readable once it has finished.
private final class RaceProbeList: @unchecked Sendable {
    // `probes` is guarded by `lock`.
    private let lock = NSLock()
    private var probes: [RaceProbe] = []

    func append(_ probe: RaceProbe) {
        lock.lock()
        probes.append(probe)
        lock.unlock()
    }

    var all: [RaceProbe] {
        lock.lock()
        defer { lock.unlock() }
        return probes
    }
}
