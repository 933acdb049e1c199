import SwiftRx
import SwiftRxTest
import Testing

@Suite("Observable.catch(sequence:)", .scopedResources)
struct CatchSequenceTests {
    @Test func movesToTheNextSourceOnErrorAndCompletesWithTheFirstThatCompletes() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(id: 2))])
            let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
            let unused = scheduler.createColdObservable([.next(10, 4), .completed(20)])
            let res = scheduler.start {
                Observable.catch(sequence: [first, second, third, unused].map { $0.asObservable() })
            }
            #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
            #expect(first.subscriptions == [Subscription(200, 220)])
            #expect(second.subscriptions == [Subscription(220, 240)])
            #expect(third.subscriptions == [Subscription(240, 260)])
            #expect(unused.subscriptions == [])
        }
        #expect(liveResources == resources)
    }

    @Test func failsWithTheLastErrorWhenEverySourceFails() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
            let second = scheduler.createColdObservable([.next(5, 2), .error(10, TestError(id: 2))])
            let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
            #expect(res.events == [.next(215, 2), .error(220, TestError(id: 2))])
        }
        #expect(liveResources == resources)
    }

    @Test func emptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        #expect(res.events == [.completed(200)])
    }

    @Test func disposalMidStreamStopsTheCurrentSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let second = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
            let res = scheduler.start(disposed: 250) {
                Observable.catch(sequence: [first.asObservable(), second.asObservable()])
            }
            #expect(res.events == [.next(210, 1), .next(230, 2)])
            #expect(second.subscriptions == [Subscription(220, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func manySynchronouslyFailingSourcesDoNotGrowTheStack() {
        let sources = (0..<10_000).lazy.map { index -> Observable<Int> in
            index == 9_999 ? Observable.just(index) : Observable.error(TestError(id: index))
        }
        let log = EventLog<Int>()
        _ = Observable.catch(sequence: sources).subscribe(log.append)
        #expect(log.events == [.next(9_999), .completed])
    }

    @available(*, deprecated)
    @Test func rxSwift5SpellingBehavesTheSame() {
        let log = EventLog<Int>()
        _ = Observable.catchError([Observable.error(TestError(id: 1)), Observable.just(7)]).subscribe(log.append)
        #expect(log.events == [.next(7), .completed])
    }

    @Test func aNestedCatchSequenceTriesItsSourcesInPlace() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
            let b = scheduler.createColdObservable([.next(5, 2), .error(10, TestError(id: 2))])
            let c = scheduler.createColdObservable([.error(10, TestError(id: 3))] as [Recorded<Event<Int>>])
            let d = scheduler.createColdObservable([.next(10, 4), .completed(20)])
            let res = scheduler.start {
                Observable.catch(sequence: [
                    a.asObservable(),
                    Observable.catch(sequence: [b.asObservable(), c.asObservable()]),
                    d.asObservable(),
                ])
            }
            #expect(res.events == [.next(210, 1), .next(225, 2), .next(250, 4), .completed(260)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 230)])
            #expect(c.subscriptions == [Subscription(230, 240)])
            #expect(d.subscriptions == [Subscription(240, 260)])
        }
        #expect(liveResources == resources)
    }

    @Test func aNestedSourceThatCompletesEndsTheOuterOneToo() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
            let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let unused = scheduler.createColdObservable([.next(10, 4), .completed(20)])
            let res = scheduler.start {
                Observable.catch(sequence: [
                    a.asObservable(),
                    Observable.catch(sequence: AnySequence([b.asObservable()])),
                    unused.asObservable(),
                ])
            }
            #expect(res.events == [.next(215, 2), .completed(220)])
            #expect(b.subscriptions == [Subscription(210, 220)])
            #expect(unused.subscriptions == [])
        }
        #expect(liveResources == resources)
    }

    @Test func aNestedCatchSequenceOverNoSourcesCompletesTheOuterOne() {
        // Subscribed to, the nested catch(sequence: []) would complete at once, and so would the
        // outer one, even though the first source failed and more sources follow.
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])
        let unused = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [
                a.asObservable(), Observable.catch(sequence: [Observable<Int>]()), unused.asObservable(),
            ])
        }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(unused.subscriptions == [])
    }

    @Test func whenTheLastNestedSourceFailsTheOuterFailsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
        let b = scheduler.createColdObservable([.error(10, TestError(id: 2))] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            Observable.catch(sequence: [a.asObservable(), Observable.catch(sequence: [b.asObservable()])])
        }
        #expect(res.events == [.error(220, TestError(id: 2))])
        #expect(a.subscriptions == [Subscription(200, 210)])
        #expect(b.subscriptions == [Subscription(210, 220)])
    }
}
