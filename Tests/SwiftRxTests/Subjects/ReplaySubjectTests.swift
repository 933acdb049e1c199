import SwiftRx
import SwiftRxTest
import Testing

@Suite("ReplaySubject", .scopedResources)
struct ReplaySubjectTests {
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
            var subject: ReplaySubject<Int>!
            var subscriptions: [any Disposable] = []
            var s1: (any Disposable)?
            var s2: (any Disposable)?
            scheduler.scheduleAt(100) { subject = ReplaySubject.create(bufferSize: 3) }
            scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(subject)) }
            scheduler.scheduleAt(300) { s1 = subject.subscribe(results1) }
            scheduler.scheduleAt(400) { s2 = subject.subscribe(results2) }
            scheduler.scheduleAt(500) { s2?.dispose() }
            scheduler.scheduleAt(600) { s1?.dispose() }
            scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }

            scheduler.start()

            #expect(results1.events == [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
            #expect(results2.events == [.next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6)])
            #expect(results3.events == [.next(900, 5), .next(900, 6), .next(900, 7), .completed(900)])
            #expect(xs.subscriptions == [Subscription(200, 1000)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [
        (0, [Int]()),
        (1, [4]),
        (2, [3, 4]),
        (3, [2, 3, 4]),
        (10, [1, 2, 3, 4]),
    ])
    func replaysTheLastBufferSizeElements(bufferSize: Int, replayed: [Int]) {
        let start = liveResources
        do {
            let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
            for value in 1...4 {
                subject.onNext(value)
            }
            let log = EventLog<Int>()
            let subscription = subject.subscribe { log.append($0) }
            subject.onNext(5)
            #expect(log.elements == replayed + [5])
            subscription.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func unboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<100 {
            subject.onNext(value)
        }
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        #expect(log.elements == Array(0..<100))
    }

    @Test func ringBufferWrapsManyTimesAndKeepsOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 0..<1_000 {
            subject.onNext(value)
        }
        let log = EventLog<Int>()
        _ = subject.subscribe { log.append($0) }
        #expect(log.elements == [997, 998, 999])
    }

    @Test func lateObserverReceivesTheBufferThenTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let early = EventLog<Int>()
        _ = subject.subscribe { early.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        let late = EventLog<Int>()
        _ = subject.subscribe { late.append($0) }
        #expect(trace(early) == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(trace(late) == ["next(2)", "next(3)", "completed"])
    }

    @Test func errorIsReplayedAfterTheBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        subject.onNext(1)
        subject.onError(TestError(id: 2))
        let late = EventLog<Int>()
        _ = subject.subscribe { late.append($0) }
        #expect(late.elements == [1])
        #expect(late.events.count == 2)
        #expect(late.error as? TestError == TestError(id: 2))
    }

    @Test func disposedSubjectRejectsSubscribers() {
        let start = liveResources
        do {
            let subject = ReplaySubject<Int>.createUnbounded()
            let log = EventLog<Int>()
            _ = subject.subscribe { log.append($0) }
            subject.onNext(1)
            subject.dispose()
            subject.onNext(2)
            #expect(subject.isDisposed)
            #expect(!subject.hasObservers)
            #expect(log.elements == [1])
            let late = EventLog<Int>()
            _ = subject.subscribe { late.append($0) }
            #expect(late.events.count == 1)
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
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            let log = EventLog<Int>()
            subject.onNext(1)
            let subscription = subject.subscribe { log.append($0) }
            #expect(subject.hasObservers)
            subject.onNext(2)
            subscription.dispose()
            #expect(!subject.hasObservers)
            subject.onNext(3)
            #expect(log.elements == [1, 2])
        }
        #expect(liveResources == start)
    }

    @Test func eventSentDuringTheReplayArrivesAfterIt() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        let log = EventLog<Int>()
        _ = subject.subscribe(onNext: { value in
            log.append(.next(value))
            if value == 1 { subject.onNext(3) }
        })
        #expect(log.elements == [1, 2, 3])
    }
}
