import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Captures grammar violations for the duration of a test.
final class TraitsViolationRecorder: Sendable {
    private let storage = Mutex<[GrammarViolation]>([])
    var violations: [GrammarViolation] { storage.withLock { $0 } }

    @MainActor
    func record<Result>(_ body: @MainActor () async throws -> Result) async rethrows -> Result {
        let hooks = Hooks.Scope(
            grammarViolationPolicy: .log,
            grammarViolationHandler: { violation in self.storage.withLock { $0.append(violation) } })
        return try await hooks.run { try await body() }
    }
}

@MainActor
@Suite("Driver.drive", .scopedResources)
struct DriverSubscriptionTests {
    @Test func driveObserversAndOptionalObservers() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let plain = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asDriver(onErrorJustReturn: 0)
                scheduler.scheduleAt(200) {
                    _ = driver.drive(plain, plain)
                    _ = driver.drive(optional)
                }
                scheduler.start()
            }
            #expect(plain.events == [.next(211, 1), .next(211, 1), .completed(221), .completed(221)])
            #expect(optional.events == [.next(211, Optional(1)), .completed(221)])
        }
        #expect(liveResources == start)
    }

    @Test func driveRelaysOfEachKind() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 5)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 5)
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let published = scheduler.createObserver(Int.self)
            let optionalPublished = scheduler.createObserver(Int?.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asDriver(onErrorJustReturn: 0)
                scheduler.scheduleAt(100) {
                    _ = publish.subscribe(published)
                    _ = optionalPublish.subscribe(optionalPublished)
                }
                scheduler.scheduleAt(200) {
                    _ = driver.drive(behavior, behavior)
                    _ = driver.drive(optionalBehavior)
                    _ = driver.drive(replay)
                    _ = driver.drive(optionalReplay)
                    _ = driver.drive(publish)
                    _ = driver.drive(optionalPublish)
                }
                scheduler.start()
            }
            // Completion of the driver leaves the relays as they are: they cannot end.
            #expect(behavior.value == 2)
            #expect(optionalBehavior.value == 2)
            #expect(published.events == [.next(211, 1), .next(221, 2)])
            #expect(optionalPublished.events == [.next(211, Optional(1)), .next(221, Optional(2))])
            let replayed = scheduler.createObserver(Int.self)
            let optionalReplayed = scheduler.createObserver(Int?.self)
            _ = replay.subscribe(replayed)
            _ = optionalReplay.subscribe(optionalReplayed)
            #expect(replayed.events.map(\.value) == [.next(1), .next(2)])
            #expect(optionalReplayed.events.map(\.value) == [.next(1), .next(2)])
        }
        #expect(liveResources == start)
    }

    @Test func driveClosuresRunOnTheMainActor() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        var log: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = driver.drive(
                    onNext: { log.append("next(\($0))") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") }
                )
            }
            scheduler.start()
        }
        #expect(log == ["next(1)", "next(2)", "completed", "disposed"])
    }

    @Test func driveWithObjectStopsOnceTheObjectIsGone() {
        @MainActor final class Owner {
            var seen: [Int] = []
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var seenBeforeRelease: [Int] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = driver.drive(with: owner!, onNext: { owner, value in owner.seen.append(value) })
            }
            scheduler.scheduleAt(220) {
                seenBeforeRelease = owner?.seen ?? []
                owner = nil
            }
            scheduler.start()
        }
        #expect(seenBeforeRelease == [1])
        #expect(weakOwner == nil)
    }

    @Test func driveTransformationAndCurriedForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(5)
            scheduler.scheduleAt(200) {
                let bind: (Observable<Int>) -> (TestableObserver<Int>) -> any Disposable = { source in
                    { target in source.subscribe(target) }
                }
                _ = driver.drive(bind, curriedArgument: observer)
                _ = driver.drive { (source: Observable<Int>) in source.subscribe(observer) }
            }
            scheduler.start()
        }
        #expect(observer.events == [.next(201, 5), .completed(201), .next(201, 5), .completed(201)])
    }

    @Test func driveOffTheMainThreadIsReported() async {
        let recorder = TraitsViolationRecorder()
        let start = liveResources
        await recorder.record {
            // The background block takes the driver out of the box, so it is released before resuming.
            let box = Mutex<Driver<Int>?>(Driver<Int>.never())
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async(
                    execute: inCurrentHooksScope {
                        box.withLock { driver in
                            defer { driver = nil }
                            return driver
                        }?.drive().dispose()
                        continuation.resume()
                    })
            }
        }
        #expect(recorder.violations.map(\.kind) == [.notOnMainThread])
        #expect(recorder.violations.first?.operatorName == "drive")
        #expect(liveResources == start)
    }

    @Test func driveOnTheMainThreadIsNotReported() async {
        let recorder = TraitsViolationRecorder()
        await recorder.record {
            Driver<Int>.never().drive().dispose()
        }
        #expect(recorder.violations.isEmpty)
    }

    @Test func anEventArrivingOffTheMainThreadIsReportedAndHopsToMain() async {
        let recorder = TraitsViolationRecorder()
        let onMain = Mutex<[Bool]>([])
        let done = TraitsTestFlag()
        await recorder.record {
            // An immediate scheduler breaks the driver's main-scheduler promise on purpose.
            let subscription = SharingScheduler.mock(scheduler: TraitsTestImmediateScheduler()) {
                Observable<Int>.create { observer in
                    DispatchQueue.global().async(execute: inCurrentHooksScope { observer.onNext(1) })
                    return Disposables.create()
                }
                .asDriver(onErrorJustReturn: 0)
                .drive(onNext: { _ in
                    onMain.withLock { $0.append(traitsTestIsOnMain()) }
                    done.set()
                })
            }
            await traitsTestWait(until: done)
            subscription.dispose()
        }
        #expect(onMain.withLock { $0 } == [true])
        #expect(recorder.violations.map(\.kind) == [.notOnMainThread])
    }
}

/// A scheduler that runs everything at once on the calling thread.
struct TraitsTestImmediateScheduler: SchedulerType {
    var now: RxTime { Date() }

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        action(state)
    }
}
