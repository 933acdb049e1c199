import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Infallible creation", .scopedResources)
struct InfallibleCreateTests {
    @Test func createSendsElementsAndCompletionAndDisposesTheHandlersDisposable() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let disposed = Counter()
            let res = scheduler.start {
                Infallible<Int>.create { observer in
                    observer(.next(1))
                    observer(.next(2))
                    observer(.completed)
                    observer(.next(3))  // after completion: dropped
                    return Disposables.create { disposed.increment() }
                }
            }
            #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
            #expect(disposed.count == 1)
        }
        #expect(liveResources == start)
    }

    @Test func createStopsOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) {
            Infallible<Int>.create { observer in
                let timer = Observable<Int>.timer(.seconds(100), scheduler: scheduler)
                return timer.subscribe(onNext: { observer(.next($0)) })
            }
        }
        #expect(res.events.isEmpty)
    }

    @Test func justEmptyNeverOfFrom() {
        #expect(events { _ in Infallible.just(1) } == [.next(200, 1), .completed(200)])
        #expect(events { _ in Infallible<Int>.empty() } == [.completed(200)])
        #expect(events { _ in Infallible<Int>.never() }.isEmpty)
        #expect(events { _ in Infallible.of(1, 2) } == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(events { _ in Infallible.from([3, 4]) } == [.next(200, 3), .next(200, 4), .completed(200)])
        #expect(events { _ in Infallible.from(5...6) } == [.next(200, 5), .next(200, 6), .completed(200)])
        #expect(events { _ in Infallible.from(optional: 7) } == [.next(200, 7), .completed(200)])
        #expect(events { _ in Infallible<Int>.from(optional: nil) } == [.completed(200)])
    }

    @Test func creationOnAScheduler() {
        #expect(events { Infallible.just(1, scheduler: $0) } == [.next(201, 1), .completed(202)])
        #expect(events { Infallible.of(1, 2, scheduler: $0) } == [.next(201, 1), .next(202, 2), .completed(203)])
        #expect(events { Infallible.from([1], scheduler: $0) } == [.next(201, 1), .completed(202)])
    }

    @Test func repeatElementSendsTheElementOnEachStep() {
        #expect(
            events { Infallible.repeatElement(7, scheduler: $0).take(3) } == [
                .next(201, 7), .next(202, 7), .next(203, 7), .completed(203),
            ])
        #expect(events { _ in Infallible.repeatElement(8).take(2) } == [.next(200, 8), .next(200, 8), .completed(200)])
    }

    @Test func deferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Counter()
        let deferred = Infallible<Int>.deferred { .just(calls.increment()) }
        #expect(calls.count == 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = deferred.subscribe(first) }
        scheduler.scheduleAt(300) { _ = deferred.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(200, 1), .completed(200)])
        #expect(second.events == [.next(300, 2), .completed(300)])
    }

    @Test func aThrowingDeferredFactoryIsReportedAndCompletes() {
        let reports = Mutex<[String]>([])
        Hooks.Scope(defaultErrorHandler: { _, error in reports.withLock { $0.append("\(error)") } }).run {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Infallible<Int>.deferred { throw TestError(id: 5) } }
            #expect(res.events == [.completed(200)])
            #expect(reports.withLock { $0 }.count == 1)
            #expect(reports.withLock { $0 }.first?.contains("TestError(id: 5)") == true)
        }
    }

    @Test func intervalAndTimerRunOnTheScheduler() {
        let start = liveResources
        do {
            let interval = events(disposed: 245) { Infallible<Int>.interval(.seconds(10), scheduler: $0) }
            #expect(interval == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
            let timer = events { Infallible<Int>.timer(.seconds(30), scheduler: $0) }
            #expect(timer == [.next(230, 0), .completed(230)])
            let periodic = events(disposed: 255) {
                Infallible<Int>.timer(.seconds(30), period: .seconds(10), scheduler: $0)
            }
            #expect(periodic == [.next(230, 0), .next(240, 1), .next(250, 2)])
        }
        #expect(liveResources == start)
    }
}

/// Runs `make` on a fresh TestScheduler and returns what the observer recorded.
private func events<Element: Equatable>(
    disposed: TestTime = 1000,
    _ make: @escaping (TestScheduler) -> Infallible<Element>
) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start(disposed: disposed) { make(scheduler) }.events
}
