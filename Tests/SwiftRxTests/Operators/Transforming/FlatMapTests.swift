import SwiftRx
import SwiftRxTest
import Testing

@Suite("flatMap", .scopedResources)
struct FlatMapTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func mergesInnersRunningAtTheSameTimeAndCompletesAfterTheLastOne() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(250, 2), .completed(400)])
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(60, 12), .completed(100)])
            let ys2 = scheduler.createColdObservable([.next(25, 21), .next(30, 22), .completed(200)])
            let inners = [1: ys1, 2: ys2]
            let res = scheduler.start { xs.flatMap { inners[$0]! } }
            #expect(res.events == [.next(220, 11), .next(270, 12), .next(275, 21), .next(280, 22), .completed(450)])
            #expect(xs.subscriptions == [Subscription(200, 400)])
            #expect(ys1.subscriptions == [Subscription(210, 310)])
            #expect(ys2.subscriptions == [Subscription(250, 450)])
        }
    }

    @Test func completesWithTheOuterWhenInnersFinishedFirst() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
            let ys = scheduler.createColdObservable([.next(5, 7), .completed(10)])
            let res = scheduler.start { xs.flatMap { _ in ys } }
            #expect(res.events == [.next(215, 7), .next(225, 7), .completed(500)])
            #expect(xs.subscriptions == [Subscription(200, 500)])
            #expect(ys.subscriptions == [Subscription(210, 220), Subscription(220, 230)])
        }
    }

    @Test func innerErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(100, 12), .completed(200)])
            let ys2 = scheduler.createColdObservable([.next(20, 21), .error(30, TestError(id: 2))])
            let inners = [1: ys1, 2: ys2]
            let res = scheduler.start { xs.flatMap { inners[$0]! } }
            #expect(res.events == [.next(220, 11), .next(240, 21), .error(250, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(220, 250)])
        }
    }

    @Test func outerErrorDisposesRunningInners() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError(id: 1))])
            let ys = scheduler.createColdObservable([.next(50, 5), .next(150, 6), .completed(200)])
            let res = scheduler.start { xs.flatMap { _ in ys } }
            #expect(res.events == [.next(260, 5), .error(300, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 300)])
        }
    }

    @Test func selectorErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(500)])
            let ys = scheduler.createColdObservable([.next(5, 100), .completed(500)])
            let res = scheduler.start {
                xs.flatMap { value -> TestableObservable<Int> in
                    if value == 2 { throw TestError(id: 7) }
                    return ys
                }
            }
            #expect(res.events == [.next(215, 100), .error(230, TestError(id: 7))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func disposingMidStreamDisposesOuterAndInners() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(350, 3), .completed(500)])
            let ys = scheduler.createColdObservable([.next(20, 1), .next(60, 2), .completed(200)])
            let res = scheduler.start(disposed: 300) { xs.flatMap { value in ys.map { $0 * value } } }
            #expect(res.events == [.next(230, 1), .next(270, 2), .next(280, 2)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 300), Subscription(260, 300)])
        }
    }

    @Test func emptyOuterCompletesAtOnce() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
            let res = scheduler.start { xs.flatMap { Observable.just($0) } }
            #expect(res.events == [.completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    /// `just` inner sequences are delivered without a subscription, interleaved with running inner
    /// sequences; the result still completes only after the running ones.
    @Test func justInnersMixWithRunningInners() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
            let ys = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(50)])
            let res = scheduler.start {
                xs.flatMap { $0.isMultiple(of: 2) ? Observable.just($0 * 100) : ys.asObservable() }
            }
            #expect(res.events == [.next(220, 11), .next(230, 200), .next(240, 12), .completed(260)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(210, 260)])
        }
    }

    /// While every inner sequence has been a `just`, elements skip the drain queue; a running inner
    /// sequence puts the sink back on it, and later `just`s take their turn behind that inner's
    /// elements in time order.
    @Test func justInnersBeforeAndAfterARunningInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 2), .next(220, 1), .next(235, 4), .next(260, 6), .completed(300),
            ])
            let ys = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(50)])
            let res = scheduler.start {
                xs.flatMap { $0.isMultiple(of: 2) ? Observable.just($0 * 100) : ys.asObservable() }
            }
            #expect(
                res.events == [
                    .next(210, 200), .next(230, 11), .next(235, 400), .next(250, 12), .next(260, 600),
                    .completed(300),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(220, 270)])
        }
    }

    /// An observer that feeds the outer sequence while it handles an element gets the new element
    /// after it returns, never nested inside its own call: with only `just` inners, and when the
    /// re-entrant element starts a running (here synchronous) inner sequence mid-delivery.
    @Test(arguments: [false, true])
    func reentrantElementsWaitForTheCurrentDelivery(secondIsRunning: Bool) {
        var marks: [String] = []
        expectNoLeaks {
            marks = reentrantDeliveryMarks(secondIsRunning: secondIsRunning) { $0.flatMap($1) }
        }
        #expect(marks == unnestedDeliveryMarks(secondIsRunning: secondIsRunning))
    }

    @Test func selectorErrorAfterJustInnersEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start {
                xs.flatMap { value -> Observable<Int> in
                    if value == 2 { throw TestError() }
                    return Observable.just(value)
                }
            }
            #expect(res.events == [.next(210, 1), .error(220, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func synchronousInnersArriveInOrder() {
        let log = EventLog<Int>()
        expectNoLeaks {
            _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.subscribe { log.append($0) }
        }
        #expect(log.elements == [1, 10, 2, 20, 3, 30])
        #expect(log.isCompleted)
    }

    @Test func acceptsAnyObservableConvertibleInner() {
        let log = EventLog<Int>()
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let subscription = Observable.of(1, 2).flatMap { _ in subject }.subscribe { log.append($0) }
            subject.onNext(5)
            subject.onCompleted()
            subscription.dispose()
        }
        #expect(log.events.count == 3)
        #expect(log.elements == [5, 5])
        #expect(log.isCompleted)
    }

    /// With only `just` inner sequences the sink completes without its lock; a completion sent while
    /// an element is being delivered still waits for that delivery, and arrives once.
    @Test func aCompletionSentDuringADeliveryWaitsForIt() {
        var marks: [String] = []
        expectNoLeaks {
            marks = reentrantCompletionMarks { $0.flatMap($1) }
        }
        #expect(marks == ["begin 1", "end 1", "completed", "disposed"])
    }

    @Test func justInnersCompleteWithTheOuter() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300), .next(310, 3)])
            let res = scheduler.start { xs.flatMap { Observable.just($0 * 10) } }
            #expect(res.events == [.next(210, 10), .next(220, 20), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
    }
}
