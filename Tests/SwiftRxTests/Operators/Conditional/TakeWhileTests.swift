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

@Suite("take(while:behavior:)", .scopedResources)
struct TakeWhileTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
    ]

    @Test func exclusiveCompletesAtTheFirstFailingElementWithoutIt() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(while: { $0 < 3 }) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func inclusiveEmitsTheFailingElementBeforeCompleting() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [TakeBehavior.exclusive, .inclusive])
    func completesWithTheSourceWhenAllElementsPass(behavior: TakeBehavior) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: behavior) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 1))])
            let res = scheduler.start { xs.take(while: { $0 < 5 }) }
            #expect(res.events == [.next(210, 1), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func thrownPredicateErrorEndsSequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start {
                xs.take(while: { value -> Bool in
                    if value == 2 { throw TestError(id: 2) }
                    return true
                })
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedTakeWhileIsExclusive() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.takeWhile { $0 < 3 } }
            #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start(disposed: 215) { xs.take(while: { $0 < 5 }) }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 215)])
        }
        #expect(liveResources == resources)
    }

    @Test func reentrantElementAfterTheInclusiveOneIsNotSent() {
        let resources = liveResources
        do {
            let source = ManualSource()
            let log = EventLog<Int>()
            let subscription = source.take(while: { $0 != 2 }, behavior: .inclusive).subscribe { event in
                log.append(event)
                if event.element == 2 { source.observer?.onNext(1) }
            }
            source.observer?.onNext(1)
            source.observer?.onNext(2)
            #expect(log.events == [.next(1), .next(2), .completed])
            subscription.dispose()
        }
        #expect(liveResources == resources)
    }
}
