import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// A hand-written connectable sequence: refCount must work with any conformer, not just SwiftRx's.
private final class CountingConnectable: ConnectableObservableType, Sendable {
    typealias Element = Int
    let subject = PublishSubject<Int>()
    let connects = Counter()
    let disconnects = Counter()

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        subject.subscribe(observer)
    }

    func connect() -> any Disposable {
        connects.increment()
        return Disposables.create { self.disconnects.increment() }
    }
}

@Suite("ConnectableObservable", .scopedResources)
struct ConnectableObservableTests {
    @Test func refCountWorksWithAnyConformer() {
        let resources = liveResources
        do {
            let connectable = CountingConnectable()
            let shared = connectable.refCount()
            let log = EventLog<Int>()
            let first = shared.subscribe { log.append($0) }
            let second = shared.subscribe { _ in }
            connectable.subject.onNext(3)
            #expect(connectable.connects.count == 1)
            first.dispose()
            #expect(connectable.disconnects.count == 0)
            second.dispose()
            #expect(connectable.disconnects.count == 1)
            #expect(log.elements == [3])
        }
        #expect(liveResources == resources)
    }

    @Test func publishedSequencesAreConnectableObservables() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let connectable: any ConnectableObservableType<Int> = xs.publish()
            let log = EventLog<Int>()
            let subscription = connectable.subscribe { log.append($0) }
            let connection = connectable.connect()
            scheduler.start()
            #expect(log.elements == [1])
            #expect(log.isCompleted)
            #expect(xs.subscriptions == [Subscription(0, 300)])
            connection.dispose()
            subscription.dispose()
        }
        #expect(liveResources == resources)
    }
}
