import SwiftRx
import SwiftRxTest
import Testing

@MainActor
@Suite("ObservableConvertibleType.asSharedSequence(sharingStrategy:)")
struct ObservableConvertibleTypeSharedSequenceTests {
    /// Runs code written over any strategy, as RxCocoa-style generic helpers are, with strategy `S`.
    private static func checkOnErrorJustReturn<S: SharingStrategyProtocol>(_ strategy: S.Type) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asSharedSequence(sharingStrategy: strategy, onErrorJustReturn: -1).asObservable()
            }
        }
        // Delivered on the (mocked) strategy scheduler, one tick late; the error becomes -1 and completion.
        #expect(res.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func onErrorJustReturnForDriverAndSignal() {
        Self.checkOnErrorJustReturn(DriverSharingStrategy.self)
        Self.checkOnErrorJustReturn(SignalSharingStrategy.self)
    }

    @Test func strategyInferredFromTheContext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Observable<Int> in
                let driver: Driver<Int> = xs.asSharedSequence(onErrorJustReturn: 0)
                return driver.asObservable()
            }
        }
        #expect(res.events == [.next(211, 1), .completed(241)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func onErrorDriveWithContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asSharedSequence(
                    sharingStrategy: SignalSharingStrategy.self,
                    onErrorDriveWith: ys.asSignal(onErrorJustReturn: 0)
                )
                .asObservable()
            }
        }
        // The fallback is subscribed at 231 (after the error was moved to the scheduler) and its
        // events are moved once more by its own signal.
        #expect(res.events == [.next(211, 1), .next(242, 8), .next(252, 9), .completed(262)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(231, 261)])
    }

    @Test func onErrorRecoverGetsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 7))])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asSharedSequence(
                    sharingStrategy: DriverSharingStrategy.self,
                    onErrorRecover: { error in Driver.just((error as? TestError)?.id ?? 0) }
                )
                .asObservable()
            }
        }
        #expect(res.events == [.next(211, 1), .next(232, 7), .completed(232)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func driverStrategyReplaysSignalStrategyDoesNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let late = (driver: scheduler.createObserver(Int.self), signal: scheduler.createObserver(Int.self))
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
            let signal = xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: 0)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                driver.asObservable().subscribe { _ in }.disposed(by: bag)
                signal.asObservable().subscribe { _ in }.disposed(by: bag)
            }
            scheduler.scheduleAt(250) {
                driver.asObservable().subscribe(late.driver).disposed(by: bag)
                signal.asObservable().subscribe(late.signal).disposed(by: bag)
            }
            scheduler.start()
        }
        #expect(late.driver.events == [.next(250, 1), .next(301, 2), .completed(401)])
        #expect(late.signal.events == [.next(301, 2), .completed(401)])
    }
}
