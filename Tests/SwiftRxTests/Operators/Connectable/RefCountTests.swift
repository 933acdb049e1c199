import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps {
    var shared: Observable<Int>?
    var subscriptions: [Int: any Disposable] = [:]
}

@Suite("refCount", .scopedResources)
struct RefCountTests {
    @Test func connectsOnTheFirstObserverAndDisconnectsAfterTheLast() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(310, 2), .next(410, 3), .next(510, 4), .next(610, 5), .next(710, 6),
                .completed(800),
            ])
            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let c = scheduler.createObserver(Int.self)
            let steps = Steps()
            scheduler.scheduleAt(100) { steps.shared = xs.publish().refCount() }
            scheduler.scheduleAt(200) { steps.subscriptions[0] = steps.shared!.subscribe(a) }
            scheduler.scheduleAt(300) { steps.subscriptions[1] = steps.shared!.subscribe(b) }
            scheduler.scheduleAt(400) { steps.subscriptions[0]?.dispose() }
            scheduler.scheduleAt(500) { steps.subscriptions[1]?.dispose() }
            scheduler.scheduleAt(600) { steps.subscriptions[2] = steps.shared!.subscribe(c) }
            scheduler.scheduleAt(900) { steps.subscriptions[2]?.dispose() }
            scheduler.start()
            #expect(a.events == [.next(210, 1), .next(310, 2)])
            #expect(b.events == [.next(310, 2), .next(410, 3)])
            #expect(c.events == [.next(610, 5), .next(710, 6), .completed(800)])
            #expect(xs.subscriptions == [Subscription(200, 500), Subscription(600, 800)])
            steps.shared = nil
            steps.subscriptions = [:]
        }
        #expect(liveResources == resources)
    }

    @Test func theEndReleasesTheConnectionSoANewSubjectReconnects() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let steps = Steps()
            scheduler.scheduleAt(100) {
                steps.shared = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
            }
            scheduler.scheduleAt(200) { steps.subscriptions[0] = steps.shared!.subscribe(a) }
            scheduler.scheduleAt(300) { steps.subscriptions[1] = steps.shared!.subscribe(b) }
            scheduler.start()
            #expect(a.events == [.next(210, 1), .error(220, TestError())])
            #expect(b.events == [.next(310, 1), .error(320, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
            steps.shared = nil
            steps.subscriptions = [:]
        }
        #expect(liveResources == resources)
    }

    @Test func afterTheEndAFixedSubjectAnswersWithoutReconnecting() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let steps = Steps()
            scheduler.scheduleAt(100) { steps.shared = xs.multicast(PublishSubject()).refCount() }
            scheduler.scheduleAt(200) { steps.subscriptions[0] = steps.shared!.subscribe(a) }
            scheduler.scheduleAt(300) { steps.subscriptions[1] = steps.shared!.subscribe(b) }
            scheduler.start()
            #expect(a.events == [.next(210, 1), .completed(220)])
            #expect(b.events == [.completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            steps.shared = nil
            steps.subscriptions = [:]
        }
        #expect(liveResources == resources)
    }

    /// `publish()` makes a fresh subject for each connection, so after the source ended the next
    /// observer connects again instead of receiving the old subject's terminal event.
    @Test func afterTheEndPublishReconnectsForTheNextObserver() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let steps = Steps()
            scheduler.scheduleAt(100) { steps.shared = xs.publish().refCount() }
            scheduler.scheduleAt(200) { steps.subscriptions[0] = steps.shared!.subscribe(a) }
            scheduler.scheduleAt(250) { steps.subscriptions[1] = steps.shared!.subscribe(b) }
            scheduler.start()
            #expect(a.events == [.next(210, 1), .completed(220)])
            #expect(b.events == [.next(260, 1), .completed(270)])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(250, 270)])
            steps.shared = nil
            steps.subscriptions = [:]
        }
        #expect(liveResources == resources)
    }

    /// The reconnection is what lets `retry` resubscribe through `publish().refCount()`.
    @Test func retryResubscribesThroughPublishRefCount() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            let res = scheduler.start { xs.publish().refCount().retry(2) }
            #expect(res.events == [.next(210, 1), .next(230, 1), .error(240, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStream() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.publish().refCount() }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func concurrentSubscribeAndDisposeNeverConnectsTwice() {
        let start = liveResources
        let active = Atomic<Int>(0)
        let maxActive = Atomic<Int>(0)
        do {
            let subject = PublishSubject<Int>()
            let source = Observable<Int>.create { observer in
                maxActive.max(active.add(1, ordering: .acquiringAndReleasing).newValue, ordering: .relaxed)
                let subscription = subject.subscribe(observer)
                return Disposables.create {
                    subscription.dispose()
                    active.subtract(1, ordering: .acquiringAndReleasing)
                }
            }
            let shared = source.publish().refCount()
            let finished = ConnectableThreads.run(threads: 4, iterations: 2_000) { _, _ in
                shared.subscribe { _ in }.dispose()
            }
            #expect(finished, "concurrent subscribe/dispose did not finish")
            #expect(maxActive.load(ordering: .relaxed) == 1)
            #expect(active.load(ordering: .relaxed) == 0)
            let log = EventLog<Int>()
            let subscription = shared.subscribe { log.append($0) }
            subject.onNext(5)
            subscription.dispose()
            #expect(log.elements == [5])
            #expect(active.load(ordering: .relaxed) == 0)
        }
        #expect(liveResources == start)
    }
}
