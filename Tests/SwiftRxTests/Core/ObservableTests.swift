import Foundation
import SwiftRx
import Synchronization
import Testing

@Suite("Observable pipeline", .scopedResources)
struct ObservableTests {
    @Test func createDeliversEventsThroughOperatorsAndDisposesOnce() {
        let start = liveResources
        let log = EventLog<Int>()
        let disposals = Counter()
        do {
            let observable = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create { disposals.increment() }
            }
            _ = observable.map { $0 * 10 }.filter { $0 > 10 }.subscribe { log.append($0) }
        }
        #expect(log.elements == [20])
        #expect(log.isCompleted)
        #expect(disposals.count == 1)
        #expect(liveResources == start)
    }

    /// Both late events come from one place: reported once, counted twice.
    @Test func eventsAfterTerminalAreDroppedAndReported() {
        let log = EventLog<Int>()
        var counts: [Int] = []
        let reports = capturingViolations {
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(TestError())
                return Disposables.create()
            }.subscribe { log.append($0) }
            counts = Hooks.grammarViolationCounts.map(\.count)
        }
        #expect(log.elements == [1])
        #expect(log.events.count == 2)
        #expect(reports.count == 1)
        #expect(counts == [2])
        #expect(reports.first?.description.contains("`create`") == true)
        #expect(reports.first?.description.contains("after the sequence had ended") == true)
    }

    @Test func ignorePolicySilencesReports() {
        let reports = Counter()
        Hooks.Scope(grammarViolationPolicy: .ignore, grammarViolationHandler: { _ in reports.increment() }).run {
            _ = Observable<Int>.create { observer in
                observer.onCompleted()
                observer.onNext(2)
                return Disposables.create()
            }.subscribe()
        }
        #expect(reports.count == 0)
    }

    @Test(arguments: ["completed", "error", "dispose"])
    func createDisposableRunsExactlyOnce(ending: String) {
        let start = liveResources
        let disposals = Counter()
        let disposedCallbacks = Counter()
        let observerBox = Mutex<AnyObserver<Int>?>(nil)
        do {
            let subscription = Observable<Int>.create { observer in
                observerBox.withLock { $0 = observer }
                return Disposables.create { disposals.increment() }
            }.subscribe(onError: { _ in }, onDisposed: { disposedCallbacks.increment() })
            let observer = observerBox.withLock { $0 }!
            switch ending {
            case "completed": observer.onCompleted()
            case "error": observer.onError(TestError())
            default: subscription.dispose()
            }
            subscription.dispose()
            observer.onCompleted()
            #expect(disposals.count == 1)
            #expect(disposedCallbacks.count == 1)
            observerBox.withLock { $0 = nil }
        }
        #expect(liveResources == start)
    }

    /// A terminal event runs the subscriber's `onCompleted`/`onError`, then its `onDisposed`, and only
    /// then, once the event has returned, the disposal of what is upstream, as in RxSwift (whose sinks
    /// dispose themselves after forwarding the terminal event).
    @Test(arguments: ["completed", "error"])
    func aTerminalEventRunsOnDisposedBeforeTheUpstreamIsDisposed(ending: String) {
        let start = liveResources
        do {
            let subject = PublishSubject<Int>()
            let log = EventLog<String>()
            _ = subject.do(onDispose: { log.append(.next("upstream disposed")) })
                .map { $0 + 1 }
                .subscribe(
                    onNext: { log.append(.next("next \($0)")) },
                    onError: { _ in log.append(.next("error")) },
                    onCompleted: { log.append(.next("completed")) },
                    onDisposed: { log.append(.next("onDisposed")) }
                )
            subject.onNext(1)
            if ending == "completed" { subject.onCompleted() } else { subject.onError(TestError()) }
            #expect(log.elements == ["next 2", ending, "onDisposed", "upstream disposed"])
        }
        #expect(liveResources == start)
    }

    /// Disposing from inside the terminal event's handler neither disposes anything twice nor runs
    /// `onDisposed` twice.
    @Test func disposingInsideTheTerminalHandlerEndsEverythingOnce() {
        let subject = PublishSubject<Int>()
        let log = EventLog<String>()
        let holder = Mutex<(any Disposable)?>(nil)
        let subscription = subject.do(onDispose: { log.append(.next("upstream disposed")) })
            .map { $0 }
            .subscribe(
                onCompleted: {
                    log.append(.next("completed"))
                    holder.withLock { $0 }?.dispose()
                },
                onDisposed: { log.append(.next("onDisposed")) }
            )
        holder.withLock { $0 = subscription }
        subject.onCompleted()
        subscription.dispose()
        #expect(log.elements == ["completed", "onDisposed", "upstream disposed"])
    }

    @Test func disposeStopsDeliveryMidStream() {
        let log = EventLog<Int>()
        let observerBox = Mutex<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            observerBox.withLock { $0 = observer }
            return Disposables.create()
        }.map { $0 + 1 }.subscribe { log.append($0) }
        let observer = observerBox.withLock { $0 }!
        observer.onNext(1)
        subscription.dispose()
        observer.onNext(2)
        observer.onCompleted()
        #expect(log.events.count == 1)
        #expect(log.elements == [2])
    }

    @Test func disposeInsideOnNextStopsFurtherEvents() {
        let log = EventLog<Int>()
        let holder = Mutex<(any Disposable)?>(nil)
        // Inside a running trampoline, `of` queues its elements, so `subscribe` returns (and the
        // subscription is stored) before the first element arrives.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.of(1, 2, 3).subscribe(onNext: { @Sendable value in
                log.append(.next(value))
                holder.withLock { $0 }?.dispose()
            })
            holder.withLock { $0 = subscription }
            return Disposables.create()
        }
        #expect(log.elements == [1])
    }

    @Test func concurrentDisposeRunsTheDisposableOnce() {
        for _ in 0..<200 {
            let disposals = Counter()
            let subscription = Observable<Int>.create { _ in
                Disposables.create { disposals.increment() }
            }.subscribe()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in subscription.dispose() }
            #expect(disposals.count == 1)
        }
    }

    @Test func unhandledErrorGoesToDefaultHandlerWithAnEmptyCallStack() {
        let seen = EventLog<String>()
        Hooks.Scope(defaultErrorHandler: { callStack, error in seen.append(.next("\(callStack.count) \(error)")) }).run
        {
            _ = Observable<Int>.error(TestError(id: 7)).subscribe()
            // As in RxSwift: no call stack is recorded unless `Hooks.recordCallStackOnError` is on.
            #expect(seen.elements.count == 1)
            #expect(seen.elements.first?.hasPrefix("0 ") == true)
            #expect(seen.elements.first?.contains("id: 7") == true)
        }
    }

    @Test func subscribeWithObjectHoldsItWeakly() {
        final class Owner: @unchecked Sendable { var values: [Int] = [] }
        var owner: Owner? = Owner()
        let observerBox = Mutex<AnyObserver<Int>?>(nil)
        let calls = Counter()
        _ = Observable<Int>.create { observer in
            observerBox.withLock { $0 = observer }
            return Disposables.create()
        }.subscribe(
            with: owner!,
            onNext: { owner, value in
                owner.values.append(value)
                calls.increment()
            })
        let observer = observerBox.withLock { $0 }!
        observer.onNext(1)
        #expect(owner?.values == [1])
        owner = nil
        observer.onNext(2)
        #expect(calls.count == 1)
    }

    @Test func customObservableTypeIsAdapted() {
        struct Twice: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
            where Observer.Element == Int {
                observer.onNext(2)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        let log = EventLog<Int>()
        _ = Twice().asObservable().map { $0 + 1 }.subscribe { log.append($0) }
        #expect(log.elements == [3, 3])
        #expect(log.isCompleted)
    }

    @Test func anyObserverForwardsAndMaps() {
        let log = EventLog<String>()
        let observer = AnyObserver<String> { log.append($0) }
        let mapped: AnyObserver<Int> = observer.mapObserver { "\($0)" }
        mapped.onNext(4)
        mapped.onCompleted()
        #expect(log.elements == ["4"])
        #expect(log.isCompleted)
    }

    @Test func eventAccessorsAndMap() throws {
        let next = Event<Int>.next(3)
        #expect(next.element == 3)
        #expect(!next.isStopEvent)
        #expect(next.map { $0 * 2 }.element == 6)
        let failed = next.map { _ -> Int in throw TestError(id: 1) }
        #expect((failed.error as? TestError) == TestError(id: 1))
        #expect(Event<Int>.completed.isStopEvent)
        #expect(Event<Int>.completed.isCompleted)
        #expect(Event<Int>.error(TestError()).isStopEvent)
        #expect(Event<Int>.completed.element == nil)
        #expect(next.debugDescription == "next(3)")
    }
}
