import SwiftRx
import SwiftRxTest
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps {
    var shared: Observable<Int>?
    var subscriptions: [any Disposable] = []
}

@Suite("shareReplay(_:), shareReplayLatestWhileConnected() (deprecated)", .scopedResources)
struct ObservableTypeShareReplayTests {
    /// Observer a from 200 to 250, b from 300 to 450, c from 500 on, all on one `make(xs)`, where
    /// `xs` sends 1, 2, 3 before 250, 4 at 340 and completes at 400.
    private func run(
        _ make: @escaping (Observable<Int>) -> Observable<Int>
    ) -> (a: TestableObserver<Int>, b: TestableObserver<Int>, c: TestableObserver<Int>, xs: TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(340, 4), .completed(400),
        ])
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        let c = scheduler.createObserver(Int.self)
        let steps = Steps()
        scheduler.scheduleAt(100) { steps.shared = make(xs.asObservable()) }
        scheduler.scheduleAt(200) { steps.subscriptions.append(steps.shared!.subscribe(a)) }
        scheduler.scheduleAt(250) { steps.subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { steps.subscriptions.append(steps.shared!.subscribe(b)) }
        scheduler.scheduleAt(450) { steps.subscriptions[1].dispose() }
        scheduler.scheduleAt(500) { steps.subscriptions.append(steps.shared!.subscribe(c)) }
        scheduler.scheduleAt(600) {
            steps.subscriptions.forEach { $0.dispose() }
            steps.subscriptions = []
            steps.shared = nil
        }
        scheduler.start()
        return (a, b, c, xs)
    }

    @available(*, deprecated)
    @Test func shareReplayKeepsItsBufferAcrossConnectionsAndAfterTheEnd() {
        let start = liveResources
        do {
            let (a, b, c, xs) = run { $0.shareReplay(2) }
            #expect(a.events == [.next(210, 1), .next(220, 2), .next(230, 3)])
            // The buffer outlived the disconnection at 250: b gets 2 and 3 first, then the new
            // connection's elements.
            #expect(b.events == [.next(300, 2), .next(300, 3), .next(340, 4), .completed(400)])
            // After the end, the buffer and the completion are replayed without a new subscription.
            #expect(c.events == [.next(500, 3), .next(500, 4), .completed(500)])
            #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300, 400)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func shareReplayLatestWhileConnectedDropsItsBufferOnDisconnection() {
        let start = liveResources
        do {
            let (a, b, c, xs) = run { $0.shareReplayLatestWhileConnected() }
            #expect(a.events == [.next(210, 1), .next(220, 2), .next(230, 3)])
            #expect(b.events == [.next(340, 4), .completed(400)])
            // After the end, a new observer subscribes to the source again (a hot one that has
            // already ended, so nothing arrives).
            #expect(c.events == [])
            #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300, 400), Subscription(500, 600)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func shareReplayLatestWhileConnectedReplaysTheLatestElementToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let shared = xs.shareReplayLatestWhileConnected()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(a) }
        scheduler.scheduleAt(230) { _ = shared.subscribe(b) }
        scheduler.start()
        #expect(a.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        #expect(b.events == [.next(230, 2), .next(240, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
