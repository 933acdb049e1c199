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
            // The scheduled subscription runs one tick later (the test scheduler's processing delay).
            // On completion the chain below subscribe(on:) already released the test observable's
            // subscription itself, so it ends at 300.
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
            #expect(xs.subscriptions == [Subscription(201, 300)])
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
            #expect(xs.subscriptions == [Subscription(201, 240)])
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
        #expect(xs.subscriptions == [Subscription(201, 300)])
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
