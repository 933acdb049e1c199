import SwiftRx
import SwiftRxTest
import Testing

@Suite("concatMap", .scopedResources)
struct ConcatMapTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func subscribesToEachInnerAfterThePreviousCompleted() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)])
            let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
            let ys3 = scheduler.createColdObservable([.next(5, 31), .completed(10)])
            let inners = [1: ys1, 2: ys2, 3: ys3]
            let res = scheduler.start { xs.concatMap { inners[$0]! } }
            #expect(res.events == [.next(220, 11), .next(230, 12), .next(245, 21), .next(255, 31), .completed(260)])
            #expect(xs.subscriptions == [Subscription(200, 235)])
            #expect(ys1.subscriptions == [Subscription(210, 240)])
            #expect(ys2.subscriptions == [Subscription(240, 250)])
            #expect(ys3.subscriptions == [Subscription(250, 260)])
        }
    }

    @Test func selectorRunsWhenTheElementArrivesEvenIfItsInnerMustWait() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(50, 6), .completed(100)])
            let res = scheduler.start {
                xs.concatMap { value -> TestableObservable<Int> in
                    if value == 3 { throw TestError(id: 3) }
                    return ys
                }
            }
            #expect(res.events == [.next(220, 5), .error(230, TestError(id: 3))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func innerErrorEndsEverythingAndWaitingInnersAreNeverSubscribed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let ys1 = scheduler.createColdObservable([.next(10, 11), .error(40, TestError(id: 1))])
            let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
            let inners = [1: ys1, 2: ys2]
            let res = scheduler.start { xs.concatMap { inners[$0]! } }
            #expect(res.events == [.next(220, 11), .error(250, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [])
        }
    }

    @Test func outerErrorDisposesTheRunningInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError(id: 2))])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(100, 6), .completed(200)])
            let res = scheduler.start { xs.concatMap { _ in ys } }
            #expect(res.events == [.next(220, 5), .error(240, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }
    }

    @Test func disposingMidStreamDisposesEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(600)])
            let ys = scheduler.createColdObservable([.next(10, 5), .completed(50)])
            let res = scheduler.start(disposed: 280) { xs.concatMap { value in ys.map { $0 * value } } }
            #expect(res.events == [.next(220, 5), .next(270, 10)])
            #expect(xs.subscriptions == [Subscription(200, 280)])
            #expect(ys.subscriptions == [Subscription(210, 260), Subscription(260, 280)])
        }
    }

    @Test func aHundredThousandQueuedSynchronousInnersDoNotGrowTheStack() {
        let count = 100_000
        let log = EventLog<Int>()
        expectNoLeaks {
            let outer = PublishSubject<Int>()
            let gate = PublishSubject<Int>()
            _ = outer.concatMap { $0 == 0 ? gate.asObservable() : Observable.just($0) }.subscribe { log.append($0) }
            outer.onNext(0)
            for value in 1...count {
                outer.onNext(value)
            }
            outer.onCompleted()
            #expect(log.events.isEmpty)
            gate.onCompleted()
        }
        #expect(log.elements.count == count)
        #expect(log.elements.last == count)
        #expect(log.isCompleted)
    }
}
