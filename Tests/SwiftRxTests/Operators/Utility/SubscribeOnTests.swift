import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("subscribe(on:)", .scopedResources)
struct SubscribeOnTests {
    @Test func subscribesAndDisposesOnTheScheduler() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start(disposed: 1000) { xs.subscribe(on: scheduler) }
            // The scheduled subscription runs one tick later (the test scheduler's processing delay),
            // and so does the disposal that follows the completion: the test observable is subscribed
            // directly, so nothing between it and subscribe(on:) releases it earlier.
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
            #expect(xs.subscriptions == [Subscription(201, 301)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalIsScheduled() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(201, 251)])
        }
        #expect(liveResources == resources)
    }

    @Test func errorPassesThrough() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError())])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events == [.next(210, 1), .error(240, TestError())])
            #expect(xs.subscriptions == [Subscription(201, 241)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposingBeforeTheScheduledSubscriptionCancelsIt() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
            #expect(res.events == [])
            #expect(xs.subscriptions == [])
        }
        #expect(liveResources == resources)
    }

    /// `MainScheduler` on the main thread runs an action at once only when none is running or
    /// queued; `RunsAtOnceWhenIdle` does the same, so whether anything had to be queued can be seen.
    @Test func aSourceEndingInsideAnAtOnceRunIsDisposedAfterTheRunWithoutQueueing() {
        let resources = liveResources
        do {
            let scheduler = RunsAtOnceWhenIdle()
            let log = EventLog<String>()
            let source = SynchronousSource(log: log).subscribe(on: scheduler)
            _ = source.subscribe(onNext: { log.append(.next("first got \($0)")) })
            log.append(.next("first subscribe returned"))
            _ = source.subscribe(onNext: { log.append(.next("second got \($0)")) })
            log.append(.next("second subscribe returned"))
            // The source's disposal is scheduled once the run has returned, so it runs at once too:
            // nothing is left queued, and the second subscription is as synchronous as the first.
            #expect(
                log.elements == [
                    "first got 5", "source disposed", "first subscribe returned",
                    "second got 5", "source disposed", "second subscribe returned",
                ])
            #expect(scheduler.queuedCount == 0)
        }
        #expect(liveResources == resources)
    }

    @Test func aSourceEndingInsideAScheduledRunIsDisposedOnTheNextStep() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let log = EventLog<String>()
            let res = scheduler.start {
                SynchronousSource(log: log, clock: { scheduler.clock }).subscribe(on: scheduler)
            }
            // Subscribed at 201 by the scheduled action; the disposal it schedules runs at 202.
            #expect(res.events == [.next(201, 5), .completed(201)])
            #expect(log.elements == ["source disposed at 202"])
        }
        #expect(liveResources == resources)
    }

    @Test func subscriptionWorkRunsOnTheSchedulersQueue() {
        let resources = liveResources
        do {
            let queue = DispatchQueue(label: "SubscribeOnTests")
            let key = DispatchSpecificKey<Int>()
            queue.setSpecific(key: key, value: 1)
            let subscribedOnQueue = Atomic<Bool>(false)
            let disposedOnQueue = Atomic<Bool>(false)
            let done = DispatchSemaphore(value: 0)
            let source = Observable<Int>.create { observer in
                subscribedOnQueue.store(DispatchQueue.getSpecific(key: key) == 1, ordering: .relaxed)
                observer.onNext(1)
                return Disposables.create {
                    disposedOnQueue.store(DispatchQueue.getSpecific(key: key) == 1, ordering: .relaxed)
                    done.signal()
                }
            }
            let subscription = source.subscribe(on: QueueScheduler(queue: queue)).subscribe { _ in }
            queue.sync {}  // the scheduled subscription has run
            subscription.dispose()
            #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
            let subscribedThere = subscribedOnQueue.load(ordering: .relaxed)
            let disposedThere = disposedOnQueue.load(ordering: .relaxed)
            #expect(subscribedThere)
            #expect(disposedThere)
            queue.sync {}  // let the queue release what the disposal captured
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedSpellingBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        #expect(res.events == [.next(210, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    /// An `Observable` source is subscribed through its own entry point; a `create` source releases
    /// its own resources when it completes, and the operator's scheduled disposal comes after.
    @Test func anObservableSourceEndsItsOwnSubscriptionOnCompletion() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let log = EventLog<String>()
            let source = Observable<Int>.create { observer in
                log.append(.next("subscribed at \(scheduler.clock)"))
                let completion = scheduler.scheduleRelativeVirtual((), dueTime: 100) { _ in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create {
                    completion.dispose()
                    log.append(.next("disposed at \(scheduler.clock)"))
                }
            }
            let res = scheduler.start { source.subscribe(on: scheduler) }
            #expect(res.events == [.next(301, 1), .completed(301)])
            #expect(log.elements == ["subscribed at 201", "disposed at 301"])
        }
        #expect(liveResources == resources)
    }
}

/// Runs every action asynchronously on one serial dispatch queue.
private struct QueueScheduler: ImmediateSchedulerType {
    let queue: DispatchQueue

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let disposable = SingleAssignmentDisposable()
        let box = StateBox(state)
        queue.async {
            if !disposable.isDisposed { disposable.setDisposable(action(box.value)) }
        }
        return disposable
    }
}

/// The state travels to the one queued run of the action.
private struct StateBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A source written by hand, not an `Observable`: it sends 5 and completes while it is being
/// subscribed, and only its returned disposable, disposed by the operator, logs the disposal.
private struct SynchronousSource: ObservableType {
    typealias Element = Int

    let log: EventLog<String>
    var clock: (@Sendable () -> Int)?

    init(log: EventLog<String>, clock: (@Sendable () -> Int)? = nil) {
        self.log = log
        self.clock = clock
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        observer.onNext(5)
        observer.onCompleted()
        let log = log
        let clock = clock
        return Disposables.create {
            if let clock {
                log.append(.next("source disposed at \(clock())"))
            } else {
                log.append(.next("source disposed"))
            }
        }
    }
}

/// Runs an action at once when no other action is running or queued, and otherwise queues it until
/// `runQueued()`, as `MainScheduler` does on the main thread. Used from one thread.
private final class RunsAtOnceWhenIdle: ImmediateSchedulerType, @unchecked Sendable {
    private var running = 0
    private var queue: [() -> Void] = []

    var queuedCount: Int { queue.count }

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        if running == 0 && queue.isEmpty {
            running += 1
            defer { running -= 1 }
            return action(state)
        }
        let box = StateBox(state)
        let disposable = SingleAssignmentDisposable()
        queue.append { disposable.setDisposable(action(box.value)) }
        return disposable
    }
}
