import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

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
/// work captured outlives the wait (liveResources is checked right after it).
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

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps {
    var shared: Observable<Int>?
    var subscriptions: [Int: any Disposable] = [:]
}

@Suite("share(replay:scope:)", .scopedResources)
struct ShareTests {
    /// Observers a (200–400), b (300–500), then c (600–900) on `shared(xs)`.
    private func run(
        _ scheduler: TestScheduler,
        _ make: @escaping () -> Observable<Int>
    ) -> (a: TestableObserver<Int>, b: TestableObserver<Int>, c: TestableObserver<Int>) {
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        let c = scheduler.createObserver(Int.self)
        let steps = Steps()
        scheduler.scheduleAt(100) { steps.shared = make() }
        scheduler.scheduleAt(200) { steps.subscriptions[0] = steps.shared!.subscribe(a) }
        scheduler.scheduleAt(300) { steps.subscriptions[1] = steps.shared!.subscribe(b) }
        scheduler.scheduleAt(400) { steps.subscriptions[0]?.dispose() }
        scheduler.scheduleAt(500) { steps.subscriptions[1]?.dispose() }
        scheduler.scheduleAt(600) { steps.subscriptions[2] = steps.shared!.subscribe(c) }
        scheduler.scheduleAt(900) { steps.subscriptions[2]?.dispose() }
        scheduler.scheduleAt(950) {
            steps.shared = nil
            steps.subscriptions = [:]
        }
        scheduler.start()
        return (a, b, c)
    }

