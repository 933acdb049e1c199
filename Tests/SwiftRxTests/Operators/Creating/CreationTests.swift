import Foundation
import SwiftRx
import Synchronization
import Testing

private func record<Element: Sendable>(_ observable: Observable<Element>) -> EventLog<Element> {
    let log = EventLog<Element>()
    _ = observable.subscribe { log.append($0) }
    return log
}

@Suite("Creation operators", .scopedResources)
struct CreationTests {
    @Test func justSendsOneElementThenCompletes() {
        let start = liveResources
        let log = record(Observable.just(5))
        #expect(log.elements == [5])
        #expect(log.events.count == 2)
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }

    @Test func emptyCompletesAtOnce() {
        let log = record(Observable<Int>.empty())
        #expect(log.events.count == 1)
        #expect(log.isCompleted)
    }

    @Test func neverSendsNothing() {
        let start = liveResources
        let log = EventLog<Int>()
        do {
            let subscription = Observable<Int>.never().subscribe { log.append($0) }
            #expect(log.events.isEmpty)
            subscription.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func errorFailsAtOnce() {
        let log = record(Observable<Int>.error(TestError(id: 2)))
        #expect(log.events.count == 1)
        #expect((log.error as? TestError) == TestError(id: 2))
    }

    @Test func ofAndFromSendEveryElementInOrder() {
        #expect(record(Observable.of(1, 2, 3)).elements == [1, 2, 3])
        #expect(record(Observable.from([4, 5])).elements == [4, 5])
        #expect(record(Observable.from(1...3)).elements == [1, 2, 3])
        #expect(record(Observable.from(optional: 9)).elements == [9])
        let none = record(Observable<Int>.from(optional: nil))
        #expect(none.events.count == 1)
        #expect(none.isCompleted)
    }

    @Test func fromOnImmediateSchedulerIsSynchronous() {
        let log = EventLog<Int>()
        _ = Observable.from([1, 2], scheduler: ImmediateScheduler.instance).subscribe { log.append($0) }
        #expect(log.elements == [1, 2])
        #expect(log.isCompleted)
    }

    @Test func fromIteratesAnewPerSubscription() {
        let observable = Observable.from([1, 2])
        #expect(record(observable).elements == [1, 2])
        #expect(record(observable).elements == [1, 2])
    }

    @Test(arguments: [(0, 0), (3, 4), (-2, 3)])
    func rangeCountsFromStart(start: Int, count: Int) {
        let log = record(Observable.range(start: start, count: count))
        #expect(log.elements == Array(start..<(start + count)))
        #expect(log.isCompleted)
    }

    @Test func generateIteratesWhileConditionHolds() {
        let log = record(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }))
        #expect(log.elements == [1, 3, 9])
        #expect(log.isCompleted)
    }

    @Test func generateThatThrowsFails() {
        let log = record(
            Observable.generate(
                initialState: 0,
                condition: { _ in true },
                iterate: { value in
                    if value == 2 { throw TestError(id: 3) }
                    return value + 1
                }
            )
        )
        #expect(log.elements == [0, 1, 2])
        #expect((log.error as? TestError) == TestError(id: 3))
    }

    @Test func repeatElementRepeatsUntilDisposed() {
        let log = EventLog<Int>()
        let holder = Mutex<(any Disposable)?>(nil)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.repeatElement(7).subscribe(onNext: { @Sendable value in
                log.append(.next(value))
                if log.elements.count == 5 { holder.withLock { $0 }?.dispose() }
            })
            holder.withLock { $0 = subscription }
            return Disposables.create()
        }
        #expect(log.elements == [7, 7, 7, 7, 7])
    }

    @Test func deferredCallsTheFactoryPerSubscription() {
        let calls = Counter()
        let observable = Observable<Int>.deferred {
            Observable.just(calls.increment())
        }
        #expect(record(observable).elements == [1])
        #expect(record(observable).elements == [2])
    }

    @Test func deferredFactoryErrorFails() {
        let log = record(Observable<Int>.deferred { throw TestError(id: 4) })
        #expect((log.error as? TestError) == TestError(id: 4))
    }

    @Test func usingDisposesTheResourceWhenTheSubscriptionEnds() {
        let start = liveResources
        let resource = BooleanDisposable()
        let log = record(
            Observable<Int>.using({ resource }, observableFactory: { _ in Observable.of(1, 2) })
        )
        #expect(log.elements == [1, 2])
        #expect(log.isCompleted)
        #expect(resource.isDisposed)
        #expect(liveResources == start)
    }

    @Test func usingFactoryErrorsFailAndReleaseTheResource() {
        let resource = BooleanDisposable()
        let log = record(
            Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError(id: 5) })
        )
        #expect((log.error as? TestError) == TestError(id: 5))
        #expect(resource.isDisposed)
        let failing = record(
            Observable<Int>.using(
                { () throws -> BooleanDisposable in throw TestError(id: 6) }, observableFactory: { _ in .just(1) })
        )
        #expect((failing.error as? TestError) == TestError(id: 6))
    }
}
