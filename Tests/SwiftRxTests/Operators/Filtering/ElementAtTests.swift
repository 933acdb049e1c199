import SwiftRx
import SwiftRxTest
import Testing

/// A source that sends whatever the test tells it to, from inside the downstream's handler too;
/// it bypasses the re-entrancy detection of subjects and `create`.
private final class ManualSource: ObservableType, @unchecked Sendable {
    typealias Element = Int

    // Touched only from the test's thread.
    var observer: AnyObserver<Int>?

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create { [weak self] in self?.observer = nil }
    }
}

@Suite("element(at:)", .scopedResources)
struct ElementAtTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 10), .next(220, 11), .next(230, 12), .completed(300),
    ]

    @Test(arguments: [(0, 210, 10), (1, 220, 11), (2, 230, 12)] as [(Int, Int, Int)])
    func emitsTheElementAtIndexThenCompletes(index: Int, time: Int, value: Int) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.element(at: index) }
            #expect(res.events == [.next(time, value), .completed(time)])
            #expect(xs.subscriptions == [Subscription(200, time)])
        }
        #expect(liveResources == resources)
    }

    @Test func sourceEndingEarlyFailsWithArgumentOutOfRange() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.element(at: 3) }
            #expect(res.events == [.error(300, RxError.argumentOutOfRange)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 8))])
            let res = scheduler.start { xs.element(at: 1) }
            #expect(res.events == [.error(220, TestError(id: 8))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedElementAtBehavesTheSame() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.elementAt(1) }
            #expect(res.events == [.next(220, 11), .completed(220)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 225) { xs.element(at: 2) }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == resources)
    }

    @Test func reentrantElementAfterTheChosenOneIsNotSent() {
        let resources = liveResources
        do {
            let source = ManualSource()
            let log = EventLog<Int>()
            let subscription = source.element(at: 1).subscribe { event in
                log.append(event)
                if event.element == 2 { source.observer?.onNext(3) }
            }
            source.observer?.onNext(1)
            source.observer?.onNext(2)
            #expect(log.events == [.next(2), .completed])
            subscription.dispose()
        }
        #expect(liveResources == resources)
    }
}
