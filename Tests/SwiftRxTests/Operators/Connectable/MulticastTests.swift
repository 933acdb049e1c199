import SwiftRx
import SwiftRxTest
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
private final class Steps<Element> {
    var connectable: ConnectableObservable<Element>?
    var connection: (any Disposable)?
    var subscriptions: [any Disposable] = []
}

@Suite("multicast", .scopedResources)
struct MulticastTests {
    @Test func oneSubjectStaysEndedAfterTheSourceEnds() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) { steps.connectable = xs.multicast(PublishSubject<Int>()) }
            scheduler.scheduleAt(150) { steps.subscriptions.append(steps.connectable!.subscribe(first)) }
            scheduler.scheduleAt(200) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(300) { steps.subscriptions.append(steps.connectable!.subscribe(second)) }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .completed(220)])
            #expect(second.events == [.completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            steps.connectable = nil
            steps.subscriptions = []
            steps.connection = nil
        }
        #expect(liveResources == resources)
    }

    @Test func makeSubjectStartsAfreshAfterTheSourceEnds() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let made = Counter()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) {
                steps.connectable = xs.multicast(makeSubject: {
                    made.increment()
                    return PublishSubject<Int>()
                })
            }
            scheduler.scheduleAt(150) { steps.subscriptions.append(steps.connectable!.subscribe(first)) }
            scheduler.scheduleAt(200) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(300) { steps.subscriptions.append(steps.connectable!.subscribe(second)) }
            scheduler.scheduleAt(400) { steps.connection = steps.connectable!.connect() }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .completed(220)])
            #expect(second.events == [.next(410, 1), .completed(420)])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(400, 420)])
            #expect(made.count == 2)
            steps.connectable = nil
            steps.subscriptions = []
            steps.connection = nil
        }
        #expect(liveResources == resources)
    }

    @Test func disposingTheConnectionMakesANewSubjectForTheNext() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .completed(500)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let steps = Steps<Int>()
            scheduler.scheduleAt(100) {
                steps.connectable = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
            }
            scheduler.scheduleAt(150) { steps.subscriptions.append(steps.connectable!.subscribe(first)) }
            scheduler.scheduleAt(200) { steps.connection = steps.connectable!.connect() }
            scheduler.scheduleAt(300) { steps.connection?.dispose() }
            scheduler.scheduleAt(350) { steps.subscriptions.append(steps.connectable!.subscribe(second)) }
            scheduler.scheduleAt(400) { steps.connection = steps.connectable!.connect() }
            scheduler.start()
            // `first` stays on the first subject, which receives nothing after the disconnection;
            // `second` gets the new subject, which has no buffer from the first connection.
            #expect(first.events == [.next(210, 1)])
            #expect(second.events == [.next(410, 3), .completed(500)])
            #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400, 500)])
            steps.connectable = nil
            steps.subscriptions.forEach { $0.dispose() }
            steps.subscriptions = []
            steps.connection = nil
        }
        #expect(liveResources == resources)
    }
}
