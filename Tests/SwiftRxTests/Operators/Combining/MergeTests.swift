import SwiftRx
import SwiftRxTest
import Testing

@Suite("merge", .scopedResources)
struct MergeTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    @Test func mergesInnerSequencesAndCompletesAfterTheLast() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 11), .next(50, 12), .completed(60)])
            let ys2 = scheduler.createColdObservable([.next(5, 21), .next(25, 22), .completed(100)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(300)])
            let res = scheduler.start { xs.merge() }
            #expect(res.events == [.next(220, 11), .next(255, 21), .next(260, 12), .next(275, 22), .completed(350)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys1.subscriptions == [Subscription(210, 270)])
            #expect(ys2.subscriptions == [Subscription(250, 350)])
        }
    }

    @Test func innerErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 11), .completed(200)])
            let ys2: TestableObservable<Int> = scheduler.createColdObservable([.error(20, TestError(id: 2))])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(400)])
            let res = scheduler.start { xs.merge() }
            #expect(res.events == [.next(220, 11), .error(240, TestError(id: 2))])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys1.subscriptions == [Subscription(210, 240)])
            #expect(ys2.subscriptions == [Subscription(220, 240)])
        }
    }

    @Test func outerErrorEndsEverything() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 11), .completed(200)])
            let xs = scheduler.createHotObservable([.next(210, ys), .error(230, TestError(id: 1))])
            let res = scheduler.start { xs.merge() }
            #expect(res.events == [.next(220, 11), .error(230, TestError(id: 1))])
            #expect(ys.subscriptions == [Subscription(210, 230)])
        }
    }

    @Test func limitedConcurrencyQueuesInnersUntilASlotFrees() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(15, 11), .completed(40)])
            let ys2 = scheduler.createColdObservable([.next(20, 21), .completed(60)])
            let ys3 = scheduler.createColdObservable([.next(5, 31), .completed(10)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(235)])
            let res = scheduler.start { xs.merge(maxConcurrent: 2) }
            #expect(res.events == [.next(225, 11), .next(240, 21), .next(255, 31), .completed(280)])
            #expect(xs.subscriptions == [Subscription(200, 235)])
            #expect(ys1.subscriptions == [Subscription(210, 250)])
            #expect(ys2.subscriptions == [Subscription(220, 280)])
            #expect(ys3.subscriptions == [Subscription(250, 260)])
        }
    }

    @Test func limitedConcurrencyDisposedMidStreamNeverStartsWaitingInners() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(15, 11), .completed(200)])
            let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
            let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(500)])
            let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 1) }
            #expect(res.events == [.next(225, 11)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys1.subscriptions == [Subscription(210, 300)])
            #expect(ys2.subscriptions == [])
        }
    }

    @Test func zeroMaxConcurrentStopsWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Observable<Int>>.never().merge(maxConcurrent: 0)
        }
    }

    @Test func staticMergeOfVariadicSources() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(350)])
            let res = scheduler.start { Observable<Int>.merge(a.asObservable(), b.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(350)])
            #expect(a.subscriptions == [Subscription(200, 300)])
            #expect(b.subscriptions == [Subscription(200, 350)])
        }
    }

    @Test func staticMergeOfAnArrayEndsOnTheFirstError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(id: 5))])
            let b = scheduler.createHotObservable([.next(220, 2), .next(260, 4), .completed(350)])
            let res = scheduler.start { Observable<Int>.merge([a.asObservable(), b.asObservable()]) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .error(250, TestError(id: 5))])
            #expect(a.subscriptions == [Subscription(200, 250)])
            #expect(b.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func staticMergeOfACollectionDisposedMidStream() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let b = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let sources = [a.asObservable(), b.asObservable()][...]
            let res = scheduler.start(disposed: 300) { Observable<Int>.merge(sources) }
            #expect(res.events == [.next(210, 1), .next(220, 2)])
            #expect(a.subscriptions == [Subscription(200, 300)])
            #expect(b.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func staticMergeOfNothingCompletesAtOnce() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.merge([]) }
            #expect(res.events == [.completed(200)])
        }
    }

    @Test func aHundredThousandSynchronousSourcesDoNotGrowTheStack() {
        let count = 100_000
        let received = Counter()
        let completed = Counter()
        expectNoLeaks {
            let sources = (0..<count).map { Observable.just($0) }
            _ = Observable<Int>.merge(sources).subscribe(
                onNext: { _ in received.increment() },
                onCompleted: { completed.increment() }
            )
        }
        #expect(received.count == count)
        #expect(completed.count == 1)
    }
}

