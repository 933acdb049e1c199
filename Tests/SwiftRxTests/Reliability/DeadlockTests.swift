import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// A subscriber that, from inside `onNext`, disposes its own subscription, subscribes again, or
/// has another thread emit back into the same chain (and waits for it) must never deadlock. Each
/// scenario runs on a background queue; the test waits at most 30 s and fails instead of hanging.
@Suite("Deadlock freedom", .noLeaks)
struct DeadlockTests {
    enum Chain: String, CaseIterable, Sendable {
        case publishSubject, behaviorSubject, replaySubject, behaviorRelay, shareReplay, publishRefCount
        case merge, flatMap, flatMapLatest, combineLatest, zip, withLatestFrom, observeOnSerial
    }

    enum Action: String, CaseIterable, Sendable {
        case disposeSelf, resubscribe, emitBackFromOtherThread, emitBackReentrantly
    }

    /// The observable under test and how to push a value into the subject/relay at its root.
    private struct Harness: @unchecked Sendable {
        // Immutable; the subjects are thread-safe.
        let observable: Observable<Int>
        let emit: @Sendable (Int) -> Void
    }

    private static func makeHarness(_ chain: Chain) -> Harness {
        switch chain {
        case .publishSubject:
            let s = PublishSubject<Int>()
            return Harness(observable: s.asObservable(), emit: { s.onNext($0) })
        case .behaviorSubject:
            let s = BehaviorSubject<Int>(value: 0)
            return Harness(observable: s.asObservable(), emit: { s.onNext($0) })
        case .replaySubject:
            let s = ReplaySubject<Int>.create(bufferSize: 2)
            return Harness(observable: s.asObservable(), emit: { s.onNext($0) })
        case .behaviorRelay:
            let r = BehaviorRelay<Int>(value: 0)
            return Harness(observable: r.asObservable(), emit: { r.accept($0) })
        case .shareReplay:
            let s = PublishSubject<Int>()
            return Harness(observable: s.share(replay: 1), emit: { s.onNext($0) })
        case .publishRefCount:
            let s = PublishSubject<Int>()
            return Harness(observable: s.publish().refCount(), emit: { s.onNext($0) })
        case .merge:
            let s = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            return Harness(
                observable: Observable<Int>.merge(s.asObservable(), other.asObservable()), emit: { s.onNext($0) })
        case .flatMap:
            let s = PublishSubject<Int>()
            return Harness(observable: s.flatMap { Observable.just($0) }, emit: { s.onNext($0) })
        case .flatMapLatest:
            let s = PublishSubject<Int>()
            return Harness(observable: s.flatMapLatest { Observable.just($0) }, emit: { s.onNext($0) })
        case .combineLatest:
            let s = PublishSubject<Int>()
            let other = BehaviorSubject<Int>(value: 0)
            return Harness(
                observable: Observable.combineLatest(s.asObservable(), other.asObservable()) { value, _ in value },
                emit: { s.onNext($0) }
            )
        case .zip:
            // The second source has an element ready for every one the first source sends.
            let s = PublishSubject<Int>()
            let other = Observable<Int>.from(Array(repeating: 0, count: 16))
            return Harness(
                observable: Observable.zip(s.asObservable(), other) { value, _ in value }, emit: { s.onNext($0) })
        case .withLatestFrom:
            let s = PublishSubject<Int>()
            let other = BehaviorSubject<Int>(value: 0)
            return Harness(observable: s.withLatestFrom(other) { value, _ in value }, emit: { s.onNext($0) })
        case .observeOnSerial:
            let s = PublishSubject<Int>()
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "deadlock.observeOn")
            return Harness(observable: s.observe(on: scheduler), emit: { s.onNext($0) })
        }
    }

    /// Runs `body` on a background queue; `.timedOut` if it did not return within 30 s.
    private static func runBounded(_ body: @escaping @Sendable () -> Void) -> DispatchTimeoutResult {
        let done = DispatchSemaphore(value: 0)
        let body = inCurrentHooksScope(body)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + 30)
    }

    @Test(arguments: Chain.allCases, Action.allCases)
    func callingBackFromOnNextNeverDeadlocks(chain: Chain, action: Action) {
        // Emitting back while an event is being handled is a reported grammar violation; this
        // test is only about progress, so keep the log quiet. The scenario's background blocks run
        // in the same scope.
        let start = liveResources
        Hooks.Scope(grammarViolationPolicy: .ignore).run {
            Self.scenario(chain: chain, action: action)
        }
        // The background blocks (and the observe(on:) queue) release their captures just after
        // signalling.
        waitForResources(toReturnTo: start)
        #expect(liveResources == start)
    }

    private static func scenario(chain: Chain, action: Action) {
        let harness = makeHarness(chain)
        let received = Counter()
        let innerTimeouts = Counter()
        let delivered = DispatchSemaphore(value: 0)
        let extra = Mutex<[any Disposable]>([])
        let ownSubscription = SingleAssignmentDisposable()

        let result = runBounded {
            let subscription = harness.observable.subscribe(onNext: { @Sendable value in
                received.increment()
                // Signalled after the action, so that (with observe(on:)) a subscription made
                // here is in `extra` before the scenario collects and disposes them.
                defer { delivered.signal() }
                guard value >= 1 && value < 3 else { return }
                switch action {
                case .disposeSelf:
                    ownSubscription.dispose()
                case .resubscribe:
                    let again = harness.observable.subscribe(onNext: { _ in })
                    extra.withLock { $0.append(again) }
                case .emitBackFromOtherThread:
                    let sent = DispatchSemaphore(value: 0)
                    DispatchQueue.global().async(
                        execute: inCurrentHooksScope {
                            harness.emit(value + 1)
                            sent.signal()
                        })
                    if sent.wait(timeout: .now() + 10) == .timedOut { innerTimeouts.increment() }
                case .emitBackReentrantly:
                    harness.emit(value + 1)
                }
            })
            ownSubscription.setDisposable(subscription)
            harness.emit(1)
            harness.emit(5)
        }
        #expect(result == .success, "\(chain)/\(action) did not finish within 30 s")
        #expect(innerTimeouts.count == 0, "an emit from another thread blocked behind onNext")
        // observe(on:) delivers asynchronously: wait (bounded) for at least one delivery.
        #expect(delivered.wait(timeout: .now() + 30) == .success)
        if chain != .observeOnSerial && action == .disposeSelf {
            // Subjects with an initial value deliver 0 first; then 1, then nothing after disposal.
            let initial = [.behaviorSubject, .behaviorRelay].contains(chain) ? 1 : 0
            #expect(received.count == initial + 1)
        }
        ownSubscription.dispose()
        for disposable in extra.withLock({ $0 }) { disposable.dispose() }
    }
}
