import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

private final class Owner: Sendable {
    let seen = EventLog<Int>()
}

/// Collects what reaches `Hooks.defaultErrorHandler` (location and message) while `body` runs.
private func capturingReports(_ body: () -> Void) -> [(location: String?, message: String)] {
    let reports = Mutex<[(location: String?, message: String)]>([])
    let hooks = Hooks.Scope(defaultErrorHandler: { callStack, error in
        reports.withLock { $0.append((callStack.first, "\(error)")) }
    })
    hooks.run(body)
    return reports.withLock { $0 }
}

/// A custom binding function, used through `bind(to:)` and `bind(to:curriedArgument:)`.
private func record(_ source: Observable<Int>) -> (EventLog<Int>) -> any Disposable {
    { log in source.subscribe { log.append($0) } }
}

@Suite("bind(to:), bind(onNext:), bind(with:onNext:)", .scopedResources)
struct ObservableTypeBindTests {
    @Test func bindsEveryEventToEachObserver() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
            scheduler.start()
            let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
            #expect(first.events == expected)
            #expect(second.events == expected)
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func errorsReachTheObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = subject.subscribe(observer)
            _ = xs.bind(to: subject)
        }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func bindsToObserversOfOptionals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
        scheduler.start()
        #expect(first.events == [.next(210, Optional(1)), .completed(230)])
        #expect(second.events == first.events)
    }

    @Test func disposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let observer = scheduler.createObserver(Int.self)
        let binding = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) { binding.setDisposable(xs.bind(to: observer)) }
        scheduler.scheduleAt(250) { binding.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func bindsToRelaysAndBindersAlike() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let owner = Owner()
        let binder = Binder<Int>(owner, scheduler: scheduler) { owner, value in owner.seen.append(.next(value)) }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        scheduler.scheduleAt(200) {
            _ = xs.bind(to: relay)
            _ = xs.bind(to: binder)
        }
        scheduler.start()
        #expect(relay.value == 2)
        #expect(owner.seen.elements == [1, 2])
    }

    @Test func curriedBindingFunctions() {
        let direct = EventLog<Int>()
        let curried = EventLog<Int>()
        let source = Observable.of(1, 2)
        let binding = source.bind(to: record)(direct)
        let other = source.bind(to: record, curriedArgument: curried)
        #expect(direct.elements == [1, 2])
        #expect(curried.events == [.next(1), .next(2), .completed])
        binding.dispose()
        other.dispose()
    }

    @Test func bindOnNextReceivesTheElements() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let seen = EventLog<Int>()
            scheduler.scheduleAt(200) { _ = xs.bind { seen.append(.next($0)) } }
            scheduler.start()
            #expect(seen.elements == [1, 2])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func bindWithPassesTheObjectWhileItLives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let seen = EventLog<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        scheduler.scheduleAt(200) {
            _ = xs.bind(with: owner!) { owner, value in
                owner.seen.append(.next(value))
                seen.append(.next(value))
            }
        }
        scheduler.scheduleAt(250) { owner = nil }
        scheduler.start()
        #expect(weakOwner == nil)  // not retained by the binding
        #expect(seen.elements == [1])
    }

    @Test(arguments: ["onNext", "with"])
    func anErrorInABindingIsReportedWithItsLocation(form: String) {
        let owner = Owner()
        let reports = capturingReports {
            let source = Observable<Int>.error(TestError(id: 3))
            _ = form == "onNext" ? source.bind { _ in } : source.bind(with: owner) { _, _ in }
        }
        #expect(reports.count == 1)
        #expect(reports.first?.location?.contains("ObservableType+BindTests.swift") == true)
        #expect(reports.first?.message.contains("TestError(id: 3)") == true)
        #expect(reports.first?.message.contains(form == "onNext" ? "bind(onNext:)" : "bind(with:onNext:)") == true)
    }
}
