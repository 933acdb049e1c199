import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

private final class Target: @unchecked Sendable {
    // Only touched by the binding, which runs on the test's TestScheduler (one thread).
    var values: [String] = []
}

@MainActor
private final class ViewModel {
    var title = ""
}

/// Collects what reaches `Hooks.defaultErrorHandler` while `body` runs.
private func capturingReports(_ body: () throws -> Void) rethrows -> [String] {
    let reports = Mutex<[String]>([])
    try Hooks.Scope(defaultErrorHandler: { callStack, error in
        reports.withLock { $0.append("\(callStack.first ?? "-") \(error)") }
    }).run(body)
    return reports.withLock { $0 }
}

/// Waits until everything queued on the main queue before this call has run.
@MainActor
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Built from nonisolated code with the RxSwift call syntax; the closure runs on the main actor.
private func makeTitleBinder(for model: ViewModel) -> Binder<String> {
    Binder(model) { model, title in model.title = title }
}

@Suite("Binder", .scopedResources)
struct BinderTests {
    @Test func appliesEachElementOnItsSchedulerAndIgnoresCompletion() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let target = Target()
            let times = Mutex<[Int]>([])
            let binder = Binder<String>(target, scheduler: scheduler) { target, value in
                target.values.append(value)
                times.withLock { $0.append(scheduler.clock) }
            }
            let xs = scheduler.createHotObservable([
                .next(150, "x"), .next(210, "a"), .next(220, "b"), .completed(300),
            ])
            scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
            scheduler.start()
            #expect(target.values == ["a", "b"])
            #expect(times.withLock { $0 } == [211, 221])  // one tick later: scheduled on the TestScheduler
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func runsTheBindingOnlyWhenItsSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = Binder<String>(target, scheduler: scheduler) { target, value in target.values.append(value) }
        binder.onNext("queued")
        #expect(target.values.isEmpty)  // scheduled on the virtual clock, not run inline
        scheduler.start()
        #expect(target.values == ["queued"])
    }

    @Test func dropsValuesOnceTheTargetIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Counter()
        var target: Target? = Target()
        weak let weakTarget = target
        let binder = Binder<Int>(target!, scheduler: scheduler) { _, _ in calls.increment() }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(270, 3), .completed(300)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.scheduleAt(250) { target = nil }
        scheduler.start()
        #expect(weakTarget == nil)  // the binder does not keep its target alive
        #expect(calls.count == 1)
    }

    @Test func reportsAnErrorInsteadOfApplyingIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = Binder<String>(target, scheduler: scheduler) { target, value in target.values.append(value) }
        let reports = capturingReports {
            binder.on(.error(TestError(id: 4)))
            binder.onNext("after")
            scheduler.start()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Binder<String>") == true)
        #expect(reports.first?.contains("Target") == true)
        #expect(reports.first?.contains("TestError(id: 4)") == true)
        #expect(target.values == ["after"])  // the binder stays usable
    }

    @Test func asObserverForwardsToTheBinder() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let observer = Binder<String>(target, scheduler: scheduler) { target, value in
            target.values.append(value)
        }.asObserver()
        observer.onNext("a")
        observer.onCompleted()
        scheduler.start()
        #expect(target.values == ["a"])
    }

    @MainActor
    @Test func theDefaultBinderRunsOnTheMainActor() async {
        let model = ViewModel()
        let binder = Binder<String>(model) { model, title in model.title = title }
        binder.onNext("inline")
        await drainMainQueue()
        #expect(model.title == "inline")

        let fromNonisolated = makeTitleBinder(for: model)
        await Task.detached { fromNonisolated.onNext("from a background task") }.value
        await drainMainQueue()
        #expect(model.title == "from a background task")
    }

    /// RxSwift's default binder schedules on a `MainScheduler()` of its own, so a value that reaches
    /// it inside an action of `MainScheduler.instance` is applied at once, as app tests that assert
    /// right after sending expect. The test stands for the shared instance with a main scheduler of
    /// its own: on the main thread a main scheduler runs work at once only while nothing else is
    /// queued on it, and tests running at the same time queue work on the shared one.
    @MainActor
    @Test func theDefaultBinderAppliesAtOnceInsideAMainSchedulerInstanceAction() {
        let main = MainScheduler()
        let model = ViewModel()
        let subject = PublishSubject<String>()
        let subscription = subject.observe(on: main).bind(to: makeTitleBinder(for: model))
        defer { subscription.dispose() }
        subject.onNext("delivered")
        #expect(model.title == "delivered")
        _ = main.schedule(()) { _ in
            makeTitleBinder(for: model).onNext("inside an action")
            return Disposables.create()
        }
        #expect(model.title == "inside an action")
    }

    @MainActor
    @Test func anExplicitMainSchedulerAlsoGivesAMainActorBinding() async {
        let model = ViewModel()
        let binder = Binder<String>(model, scheduler: MainScheduler.instance) { model, title in model.title = title }
        _ = Observable.of("a", "b").bind(to: binder)
        await drainMainQueue()
        #expect(model.title == "b")
    }
}
