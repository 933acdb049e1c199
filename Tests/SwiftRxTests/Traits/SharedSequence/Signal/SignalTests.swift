import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@MainActor
@Suite("Signal", .scopedResources)
struct SignalTests {
    @Test func neverErrors() {
        let start = liveResources
        do {
            func run(_ make: @escaping (Observable<Int>) -> Signal<Int>) -> [Recorded<Event<Int>>] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
                return SharingScheduler.mock(scheduler: scheduler) {
                    scheduler.start { make(xs.asObservable()) }.events
                }
            }
            #expect(run { $0.asSignal(onErrorJustReturn: -1) } == [.next(211, 1), .next(231, -1), .completed(231)])
            #expect(
                run { $0.asSignal(onErrorSignalWith: Signal.just(7)) }
                    == [.next(211, 1), .next(232, 7), .completed(232)]
            )
            #expect(
                run { $0.asSignal(onErrorRecover: { _ in Signal.empty() }) } == [.next(211, 1), .completed(232)]
            )
        }
        #expect(liveResources == start)
    }

    @Test func doesNotReplayToLateObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = Mutex<[any Disposable]>([])
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { bag.withLock { $0.append(signal.emit(to: first)) } }
            scheduler.scheduleAt(225) { bag.withLock { $0.append(signal.emit(to: second)) } }
            scheduler.scheduleAt(300) { bag.withLock { $0.forEach { $0.dispose() } } }
            scheduler.start()
        }
        #expect(first.events == [.next(211, 1), .next(221, 2), .next(231, 3)])
        #expect(second.events == [.next(231, 3)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func asSignalOnASignalIsItself() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Signal.of(1, 2).asSignal() }
        }
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
    }
}
