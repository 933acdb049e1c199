import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Every test of this suite is leak-checked, and so is the suite as a whole.
@Suite(.noLeaks) struct LeakCheckTests {
    @Test func subjectSubscriptionsDisposedByTheirBag() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        do {
            let disposeBag = DisposeBag()
            subject.map { $0 * 2 }.subscribe(observer).disposed(by: disposeBag)
            subject.onNext(1)
        }
        subject.onNext(2)

        #expect(observer.events == [.next(0, 2)])
    }

    @Test func aCompletedChainReleasesItself() {
        let received = Mutex<[Int]>([])

        _ = Observable.of(1, 2, 3)
            .map { $0 * 10 }
            .subscribe(onNext: { value in received.withLock { $0.append(value) } })

        #expect(received.withLock { $0 } == [10, 20, 30])
    }

    @Test func shareReplayReleasesItsUpstreamWhenTheLastSubscriberLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-c-d")
        let shared = xs.share(replay: 1)

        let res = scheduler.start(disposed: 245) { shared }

        expect(res, toMatch: "-a-b")
        #expect(xs.subscriptions == [Subscription(200, 245)])
    }

    @Test func withLeakCheckAroundABlock() {
        let relay = BehaviorRelay(value: "idle")
        let states = withLeakCheck {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(String.self)
            let subscription = relay.subscribe(observer)
            relay.accept("busy")
            subscription.dispose()
            return observer.events.compactMap { $0.value.element }
        }
        #expect(states == ["idle", "busy"])
    }
}

/// The leak check itself: it must report what a test leaves alive.
@Suite struct LeakCheckFailureTests {
    @Test func aForgottenSubscriptionIsReported() {
        let subject = PublishSubject<Int>()
        var subscription: (any Disposable)?
        withKnownIssue("the subscription is still alive when the block ends") {
            withLeakCheck {
                subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
            }
        } when: {
            Resources.isTracing
        }
        subscription?.dispose()
        #expect(subscription != nil)
    }

    /// RxSwift counts every `subscribe(onNext:)` in `Resources.total`, so a test's leak check catches a
    /// forgotten subscription to a subject. SwiftRx does not count a `PublishSubject`'s first (solo)
    /// subscriber, so this leak goes unreported. Intermittent because the count is process-wide and
    /// other tests may run in parallel.
    @Test func aForgottenSubscriptionToASubjectIsCounted() {
        guard Resources.isTracing else { return }
        let subject = PublishSubject<Int>()
        let before = Resources.total
        let subscription = subject.subscribe(onNext: { _ in })
        withKnownIssue("a PublishSubject's solo subscriber is not counted in Resources.total", isIntermittent: true) {
            #expect(Resources.total > before)
        }
        subscription.dispose()
    }
}
