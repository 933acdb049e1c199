import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Races source emission, timer callbacks on other threads, and disposal for the operators whose
/// sinks are driven by both a source and a timer. Every run is bounded: a fixed number of
/// iterations, and waits that record a failure instead of hanging.
@Suite("Time operators under thread races", .processExclusive, .noLeaks)
struct TimeStressTests {
    private static let iterations = 150
    private static let elementsPerRun = 200

    enum Operator: String, CaseIterable, CustomTestStringConvertible {
        case debounce, throttle, throttleWithoutLatest, timeout, timeoutSwitching, delay, takeForDuration

        var testDescription: String { rawValue }

        func apply(_ source: Observable<Int>, _ scheduler: any SchedulerType) -> Observable<Int> {
            switch self {
            case .debounce: return source.debounce(.microseconds(20), scheduler: scheduler)
            case .throttle: return source.throttle(.microseconds(20), scheduler: scheduler)
            case .throttleWithoutLatest: return source.throttle(.microseconds(20), latest: false, scheduler: scheduler)
            case .timeout: return source.timeout(.microseconds(40), scheduler: scheduler)
            case .timeoutSwitching:
                return source.timeout(.microseconds(40), other: Observable.from([-1, -2, -3]), scheduler: scheduler)
            case .delay: return source.delay(.microseconds(10), scheduler: scheduler)
            case .takeForDuration: return source.take(for: .microseconds(200), scheduler: scheduler)
            }
        }
    }

    @Test(arguments: Operator.allCases, [false, true])
    func emissionTimersAndDisposalNeverOverlap(kind: Operator, concurrentTimers: Bool) {
        let start = liveResources
        do {
            let scheduler = TimeStressScheduler(concurrent: concurrentTimers)
            var delivered = 0
            for iteration in 0..<Self.iterations {
                let disposal = Disposal.allCases[iteration % Disposal.allCases.count]
                guard let count = runOnce(kind, scheduler: scheduler, disposal: disposal) else { return }
                delivered += count
            }
            #expect(delivered > 0, "\(kind) never delivered anything: the race exercised nothing")
            #expect(scheduler.waitUntilIdle(), "scheduled timers did not finish within the bound")
        }
        #expect(liveResources == start)
    }

    /// When a run disposes its subscription.
    enum Disposal: CaseIterable {
        /// While the source is still sending.
        case early
        /// Once the source has completed, while the operator's own timers may still be running.
        case afterSource
        /// Once the observer received its terminal event. How much the other two deliver depends on
        /// how the threads are scheduled (on a loaded machine, possibly nothing); this one always
        /// delivers the operator's output, so every test exercises the delivery path.
        case afterTerminal
    }

    /// One race; returns how many events were delivered, or `nil` (after recording the issue) when
    /// a bounded wait ran out.
    func runOnce(_ op: Operator, scheduler: TimeStressScheduler, disposal: Disposal) -> Int? {
        let subject = PublishSubject<Int>()
        let probe = TimeStressProbe()
        // The racing blocks take what they use out of these boxes and drop it before they finish,
        // so nothing of the chain outlives the joins below (Dispatch may free a block's captures
        // after the group is left).
        let subjectBox = Handoff<PublishSubject<Int>>(subject)
        let subscriptionBox = Handoff<any Disposable>(op.apply(subject.asObservable(), scheduler).subscribe(probe))
        let halfway = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let timedOut = Atomic<Bool>(false)
        let group = DispatchGroup()
        let count = Self.elementsPerRun

        DispatchQueue.global().async(group: group) {
            guard let subject = subjectBox.take() else { return }
            for value in 0..<count {
                subject.onNext(value)
                if value == count / 2 { halfway.signal() }
            }
            subject.onCompleted()
            finished.signal()
        }
        DispatchQueue.global().async(group: group) {
            let signal: DispatchSemaphore
            switch disposal {
            case .early: signal = halfway
            case .afterSource: signal = finished
            case .afterTerminal: signal = probe.terminated
            }
            if signal.wait(timeout: .now() + 10) == .timedOut {
                timedOut.store(true, ordering: .relaxed)
            }
            subscriptionBox.take()?.dispose()
        }
        guard group.wait(timeout: .now() + 10) == .success, !timedOut.load(ordering: .relaxed) else {
            Issue.record("\(op): emitter or disposer did not finish within 10 s")
            return nil
        }
        guard scheduler.waitUntilIdle() else {
            Issue.record("\(op): timers did not finish within 10 s")
            return nil
        }

        let delivered = probe.deliveredCount
        subject.onNext(-100)  // after disposal and quiescence nothing may come through
        #expect(probe.deliveredCount == delivered, "\(op): an event arrived after disposal")
        #expect(probe.overlaps == 0, "\(op): the observer was called concurrently or re-entrantly")
        #expect(probe.eventsAfterTerminal == 0, "\(op): an event followed the terminal event")
        #expect(probe.terminals <= 1, "\(op): more than one terminal event")
        let elements = probe.elements
        switch op {
        case .timeoutSwitching:
            // Once the fallback (negative values) started, no source element may follow.
            if let firstFallback = elements.firstIndex(where: { $0 < 0 }) {
                #expect(elements[firstFallback...].allSatisfy { $0 < 0 }, "\(op): source element after switch")
            }
            #expect(elements.filter { $0 >= 0 } == elements.filter { $0 >= 0 }.sorted())
        default:
            #expect(elements == elements.sorted(), "\(op): elements out of order")
            #expect(Set(elements).count == elements.count, "\(op): an element was delivered twice")
        }
        return delivered
    }
}

