import Testing
import SwiftRx

@Suite("AsyncSubject")
struct AsyncSubjectTests {
    private func trace(_ log: EventLog<Int>) -> [String] {
        log.events.map(\.debugDescription)
    }

    @Test func emitsTheLastElementOnCompletion() {
        let start = Resources.total
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
        #expect(Resources.total == start)
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
        let start = Resources.total
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
        #expect(Resources.total == start)
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
