import SwiftRx
import SwiftRxTest
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps<Element> {
    var connectable: ConnectableObservable<Element>?
    var subscriptions: [any Disposable] = []
}

@Suite("replay, replayAll", .scopedResources)
struct ReplayTests {
    @Test(arguments: [1, 2, 0])
    func lateObserversGetTheBuffer(bufferSize: Int) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(310, 4), .completed(400),
            ])
            let late = scheduler.createObserver(Int.self)
            let afterEnd = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) {
                steps.connectable = bufferSize == 0 ? xs.replayAll() : xs.replay(bufferSize)
            }
            scheduler.scheduleAt(200) { steps.subscriptions.append(steps.connectable!.connect()) }
            scheduler.scheduleAt(300) { steps.subscriptions.append(steps.connectable!.subscribe(late)) }
            scheduler.scheduleAt(500) { steps.subscriptions.append(steps.connectable!.subscribe(afterEnd)) }
            scheduler.start()
            let all = [1, 2, 3]
            let replayed = bufferSize == 0 ? all : Array(all.suffix(bufferSize))
            #expect(late.events == replayed.map { .next(300, $0) } + [.next(310, 4), .completed(400)])
            // The source ended at 400, which retired the subject and its buffer: an observer that
            // subscribes later waits for the next connection.
            #expect(afterEnd.events == [])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            steps.connectable = nil
            steps.subscriptions = []
        }
        #expect(liveResources == resources)
    }

    /// A disconnect retires the subject too: after reconnecting, a new observer replays nothing from
    /// the first connection.
    @Test func reconnectingStartsWithAnEmptyBuffer() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            var connection: (any Disposable)?
            scheduler.scheduleAt(100) { steps.connectable = xs.replay(2) }
            scheduler.scheduleAt(150) { steps.subscriptions.append(steps.connectable!.subscribe(first)) }
            scheduler.scheduleAt(200) { connection = steps.connectable!.connect() }
            scheduler.scheduleAt(230) { connection?.dispose() }
            scheduler.scheduleAt(240) { steps.subscriptions.append(steps.connectable!.subscribe(second)) }
            scheduler.scheduleAt(250) { connection = steps.connectable!.connect() }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 2)])
            #expect(second.events == [.next(260, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(250, 300)])
            steps.connectable = nil
            steps.subscriptions = []
            connection = nil
        }
        #expect(liveResources == resources)
    }

    @Test func disposingTheObserverStopsItOnly() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
            let observer = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            var subscription: (any Disposable)?
            scheduler.scheduleAt(100) { steps.connectable = xs.replay(1) }
            scheduler.scheduleAt(200) { steps.subscriptions.append(steps.connectable!.connect()) }
            scheduler.scheduleAt(220) { subscription = steps.connectable!.subscribe(observer) }
            scheduler.scheduleAt(250) { subscription?.dispose() }
            scheduler.start()
            #expect(observer.events == [.next(220, 1)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            steps.connectable = nil
            steps.subscriptions = []
            subscription = nil
        }
        #expect(liveResources == resources)
    }
}
