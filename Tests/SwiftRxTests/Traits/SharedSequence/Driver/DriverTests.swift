import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@MainActor
@Suite("Driver", .scopedResources)
struct DriverTests {
    @Test func neverErrorsOnErrorJustReturn() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            }
            #expect(res.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test func neverErrorsOnErrorDriveWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(9)) }
        }
        #expect(res.events == [.next(211, 1), .next(232, 9), .completed(232)])
    }

    @Test func neverErrorsOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(id: 4))] as [Recorded<Event<Int>>])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorRecover: { error in Driver.just((error as! TestError).id) })
            }
        }
        #expect(res.events == [.next(232, 4), .completed(232)])
    }

    @Test func deliversOnTheSharingScheduler() {
        // Every event goes through the mocked scheduler: each is one tick late.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asDriver(onErrorJustReturn: 0) }
        }
        #expect(res.events == [.next(301, 1), .completed(401)])
    }

    @Test func sharesOneSubscriptionAndReplaysTheLatestElement() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(400)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let bag = Mutex<[any Disposable]>([])
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asDriver(onErrorJustReturn: 0)
                scheduler.scheduleAt(200) { bag.withLock { $0.append(driver.drive(first)) } }
                scheduler.scheduleAt(225) { bag.withLock { $0.append(driver.drive(second)) } }
                scheduler.scheduleAt(300) { bag.withLock { $0.forEach { $0.dispose() } } }
                scheduler.start()
            }
            #expect(first.events == [.next(211, 1), .next(221, 2), .next(231, 3)])
            #expect(second.events == [.next(225, 2), .next(231, 3)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func lastObserverLeavingDisconnectsAndTheNextOneResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let bag = Mutex<[any Disposable]>([])
        let observer = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { bag.withLock { $0.append(driver.drive(onNext: { _ in })) } }
            scheduler.scheduleAt(250) { disposeAll(bag) }
            scheduler.scheduleAt(300) { bag.withLock { $0.append(driver.drive(observer)) } }
            scheduler.scheduleAt(400) { disposeAll(bag) }
            scheduler.start()
        }
        // No replay from the earlier connection: the buffer was dropped when it disconnected.
        #expect(observer.events == [.next(311, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300, 400)])
    }

    private func run(_ make: @escaping () -> Driver<Int>) -> TestableObserver<Int> {
        let scheduler = TestScheduler(initialClock: 0)
        return SharingScheduler.mock(scheduler: scheduler) { scheduler.start(make) }
    }

    @Test func creationFunctionsUseTheSharingScheduler() {
        let just = run { Driver.just(1) }
        let empty = run { Driver.empty() }
        let of = run { Driver.of(1, 2) }
        let from = run { Driver.from([3]) }
        let never = run { Driver.never() }
        #expect(just.events == [.next(201, 1), .completed(201)])
        #expect(empty.events == [.completed(201)])
        #expect(of.events == [.next(201, 1), .next(202, 2), .completed(203)])
        #expect(from.events == [.next(201, 3), .completed(202)])
        #expect(never.events.isEmpty)
    }

    @Test func deferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Counter()
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Driver<Int>.deferred { Driver.just(calls.increment()) } }
        }
        #expect(res.events == [.next(201, 1), .completed(201)])
        #expect(calls.count == 1)
    }

    @Test func defaultSchedulerDeliversOnTheMainThread() async {
        let start = liveResources
        let onMain = Mutex<[Bool]>([])
        let done = TraitsTestFlag()
        let deadlineForReleasing = ContinuousClock.now + .seconds(10)
        do {
            let background = Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    observer.onNext(1)
                    observer.onError(TestError())
                }
                return Disposables.create()
            }
            let subscription = background.asDriver(onErrorJustReturn: 0).drive(
                onNext: { _ in onMain.withLock { $0.append(traitsTestIsOnMain()) } },
                onCompleted: { done.set() }
            )
            await traitsTestWait(until: done)
            subscription.dispose()
        }
        // The background block releases its observer when it returns, which may be a moment later.
        let released = TraitsTestFlag()
        while liveResources != start {
            if released.isSet { break }
            await Task.yield()
            if ContinuousClock.now > deadlineForReleasing { released.set() }
        }
        #expect(onMain.withLock { $0 } == [true, true])
        #expect(done.isSet)
        #expect(liveResources == start)
    }
}

private func disposeAll(_ bag: borrowing Mutex<[any Disposable]>) {
    let all = bag.withLock { bag in
        defer { bag = [] }
        return bag
    }
    all.forEach { $0.dispose() }
}

private let traitsTestMainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 7)
    return key
}()

/// `true` on the main thread or in work of the main queue (which `swift test` on Linux runs on
/// another thread after `dispatchMain()`).
func traitsTestIsOnMain() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: traitsTestMainQueueKey) == 7
}

/// A flag the test and another thread share.
final class TraitsTestFlag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}

/// Yields the main actor (letting the main queue run) until `flag` is set; gives up after a bounded
/// wait so a broken test fails instead of hanging.
@MainActor
func traitsTestWait(until flag: TraitsTestFlag) async {
    let deadline = ContinuousClock.now + .seconds(10)
    while !flag.isSet && ContinuousClock.now < deadline {
        await Task.yield()
    }
}
