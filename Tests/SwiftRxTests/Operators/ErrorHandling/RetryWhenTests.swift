import SwiftRx
import SwiftRxTest
import Testing

@Suite("retry(when:)", .scopedResources)
struct RetryWhenTests {
    private struct OtherError: Error, Equatable {}

    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func resubscribesWhenTheTriggerEmitsAfterAFailure() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let trigger = scheduler.createHotObservable([.next(205, 0), .next(300, 0), .completed(600)])
            let res = scheduler.start { source.retry { (_: Observable<any Error>) in trigger } }
            #expect(res.events == [.next(210, 1), .next(310, 1), .completed(600)])
            #expect(source.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
            #expect(trigger.subscriptions == [Subscription(200, 600)])
        }
    }

    @Test func aTriggerErrorWhileWaitingEndsTheResult() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let trigger: TestableObservable<Int> = scheduler.createHotObservable([.error(300, TestError(id: 9))])
            let res = scheduler.start { source.retry { (_: Observable<any Error>) in trigger } }
            #expect(res.events == [.next(210, 1), .error(300, TestError(id: 9))])
            #expect(source.subscriptions == [Subscription(200, 220)])
            #expect(trigger.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func aTriggerThatEndedWhileTheSourceRanEndsTheResultAtTheNextFailure() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let trigger: TestableObservable<Int> = scheduler.createHotObservable([.next(203, 0), .completed(205)])
            let res = scheduler.start { source.retry { (_: Observable<any Error>) in trigger } }
            #expect(res.events == [.next(210, 1), .completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
            #expect(trigger.subscriptions == [Subscription(200, 205)])
        }
    }

    @Test func aSourceThatCompletesEndsTheResult() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let trigger: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 0)])
            let res = scheduler.start { source.retry { (_: Observable<any Error>) in trigger } }
            #expect(res.events == [.next(210, 1), .completed(220)])
            #expect(source.subscriptions == [Subscription(200, 220)])
            #expect(trigger.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func theHandlerSeesEachFailureAndRunsOncePerSubscription() {
        let handlerCalls = Counter()
        let failures = Counter()
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let res = scheduler.start {
                source.retry { (errors: Observable<any Error>) -> Observable<Int> in
                    handlerCalls.increment()
                    return errors.flatMap { error -> Observable<Int> in
                        failures.increment() < 3 ? .just(0) : .error(error)
                    }
                }
            }
            #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError(id: 1))])
            #expect(source.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
        }
        #expect(handlerCalls.count == 1)
        #expect(failures.count == 3)
    }

    @Test func theTypedFormRetriesOnlyErrorsOfItsType() {
        let attempts = Counter()
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let second = scheduler.createColdObservable([.next(10, 2), .error(20, OtherError())])
            let source = Observable<Int>.deferred {
                attempts.increment() == 1 ? first.asObservable() : second.asObservable()
            }
            let res = scheduler.start {
                source.retry { (errors: Observable<TestError>) in errors.map { _ in 0 } }
            }
            #expect(res.events == [.next(210, 1), .next(230, 2), .error(240, OtherError())])
            #expect(first.subscriptions == [Subscription(200, 220)])
            #expect(second.subscriptions == [Subscription(220, 240)])
        }
        #expect(attempts.count == 2)
    }

    @Test func disposingWhileWaitingDisposesTheTrigger() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let trigger = scheduler.createHotObservable([.next(400, 0)])
            let res = scheduler.start(disposed: 300) { source.retry { (_: Observable<any Error>) in trigger } }
            #expect(res.events == [.next(210, 1)])
            #expect(source.subscriptions == [Subscription(200, 220)])
            #expect(trigger.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func aHundredThousandSynchronousRetriesDoNotGrowTheStack() {
        let failuresBeforeSuccess = 100_000
        let attempts = Counter()
        let log = EventLog<Int>()
        expectNoLeaks {
            let source = Observable<Int>.create { observer in
                if attempts.increment() <= failuresBeforeSuccess {
                    observer.onError(TestError(id: 1))
                } else {
                    observer.onNext(1)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            _ = source.retry { (errors: Observable<any Error>) in errors.map { _ in 0 } }.subscribe { log.append($0) }
        }
        #expect(attempts.count == failuresBeforeSuccess + 1)
        #expect(log.elements == [1])
        #expect(log.isCompleted)
    }
}
