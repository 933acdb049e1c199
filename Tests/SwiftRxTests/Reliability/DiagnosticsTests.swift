import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// The debug-build grammar checks: concurrent and re-entrant events are reported through
/// ``Hooks/grammarViolationHandler`` under `.log`, and not at all under `.ignore`.
private final class Box<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ initial: Value) { value = Mutex(initial) }
}

@Suite("Diagnostics", .noLeaks)
struct DiagnosticsTests {
    /// Installs a capturing handler and `policy`, runs `body`, restores the previous hooks and
    /// returns what was reported.
    private static func capturing(_ policy: GrammarViolationPolicy, _ body: () -> Void) -> [GrammarViolation] {
        let captured = Box<[GrammarViolation]>([])
        let previousHandler = Hooks.grammarViolationHandler
        let previousPolicy = Hooks.grammarViolationPolicy
        defer {
            Hooks.grammarViolationHandler = previousHandler
            Hooks.grammarViolationPolicy = previousPolicy
        }
        Hooks.grammarViolationHandler = { violation in captured.value.withLock { $0.append(violation) } }
        Hooks.grammarViolationPolicy = policy
        body()
        return captured.value.withLock { $0 }
    }

    /// Sends `onNext` from two threads at once into a `create` observer until a violation is seen
    /// or 10,000 tries have passed. Returns the number of tries made.
    @discardableResult
    private static func hammerCreate(stopWhen seen: @escaping @Sendable () -> Bool) -> Int {
        let observerBox = Box<AnyObserver<Int>?>(nil)
        let observable = Observable<Int>.create { observer in
            observerBox.value.withLock { $0 = observer }
            return Disposables.create()
        }
        let subscription = observable.subscribe(onNext: { _ in
            // Stay inside a little so the other thread overlaps.
            for _ in 0..<200 { _ = seen() }
        })
        defer { subscription.dispose() }
        guard let observer = observerBox.value.withLock({ $0 }) else { return 0 }
        var tries = 0
        while tries < 10_000 && !seen() {
            tries += 1
            let group = DispatchGroup()
            for value in 0..<2 {
                DispatchQueue.global().async(group: group) { observer.onNext(value) }
            }
            if group.wait(timeout: .now() + 30) == .timedOut { break }
        }
        return tries
    }

    @Test
    func concurrentOnNextIntoCreateIsReportedWithAdvice() {
        #if DEBUG
            let found = Counter()
            let reports = Self.capturing(.log) {
                let previous = Hooks.grammarViolationHandler
                Hooks.grammarViolationHandler = { violation in
                    found.increment()
                    previous(violation)
                }
                Self.hammerCreate { found.count > 0 }
            }
            let concurrent = reports.filter { $0.kind == .concurrentEvent }
            #expect(!concurrent.isEmpty, "no concurrent event detected in 10,000 tries")
            if let first = concurrent.first {
                #expect(first.operatorName == "create")
                #expect(first.advice.contains("observe(on:)"))
                #expect(first.description.contains("`create`"))
                #expect(first.description.contains(first.advice))
            }
        #endif
    }

    @Test
    func reentrantOnNextIntoPublishSubjectIsReported() {
        #if DEBUG
            let reports = Self.capturing(.log) {
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

    @Test
    func ignorePolicyReportsNothing() {
        #if DEBUG
            let reports = Self.capturing(.ignore) {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { value in
                    if value == 1 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
                Self.hammerCreate { false }
            }
            #expect(reports.isEmpty)
        #endif
    }
}
