import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Several threads emit (serialized through a queue, as the grammar requires), subscribe and dispose
/// at the same time. Every observer must see a gap-free run of consecutive elements, never two calls
/// at once, and nothing after a terminal event. Iteration counts are fixed; the only wait is bounded
/// and fails the test instead of hanging.
@Suite("Subject stress", .processExclusive, .noLeaks)
struct SubjectStressTests {
    enum Kind: String, CaseIterable, Sendable {
        case publish, behavior, replayOne, replayThree, replayUnbounded
    }

    private static let emitters = 3
    private static let eventsPerEmitter = 500
    private static let subscribers = 3
    private static let cyclesPerSubscriber = 100

    @Test(arguments: Kind.allCases)
    func concurrentEmitSubscribeAndDisposeKeepEverySequenceGapFree(kind: Kind) {
        let start = liveResources
        do {
            let (observable, observer) = Self.makeSubject(kind)
            let emitQueue = DispatchQueue(label: "stress.emit")
            let counter = EmitCounter()
            let longLived = Recorder()
            let longLivedSubscription = observable.subscribe { longLived.receive($0) }
            let transient = Mutex<[Recorder]>([])

            let group = DispatchGroup()
            for _ in 0..<Self.emitters {
                DispatchQueue.global().async(group: group) {
                    for _ in 0..<Self.eventsPerEmitter {
                        emitQueue.sync { observer.onNext(counter.next()) }
                    }
                }
            }
            for _ in 0..<Self.subscribers {
                DispatchQueue.global().async(group: group) {
                    var mine: [Recorder] = []
                    for _ in 0..<Self.cyclesPerSubscriber {
                        let recorder = Recorder()
                        let subscription = observable.subscribe { recorder.receive($0) }
                        mine.append(recorder)
                        subscription.dispose()
                    }
                    let finished = mine
                    transient.withLock { $0.append(contentsOf: finished) }
                }
            }
            let finishedInTime = group.wait(timeout: .now() + .seconds(120)) == .success
            #expect(finishedInTime, "stress threads did not finish within the bound")
            guard finishedInTime else { return }

            emitQueue.sync { observer.onCompleted() }
            let total = Self.emitters * Self.eventsPerEmitter

            // Subscribed before any emission: everything, after the initial value of a behavior subject.
            let initial = kind == .behavior ? [-1] : []
            #expect(longLived.violations.isEmpty, "\(longLived.violations)")
            #expect(longLived.elements == initial + Array(0..<total))
            #expect(longLived.completions == 1)
            longLivedSubscription.dispose()

            let recorders = transient.withLock { $0 }
            #expect(recorders.count == Self.subscribers * Self.cyclesPerSubscriber)
            for recorder in recorders {
                #expect(recorder.violations.isEmpty, "\(recorder.violations)")
                #expect(recorder.completions == 0)
                Self.checkReplayLength(kind, recorder)
            }
        }
        #expect(liveResources == start)
    }

    /// A `PublishSubject` calls `subscribe(onNext:)` observers without retaining them. While one
    /// thread emits, others subscribe and dispose such observers, and some dispose themselves from
    /// inside an element: every observer's handler must stay usable while it runs, and every one of
    /// them must be released once the subject is done with it.
    @Test func keptObserversDisposedOnOtherThreadsWhileElementsFlowAreReleasedOnce() {
        let start = liveResources
        let released = Counter()
        let cycles = 300
        do {
            let subject = PublishSubject<Int>()
            Self.whileEmitting(into: subject) { subscriber in
                let selfDisposing = subscriber == 1
                for _ in 0..<cycles {
                    let box = SubscriptionBox()
                    box.set(
                        subject.subscribe(onNext: { [probe = StressProbe(released)] _ in
                            if selfDisposing { box.take()?.dispose() }
                            probe.touch()
                        }))
                    box.take()?.dispose()
                }
            }
        }
        #expect(released.count == 2 * cycles)
        #expect(liveResources == start)
    }

    /// The first `subscribe(onNext:)` of an empty `PublishSubject` is kept as its closures (the solo
    /// subscriber), called without a retain. One thread emits while another subscribes such a
    /// subscriber to the otherwise empty subject and disposes it, over and over, while a third
    /// subscribes and disposes now and then, turning the solo subscriber into an observer: every
    /// subscriber sees a gap-free run, never two calls at once, and its closures are released once
    /// and only after their last call.
    @Test func soloSubscribersReplacedWhileElementsFlowSeeGapFreeRunsAndAreReleasedOnce() {
        let start = liveResources
        let released = Counter()
        let cycles = 300
        let recorders = Mutex<[Recorder]>([])
        do {
            let subject = PublishSubject<Int>()
            Self.whileEmitting(into: subject) { subscriber in
                let joinsOccasionally = subscriber == 1
                var mine: [Recorder] = []
                for cycle in 0..<cycles where !joinsOccasionally || cycle.isMultiple(of: 10) {
                    let recorder = Recorder()
                    mine.append(recorder)
                    let calls = Counter()
                    let subscription = subject.subscribe(onNext: { [probe = StressProbe(released)] value in
                        probe.touch()
                        recorder.receive(.next(value))
                        calls.increment()
                    })
                    // Disposed while elements reach it: after its first element, or after a
                    // bounded number of tries.
                    var tries = 0
                    while calls.count == 0 && tries < 100_000 {
                        tries += 1
                        sched_yield()
                    }
                    subscription.dispose()
                }
                let finished = mine
                recorders.withLock { $0.append(contentsOf: finished) }
            }
        }
        let all = recorders.withLock { $0 }
        #expect(all.count == cycles + cycles / 10)
        // Most subscribers were disposed while elements were being delivered to them.
        #expect(all.filter { !$0.elements.isEmpty }.count > all.count / 2)
        for recorder in all {
            #expect(recorder.violations.isEmpty, "\(recorder.violations)")
        }
        #expect(released.count == all.count)
        #expect(liveResources == start)
    }

