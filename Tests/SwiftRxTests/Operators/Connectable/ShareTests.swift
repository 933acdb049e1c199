import Dispatch
import Synchronization
import Testing
import SwiftRx

/// Wraps `source` so that the number of live subscriptions to it is tracked.
private final class SubscriptionProbe: Sendable {
    let active = Atomic<Int>(0)
    let maxActive = Atomic<Int>(0)
    let total = Atomic<Int>(0)

    func wrap<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
        Observable<Element>.create { observer in
            let now = self.active.add(1, ordering: .acquiringAndReleasing).newValue
            self.total.add(1, ordering: .relaxed)
            self.maxActive.max(now, ordering: .relaxed)
            let subscription = source.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                self.active.subtract(1, ordering: .acquiringAndReleasing)
            }
        }
    }
}

/// Holds the work of a background run; emptied before the run reports completion, so nothing the
/// work captured outlives the wait (Resources.total is checked right after it).
private final class Job: Sendable {
    private let body: Mutex<(@Sendable (Int, Int) -> Void)?>
    init(_ body: @escaping @Sendable (Int, Int) -> Void) { self.body = Mutex(body) }
    func run(threads: Int, iterations: Int) {
        guard let body = body.withLock({ $0 }) else { return }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for iteration in 0..<iterations { body(thread, iteration) }
        }
    }
    func clear() { body.withLock { $0 = nil } }
}

/// Shared by the connectable tests' threaded cases.
enum ConnectableThreads {
    /// Runs `body(thread, iteration)` on `threads` threads; returns false if they did not finish in time.
    static func run(threads: Int, iterations: Int, _ body: @escaping @Sendable (Int, Int) -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let job = Job(body)
        DispatchQueue.global().async {
            job.run(threads: threads, iterations: iterations)
            job.clear()
            done.signal()
        }
        return done.wait(timeout: .now() + .seconds(120)) == .success
    }
}

@Suite("share(replay:scope:) threading")
struct ShareThreadingTests {
    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever], [0, 1])
    func concurrentSubscribeAndDisposeNeverConnectsTwice(scope: SubjectLifetimeScope, replay: Int) {
        let start = Resources.total
        let probe = SubscriptionProbe()
        do {
            let subject = PublishSubject<Int>()
            let shared = probe.wrap(subject.asObservable()).share(replay: replay, scope: scope)
            let finished = ConnectableThreads.run(threads: 4, iterations: 2_000) { _, _ in
                let subscription = shared.subscribe { _ in }
                subscription.dispose()
            }
            #expect(finished, "concurrent subscribe/dispose did not finish")
            #expect(probe.maxActive.load(ordering: .relaxed) == 1)
            #expect(probe.active.load(ordering: .relaxed) == 0)
            // After the storm the share still connects and delivers.
            let log = EventLog<Int>()
            let subscription = shared.subscribe { log.append($0) }
            subject.onNext(7)
            #expect(log.elements == [7])
            subscription.dispose()
            #expect(probe.active.load(ordering: .relaxed) == 0)
        }
        #expect(Resources.total == start)
    }

    @Test func aLongLivedObserverKeepsTheOneConnection() {
        let start = Resources.total
        let probe = SubscriptionProbe()
        do {
            let subject = PublishSubject<Int>()
            let shared = probe.wrap(subject.asObservable()).share(replay: 1)
            let log = EventLog<Int>()
            let keeper = shared.subscribe { log.append($0) }
            let finished = ConnectableThreads.run(threads: 4, iterations: 2_000) { _, _ in
                shared.subscribe { _ in }.dispose()
            }
            #expect(finished, "concurrent subscribe/dispose did not finish")
            subject.onNext(1)
            #expect(log.elements == [1])
            #expect(probe.total.load(ordering: .relaxed) == 1)
            keeper.dispose()
            #expect(probe.active.load(ordering: .relaxed) == 0)
        }
        #expect(Resources.total == start)
    }

    @Test func concurrentEventsAndSubscriptionsKeepEachObserversOrder() {
        let start = Resources.total
        do {
            let subject = PublishSubject<Int>()
            let shared = subject.asObservable().share(replay: 3)
            let keeper = shared.subscribe { _ in }
            let violations = Atomic<Int>(0)
            // Thread 0 emits 0..<20_000 in one go; the others subscribe and dispose meanwhile.
            let finished = ConnectableThreads.run(threads: 4, iterations: 500) { thread, iteration in
                if thread == 0 {
                    if iteration == 0 {
                        for value in 0..<20_000 { subject.onNext(value) }
                    }
                    return
                }
                let last = Mutex<Int>(-1)
                let subscription = shared.subscribe(onNext: { value in
                    let inOrder = last.withLock { last in
                        defer { last = value }
                        return value > last
                    }
                    if !inOrder { violations.add(1, ordering: .relaxed) }
                })
                subscription.dispose()
            }
            #expect(finished, "concurrent subscribers did not finish")
            #expect(violations.load(ordering: .relaxed) == 0)
            keeper.dispose()
        }
        #expect(Resources.total == start)
    }
}
