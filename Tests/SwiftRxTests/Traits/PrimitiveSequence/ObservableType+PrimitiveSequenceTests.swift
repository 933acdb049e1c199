import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Observable to Single/Maybe/Completable", .scopedResources)
struct ObservableTypePrimitiveSequenceTests {
    private static func singleOutcome(_ source: Observable<Int>) -> String {
        let outcome = Mutex<[String]>([])
        _ = source.asSingle().subscribe(
            onSuccess: { value in outcome.withLock { $0.append("success(\(value))") } },
            onFailure: { error in outcome.withLock { $0.append("failure(\(error as! RxError))") } }
        )
        return outcome.withLock { $0.joined(separator: ",") }
    }

    @Test func asSingleOfOneElementSucceeds() {
        let start = liveResources
        #expect(Self.singleOutcome(.just(1)) == "success(1)")
        #expect(liveResources == start)
    }

    @Test func asSingleOfEmptyFailsWithNoElements() {
        let start = liveResources
        let failed = Counter()
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { error in
            if case RxError.noElements = error { failed.increment() }
        })
        #expect(failed.count == 1)
        #expect(liveResources == start)
    }

    @Test func asSingleOfTwoElementsFailsWithMoreThanOneElementAtTheSecond() {
        let start = liveResources
        let events = EventLog<Int>()
        let disposed = Counter()
        do {
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onNext(3)
                return Disposables.create { disposed.increment() }
            }
            _ = source.asSingle().asObservable().subscribe { events.append($0) }
        }
        #expect(events.elements.isEmpty)
        if case RxError.moreThanOneElement = events.error! {} else { Issue.record("wrong error \(events.events)") }
        #expect(disposed.count == 1)
        #expect(liveResources == start)
    }

    @Test func asSingleWaitsForCompletionAndPassesErrors() {
        let events = EventLog<Int>()
        _ = Observable<Int>.error(TestError(id: 1)).asSingle().asObservable().subscribe { events.append($0) }
        #expect(events.error as? TestError == TestError(id: 1))

        let pending = EventLog<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        let subscription = source.asSingle().asObservable().subscribe { pending.append($0) }
        #expect(pending.events.isEmpty)
        subscription.dispose()
    }

    @Test(arguments: [([Int](), [Int]()), ([4], [4])])
    func asMaybeOfZeroOrOneElement(input: [Int], expected: [Int]) {
        let events = EventLog<Int>()
        _ = Observable.from(input).asMaybe().asObservable().subscribe { events.append($0) }
        #expect(events.elements == expected)
        #expect(events.isCompleted)
    }

    @Test func asMaybeOfTwoElementsFails() {
        let events = EventLog<Int>()
        _ = Observable.of(1, 2).asMaybe().asObservable().subscribe { events.append($0) }
        if case RxError.moreThanOneElement = events.error! {} else { Issue.record("wrong error \(events.events)") }
        #expect(events.elements.isEmpty)
    }

    @Test func firstTakesTheFirstElementOrNil() {
        let values = Mutex<[Int?]>([])
        _ = Observable.of(1, 2).first().subscribe(onSuccess: { @Sendable value in values.withLock { $0.append(value) } }
        )
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        #expect(values.withLock { $0 } == [1, nil])
    }

    @Test func asCompletableOfNeverElements() {
        let completed = Counter()
        _ = Observable<Never>.empty().asCompletable().subscribe(onCompleted: { completed.increment() })
        #expect(completed.count == 1)
    }
}

@Suite("Observable to Single/Maybe on virtual time", .scopedResources)
struct ObservableTypePrimitiveSequenceVirtualTimeTests {
    @Test func asSingleEmitsAtCompletion() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
            let res = scheduler.start { xs.asSingle() }
            #expect(res.events == [.next(250, 1), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test func asSingleFailsAtTheSecondElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        #expect(res.events == [.error(220, RxError.moreThanOneElement)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func asSingleOfEmptyFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.asSingle() }
        #expect(res.events == [.error(250, RxError.noElements)])
    }

    private typealias Case = (input: [Recorded<Event<Int>>], expected: [Recorded<Event<Int>>])
    private static let maybeCases: [Case] = [
        ([.completed(250)], [.completed(250)]),
        ([.next(210, 1), .completed(250)], [.next(250, 1), .completed(250)]),
        ([.next(210, 1), .next(220, 2)], [.error(220, RxError.moreThanOneElement)]),
        ([.error(230, TestError())], [.error(230, TestError())]),
    ]

    @Test(arguments: 0..<4)
    func asMaybe(caseIndex: Int) {
        let testCase = Self.maybeCases[caseIndex]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(testCase.input)
        let res = scheduler.start { xs.asMaybe() }
        #expect(res.events == testCase.expected)
    }

    @Test func disposedBeforeCompletionEmitsNothing() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let res = scheduler.start(disposed: 300) { xs.asSingle() }
            #expect(res.events.isEmpty)
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func firstDisposesTheSourceAtTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.first() }
        #expect(res.events == [.next(210, Optional(1)), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }
}
