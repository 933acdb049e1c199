import SwiftRx
import SwiftRxTest
import Testing

@Suite("TestableObserver")
struct TestableObserverTests {
    @Test func recordsEventsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(10, 1), .completed(20)])
        #expect(observer.scheduler === scheduler)
    }

    @Test func recordsEventsThatBreakTheGrammar() {
        let scheduler = TestScheduler(initialClock: 5)
        let observer = scheduler.createObserver(Int.self)
        observer.onCompleted()
        observer.onNext(1)
        #expect(observer.events == [.completed(5), .next(5, 1)])
    }

    @Test func isAnObserverForSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        _ = Observable.of(1, 2, 3).filter { $0 != 2 }.subscribe(observer)
        #expect(observer.events == [.next(0, 1), .next(0, 3), .completed(0)])
    }
}
