import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("BehaviorSubject", .scopedResources)
struct BehaviorSubjectTests {
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
            var subject: BehaviorSubject<Int>!
            var subscriptions: [any Disposable] = []
            var s1: (any Disposable)?
            var s2: (any Disposable)?
            scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
            scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
            scheduler.scheduleAt(300) { s1 = subject.subscribe(results1) }
            scheduler.scheduleAt(400) { s2 = subject.subscribe(results2) }
            scheduler.scheduleAt(500) { s2?.dispose() }
            scheduler.scheduleAt(600) { s1?.dispose() }
            scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

            scheduler.start()

            #expect(results1.events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
            #expect(results2.events == [.next(400, 5), .next(410, 6)])
            #expect(results3.events == [.completed(900)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }
        #expect(liveResources == start)
    }

    @Test func newObserverReceivesTheCurrentValueThenLaterEvents() throws {
        let start = liveResources
        do {
            let subject = BehaviorSubject(value: 0)
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            let a = subject.subscribe { first.append($0) }
            subject.onNext(1)
            subject.onNext(2)
            let b = subject.subscribe { second.append($0) }
            subject.onNext(3)
            #expect(try subject.value() == 3)
            subject.onCompleted()
            subject.onNext(4)
            #expect(trace(first) == ["next(0)", "next(1)", "next(2)", "next(3)", "completed"])
            #expect(trace(second) == ["next(2)", "next(3)", "completed"])
            #expect(try subject.value() == 3)
            a.dispose()
            b.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func lateObserverAfterCompletionReceivesOnlyCompletion() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        #expect(trace(log) == ["completed"])
    }

    @Test func errorIsDeliveredReplayedAndThrownByValue() {
        let subject = BehaviorSubject(value: 1)
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        subject.onError(TestError(id: 3))
        subject.onNext(2)
        let late = EventLog<Int>()
        _ = subject.subscribe { late.append($0) }
        #expect(log.elements == [1])
        #expect(log.error as? TestError == TestError(id: 3))
        #expect(late.events.count == 1)
        #expect(late.error as? TestError == TestError(id: 3))
        #expect(throws: TestError(id: 3)) { try subject.value() }
    }

    @Test func disposedSubjectThrowsFromValueAndRejectsSubscribers() {
        let start = liveResources
        do {
            let subject = BehaviorSubject(value: 1)
            let log = EventLog<Int>()
            _ = subject.subscribe { log.append($0) }
            subject.dispose()
            subject.onNext(2)
            #expect(subject.isDisposed)
            #expect(!subject.hasObservers)
            #expect(log.elements == [1])
            #expect(log.events.count == 1)
            do {
                _ = try subject.value()
                Issue.record("value() should throw after dispose")
            } catch let error as RxError {
                guard case .disposed(let object) = error else {
                    Issue.record("expected RxError.disposed, got \(error)")
                    return
                }
                #expect(ObjectIdentifier(object) == ObjectIdentifier(subject))
            } catch {
                Issue.record("expected RxError.disposed, got \(error)")
            }
            let late = EventLog<Int>()
            _ = subject.subscribe { late.append($0) }
            guard case .disposed = late.error as? RxError else {
                Issue.record("expected RxError.disposed, got \(late.events)")
                return
            }
        }
        #expect(liveResources == start)
    }

    @Test func disposingASubscriptionStopsDelivery() {
        let start = liveResources
        do {
            let subject = BehaviorSubject(value: 0)
            let log = EventLog<Int>()
            let subscription = subject.subscribe { log.append($0) }
            subject.onNext(1)
            #expect(subject.hasObservers)
            subscription.dispose()
            #expect(!subject.hasObservers)
            subject.onNext(2)
            #expect(log.elements == [0, 1])
        }
        #expect(liveResources == start)
    }

    @Test func eventSentWhileTheCurrentValueIsDeliveredArrivesAfterIt() throws {
        let subject = BehaviorSubject(value: 0)
        let log = EventLog<Int>()
        let others = EventLog<Int>()
        _ = subject.subscribe { others.append($0) }
        // The new observer's handler emits into the subject while it receives its current value:
        // the new element must reach it after the current value, not inside that call.
        let depth = Depth()
        _ = subject.subscribe(onNext: { value in
            #expect(depth.enter() == 1)
            log.append(.next(value))
            if value == 0 { subject.onNext(10) }
            depth.leave()
        })
        #expect(log.elements == [0, 10])
        #expect(others.elements == [0, 10])
        #expect(try subject.value() == 10)
    }

    @Test func subscribingFromInsideAnEventReceivesThatValueOnce() {
        let subject = BehaviorSubject(value: 0)
        let inner = EventLog<Int>()
        let bag = DisposeBag()
        _ = subject.subscribe(onNext: { value in
            if value == 1 {
                bag.insert(subject.subscribe { inner.append($0) })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(inner.elements == [1, 2])
    }
}

/// Tracks how many calls are in progress, to prove an observer is never re-entered.
private final class Depth: Sendable {
    private let value = Atomic<Int>(0)
    func enter() -> Int { value.add(1, ordering: .relaxed).newValue }
    func leave() { value.subtract(1, ordering: .relaxed) }
}
