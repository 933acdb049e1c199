import SwiftRx
import SwiftRxTest
import Testing

@Suite("SubjectObserverType")
struct SubjectObserverTypeTests {
    @Test func publishSubjectObserverSideIsTheSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observerSide: PublishSubject<Int>.SubjectObserverType = subject.asObserver()
        let res = scheduler.createObserver(Int.self)
        let subscription = subject.subscribe(res)
        scheduler.scheduleAt(210) { observerSide.onNext(1) }
        scheduler.scheduleAt(300) { observerSide.onCompleted() }
        scheduler.start()
        subscription.dispose()
        #expect(observerSide === subject)
        #expect(res.events == [.next(210, 1), .completed(300)])
    }

    @Test func everySubjectNamesItselfAsItsObserverSide() {
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let async = AsyncSubject<Int>()
        let b: BehaviorSubject<Int>.SubjectObserverType = behavior.asObserver()
        let r: ReplaySubject<Int>.SubjectObserverType = replay.asObserver()
        let a: AsyncSubject<Int>.SubjectObserverType = async.asObserver()
        #expect(b === behavior)
        #expect(r === replay)
        #expect(a === async)
    }
}
