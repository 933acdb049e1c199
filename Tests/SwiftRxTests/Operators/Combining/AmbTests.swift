import SwiftRx
import SwiftRxTest
import Testing

@Suite("amb", .scopedResources)
struct AmbTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func theFirstSourceToSendAnElementWinsAndTheOtherIsDisposed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let left = scheduler.createHotObservable([.next(150, 0), .next(220, 1), .next(240, 2), .completed(300)])
            let right = scheduler.createHotObservable([.next(230, 3), .completed(250)])
            let res = scheduler.start { left.amb(right) }
            #expect(res.events == [.next(220, 1), .next(240, 2), .completed(300)])
            #expect(left.subscriptions == [Subscription(200, 300)])
            #expect(right.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func theRightSourceCanWin() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let left = scheduler.createHotObservable([.next(230, 1), .completed(300)])
            let right = scheduler.createHotObservable([.next(210, 3), .error(250, TestError(id: 3))])
            let res = scheduler.start { left.amb(right) }
            #expect(res.events == [.next(210, 3), .error(250, TestError(id: 3))])
            #expect(left.subscriptions == [Subscription(200, 210)])
            #expect(right.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func aTerminalEventAlsoWins() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let left = scheduler.createHotObservable([.next(230, 1), .completed(300)])
            let right: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError(id: 2))])
            let res = scheduler.start { left.amb(right) }
            #expect(res.events == [.error(210, TestError(id: 2))])
            #expect(left.subscriptions == [Subscription(200, 210)])
            #expect(right.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func staticAmbPicksAmongManySources() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(240, 1), .completed(300)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(260, 4), .completed(280)])
            let c = scheduler.createHotObservable([.next(230, 3), .completed(300)])
            let sources = [a.asObservable(), b.asObservable(), c.asObservable()]
            let res = scheduler.start { Observable<Int>.amb(sources) }
            #expect(res.events == [.next(220, 2), .next(260, 4), .completed(280)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(200, 280)])
            #expect(c.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func noSourcesNeverSendsAnything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.amb([]) }
            #expect(res.events == [])
        }
    }

    @Test func disposingBeforeADecisionDisposesEverySource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let left = scheduler.createHotObservable([.next(400, 1), .completed(500)])
            let right = scheduler.createHotObservable([.next(450, 2), .completed(500)])
            let res = scheduler.start(disposed: 300) { left.amb(right) }
            #expect(res.events == [])
            #expect(left.subscriptions == [Subscription(200, 300)])
            #expect(right.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func aSynchronousWinnerMeansLaterSourcesAreNotSubscribed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let right = scheduler.createHotObservable([.next(210, 2), .completed(300)])
            let res = scheduler.start { Observable.just(1).amb(right) }
            #expect(res.events == [.next(200, 1), .completed(200)])
            #expect(right.subscriptions == [])
        }
    }

    /// RxSwift subscribes a later source even when an earlier one won while `amb` was still
    /// subscribing, and disposes it at once (a `Subscription(200, 200)`); SwiftRx never subscribes it,
    /// as its documentation says (a deliberate difference, listed in the migration article).
    @Test func aSynchronousWinnerLeavesAColdLaterSourceUnsubscribed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let c0: TestableObservable<Int> = scheduler.createColdObservable([.completed(10)])
            let res = scheduler.start { Observable.just(1).amb(c0) }
            #expect(res.events == [.next(200, 1), .completed(200)])
            #expect(c0.subscriptions == [])
        }
    }

    @Test func aSynchronousErrorWinsTheStaticAmbBeforeLaterSourcesAreSubscribed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let s0 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { Observable.amb([.error(TestError()), s0.asObservable()]) }
            #expect(res.events == [.error(200, TestError())])
            #expect(s0.subscriptions == [])
        }
    }
}

/// Every spelling RxSwift code writes for `amb` gives the same events and subscriptions, the instance
/// form as a function value of a spelled type among them (through the function-typed `amb`).
@Suite("amb spellings", .scopedResources)
struct AmbSpellingTests {
    enum Spelling: String, CaseIterable, Sendable {
        case instance, storedInstance, staticArray, staticFunctionValue
        case instanceFunctionValue, instanceFunctionAsArgument

        func amb(_ a: Observable<Int>, _ b: Observable<Int>) -> Observable<Int> {
            switch self {
            case .instance: return a.amb(b)
            case .storedInstance:
                let amb = a.amb
                return amb(b)
            case .staticArray: return Observable.amb([a, b])
            case .staticFunctionValue:
                let amb: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.amb
                return amb([a, b])
            case .instanceFunctionValue:
                let race: (Observable<Int>) -> Observable<Int> = a.amb
                return race(b)
            case .instanceFunctionAsArgument:
                return [b].map(a.amb)[0]
            }
        }
    }

    @Test(arguments: Spelling.allCases)
    func everySpellingPicksTheFirstSourceToSend(spelling: Spelling) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(20, 1), .completed(30)])
            let b = scheduler.createColdObservable([.next(10, 2), .completed(40)])
            let res = scheduler.start { spelling.amb(a.asObservable(), b.asObservable()) }
            #expect(res.events == [.next(210, 2), .completed(240)])
            #expect(a.subscriptions == [Subscription(200, 210)])
            #expect(b.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }
}
