import SwiftRx
import SwiftRxTest
import Testing

@Suite("flatMapLatest", .scopedResources)
struct FlatMapLatestTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func eachElementDisposesThePreviousInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(400, 3), .completed(500)])
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .next(60, 13), .completed(200)])
            let ys2 = scheduler.createColdObservable([.next(10, 21), .next(40, 22), .completed(100)])
            let ys3 = scheduler.createColdObservable([.next(20, 31), .completed(200)])
            let inners = [1: ys1, 2: ys2, 3: ys3]
            let res = scheduler.start { xs.flatMapLatest { inners[$0]! } }
            #expect(
                res.events == [
                    .next(220, 11), .next(240, 12), .next(260, 21), .next(290, 22), .next(420, 31), .completed(600),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 500)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(250, 350)])
            #expect(ys3.subscriptions == [Subscription(400, 600)])
        }
    }

    /// `just` inner sequences are delivered without a subscription; one still replaces (disposes) a
    /// running inner sequence, and a running one after it is subscribed normally.
    @Test func justInnerSequencesReplaceRunningOnes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(250, 2), .next(300, 3), .next(320, 4), .completed(400),
            ])
            let ys = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .next(60, 13), .completed(200)])
            let res = scheduler.start {
                xs.flatMapLatest { $0.isMultiple(of: 2) ? Observable.just($0 * 100) : ys.asObservable() }
            }
            #expect(
                res.events == [
                    .next(220, 11), .next(240, 12), .next(250, 200), .next(310, 11), .next(320, 400), .completed(400),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 400)])
            #expect(ys.subscriptions == [Subscription(210, 250), Subscription(300, 320)])
        }
    }

    /// While every inner sequence has been a `just`, elements skip the drain queue; a running inner
    /// sequence puts the sink back on it, and a later `just` replaces (disposes) it.
    @Test func justInnersBeforeAndAfterARunningInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 1), .next(235, 4), .completed(300)])
            let ys = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(50)])
            let res = scheduler.start {
                xs.flatMapLatest { $0.isMultiple(of: 2) ? Observable.just($0 * 100) : ys.asObservable() }
            }
            #expect(res.events == [.next(210, 200), .next(230, 11), .next(235, 400), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(220, 235)])
        }
    }

    /// An observer that feeds the outer sequence while it handles an element gets the new element
    /// after it returns, never nested inside its own call.
    @Test(arguments: [false, true])
    func reentrantElementsWaitForTheCurrentDelivery(secondIsRunning: Bool) {
        var marks: [String] = []
        expectNoLeaks {
            marks = reentrantDeliveryMarks(secondIsRunning: secondIsRunning) { $0.flatMapLatest($1) }
        }
        #expect(marks == unnestedDeliveryMarks(secondIsRunning: secondIsRunning))
    }

    @Test func completesWithTheOuterWhenTheInnerFinishedFirst() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
            let res = scheduler.start { xs.flatMapLatest { _ in ys } }
            #expect(res.events == [.next(220, 5), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func innerErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let ys = scheduler.createColdObservable([.next(10, 5), .error(20, TestError(id: 4))])
            let res = scheduler.start { xs.flatMapLatest { _ in ys } }
            #expect(res.events == [.next(220, 5), .error(230, TestError(id: 4))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func outerErrorDisposesTheInner() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(260, TestError(id: 1))])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(100, 6), .completed(200)])
            let res = scheduler.start { xs.flatMapLatest { _ in ys } }
            #expect(res.events == [.next(220, 5), .error(260, TestError(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 260)])
            #expect(ys.subscriptions == [Subscription(210, 260)])
        }
    }

    @Test func selectorErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(500)])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(100, 6), .completed(200)])
            let res = scheduler.start {
                xs.flatMapLatest { value -> TestableObservable<Int> in
                    if value == 2 { throw TestError(id: 9) }
                    return ys
                }
            }
            #expect(res.events == [.next(220, 5), .error(240, TestError(id: 9))])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions == [Subscription(210, 240)])
        }
    }

    @Test func disposingMidStreamDisposesEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(600)])
            let ys = scheduler.createColdObservable([.next(10, 5), .next(80, 6), .completed(300)])
            let res = scheduler.start(disposed: 300) { xs.flatMapLatest { value in ys.map { $0 * value } } }
            #expect(res.events == [.next(220, 5), .next(260, 10)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(210, 250), Subscription(250, 300)])
        }
    }

    @Test func trampolinedInnersAreReplacedBetweenTheirElements() {
        let log = EventLog<Int>()
        expectNoLeaks {
            // `of` sends one element per trampoline step, so each outer element arrives after the
            // current inner's first element and replaces it before its second.
            _ = Observable.of(1, 2, 3).flatMapLatest { Observable.of($0, $0 * 10) }.subscribe { log.append($0) }
        }
        #expect(log.elements == [1, 2, 3, 30])
        #expect(log.isCompleted)
    }

    /// With only `just` inner sequences the sink completes without its lock; a completion sent while
    /// an element is being delivered still waits for that delivery, and arrives once.
    @Test func aCompletionSentDuringADeliveryWaitsForIt() {
        var marks: [String] = []
        expectNoLeaks {
            marks = reentrantCompletionMarks { $0.flatMapLatest($1) }
        }
        #expect(marks == ["begin 1", "end 1", "completed", "disposed"])
    }

    @Test func justInnersCompleteWithTheOuter() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300), .next(310, 3)])
            let res = scheduler.start { xs.flatMapLatest { Observable.just($0 * 10) } }
            #expect(res.events == [.next(210, 10), .next(220, 20), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
    }
}