    /// Emits 0, 1, 2, … into `subject` on one thread while `subscribing` runs on two others (told
    /// 0 and 1), until both have returned; the wait for each is bounded and fails the test instead
    /// of hanging. Afterwards the subject must have no observers left.
    private static func whileEmitting(
        into subject: PublishSubject<Int>, _ subscribing: @escaping @Sendable (Int) -> Void
    ) {
        let emitter = DispatchGroup()
        let subscribers = DispatchGroup()
        let stop = Atomic<Bool>(false)
        DispatchQueue.global().async(group: emitter) {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                subject.onNext(value)
                value += 1
            }
        }
        for subscriber in 0..<2 {
            DispatchQueue.global().async(group: subscribers) { subscribing(subscriber) }
        }
        let finishedInTime = subscribers.wait(timeout: .now() + .seconds(120)) == .success
        stop.store(true, ordering: .relaxed)
        #expect(finishedInTime, "subscribing threads did not finish within the bound")
        #expect(emitter.wait(timeout: .now() + .seconds(120)) == .success)
        #expect(!subject.hasObservers)
    }

    private static func makeSubject(_ kind: Kind) -> (Observable<Int>, AnyObserver<Int>) {
        switch kind {
        case .publish:
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), subject.asObserver())
        case .behavior:
            // -1 is the initial value, so the sequence 0, 1, 2, ... still counts up by one from it.
            let subject = BehaviorSubject(value: -1)
            return (subject.asObservable(), subject.asObserver())
        case .replayOne:
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            return (subject.asObservable(), subject.asObserver())
        case .replayThree:
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            return (subject.asObservable(), subject.asObserver())
        case .replayUnbounded:
            let subject = ReplaySubject<Int>.createUnbounded()
            return (subject.asObservable(), subject.asObserver())
        }
    }

    /// A behavior subject always delivers its current value; an unbounded replay subject delivers
    /// everything from 0.
    private static func checkReplayLength(_ kind: Kind, _ recorder: Recorder) {
        let elements = recorder.elements
        switch kind {
        case .behavior:
            #expect(!elements.isEmpty, "a BehaviorSubject subscriber must receive the current value")
        case .replayUnbounded:
            #expect(elements.first == nil || elements.first == 0)
        case .publish, .replayOne, .replayThree:
            break
        }
    }
}

/// The emitting side's counter; only touched inside the serial emit queue.
private final class EmitCounter: @unchecked Sendable {
    // Guarded by the test's serial emit queue.
    private var value = 0

    func next() -> Int {
        defer { value += 1 }
        return value
    }
}

/// Records what one observer received and checks the contract as events arrive.
///
/// The fields are deliberately unsynchronized: the subject promises never to call an observer
/// concurrently and to order its calls, so under the thread sanitizer any overlap shows as a race
/// report, and `depth` catches it in ordinary runs.
private final class Recorder: @unchecked Sendable {
    // `elements`, `completions` and `violationsStorage` are written only inside `receive`, which the
    // subject under test must call serially; they are read after every emitting thread has joined.
    private let depth = Atomic<Int>(0)
    private(set) var elements: [Int] = []
    private(set) var completions = 0
    private var violationsStorage: [String] = []

    var violations: [String] { violationsStorage }

    func receive(_ event: Event<Int>) {
        if depth.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            violationsStorage.append("overlapping call")
        }
        defer { depth.subtract(1, ordering: .acquiringAndReleasing) }
        if completions > 0 {
            violationsStorage.append("\(event) after the terminal event")
        }
        switch event {
        case .next(let value):
            if let last = elements.last, value != last + 1 {
                violationsStorage.append("gap: \(last) then \(value)")
            }
            elements.append(value)
        case .error(let error):
            violationsStorage.append("unexpected error \(error)")
        case .completed:
            completions += 1
        }
    }
}

/// Counts its own release; captured by a handler to check that the subject released the handler.
private final class StressProbe: Sendable {
    private let released: Counter
    private let alive = Atomic<Bool>(true)

    init(_ released: Counter) {
        self.released = released
    }

    /// Fails loudly if called on a released probe (its memory would have been reused).
    func touch() {
        precondition(alive.load(ordering: .relaxed), "a handler ran after its captures were released")
    }

    deinit {
        alive.store(false, ordering: .relaxed)
        released.increment()
    }
}

/// A subscription handed between the subscribing thread and the handler, taken out once.
private final class SubscriptionBox: @unchecked Sendable {
    // `value` is guarded by `lock`.
    private let lock = NSLock()
    private var value: (any Disposable)?

    func set(_ disposable: any Disposable) {
        lock.lock()
        defer { lock.unlock() }
        value = disposable
    }

    func take() -> (any Disposable)? {
        lock.lock()
        defer { lock.unlock() }
        defer { value = nil }
        return value
    }
}
