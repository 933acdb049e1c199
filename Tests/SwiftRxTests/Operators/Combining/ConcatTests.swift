import SwiftRx
import SwiftRxTest
import Testing

@Suite("concat", .scopedResources)
struct ConcatTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func subscribesToEachSourceAfterThePreviousCompleted() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(30)])
            let res = scheduler.start { Observable<Int>.concat(a.asObservable(), b.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(230, 2), .next(240, 3), .completed(250)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 250)])
        }
    }

    @Test func instanceConcatAppendsTheSecondSequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(230)])
            let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let res = scheduler.start { a.concat(b) }
            #expect(res.events == [.next(210, 1), .next(240, 2), .completed(250)])
            #expect(a.subscriptions == [Subscription(200, 230)])
            #expect(b.subscriptions == [Subscription(230, 250)])
        }
    }

    @Test func anErrorEndsTheResultAndLaterSourcesAreNeverSubscribed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let res = scheduler.start { Observable<Int>.concat([a.asObservable(), b.asObservable()]) }
            #expect(res.events == [.next(210, 1), .error(220, TestError(id: 1))])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [])
        }
    }

    @Test func aSequenceIsIteratedOnlyAsFarAsNeeded() {
        let made = Counter()
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(10, 2)])
            let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let sources = [a.asObservable(), b.asObservable(), c.asObservable()]
            let lazySources = (0..<3).lazy.map { index -> Observable<Int> in
                made.increment()
                return sources[index]
            }
            let res = scheduler.start(disposed: 400) { Observable<Int>.concat(lazySources) }
            #expect(res.events == [.next(210, 1), .next(230, 2)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 400)])
            #expect(c.subscriptions == [])
        }
        #expect(made.count == 2)
    }

    @Test func aCollectionOfSourcesDisposedMidStream() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(10, 2), .next(200, 3), .completed(300)])
            let sources = [a.asObservable(), b.asObservable()][...]
            let res = scheduler.start(disposed: 300) { Observable<Int>.concat(sources) }
            #expect(res.events == [.next(210, 1), .next(230, 2)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 300)])
        }
    }

    @Test func noSourcesCompletesAtOnce() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.concat([]) }
            #expect(res.events == [.completed(200)])
        }
    }

    @Test func concatOfInnerSequencesWaitsForEachToComplete() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(30)])
            let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
            let res = scheduler.start { xs.concat() }
            #expect(res.events == [.next(220, 11), .next(245, 21), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys1.subscriptions == [Subscription(210, 240)])
            #expect(ys2.subscriptions == [Subscription(240, 250)])
        }
    }

    @Test func aHundredThousandSynchronousSourcesDoNotGrowTheStack() {
        let count = 100_000
        let log = EventLog<Int>()
        expectNoLeaks {
            let sources = (0..<count).map { Observable.just($0) }
            _ = Observable<Int>.concat(sources).subscribe { log.append($0) }
        }
        let elements = log.elements
        #expect(elements.count == count)
        #expect(elements.first == 0)
        #expect(elements.last == count - 1)
        #expect(log.isCompleted)
    }

    @Test func aNestedConcatRunsItsSourcesInPlaceOneAfterTheOther() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let d = scheduler.createColdObservable([.next(10, 4), .completed(30)])
            let res = scheduler.start {
                Observable.concat([
                    Observable.concat([a.asObservable(), b.asObservable()]),
                    // An empty nested concat in the middle completes at once, as if subscribed to.
                    c.asObservable().concat(
                        Observable.concat([Observable.concat([Observable<Int>]()), d.asObservable()])),
                ])
            }
            #expect(res.events == [.next(210, 1), .next(225, 2), .next(240, 3), .next(260, 4), .completed(280)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 230)])
            #expect(c.subscriptions == [Subscription(230, 250)])
            #expect(d.subscriptions == [Subscription(250, 280)])
        }
    }

    @Test func anErrorInANestedConcatEndsEveryLevel() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(5, 2), .error(10, TestError(id: 2))])
            let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])
            let res = scheduler.start {
                Observable.concat([
                    a.asObservable(),
                    Observable.concat([b.asObservable(), c.asObservable()]),
                    d.asObservable(),
                ])
            }
            #expect(res.events == [.next(210, 1), .next(225, 2), .error(230, TestError(id: 2))])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 230)])
            #expect(c.subscriptions == [])
            #expect(d.subscriptions == [])
        }
    }

    @Test func disposingDuringANestedConcatDisposesItsRunningSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
            let c = scheduler.createColdObservable([.next(10, 4), .completed(20)])
            let res = scheduler.start(disposed: 300) {
                Observable.concat([a.asObservable(), Observable.concat([b.asObservable(), c.asObservable()])])
            }
            #expect(res.events == [.next(210, 1), .next(230, 2)])
            #expect(b.subscriptions == [Subscription(220, 300)])
            #expect(c.subscriptions == [])
        }
    }

    @Test func aNestedConcatIsIteratedAfreshOnEverySubscription() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let made = Counter()
            let inner = Observable.concat(
                AnySequence(
                    (0..<1).lazy.map { _ -> Observable<Int> in
                        made.increment()
                        return b.asObservable()
                    })
            )
            let once = Observable.concat([a.asObservable(), inner])
            let res = scheduler.start { once.concat(once) }
            #expect(
                res.events == [
                    .next(210, 1), .next(230, 2), .next(250, 1), .next(270, 2), .completed(280),
                ])
            #expect(a.subscriptions == [Subscription(200, 220), Subscription(240, 260)])
            #expect(b.subscriptions == [Subscription(220, 240), Subscription(260, 280)])
            #expect(made.count == 2)
        }
    }
}