/// Every spelling RxSwift code writes for `merge` gives the same events and subscriptions: the
/// instance forms through the callable `merge` (called at once, or stored and called later), the
/// static forms with the element type inferred from the arguments (which is why the instance form is
/// a callable property: see ``MergeOperator``), and the static and instance forms as function values
/// of a spelled type (the instance ones through the function-typed `merge` overloads).
@Suite("merge spellings", .scopedResources)
struct MergeSpellingTests {
    enum Spelling: String, CaseIterable, Sendable {
        case instance, instanceMaxConcurrent, storedInstance, staticVariadic, staticArray, staticFunctionValue
        case instanceFunctionValue, instanceMaxConcurrentFunctionValue, mappedInstanceFunctionValue
        case staticVariadicFunctionValue, staticFunctionValueOfUnboundType

        func merge(_ a: Observable<Int>, _ b: Observable<Int>) -> Observable<Int> {
            switch self {
            case .instance: return Observable.of(a, b).merge()
            case .instanceMaxConcurrent: return Observable.of(a, b).merge(maxConcurrent: 2)
            case .storedInstance:
                let merge = Observable.of(a, b).merge
                return merge()
            case .staticVariadic: return Observable.merge(a, b)
            case .staticArray: return Observable.merge([a, b])
            case .staticFunctionValue:
                let merge: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.merge
                return merge([a, b])
            case .instanceFunctionValue:
                let flatten: () -> Observable<Int> = Observable.of(a, b).merge
                return flatten()
            case .instanceMaxConcurrentFunctionValue:
                let flatten: (Int) -> Observable<Int> = Observable.of(a, b).merge
                return flatten(2)
            case .mappedInstanceFunctionValue:
                let flatten: () -> Observable<Int> = Observable.of(0, 1).map { $0 == 0 ? a : b }.merge
                return flatten()
            case .staticVariadicFunctionValue:
                let merge: (Observable<Int>...) -> Observable<Int> = Observable.merge
                return merge(a, b)
            case .staticFunctionValueOfUnboundType:
                let merge: ([Observable<Int>]) -> Observable<Int> = Observable.merge
                return merge([a, b])
            }
        }
    }

    @Test(arguments: Spelling.allCases)
    func everySpellingMergesAlike(spelling: Spelling) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
            let b = scheduler.createColdObservable([.next(20, 2), .completed(50)])
            let res = scheduler.start { spelling.merge(a.asObservable(), b.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            #expect(a.subscriptions == [Subscription(200, 240)])
            #expect(b.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    /// The function value of `merge(maxConcurrent:)` passes its argument on: with a limit of one, the
    /// second inner sequence waits until the first completed.
    @Test func theMaxConcurrentFunctionValuePassesItsLimit() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
            let b = scheduler.createColdObservable([.next(20, 2), .completed(50)])
            let res = scheduler.start { () -> Observable<Int> in
                let flatten: (Int) -> Observable<Int> = Observable.of(a.asObservable(), b.asObservable()).merge
                return flatten(1)
            }
            #expect(res.events == [.next(210, 1), .next(230, 3), .next(260, 2), .completed(290)])
            #expect(a.subscriptions == [Subscription(200, 240)])
            #expect(b.subscriptions == [Subscription(240, 290)])
        }
        #expect(liveResources == start)
    }

    /// A merge built through the function value stops its inner sequences when disposed, and
    /// forwards an inner error.
    @Test(arguments: [false, true])
    func theFunctionValueDisposesAndFails(disposeEarly: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 3), .completed(40)])
        let b = scheduler.createColdObservable([.next(20, 2), .error(25, TestError())])
        let res = scheduler.start(disposed: disposeEarly ? 215 : 1000) { () -> Observable<Int> in
            let flatten: () -> Observable<Int> = Observable.of(a.asObservable(), b.asObservable()).merge
            return flatten()
        }
        let end: TestTime = disposeEarly ? 215 : 225
        if disposeEarly {
            #expect(res.events == [.next(210, 1)])
        } else {
            #expect(res.events == [.next(210, 1), .next(220, 2), .error(225, TestError())])
        }
        #expect(a.subscriptions == [Subscription(200, end)])
        #expect(b.subscriptions == [Subscription(200, end)])
    }
}
