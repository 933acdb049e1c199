import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Single.zip / Maybe.zip", .scopedResources)
struct PrimitiveSequenceZipTests {
    @Test func singleZipWithResultSelector() {
        let start = liveResources
        let values = Mutex<[String]>([])
        do {
            _ = Single.zip(Single.just(1), Single.just("a"), Single.just(true)) { "\($0)\($1)\($2)" }
                .subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        }
        #expect(values.withLock { $0 } == ["1atrue"])
        #expect(liveResources == start)
    }

    @Test func singleZipTuple() {
        let values = Mutex<[String]>([])
        _ = Single.zip(Single.just(1), Single.just("a"))
            .subscribe(onSuccess: { pair in values.withLock { $0.append("\(pair.0)\(pair.1)") } })
        #expect(values.withLock { $0 } == ["1a"])
    }

    @Test func singleZipFailsWithTheFirstError() {
        let start = liveResources
        let errors = Mutex<[TestError]>([])
        do {
            _ = Single.zip(Single.just(1), Single<Int>.error(TestError(id: 2))) { $0 + $1 }
                .subscribe(onFailure: { error in errors.withLock { $0.append(error as! TestError) } })
            _ = Single.zip(Single.just(1), Single.just(2)) { _, _ -> Int in throw TestError(id: 3) }
                .subscribe(onFailure: { error in errors.withLock { $0.append(error as! TestError) } })
        }
        #expect(errors.withLock { $0 } == [TestError(id: 2), TestError(id: 3)])
        #expect(liveResources == start)
    }

    @Test func singleZipCollection() {
        let values = Mutex<[[Int]]>([])
        _ = Single.zip([Single.just(1), Single.just(2), Single.just(3)])
            .subscribe(onSuccess: { @Sendable value in values.withLock { $0.append(value) } })
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { @Sendable value in values.withLock { $0.append(value) } }
        )
        _ = Single.zip([Single.just(1), Single.just(2)]) { [$0.reduce(0, +)] }
            .subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        #expect(values.withLock { $0 } == [[1, 2, 3], [], [3]])
    }

    @Test func singleZipWaitsForAll() {
        let start = liveResources
        let values = Mutex<[Int]>([])
        let observer = Mutex<(@Sendable (SingleEvent<Int>) -> Void)?>(nil)
        do {
            let late = Single<Int>.create { single in
                observer.withLock { $0 = single }
                return Disposables.create()
            }
            _ = Single.zip(Single.just(1), late) { $0 + $1 }
                .subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
            #expect(values.withLock { $0 }.isEmpty)
            observer.withLock { $0 }?(.success(10))
            observer.withLock { $0 = nil }
        }
        #expect(values.withLock { $0 } == [11])
        #expect(liveResources == start)
    }

    @Test func maybeZipCompletesEmptyWhenOneIsEmpty() {
        let events = EventLog<Int>()
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }.asObservable().subscribe { events.append($0) }
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }.asObservable().subscribe { events.append($0) }
        _ = Maybe.zip([Maybe.just(1), Maybe.just(4)]).map { $0.count }.asObservable()
            .subscribe { events.append($0) }
        #expect(events.elements == [3, 2])
        #expect(events.events.filter(\.isCompleted).count == 3)
    }

    @Test func singleZipCompletesWhenTheLastSingleCompletes() {
        // A delayed single succeeds at its due time and completes one tick later on a TestScheduler;
        // zip emits when the last element arrives and completes when the last source completes.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(
                Single.just(1).delay(.seconds(10), scheduler: scheduler),
                Single.just(2).delay(.seconds(20), scheduler: scheduler)
            ) { $0 + $1 }.asObservable()
        }
        #expect(res.events == [.next(220, 3), .completed(221)])
    }

    @Test(arguments: [false, true])
    func aMaybeThatNeverCompletesKeepsTheZipOpenAfterAnotherCompletedEmpty(collection: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        let never = scheduler.createColdObservable([] as [Recorded<Event<Int>>])
        let res = scheduler.start {
            collection
                ? Maybe.zip([empty.asMaybe(), never.asMaybe()]).map { $0.reduce(0, +) }.asObservable()
                : Maybe.zip(empty.asMaybe(), never.asMaybe()) { $0 + $1 }.asObservable()
        }
        #expect(res.events == [])
        #expect(empty.subscriptions == [Subscription(200, 210)])
        #expect(never.subscriptions == [Subscription(200, 1000)])
    }

    @Test func aMaybeZipWithAnEmptyMaybeCompletesEmptyWhenTheLastOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        let later = scheduler.createColdObservable([.next(20, 2), .completed(20)])
        let res = scheduler.start { Maybe.zip(empty.asMaybe(), later.asMaybe()) { $0 + $1 }.asObservable() }
        #expect(res.events == [.completed(220)])
        #expect(empty.subscriptions == [Subscription(200, 210)])
        #expect(later.subscriptions == [Subscription(200, 220)])
    }

    @Test func anErrorEndsAMaybeZipAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(15, TestError(id: 1))] as [Recorded<Event<Int>>])
        let never = scheduler.createColdObservable([] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip([never.asMaybe(), failing.asMaybe()]).asObservable() }
        #expect(res.events == [.error(215, TestError(id: 1))])
        #expect(never.subscriptions == [Subscription(200, 215)])
    }
}