/// Every spelling RxSwift code writes for `concat` gives the same events and subscriptions: static
/// with the element type inferred, instance (called at once or stored), over a sequence of
/// sequences, and the static and instance forms as function values of a spelled type (the instance
/// ones through the function-typed `concat` overloads).
@Suite("concat spellings", .scopedResources)
struct ConcatSpellingTests {
    enum Spelling: String, CaseIterable, Sendable {
        case staticVariadic, staticArray, instance, storedInstance, ofSequences, staticFunctionValue
        case instanceFunctionValue, instanceFunctionValueOfAnotherType, instanceFunctionAsArgument
        case ofSequencesFunctionValue, staticFunctionValueOfUnboundType

        func concat(_ a: Observable<Int>, _ b: Observable<Int>) -> Observable<Int> {
            switch self {
            case .staticVariadic: return Observable.concat(a, b)
            case .staticArray: return Observable.concat([a, b])
            case .instance: return a.concat(b)
            case .storedInstance:
                let concat = a.concat
                return concat(b)
            case .ofSequences: return Observable.of(a, b).concat()
            case .staticFunctionValue:
                let concat: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.concat
                return concat([a, b])
            case .instanceFunctionValue:
                let append: (Observable<Int>) -> Observable<Int> = a.concat
                return append(b)
            case .instanceFunctionValueOfAnotherType:
                // Any parameter type that converts to a sequence of `Int`, as with RxSwift's generic
                // method (`b` never fails, so the infallible view of it sends the same events).
                let append: (Infallible<Int>) -> Observable<Int> = a.concat
                return append(b.asInfallible(onErrorJustReturn: -1))
            case .instanceFunctionAsArgument:
                return [b].map(a.concat)[0]
            case .ofSequencesFunctionValue:
                let flatten: () -> Observable<Int> = Observable.of(a, b).concat
                return flatten()
            case .staticFunctionValueOfUnboundType:
                let concat: ([Observable<Int>]) -> Observable<Int> = Observable.concat
                return concat([a, b])
            }
        }
    }

    @Test(arguments: Spelling.allCases)
    func everySpellingConcatenatesAlike(spelling: Spelling) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let res = scheduler.start { spelling.concat(a.asObservable(), b.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(225, 2), .completed(230)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 230)])
        }
        #expect(liveResources == start)
    }

    /// A concat built through the function value fails with the first source's error without
    /// subscribing to the second, and disposing it disposes the running source.
    @Test(arguments: [false, true])
    func theFunctionValueFailsAndDisposes(disposeEarly: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start(disposed: disposeEarly ? 215 : 1000) { () -> Observable<Int> in
            let append: (Observable<Int>) -> Observable<Int> = a.asObservable().concat
            return append(b.asObservable())
        }
        if disposeEarly {
            #expect(res.events == [.next(210, 1)])
            #expect(a.subscriptions == [Subscription(200, 215)])
        } else {
            #expect(res.events == [.next(210, 1), .error(220, TestError())])
            #expect(a.subscriptions == [Subscription(200, 220)])
        }
        #expect(b.subscriptions.isEmpty)
    }
}
