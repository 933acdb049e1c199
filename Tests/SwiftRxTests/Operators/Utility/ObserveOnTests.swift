import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Runs every action asynchronously on a concurrent dispatch queue: nothing orders or serializes them.
private struct ConcurrentQueueScheduler: ImmediateSchedulerType {
    let queue = DispatchQueue(label: "ObserveOnThreadingTests", attributes: .concurrent)

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let cancelled = Atomic<Bool>(false)
        let disposable = Disposables.create { cancelled.store(true, ordering: .relaxed) }
        let box = UncheckedStateBox(state)
        queue.async {
            if !disposable.isDisposed { _ = action(box.value) }
        }
        return disposable
    }
}

/// The state travels to the one queued run of the action.
private struct UncheckedStateBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

@Suite("observe(on:)", .scopedResources)
struct ObserveOnTests {
    @Test func deliversEachEventOnTheSchedulerInOrder() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            // The test scheduler runs scheduled work one tick later.
            #expect(res.events == [.next(211, 1), .next(221, 2), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func errorIsDeliveredOnTheScheduler() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
            let res = scheduler.start { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 1), .error(251, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func queuedEventsAreDroppedOnDisposal() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(249, 2), .next(260, 3), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func synchronousSourceOnAnImmediateSchedulerKeepsOrder() {
        let resources = liveResources
        let log = EventLog<Int>()
        do {
            _ = Observable.of(1, 2, 3).observe(on: ImmediateScheduler.instance).subscribe { log.append($0) }
        }
        #expect(log.elements == [1, 2, 3])
        #expect(log.isCompleted)
        #expect(liveResources == resources)
    }

    @Test func eachQueuedEventTakesItsOwnScheduledStep() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            // `of` sends everything while it is being subscribed: all four events are queued at 200,
            // and each scheduled action delivers one and schedules the next, one tick later.
            let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
            #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        }
        #expect(liveResources == resources)
    }

    @Test func eventsArrivingTogetherAreSpreadOverSteps() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(210, 2), .next(230, 3), .next(231, 4), .completed(231),
            ])
            let res = scheduler.start { xs.observe(on: scheduler) }
            // 4 and the completion arrive at 231 while 3 is delivered then: they queue behind it.
            #expect(res.events == [.next(211, 1), .next(212, 2), .next(231, 3), .next(232, 4), .completed(233)])
            #expect(xs.subscriptions == [Subscription(200, 231)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBetweenStepsDropsTheRestOfTheQueue() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3).observe(on: scheduler) }
            // The action at 202 runs after the disposal scheduled for 202: only 1 got through.
            #expect(res.events == [.next(201, 1)])
        }
        #expect(liveResources == resources)
    }

    @Test func anImmediateSchedulerLoopsInsteadOfRecursingPerQueuedEvent() {
        let resources = liveResources
        do {
            // Each element makes the source send the next one from inside the delivery: the events
            // queue behind the one being delivered, and an immediate scheduler runs each next action
            // inline. Recursing once per event would overflow the stack long before 200,000. (A
            // hand-written source, because a subject would report every one of these re-entrant
            // events as a grammar violation.)
            let count = 200_000
            let source = ManualSource()
            let received = Atomic<Int>(0)
            let subscription = source.observe(on: ImmediateScheduler.instance).subscribe(onNext: { value in
                received.add(1, ordering: .relaxed)
                if value < count { source.send(value + 1) }
            })
            source.send(1)
            subscription.dispose()
            #expect(received.load(ordering: .relaxed) == count)
        }
        #expect(liveResources == resources)
    }

    @MainActor
    @Test func onTheMainQueueMainSchedulerDeliversAtOnceWhenNothingIsQueued() {
        let resources = liveResources
        do {
            let log = EventLog<Int>()
            let subject = PublishSubject<Int>()
            // A main scheduler with nothing queued on it: the test's own, as tests running at the
            // same time queue work on the shared instance. The element is delivered inside `onNext`.
            let subscription = subject.observe(on: MainScheduler()).subscribe { log.append($0) }
            subject.onNext(1)
            #expect(log.elements == [1])
            subscription.dispose()
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedSpellingBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        #expect(res.events == [.next(211, 1), .completed(301)])
    }

    enum SchedulerKind: CaseIterable, Sendable {
        case unorderedTestQueue, concurrentDispatch, serialDispatch

        func make() -> any ImmediateSchedulerType {
            switch self {
            case .unorderedTestQueue: return ConcurrentQueueScheduler()
            case .concurrentDispatch: return ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            case .serialDispatch: return SerialDispatchQueueScheduler(internalSerialQueueName: "ObserveOnTests")
            }
        }
    }

    @Test(arguments: SchedulerKind.allCases, [1, 4])
    func keepsOrderAndNeverDeliversConcurrently(kind: SchedulerKind, producerThreadsInSequence: Int) {
        let count = 20_000
        let scheduler = kind.make()
        let inFlight = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let received = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        let subject = Observable<Int>.create { observer in
            // Emit from several threads one after another, so the source obeys the grammar but
            // events arrive from different threads.
            let perThread = count / producerThreadsInSequence
            for part in 0..<producerThreadsInSequence {
                let finished = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    for value in (part * perThread)..<((part + 1) * perThread) {
                        observer.onNext(value)
                    }
                    finished.signal()
                }
                finished.wait()
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if inFlight.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.add(1, ordering: .relaxed)
                }
                received.withLock { $0.append(value) }
                inFlight.subtract(1, ordering: .acquiringAndReleasing)
            },
            onCompleted: { done.signal() }
        )
        let finished = done.wait(timeout: .now() + .seconds(60))
        subscription.dispose()
        #expect(finished == .success, "observe(on:) did not deliver completion")
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(received.withLock { $0 } == Array(0..<count))
    }
}

/// A hand-written source that keeps its observer so a test can send events through it, from
/// anywhere, without the checks a subject makes. Used from one thread.
private final class ManualSource: ObservableType, @unchecked Sendable {
    typealias Element = Int

    private var observer: AnyObserver<Int>?

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        self.observer = observer.asObserver()
        // Disposing lets go of the observer, which (through the test's closure) holds this source.
        return Disposables.create { [self] in self.observer = nil }
    }

    func send(_ value: Int) {
        observer?.onNext(value)
    }
}
