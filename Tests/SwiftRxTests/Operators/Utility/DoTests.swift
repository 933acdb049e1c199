import SwiftRx
import SwiftRxTest
import Testing

@Suite("do", .scopedResources)
struct DoTests {
    /// Builds `do` with every handler appending to `log`.
    private func traced(_ source: Observable<Int>, _ log: EventLog<String>) -> Observable<Int> {
        source.do(
            onNext: { log.append(.next("onNext \($0)")) },
            afterNext: { log.append(.next("afterNext \($0)")) },
            onError: { _ in log.append(.next("onError")) },
            afterError: { _ in log.append(.next("afterError")) },
            onCompleted: { log.append(.next("onCompleted")) },
            afterCompleted: { log.append(.next("afterCompleted")) },
            onSubscribe: { log.append(.next("onSubscribe")) },
            onSubscribed: { log.append(.next("onSubscribed")) },
            onDispose: { log.append(.next("onDispose")) }
        )
    }

    @Test func runsEveryHandlerInOrderAndPassesEventsThrough() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let log = EventLog<String>()
            let res = scheduler.start { self.traced(xs.asObservable(), log) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(
                log.elements == [
                    "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onNext 2", "afterNext 2",
                    "onCompleted", "afterCompleted", "onDispose",
                ])
        }
        #expect(liveResources == resources)
    }

    @Test func errorHandlersRunAroundTheError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
            let log = EventLog<String>()
            let res = scheduler.start { self.traced(xs.asObservable(), log) }
            #expect(res.events == [.next(210, 1), .error(250, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(
                log.elements == [
                    "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onError", "afterError", "onDispose",
                ])
        }
        #expect(liveResources == resources)
    }

    /// A source that ends while it is being subscribed: `onSubscribed` still comes before
    /// `onDispose`, which is always the last handler, as in RxSwift.
    @Test func aSourceEndingDuringSubscribeRunsOnDisposeAfterOnSubscribed() {
        let resources = liveResources
        do {
            let log = EventLog<String>()
            let subscription = traced(.just(1), log).subscribe(
                onNext: { log.append(.next("got \($0)")) },
                onCompleted: { log.append(.next("completed")) },
                onDisposed: { log.append(.next("disposed")) }
            )
            #expect(
                log.elements == [
                    "onSubscribe", "onNext 1", "got 1", "afterNext 1", "onCompleted", "completed", "disposed",
                    "afterCompleted", "onSubscribed", "onDispose",
                ])
            subscription.dispose()
            #expect(log.elements.filter { $0 == "onDispose" }.count == 1)

            let failing = EventLog<String>()
            traced(.error(TestError()), failing).subscribe(onError: { _ in failing.append(.next("failed")) }).dispose()
            #expect(
                failing.elements == ["onSubscribe", "onError", "failed", "afterError", "onSubscribed", "onDispose"])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [false, true])
    func onDisposeRunsAfterTheSourceWasDisposedOnAsynchronousEnd(failing: Bool) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let log = EventLog<String>()
            let source = Observable<Int>.create { observer in
                log.append(.next("source subscribed"))
                scheduler.scheduleAt(210) {
                    observer.onNext(1)
                    if failing { observer.onError(TestError()) } else { observer.onCompleted() }
                }
                return Disposables.create { log.append(.next("source disposed")) }
            }
            let res = scheduler.start {
                source.do(
                    onNext: { log.append(.next("onNext \($0)")) },
                    onError: { _ in log.append(.next("onError")) },
                    onCompleted: { log.append(.next("onCompleted")) },
                    onSubscribe: { log.append(.next("onSubscribe")) },
                    onSubscribed: { log.append(.next("onSubscribed")) },
                    onDispose: { log.append(.next("onDispose")) }
                )
            }
            #expect(res.events == [.next(210, 1), failing ? .error(210, TestError()) : .completed(210)])
            // RxSwift's order: the source's subscription is disposed, then `onDispose` runs.
            #expect(
                log.elements == [
                    "onSubscribe", "source subscribed", "onSubscribed", "onNext 1", failing ? "onError" : "onCompleted",
                    "source disposed", "onDispose",
                ])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalRunsOnDisposeOnly() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let log = EventLog<String>()
            let res = scheduler.start(disposed: 250) { self.traced(xs.asObservable(), log) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(log.elements == ["onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onDispose"])
        }
        #expect(liveResources == resources)
    }

    @Test func onNextThrowingEndsWithThatErrorBeforeTheElement() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.do(onNext: { if $0 == 2 { throw TestError(id: 2) } })
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func afterNextThrowingEndsWithThatErrorAfterTheElement() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.do(afterNext: { if $0 == 1 { throw TestError(id: 1) } })
            }
            #expect(res.events == [.next(210, 1), .error(210, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }
        #expect(liveResources == resources)
    }

    @Test func onErrorThrowingReplacesTheError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(230, TestError(id: 1))] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.do(onError: { _ in throw TestError(id: 5) }) }
            #expect(res.events == [.error(230, TestError(id: 5))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func onCompletedThrowingTurnsCompletionIntoError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let after = Counter()
            let res = scheduler.start {
                xs.do(onCompleted: { throw TestError(id: 6) }, afterCompleted: { after.increment() })
            }
            #expect(res.events == [.next(210, 1), .error(230, TestError(id: 6))])
            #expect(after.count == 0)
        }
        #expect(liveResources == resources)
    }

    @Test func afterCompletedThrowingIsDropped() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let disposed = Counter()
            let res = scheduler.start {
                xs.do(afterCompleted: { throw TestError(id: 7) }, onDispose: { disposed.increment() })
            }
            #expect(res.events == [.next(210, 1), .completed(230)])
            #expect(disposed.count == 1)
        }
        #expect(liveResources == resources)
    }
}
