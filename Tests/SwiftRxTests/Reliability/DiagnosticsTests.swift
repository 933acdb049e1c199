import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// The debug-build grammar checks: concurrent and re-entrant events are reported through
/// ``Hooks/grammarViolationHandler`` under `.log` (once per kind and place), and not at all under
/// `.ignore`.
private final class Box<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ initial: Value) { value = Mutex(initial) }
}

@Suite("Diagnostics", .noLeaks)
struct DiagnosticsTests {
    /// Makes two threads call a `create` observer at the same time, deterministically: the first
    /// call stays inside the subscriber until the second call (from another thread) has returned.
    /// Returns `false` if a bounded wait ran out.
    @discardableResult
    private static func overlapCreate() -> Bool {
        let observerBox = Box<AnyObserver<Int>?>(nil)
        let observable = Observable<Int>.create { observer in
            observerBox.value.withLock { $0 = observer }
            return Disposables.create()
        }
        let firstInside = DispatchSemaphore(value: 0)
        let secondReturned = DispatchSemaphore(value: 0)
        let timedOut = Counter()
        let subscription = observable.subscribe(onNext: { value in
            guard value == 0 else { return }
            firstInside.signal()
            if secondReturned.wait(timeout: .now() + 10) == .timedOut { timedOut.increment() }
        })
        defer { subscription.dispose() }
        guard let observer = observerBox.value.withLock({ $0 }) else { return false }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group, execute: inCurrentHooksScope { observer.onNext(0) })
        guard firstInside.wait(timeout: .now() + 10) == .success else { return false }
        DispatchQueue.global().async(
            group: group,
            execute: inCurrentHooksScope {
                observer.onNext(1)
                secondReturned.signal()
            })
        let finished = group.wait(timeout: .now() + 20) == .success
        observerBox.value.withLock { $0 = nil }
        return finished && timedOut.count == 0
    }

    @Test
    func concurrentOnNextIntoCreateIsReportedWithAdvice() {
        #if DEBUG
            var overlapped = false
            let reports = capturingViolations(.log) {
                overlapped = Self.overlapCreate()
            }
            #expect(overlapped, "the two calls did not overlap within the bounded waits")
            let concurrent = reports.filter { $0.kind == .concurrentEvent }
            #expect(concurrent.count == 1, "expected one concurrent-event report, got \(reports)")
            if let first = concurrent.first {
                #expect(first.operatorName == "create")
                #expect(first.advice.contains("observe(on:)"))
                #expect(first.description.contains("`create`"))
                #expect(first.description.contains(first.advice))
                // The report names the `subscribe` call that built the chain (in overlapCreate).
                #expect(first.location?.hasPrefix("SwiftRxTests/DiagnosticsTests.swift:") == true)
                #expect(first.description.contains("subscribed at SwiftRxTests/DiagnosticsTests.swift:"))
            }
        #endif
    }

    @Test
    func eventAfterCompletionIsReportedWithTheSubscribeCallSite() {
        #if DEBUG
            let expectedLine = #line + 8
            let reports = capturingViolations(.log) {
                let source = Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onCompleted()
                    observer.onNext(2)
                    return Disposables.create()
                }
                let subscription = source.map { $0 * 2 }.subscribe(onNext: { _ in })
                subscription.dispose()
            }
            #expect(reports.map(\.kind) == [.eventAfterTerminal])
            #expect(reports.first?.operatorName == "create")
            #expect(reports.first?.location == "SwiftRxTests/DiagnosticsTests.swift:\(expectedLine)")
        #endif
    }

    @Test
    func reentrantOnNextIntoCreateNamesTheSubscription() {
        #if DEBUG
            let expectedLine = #line + 7
            let reports = capturingViolations(.log) {
                let observerBox = Box<AnyObserver<Int>?>(nil)
                let source = Observable<Int>.create { observer in
                    observerBox.value.withLock { $0 = observer }
                    return Disposables.create()
                }
                let subscription = source.filter { _ in true }.subscribe(onNext: { value in
                    if value == 1 { observerBox.value.withLock { $0 }?.onNext(2) }
                })
                observerBox.value.withLock { $0 }?.onNext(1)
                subscription.dispose()
                observerBox.value.withLock { $0 = nil }
            }
            #expect(reports.map(\.kind) == [.reentrantEvent])
            #expect(reports.first?.location == "SwiftRxTests/DiagnosticsTests.swift:\(expectedLine)")
        #endif
    }

    @Test
    func reentrantOnNextIntoPublishSubjectIsReported() {
        #if DEBUG
            let reports = capturingViolations(.log) {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { value in
                    if value == 1 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
            }
            #expect(reports.count == 1)
            #expect(reports.first?.kind == .reentrantEvent)
            #expect(reports.first?.operatorName == "PublishSubject")
            #expect(reports.first?.advice.isEmpty == false)
        #endif
    }

    /// Relays are named as relays, with the place they were created, not as the subject inside.
    @Test(arguments: ["PublishRelay", "BehaviorRelay", "ReplayRelay"])
    func reentrantAcceptIntoARelayNamesTheRelayAndWhereItWasCreated(relayName: String) {
        #if DEBUG
            let createdLine = #line + 3
            let reports = capturingViolations(.log) {
                let relays: [String: (accept: @Sendable (Int) -> Void, source: Observable<Int>)] = {
                    let publish = PublishRelay<Int>(), behavior = BehaviorRelay(value: 0)
                    let replay = ReplayRelay<Int>.create(bufferSize: 1)
                    return [
                        "PublishRelay": (publish.accept, publish.asObservable()),
                        "BehaviorRelay": (behavior.accept, behavior.asObservable()),
                        "ReplayRelay": (replay.accept, replay.asObservable()),
                    ]
                }()
                let relay = relays[relayName]!
                let subscription = relay.source.subscribe(onNext: { value in
                    if value == 1 { relay.accept(2) }
                })
                relay.accept(1)
                subscription.dispose()
            }
            let line = relayName == "ReplayRelay" ? createdLine + 1 : createdLine
            #expect(reports.map(\.kind) == [.reentrantEvent])
            #expect(reports.first?.operatorName == relayName)
            #expect(reports.first?.location == "SwiftRxTests/DiagnosticsTests.swift:\(line)")
            #expect(
                reports.first?.description.contains(
                    "`\(relayName)` (created at SwiftRxTests/DiagnosticsTests.swift:\(line))") == true)
        #endif
    }

    @Test
    func ignorePolicyReportsNothing() {
        #if DEBUG
            let reports = capturingViolations(.ignore) {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { value in
                    if value == 1 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
                #expect(Self.overlapCreate())
            }
            #expect(reports.isEmpty)
        #endif
    }
}