/// Records what an observer receives and detects overlapping calls. Deliberately not an
/// `AnonymousObserver`, which would hide grammar violations.
private final class TimeStressProbe: ObserverType, Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let afterTerminal = Atomic<Int>(0)
    private let terminalCount = Atomic<Int>(0)
    private let delivered = Atomic<Int>(0)
    private let received = GuardedBox<[Int]>([])
    /// Signalled once, by the first terminal event.
    let terminated = DispatchSemaphore(value: 0)

    var overlaps: Int { overlapCount.load(ordering: .acquiring) }
    var eventsAfterTerminal: Int { afterTerminal.load(ordering: .acquiring) }
    var terminals: Int { terminalCount.load(ordering: .acquiring) }
    var deliveredCount: Int { delivered.load(ordering: .acquiring) }
    var elements: [Int] { received.withLock { $0 } }

    func on(_ event: Event<Int>) {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        defer { inside.subtract(1, ordering: .acquiringAndReleasing) }
        if terminalCount.load(ordering: .acquiring) > 0 {
            afterTerminal.add(1, ordering: .relaxed)
        }
        delivered.add(1, ordering: .relaxed)
        switch event {
        case .next(let value):
            received.withLock { $0.append(value) }
        case .error, .completed:
            if terminalCount.add(1, ordering: .releasing).newValue == 1 {
                terminated.signal()
            }
        }
    }
}

/// A `Mutex` whose critical sections ThreadSanitizer can see: on Linux `Mutex` waits with
/// uninstrumented futex calls, so an acquire/release pair on an atomic marks the ordering (as the
/// library's own `Lock` does).
private final class GuardedBox<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    private let order = Atomic<Int>(0)

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        value.withLock { value in
            _ = order.load(ordering: .acquiring)
            defer { order.store(0, ordering: .releasing) }
            return body(&value)
        }
    }
}

/// Wraps a real Dispatch scheduler and counts the actions it has scheduled that have neither run
/// nor been cancelled, so a run can wait (bounded) until the timers are quiet. Each action is
/// released before it is counted as finished, so resource counts are stable once it is idle.
final class TimeStressScheduler: SchedulerType {
    private let base: any SchedulerType
    private let outstanding = DispatchGroup()

    init(concurrent: Bool) {
        if concurrent {
            base = ConcurrentDispatchQueueScheduler(
                queue: DispatchQueue(label: "TimeStress.concurrent", attributes: .concurrent)
            )
        } else {
            base = SerialDispatchQueueScheduler(internalSerialQueueName: "TimeStress.serial")
        }
    }

    var now: RxTime { base.now }

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let state = UncheckedSendable(value: state)  // read once, by the ticket's single run
        let ticket = TimeStressTicket(group: outstanding) { action(state.value) }
        let scheduled = base.scheduleRelative((), dueTime: dueTime) { _ in ticket.run() }
        return Disposables.create {
            ticket.cancel()
            scheduled.dispose()
        }
    }

    func waitUntilIdle() -> Bool {
        outstanding.wait(timeout: .now() + 10) == .success
    }
}

private struct UncheckedSendable<Value>: @unchecked Sendable {
    // Handed to the one run of one scheduled action.
    let value: Value
}

/// One scheduled action: it leaves the group exactly once, when it has run or been cancelled.
private final class TimeStressTicket: Sendable {
    private let action: Handoff<@Sendable () -> any Disposable>
    private let group: DispatchGroup

    init(group: DispatchGroup, action: @escaping @Sendable () -> any Disposable) {
        self.group = group
        self.action = Handoff(action)
        group.enter()
    }

    func run() -> any Disposable {
        // The action is released when the closure returns, before the group is left.
        let result: (any Disposable)? = {
            guard let work = action.take() else { return nil }
            return work()
        }()
        guard let result else { return Disposables.create() }
        group.leave()
        return result
    }

    func cancel() {
        if action.take() != nil {
            group.leave()
        }
    }
}
