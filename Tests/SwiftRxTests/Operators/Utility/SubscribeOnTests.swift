import Dispatch
import Synchronization
import SwiftRx
import SwiftRxTest
import Testing

@Suite("subscribe(on:)")
struct SubscribeOnTests {
    @Test func subscribesAndDisposesOnTheScheduler() {
        let resources = Resources.total
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
        #expect(Resources.total == resources)
    }

    @Test func disposalIsScheduled() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(201, 251)])
        }
        #expect(Resources.total == resources)
    }

    @Test func errorPassesThrough() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError())])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            #expect(res.events == [.next(210, 1), .error(240, TestError())])
            #expect(xs.subscriptions == [Subscription(201, 241)])
        }
        #expect(Resources.total == resources)
    }

    @Test func disposingBeforeTheScheduledSubscriptionCancelsIt() {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
            #expect(res.events == [])
            #expect(xs.subscriptions == [])
        }
        #expect(Resources.total == resources)
    }

    @Test func subscriptionWorkRunsOnTheSchedulersQueue() {
        let resources = Resources.total
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
        #expect(Resources.total == resources)
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
        let resources = Resources.total
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
        #expect(Resources.total == resources)
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
