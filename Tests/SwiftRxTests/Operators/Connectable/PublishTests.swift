import SwiftRx
import SwiftRxTest
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps<Element> {
    var connectable: ConnectableObservable<Element>?
    var connection: (any Disposable)?
    var subscriptions: [any Disposable] = []
}

@Suite("publish", .scopedResources)
struct PublishTests {
    /// Disposing the connection retires its subject: an observer of the first connection hears
    /// nothing more, and one that subscribes afterwards joins the next connection's fresh subject.
    @Test func deliversOnlyWhileConnectedAndEachConnectionAfterADisconnectHasAFreshSubject() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(310, 2), .next(320, 3), .next(410, 4), .next(510, 5), .completed(600),
            ])
            let res = scheduler.createObserver(Int.self)
            let later = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) { steps.connectable = xs.publish() }
            scheduler.scheduleAt(200) { steps.subscriptions.append(steps.connectable!.subscribe(res)) }
            scheduler.scheduleAt(300) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(350) { steps.connection?.dispose() }
            scheduler.scheduleAt(400) { steps.subscriptions.append(steps.connectable!.subscribe(later)) }
            scheduler.scheduleAt(500) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(1000) { steps.subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            #expect(res.events == [.next(310, 2), .next(320, 3)])
            #expect(later.events == [.next(510, 5), .completed(600)])
            #expect(xs.subscriptions == [Subscription(300, 350), Subscription(500, 600)])
            steps.connectable = nil
        }
        #expect(liveResources == resources)
    }

    @Test func connectingTwiceReturnsTheSameConnection() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) { steps.connectable = xs.publish() }
            scheduler.scheduleAt(150) { steps.subscriptions.append(steps.connectable!.subscribe(res)) }
            scheduler.scheduleAt(200) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(220) { _ = steps.connectable!.connect() }
            scheduler.scheduleAt(250) { steps.connection?.dispose() }
            scheduler.start()
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            steps.connectable = nil
            steps.subscriptions = []
        }
        #expect(liveResources == resources)
    }

    /// Observers see only what comes after they subscribed. After the source ended, a new observer
    /// waits for the next connection (a fresh subject), as RxSwift's `publish()` does.
    @Test func observersSubscribedLaterGetOnlyLaterEventsAndAfterTheEndWaitForTheNextConnection() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(300, TestError())])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let third = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) { steps.connectable = xs.publish() }
            scheduler.scheduleAt(150) { steps.subscriptions.append(steps.connectable!.subscribe(first)) }
            scheduler.scheduleAt(200) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(250) { steps.subscriptions.append(steps.connectable!.subscribe(second)) }
            scheduler.scheduleAt(400) { steps.subscriptions.append(steps.connectable!.subscribe(third)) }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(260, 2), .error(300, TestError())])
            #expect(second.events == [.next(260, 2), .error(300, TestError())])
            #expect(third.events == [])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            steps.connectable = nil
            steps.subscriptions = []
        }
        #expect(liveResources == resources)
    }
}
