import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@MainActor
@Suite("ControlEvent.asDriver / asSignal", .scopedResources)
struct ControlEventSharedSequenceTests {
    @Test func asDriverReplaysTheLatestEvent() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let bag = CompositeDisposable()
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = ControlEvent(events: taps).asDriver()
                scheduler.scheduleAt(200) { _ = bag.insert(driver.drive(first)) }
                scheduler.scheduleAt(220) { _ = bag.insert(driver.drive(late)) }
                scheduler.scheduleAt(400) { bag.dispose() }
                scheduler.start()
            }
            #expect(first.events == [.next(211, 1), .next(231, 2)])
            #expect(late.events == [.next(220, 1), .next(231, 2)])
            #expect(taps.subscriptions == [Subscription(200, 400)])
        }
        #expect(liveResources == start)
    }

    @Test func asSignalDoesNotReplay() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let signal = ControlEvent(events: taps).asSignal()
                scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
                scheduler.scheduleAt(220) { _ = signal.emit(to: late) }
                scheduler.start()
            }
            #expect(first.events == [.next(211, 1), .next(231, 2), .completed(301)])
            #expect(late.events == [.next(231, 2), .completed(301)])
            #expect(taps.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: ["driver", "signal"])
    func aFailingSourceIsReportedAndTheTraitCompletes(trait: String) {
        let reports = Mutex<[String]>([])
        Hooks.Scope(defaultErrorHandler: { _, error in reports.withLock { $0.append("\(error)") } }).run {
            let scheduler = TestScheduler(initialClock: 0)
            let taps = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
            let event = ControlEvent(events: taps)
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start {
                    trait == "driver" ? event.asDriver().asObservable() : event.asSignal().asObservable()
                }
            }
            // observe(on:) moves the error to 221; the empty fallback completes one tick later.
            #expect(res.events == [.next(211, 1), .completed(222)])
            #expect(reports.withLock { $0 }.count == 1)
            #expect(reports.withLock { $0 }.first?.contains("a \(trait) made from a ControlEvent") == true)
        }
    }
}
