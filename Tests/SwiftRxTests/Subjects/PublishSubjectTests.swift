import SwiftRx
import SwiftRxTest
import Testing

@Suite("PublishSubject", .scopedResources)
struct PublishSubjectTests {
    private func trace(_ log: EventLog<Int>) -> [String] {
        log.events.map(\.debugDescription)
    }

    @Test func virtualTimeScenario() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
                .next(410, 6), .next(520, 7), .completed(630), .next(640, 9),
            ])
            let results1 = scheduler.createObserver(Int.self)
            let results2 = scheduler.createObserver(Int.self)
            let results3 = scheduler.createObserver(Int.self)
            var subject: PublishSubject<Int>!
            var subscriptions: [any Disposable] = []
            var s1: (any Disposable)?
            var s2: (any Disposable)?
            scheduler.scheduleAt(100) { subject = PublishSubject<Int>() }
            scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
            scheduler.scheduleAt(300) { s1 = subject.subscribe(results1) }
            scheduler.scheduleAt(400) { s2 = subject.subscribe(results2) }
            scheduler.scheduleAt(500) { s2?.dispose() }
            scheduler.scheduleAt(600) { s1?.dispose() }
            scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

            scheduler.start()

            #expect(results1.events == [.next(340, 5), .next(410, 6), .next(520, 7)])
            #expect(results2.events == [.next(410, 6)])
            #expect(results3.events == [.completed(900)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }
        #expect(liveResources == start)
    }

    @Test func deliversOnlyEventsSentAfterSubscribing() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let early = EventLog<Int>()
            let late = EventLog<Int>()
            subject.onNext(0)
            let a = subject.subscribe { early.append($0) }
            subject.onNext(1)
            subject.onNext(2)
            let b = subject.subscribe { late.append($0) }
            subject.onNext(3)
            subject.onCompleted()
            subject.onNext(4)
            #expect(trace(early) == ["next(1)", "next(2)", "next(3)", "completed"])
            #expect(trace(late) == ["next(3)", "completed"])
            #expect(!subject.hasObservers)
            a.dispose()
            b.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func errorEndsTheSubjectAndIsReplayedToLateObservers() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let late = EventLog<Int>()
            _ = subject.subscribe { log.append($0) }
            subject.onNext(1)
            subject.onError(TestError(id: 7))
            subject.onNext(2)
            subject.onCompleted()
            _ = subject.subscribe { late.append($0) }
            #expect(log.elements == [1])
            #expect(log.events.count == 2)
            #expect(log.error as? TestError == TestError(id: 7))
            #expect(late.events.count == 1)
            #expect(late.error as? TestError == TestError(id: 7))
        }
        #expect(liveResources == start)
    }

    @Test func completionIsReplayedToLateObservers() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        #expect(trace(log) == ["completed"])
    }

    @Test func disposingASubscriptionStopsDeliveryToThatObserverOnly() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            let a = subject.subscribe { first.append($0) }
            let b = subject.subscribe { second.append($0) }
            subject.onNext(1)
            a.dispose()
            #expect(subject.hasObservers)
            subject.onNext(2)
            b.dispose()
            #expect(!subject.hasObservers)
            subject.onNext(3)
            #expect(first.elements == [1])
            #expect(second.elements == [1, 2])
        }
        #expect(liveResources == start)
    }

    @Test func observersAreCalledInSubscriptionOrderAfterRemovals() {
        let subject = PublishSubject<Int>()
        let order = EventLog<Int>()
        let subscriptions = (0..<5).map { index in
            subject.subscribe(onNext: { _ in order.append(.next(index)) })
        }
        subscriptions[0].dispose()
        subscriptions[3].dispose()
        let extra = subject.subscribe(onNext: { _ in order.append(.next(5)) })
        subject.onNext(0)
        #expect(order.elements == [1, 2, 4, 5])
        extra.dispose()
        subscriptions.forEach { $0.dispose() }
    }

    @Test func subscriptionDisposedTwiceRemovesOnlyItself() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        let a = subject.subscribe { _ in }
        let b = subject.subscribe { log.append($0) }
        a.dispose()
        a.dispose()
        subject.onNext(1)
        #expect(log.elements == [1])
        b.dispose()
    }

    /// A `subscribe(onNext:…)` without `onDisposed` is kept by the subject as an entry of its own,
    /// with the subject's removal of it as the subscription. Users see what any subscription gives:
    /// events until disposed, disposing twice is harmless, the terminal event ends it.
    @Test func closureSubscriptionsKeptByTheSubjectBehaveAsAnyOther() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            let a = subject.subscribe(onNext: { first.append(.next($0)) }, onCompleted: { first.append(.completed) })
            let b = subject.subscribe(
                onNext: { second.append(.next($0)) },
                onError: { second.append(.error($0)) },
                onCompleted: { second.append(.completed) }
            )
            subject.onNext(1)
            a.dispose()
            a.dispose()
            subject.onNext(2)
            #expect(subject.hasObservers)
            subject.onCompleted()
            #expect(!subject.hasObservers)
            b.dispose()
            subject.onNext(3)
            #expect(first.events == [.next(1)])
            #expect(second.events == [.next(1), .next(2), .completed])
        }
        #expect(liveResources == start)
    }

    /// An observer disposed while an event is being delivered to the others does not receive that
    /// event, although the delivery had already been taken when it was disposed.
    @Test func closureSubscriptionDisposedDuringAnotherObserversEventMissesThatEvent() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let holder = DisposableHolder()
            let first = subject.subscribe(onNext: { value in
                if value == 2 { holder.value?.dispose() }
            })
            holder.value = subject.subscribe(onNext: { log.append(.next($0)) })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            #expect(log.elements == [1])
            first.dispose()
        }
        #expect(liveResources == start)
    }

    /// With `onDisposed`, the subscription runs it when the user disposes it, even after the subject
    /// itself was disposed (the subject then no longer holds the observer), and only once.
    @Test func onDisposedRunsWhenTheUserDisposesEvenAfterTheSubjectWasDisposed() {
        let subject = PublishSubject<Int>()
        let log = EventLog<String>()
        let subscription = subject.subscribe(onNext: { _ in }, onDisposed: { log.append(.next("disposed")) })
        subject.dispose()
        #expect(log.elements.isEmpty)
        subscription.dispose()
        subscription.dispose()
        #expect(log.elements == ["disposed"])
    }

    /// A closure subscription after the subject ended receives the terminal event at once and no
    /// more; disposing it does nothing.
    @Test func closureSubscriptionAfterTheEndGetsOnlyTheTerminalEvent() {
        let start = liveResources
        do {
            let failed = PublishSubject<Int>()
            failed.onError(TestError())
            let log = EventLog<Int>()
            let subscription = failed.subscribe(onNext: { log.append(.next($0)) }, onError: { log.append(.error($0)) })
            failed.onNext(1)
            subscription.dispose()
            #expect(log.events == [.error(TestError())])

            let completed = PublishSubject<Int>()
            completed.onCompleted()
            let completions = EventLog<Int>()
            _ = completed.subscribe(onCompleted: { completions.append(.completed) })
            #expect(completions.events == [.completed])
        }
        #expect(liveResources == start)
    }

    @Test func disposedSubjectRejectsSubscribersAndIgnoresEvents() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            _ = subject.subscribe { log.append($0) }
            subject.dispose()
            #expect(subject.isDisposed)
            #expect(!subject.hasObservers)
            subject.onNext(1)
            subject.onCompleted()
            #expect(log.events.isEmpty)

            let late = EventLog<Int>()
            _ = subject.subscribe { late.append($0) }
            #expect(late.events.count == 1)
            guard case .disposed(let object) = late.error as? RxError else {
                Issue.record("expected RxError.disposed, got \(late.events)")
                return
            }
            #expect(ObjectIdentifier(object) == ObjectIdentifier(subject))
        }
        #expect(liveResources == start)
    }

    @Test func observerSideForwardsToSubscribers() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        let observer: AnyObserver<Int> = subject.asObserver()
        observer.onNext(1)
        subject.asObserver().onNext(2)
        _ = Observable.from([3, 4]).subscribe(subject)
        #expect(trace(log) == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }

    @Test func subscribingFromInsideAnEventStartsWithTheNextEvent() {
        let subject = PublishSubject<Int>()
        let inner = EventLog<Int>()
        let bag = DisposeBag()
        _ = subject.subscribe(onNext: { value in
            if value == 1 {
                bag.insert(subject.subscribe { inner.append($0) })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(inner.elements == [2])
    }

    @Test func unsubscribingFromInsideAnEventStillDeliversToOthers() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        let holder = DisposableHolder()
        holder.value = subject.subscribe(onNext: { _ in holder.value?.dispose() })
        _ = subject.subscribe { log.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.elements == [1, 2])
    }

    /// A kept observer (`subscribe(onNext:)` without `onDisposed`) is called without a retain. One
    /// that disposes its own subscription during an element stays alive until that call returns,
    /// and is released when the subject's `on` returns, not later.
    @Test func keptObserverThatDisposesItselfDuringAnElementLivesUntilTheCallReturns() {
        let start = liveResources
        let released = Counter()
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let holder = DisposableHolder()
            let withSubject = liveResources
            holder.value = subject.subscribe(onNext: { [probe = LifetimeProbe(released)] value in
                holder.value?.dispose()
                // Still alive: the closure and what it captured are used after the dispose.
                log.append(.next(value + probe.offset))
            })
            subject.onNext(1)
            #expect(released.count == 1)
            #expect(liveResources == withSubject)
            #expect(!subject.hasObservers)
            subject.onNext(2)
            #expect(log.elements == [1])
            holder.value = nil
        }
        #expect(released.count == 1)
        #expect(liveResources == start)
    }

    /// With several kept observers, an element goes to the observers subscribed when it was sent, in
    /// order, while one of them disposes others and subscribes a new one: the disposed ones miss it
    /// (they are stopped at once), the new one starts with the next element, and every removed
    /// observer is released when `on` returns.
    @Test func keptObserversChangedDuringAnElementSeeTheSubjectAsItWasWhenSent() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let logs = (0..<4).map { _ in EventLog<Int>() }
            let holders = (0..<4).map { _ in DisposableHolder() }
            holders[0].value = subject.subscribe(onNext: { logs[0].append(.next($0)) })
            holders[1].value = subject.subscribe(onNext: { value in
                logs[1].append(.next(value))
                guard value == 2 else { return }
                holders[0].value?.dispose()
                holders[2].value?.dispose()
                holders[3].value = subject.subscribe(onNext: { logs[3].append(.next($0)) })
            })
            holders[2].value = subject.subscribe(onNext: { logs[2].append(.next($0)) })
            subject.onNext(1)
            let withThree = liveResources
            subject.onNext(2)
            // Two observers left and one joined: one fewer than before the element.
            #expect(liveResources == withThree - 1)
            subject.onNext(3)
            #expect(logs[0].elements == [1, 2])
            #expect(logs[1].elements == [1, 2, 3])
            #expect(logs[2].elements == [1])
            #expect(logs[3].elements == [3])
            holders.forEach { $0.value?.dispose() }
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == start)
    }

    /// A kept observer that ends or disposes the subject from inside an element: the terminal event
    /// reaches every observer once, the element in flight reaches no observer after its terminal
    /// event, and everything is released when the outer `on` returns.
    @Test(arguments: [false, true])
    func keptObserverEndingTheSubjectDuringAnElement(disposes: Bool) {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = subject.subscribe(
                onNext: { value in
                    first.append(.next(value))
                    if disposes { subject.dispose() } else { subject.onCompleted() }
                },
                onCompleted: { first.append(.completed) }
            )
            _ = subject.subscribe(onNext: { second.append(.next($0)) }, onCompleted: { second.append(.completed) })
            let withObservers = liveResources
            subject.onNext(1)
            // Both observers were released when `on` returned.
            #expect(liveResources == withObservers - 2)
            subject.onNext(2)
            #expect(first.events == (disposes ? [.next(1)] : [.next(1), .completed]))
            // Disposing the subject removes its observers without an event, so the element in flight
            // still reaches the second one; a completion stops it first.
            #expect(second.events == (disposes ? [.next(1)] : [.completed]))
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == start)
    }

    /// The first `subscribe(onNext:…)` of an empty subject is kept as its closures (the solo
    /// subscriber); a second subscription moves it among the observers, where it stays first.
    @Test func soloSubscriberIsMovedAmongTheObserversAndStaysFirst() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<String>()
            let first = subject.subscribe(onNext: { log.append(.next("first \($0)")) })
            subject.onNext(1)
            let second = subject.subscribe(
                onNext: { log.append(.next("second \($0)")) }, onCompleted: { log.append(.next("second done")) })
            subject.onNext(2)
            first.dispose()
            first.dispose()
            subject.onNext(3)
            subject.onCompleted()
            second.dispose()
            #expect(
                log.events == [
                    .next("first 1"), .next("first 2"), .next("second 2"), .next("second 3"), .next("second done"),
                ])
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == start)
    }

    /// A solo subscriber that disposes itself and subscribes anew during its own element: its closures
    /// stay alive until that element returns and are released then, and the new subscriber receives
    /// the later elements.
    @Test func soloSubscriberReplacingItselfDuringItsElement() {
        final class Token: Sendable {}
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<String>()
            let own = SingleAssignmentDisposable()
            let later = SerialDisposable()
            weak var captured: Token?
            do {
                let token = Token()
                captured = token
                own.setDisposable(
                    subject.subscribe(onNext: { value in
                        withExtendedLifetime(token) { log.append(.next("solo \(value)")) }
                        own.dispose()
                        later.disposable = subject.subscribe(onNext: { log.append(.next("later \($0)")) })
                    }))
            }
            #expect(captured != nil)
            subject.onNext(1)
            #expect(captured == nil)
            subject.onNext(2)
            later.dispose()
            #expect(log.events == [.next("solo 1"), .next("later 2")])
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == start)
    }

    /// A solo subscriber ends as the observer `subscribe(onNext:…)` builds elsewhere: an error goes to
    /// its `onError`, or, without one, to `Hooks.defaultErrorHandler`; a subscriber that comes after
    /// the error receives it at once.
    @Test func soloSubscriberErrorGoesToOnErrorOrToTheDefaultHandler() {
        let handled = EventLog<String>()
        Hooks.Scope(defaultErrorHandler: { _, error in handled.append(.next("default \(error)")) }).run {
            let start = liveResources
            do {
                let withHandler = PublishSubject<Int>()
                let log = EventLog<Int>()
                let first = withHandler.subscribe(
                    onNext: { log.append(.next($0)) }, onError: { log.append(.error($0)) })
                withHandler.onNext(1)
                withHandler.onError(TestError(id: 1))
                withHandler.onNext(2)
                #expect(log.elements == [1])
                #expect(log.error as? TestError == TestError(id: 1))
                let late = EventLog<Int>()
                _ = withHandler.subscribe(onNext: { late.append(.next($0)) }, onError: { late.append(.error($0)) })
                #expect(late.events.count == 1)
                #expect(late.error as? TestError == TestError(id: 1))
                first.dispose()

                let withoutHandler = PublishSubject<Int>()
                let values = EventLog<Int>()
                let second = withoutHandler.subscribe(onNext: { values.append(.next($0)) })
                withoutHandler.onError(TestError(id: 2))
                #expect(values.events.isEmpty)
                #expect(handled.elements.count == 1)
                #expect(handled.elements.first?.contains("id: 2") == true)
                second.dispose()
            }
            #expect(liveResources == start)
        }
    }

    /// A solo subscriber that completes the subject during its own element receives the completion
    /// once, and nothing after it.
    @Test func soloSubscriberEndingTheSubjectDuringItsElement() {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            let subscription = subject.subscribe(
                onNext: { value in
                    log.append(.next(value))
                    subject.onCompleted()
                },
                onCompleted: { log.append(.completed) }
            )
            subject.onNext(1)
            subject.onNext(2)
            subscription.dispose()
            #expect(log.events == [.next(1), .completed])
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == start)
    }

    @Test func reentrantEmissionIsReportedInDebugBuilds() {
        let reports = EventLog<String>()
        let log = EventLog<Int>()
        let hooks = Hooks.Scope(
            grammarViolationPolicy: .log,
            grammarViolationHandler: { reports.append(.next("\($0.kind) \($0.operatorName)")) })
        hooks.run {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { value in
                log.append(.next(value))
                if value == 1 { subject.onNext(2) }
            })
            subject.onNext(1)
        }
        #expect(log.elements == [1, 2])
        #if DEBUG
            #expect(reports.elements == ["reentrantEvent PublishSubject"])
        #else
            #expect(reports.elements.isEmpty)
        #endif
    }
}

/// Lets a subscription's own handler reach the subscription.
private final class DisposableHolder: @unchecked Sendable {
    // Written once before the first event, on the test's thread; read by the handler on that thread.
    var value: (any Disposable)?
}

/// Counts its own deinitialization; captured by a handler to check when the handler is released.
private final class LifetimeProbe: Sendable {
    let released: Counter
    let offset = 0

    init(_ released: Counter) {
        self.released = released
    }

    deinit {
        _ = released.increment()
    }
}
