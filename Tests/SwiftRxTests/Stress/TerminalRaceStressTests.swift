import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// One thread ends the sequence (completed or error) while another disposes the subscription.
/// The observer must never see two terminal events or anything after one, `create`'s disposable
/// must run exactly once, and `liveResources` must come back. Fixed iteration count; every wait
/// is bounded and fails rather than hangs.
@Suite("Terminal race stress", .processExclusive, .noLeaks)
struct TerminalRaceStressTests {
    enum Kind: String, CaseIterable, Sendable {
        case create, publishSubject, share, flatMap
        /// `just` inner sequences: the sink completes on the outer source's path without its lock.
        case flatMapJust, flatMapLatestJust
    }

    static let iterations = 2_000

    private final class Probe: Sendable {
        let terminals = Atomic<Int>(0)
        let afterTerminal = Atomic<Int>(0)

        func on(_ event: Event<Int>) {
            if terminals.load(ordering: .acquiring) > 0 {
                afterTerminal.add(1, ordering: .relaxed)
            }
            if event.isStopEvent {
                terminals.add(1, ordering: .acquiringAndReleasing)
            }
        }
    }

    private final class ObserverSlot: Sendable {
        let observer = Mutex<AnyObserver<Int>?>(nil)
    }

    /// The observable for one iteration and the action that ends it.
    private struct Setup: @unchecked Sendable {
        // Immutable; what it references is thread-safe.
        let observable: Observable<Int>
        let end: @Sendable (_ withError: Bool) -> Void
    }

    private static func makeSetup(_ kind: Kind, disposals: Counter) -> Setup {
        switch kind {
        case .create:
            let slot = ObserverSlot()
            let observable = Observable<Int>.create { observer in
                slot.observer.withLock { $0 = observer }
                return Disposables.create { disposals.increment() }
            }
            return Setup(observable: observable) { withError in
                guard let observer = slot.observer.withLock({ $0 }) else { return }
                observer.onNext(1)
                if withError { observer.onError(TestError()) } else { observer.onCompleted() }
            }
        case .publishSubject:
            let subject = PublishSubject<Int>()
            return Setup(observable: subject.asObservable()) { withError in
                subject.onNext(1)
                if withError { subject.onError(TestError()) } else { subject.onCompleted() }
            }
        case .share:
            let subject = PublishSubject<Int>()
            return Setup(observable: subject.share()) { withError in
                subject.onNext(1)
                if withError { subject.onError(TestError()) } else { subject.onCompleted() }
            }
        case .flatMap:
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            return Setup(observable: outer.flatMap { _ in inner.asObservable() }) { withError in
                outer.onNext(0)
                inner.onNext(1)
                if withError {
                    inner.onError(TestError())
                } else {
                    inner.onCompleted()
                    outer.onCompleted()
                }
            }
        case .flatMapJust, .flatMapLatestJust:
            let outer = PublishSubject<Int>()
            let observable =
                kind == .flatMapJust
                ? outer.flatMap { Observable.just($0) } : outer.flatMapLatest { Observable.just($0) }
            return Setup(observable: observable) { withError in
                outer.onNext(1)
                if withError { outer.onError(TestError()) } else { outer.onCompleted() }
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func disposeRacingTerminalDeliversAtMostOneTerminal(kind: Kind) {
        let start = liveResources
        var moreThanOneTerminal = 0
        var eventsAfterTerminal = 0
        var wrongDisposalCount = 0
        var timedOut = false
        for iteration in 0..<Self.iterations {
            let disposals = Counter()
            let probe = Probe()
            do {
                let setup = Self.makeSetup(kind, disposals: disposals)
                let subscription = setup.observable.subscribe { probe.on($0) }
                let group = DispatchGroup()
                let withError = iteration % 2 == 1
                DispatchQueue.global().async(group: group) { setup.end(withError) }
                DispatchQueue.global().async(group: group) { subscription.dispose() }
                if group.wait(timeout: .now() + 30) == .timedOut {
                    timedOut = true
                    break
                }
            }
            if probe.terminals.load(ordering: .acquiring) > 1 { moreThanOneTerminal += 1 }
            if probe.afterTerminal.load(ordering: .acquiring) > 0 { eventsAfterTerminal += 1 }
            if kind == .create && disposals.count != 1 { wrongDisposalCount += 1 }
        }
        #expect(!timedOut, "an iteration did not finish within 30 s")
        #expect(moreThanOneTerminal == 0)
        #expect(eventsAfterTerminal == 0)
        #expect(wrongDisposalCount == 0, "create's disposable did not run exactly once")
        // The racing blocks release their captures just after the group is left.
        waitForResources(toReturnTo: start)
        #expect(liveResources == start)
    }
}