    private let events: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(250, 2), .next(310, 3), .next(410, 4), .next(510, 5), .next(610, 6), .next(710, 7),
    ]

    @Test func withoutReplayObserversShareOneSubscription() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let (a, b, c) = run(scheduler) { xs.share() }
            #expect(a.events == [.next(210, 1), .next(250, 2), .next(310, 3)])
            #expect(b.events == [.next(310, 3), .next(410, 4)])
            #expect(c.events == [.next(610, 6), .next(710, 7)])
            #expect(xs.subscriptions == [Subscription(200, 500), Subscription(600, 900)])
        }
        #expect(liveResources == resources)
    }

    @Test func whileConnectedReplaysWithinAConnectionOnly() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let (a, b, c) = run(scheduler) { xs.share(replay: 1, scope: .whileConnected) }
            #expect(a.events == [.next(210, 1), .next(250, 2), .next(310, 3)])
            #expect(b.events == [.next(300, 2), .next(310, 3), .next(410, 4)])
            #expect(c.events == [.next(610, 6), .next(710, 7)])
            #expect(xs.subscriptions == [Subscription(200, 500), Subscription(600, 900)])
        }
        #expect(liveResources == resources)
    }

    @Test func foreverKeepsTheBufferAcrossConnections() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let (a, b, c) = run(scheduler) { xs.share(replay: 2, scope: .forever) }
            #expect(a.events == [.next(210, 1), .next(250, 2), .next(310, 3)])
            #expect(b.events == [.next(300, 1), .next(300, 2), .next(310, 3), .next(410, 4)])
            #expect(c.events == [.next(600, 3), .next(600, 4), .next(610, 6), .next(710, 7)])
            #expect(xs.subscriptions == [Subscription(200, 500), Subscription(600, 900)])
        }
        #expect(liveResources == resources)
    }

    @Test func whileConnectedResubscribesAfterTheSourceEnds() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let (a, b, c) = run(scheduler) { xs.share(replay: 1) }
            #expect(a.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(b.events == [.next(310, 1), .next(320, 2), .completed(330)])
            #expect(c.events == [.next(610, 1), .next(620, 2), .completed(630)])
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330), Subscription(600, 630)])
        }
        #expect(liveResources == resources)
    }

    @Test func foreverReplaysTheEndWithoutResubscribing() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError())])
            let (a, b, c) = run(scheduler) { xs.share(replay: 1, scope: .forever) }
            #expect(a.events == [.next(210, 1), .next(220, 2), .error(230, TestError())])
            #expect(b.events == [.next(300, 2), .error(300, TestError())])
            #expect(c.events == [.next(600, 2), .error(600, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func errorReachesEveryObserver() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .error(350, TestError())])
            let (a, b, _) = run(scheduler) { xs.share() }
            #expect(a.events == [.next(210, 1), .next(310, 2), .error(350, TestError())])
            #expect(b.events == [.next(310, 2), .error(350, TestError())])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStream() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.share(replay: 1) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever])
    func synchronousSource(scope: SubjectLifetimeScope) {
        let resources = liveResources
        do {
            let subscriptions = Counter()
            let shared = Observable.of(1, 2, 3).do(onSubscribe: { subscriptions.increment() })
                .share(replay: 2, scope: scope)
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = shared.subscribe { first.append($0) }
            _ = shared.subscribe { second.append($0) }
            #expect(first.elements == [1, 2, 3])
            #expect(first.isCompleted)
            #expect(second.elements == (scope == .forever ? [2, 3] : [1, 2, 3]))
            #expect(second.isCompleted)
            #expect(subscriptions.count == (scope == .forever ? 1 : 2))
        }
        #expect(liveResources == resources)
    }

    @Test func anObserverSubscribingWhileAnEventIsDeliveredGetsItReplayedFirst() {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            let shared = subject.asObservable().share(replay: 1)
            let inner = EventLog<Int>()
            let innerSubscription = Mutex<(any Disposable)?>(nil)
            let outer = shared.subscribe(onNext: { value in
                if value == 1 {
                    let subscription = shared.subscribe { inner.append($0) }
                    innerSubscription.withLock { $0 = subscription }
                }
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(inner.elements == [1, 2])
            outer.dispose()
            innerSubscription.withLock { $0 }?.dispose()
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [0, 1])
    func anEventSentBackIntoTheSourceReachesEveryObserverFirst(replay: Int) {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            let shared = subject.asObservable().share(replay: replay)
            let second = EventLog<Int>()
            let first = shared.subscribe(onNext: { value in
                if value == 1 { subject.onNext(2) }
            })
            let other = shared.subscribe { second.append($0) }
            subject.onNext(1)
            // As with a subject (and in RxSwift): 2 is delivered to everyone inside the delivery of 1.
            #expect(second.elements == [2, 1])
            first.dispose()
            other.dispose()
        }
        #expect(liveResources == resources)
    }

    @Test func anObserverSubscribingInsideADeliveryGetsTheReplayBeforeSubscribeReturns() {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            let shared = subject.asObservable().share(replay: 1)
            let log = EventLog<String>()
            let inner = Mutex<(any Disposable)?>(nil)
            let outer = shared.subscribe(onNext: { value in
                log.append(.next("A\(value)"))
                if value == 1 {
                    let subscription = shared.subscribe(onNext: { log.append(.next("B\($0)")) })
                    inner.withLock { $0 = subscription }
                    log.append(.next("after subscribe"))
                }
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(log.elements == ["A1", "B1", "after subscribe", "A2", "B2"])
            outer.dispose()
            inner.withLock { $0 }?.dispose()
        }
        #expect(liveResources == resources)
    }

    @Test func anObserverThatEndsTheSourceInsideADeliveryStopsTheOthersAtOnce() {
        let resources = liveResources
        do {
            let subject = PublishSubject<Int>()
            let shared = subject.asObservable().share()
            let second = EventLog<Int>()
            _ = shared.subscribe(onNext: { value in
                if value == 1 { subject.onCompleted() }
            })
            _ = shared.subscribe { second.append($0) }
            subject.onNext(1)
            // The completion overtakes 1, and an ended observer gets nothing more.
            #expect(second.elements == [])
            #expect(second.isCompleted)
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever], [0, 1])
    func concurrentSubscribeAndDisposeNeverConnectsTwice(scope: SubjectLifetimeScope, replay: Int) {
        let start = liveResources
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
        #expect(liveResources == start)
    }

    @Test func aLongLivedObserverKeepsTheOneConnection() {
        let start = liveResources
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
        #expect(liveResources == start)
    }

    @Test func concurrentEventsAndSubscriptionsKeepEachObserversOrder() {
        let start = liveResources
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
                let subscription = shared.subscribe(onNext: { @Sendable value in
                    // The replay and the live events follow each other without a gap or a repeat.
                    let inOrder = last.withLock { last in
                        defer { last = value }
                        return last < 0 || value == last + 1
                    }
                    if !inOrder { violations.add(1, ordering: .relaxed) }
                })
                subscription.dispose()
            }
            #expect(finished, "concurrent subscribers did not finish")
            #expect(violations.load(ordering: .relaxed) == 0)
            keeper.dispose()
        }
        #expect(liveResources == start)
    }
}
