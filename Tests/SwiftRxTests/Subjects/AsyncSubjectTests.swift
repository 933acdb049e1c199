import SwiftRx
import SwiftRxTest
import Testing

@Suite("AsyncSubject", .scopedResources)
struct AsyncSubjectTests {
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
            var subject: AsyncSubject<Int>!
            var subscriptions: [any Disposable] = []
            var s1: (any Disposable)?
            var s2: (any Disposable)?
            scheduler.scheduleAt(100) { subject = AsyncSubject() }
            scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
            scheduler.scheduleAt(300) { s1 = subject.subscribe(results1) }
            scheduler.scheduleAt(400) { s2 = subject.subscribe(results2) }
            scheduler.scheduleAt(500) { s2?.dispose() }
            scheduler.scheduleAt(600) { s1?.dispose() }
            scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

            scheduler.start()

            #expect(results1.events.isEmpty)
            #expect(results2.events.isEmpty)
            #expect(results3.events == [.next(900, 7), .completed(900)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }
        #expect(liveResources == start)
    }

    @Test func emitsTheLastElementOnCompletion() {
        let start = liveResources
        do {
            let subject = AsyncSubject<Int>()
            let first = EventLog<Int>()
            let second = EventLog<Int>()
            _ = subject.subscribe { first.append($0) }
            subject.onNext(1)
            subject.onNext(2)
            _ = subject.subscribe { second.append($0) }
            subject.onNext(3)
            #expect(first.events.isEmpty)
            #expect(subject.hasObservers)
            subject.onCompleted()
            subject.onNext(4)
            #expect(trace(first) == ["next(3)", "completed"])
            #expect(trace(second) == ["next(3)", "completed"])
            #expect(!subject.hasObservers)
        }
        #expect(liveResources == start)
    }

    @Test func completesEmptyWhenNothingWasSent() {
        let subject = AsyncSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        subject.onCompleted()
        #expect(trace(log) == ["completed"])
    }

    @Test func errorDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        subject.onNext(1)
        subject.onError(TestError(id: 4))
        let late = EventLog<Int>()
        _ = subject.subscribe { late.append($0) }
        for received in [log, late] {
            #expect(received.events.count == 1)
            #expect(received.error as? TestError == TestError(id: 4))
        }
    }

    @Test func lateObserverReceivesTheLastElementAndCompletion() {
        let subject = AsyncSubject<Int>()
        subject.onNext(5)
        subject.onNext(6)
        subject.onCompleted()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        #expect(trace(log) == ["next(6)", "completed"])
    }

    @Test func disposedSubscriptionReceivesNothing() {
        let start = liveResources
        do {
            let subject = AsyncSubject<Int>()
            let log = EventLog<Int>()
            let subscription = subject.subscribe { log.append($0) }
            subject.onNext(1)
            subscription.dispose()
            #expect(!subject.hasObservers)
            subject.onCompleted()
            #expect(log.events.isEmpty)
        }
        #expect(liveResources == start)
    }

    @Test func disposedSubjectRejectsSubscribers() {
        let subject = AsyncSubject<Int>()
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()
        #expect(subject.isDisposed)
        #expect(log.events.isEmpty)
        let late = EventLog<Int>()
        _ = subject.subscribe { late.append($0) }
        guard case .disposed = late.error as? RxError else {
            Issue.record("expected RxError.disposed, got \(late.events)")
            return
        }
    }
}
