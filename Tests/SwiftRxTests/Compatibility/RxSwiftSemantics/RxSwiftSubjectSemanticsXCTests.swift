import SwiftRx
import SwiftRxTest
import XCTest

// RxSwift 6 behaviour of subjects and relays, written the way RxTest suites are: what a late
// observer sees, what a disposed subject does, how much a replaying subject keeps.
final class RxSwiftSubjectSemanticsXCTests: SemanticsTestCase {
    private func isDisposedError(_ event: Event<Int>?) -> Bool {
        guard case .error(let error) = event, case RxError.disposed = error else { return false }
        return true
    }

    func testReplaySubjectKeepsOnlyTheLastElementsOfItsBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let early = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { (1...5).forEach(subject.onNext) }
        scheduler.scheduleAt(220) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(230) { subject.onNext(6) }
        scheduler.start()
        XCTAssertEqual(early.events, (1...5).map { .next(210, $0) } + [.next(230, 6)])
        XCTAssertEqual(late.events, [.next(220, 3), .next(220, 4), .next(220, 5), .next(230, 6)])
    }

    func testReplaySubjectOfOneAndUnboundedAfterCompletion() {
        let one = ReplaySubject<Int>.create(bufferSize: 1)
        let unbounded = ReplaySubject<Int>.createUnbound()
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) {
            for value in 1...3 {
                one.onNext(value)
                unbounded.onNext(value)
            }
            one.onCompleted()
            unbounded.onCompleted()
        }
        scheduler.scheduleAt(220) {
            _ = one.subscribe(a)
            _ = unbounded.subscribe(b)
        }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(220, 3), .completed(220)])
        XCTAssertEqual(b.events, [.next(220, 1), .next(220, 2), .next(220, 3), .completed(220)])
    }

    func testReplaySubjectOfZeroReplaysOnlyTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        let late = scheduler.createObserver(Int.self), after = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(230) {
            subject.onNext(2)
            subject.onCompleted()
        }
        scheduler.scheduleAt(240) { _ = subject.subscribe(after) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(after.events, [.completed(240)])
    }

    func testDisposedSubjectsFailNewObserversAndIgnoreEvents() {
        let publish = PublishSubject<Int>(), behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2), async = AsyncSubject<Int>()
        let subjects: [(String, AnyObserver<Int>, Observable<Int>, any Disposable)] = [
            ("publish", publish.asObserver(), publish.asObservable(), publish),
            ("behavior", behavior.asObserver(), behavior.asObservable(), behavior),
            ("replay", replay.asObserver(), replay.asObservable(), replay),
            ("async", async.asObserver(), async.asObservable(), async),
        ]
        for (name, observer, subject, disposable) in subjects {
            let early = scheduler.createObserver(Int.self)
            _ = subject.subscribe(early)
            disposable.dispose()
            observer.onNext(1)
            observer.onCompleted()
            let late = scheduler.createObserver(Int.self)
            _ = subject.subscribe(late)
            XCTAssertEqual(late.events.count, 1, name)
            XCTAssertTrue(isDisposedError(late.events.first?.value), "\(name): \(late.events)")
            XCTAssertFalse(early.events.contains { $0.value.isCompleted }, "\(name): \(early.events)")
            XCTAssertFalse(early.events.contains { $0.value.element == 1 }, "\(name): \(early.events)")
        }
    }

    func testBehaviorSubjectValueAfterErrorAndDisposal() {
        let failed = BehaviorSubject(value: 1)
        failed.onNext(2)
        failed.onError(semanticsError)
        XCTAssertThrowsError(try failed.value()) { XCTAssertEqual($0 as? SemanticsError, semanticsError) }

        let completed = BehaviorSubject(value: 1)
        completed.onNext(2)
        completed.onCompleted()
        XCTAssertEqual(try completed.value(), 2)

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("\(error)") }
        }
    }

    func testBehaviorSubjectLateObserverAfterCompletionGetsOnlyTheCompletion() {
        let subject = BehaviorSubject(value: 1)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) {
            subject.onNext(2)
            subject.onCompleted()
        }
        scheduler.scheduleAt(220) { _ = subject.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.completed(220)])
    }

    func testBehaviorRelayReplaysItsValueAndNeverEnds() {
        let relay = BehaviorRelay(value: 1)
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = relay.subscribe(a) }
        scheduler.scheduleAt(210) {
            relay.accept(2)
            relay.accept(3)
        }
        scheduler.scheduleAt(220) { _ = relay.asObservable().subscribe(b) }
        scheduler.start()
        XCTAssertEqual(a.events, [.next(200, 1), .next(210, 2), .next(210, 3)])
        XCTAssertEqual(b.events, [.next(220, 3)])
        XCTAssertEqual(relay.value, 3)
    }

    func testReplayRelayKeepsItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let o = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) { (1...4).forEach(relay.accept) }
        scheduler.scheduleAt(220) { _ = relay.subscribe(o) }
        scheduler.start()
        XCTAssertEqual(o.events, [.next(220, 3), .next(220, 4)])
    }

    func testAsyncSubjectWithoutElementsOnlyCompletes() {
        let subject = AsyncSubject<Int>()
        let o = scheduler.createObserver(Int.self), late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(o) }
        scheduler.scheduleAt(210) { subject.onCompleted() }
        scheduler.scheduleAt(220) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(o.events, [.completed(210)])
        XCTAssertEqual(late.events, [.completed(220)])
    }

    func testHasObserversFollowsSubscriptionsAndTermination() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe { _ in }
        let second = subject.subscribe { _ in }
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe { _ in }
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
    }
}
