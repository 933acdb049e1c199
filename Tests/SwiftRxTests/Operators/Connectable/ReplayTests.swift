import SwiftRx
import SwiftRxTest
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps<Element> {
    var connectable: ConnectableObservable<Element>?
    var subscriptions: [any Disposable] = []
}

@Suite("replay, replayAll")
struct ReplayTests {
    @Test(arguments: [1, 2, 0])
    func lateObserversGetTheBuffer(bufferSize: Int) {
        let resources = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(310, 4), .completed(400)])
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
            let buffered = bufferSize == 0 ? [1, 2, 3, 4] : Array([1, 2, 3, 4].suffix(bufferSize))
            #expect(late.events == replayed.map { .next(300, $0) } + [.next(310, 4), .completed(400)])
            #expect(afterEnd.events == buffered.map { .next(500, $0) } + [.completed(500)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            steps.connectable = nil
            steps.subscriptions = []
        }
        #expect(Resources.total == resources)
    }

    @Test func disposingTheObserverStopsItOnly() {
        let resources = Resources.total
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
        #expect(Resources.total == resources)
    }
}
