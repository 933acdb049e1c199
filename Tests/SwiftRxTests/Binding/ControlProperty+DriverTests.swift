import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@MainActor
@Suite("ControlProperty.asDriver", .scopedResources)
struct ControlPropertyDriverTests {
    @Test func theDriverSharesAndReplaysTheLatestValue() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let values = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(300)])
            let property = ControlProperty(values: values, valueSink: scheduler.createObserver(String.self))
            let first = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = property.asDriver()
                scheduler.scheduleAt(200) { _ = driver.drive(first) }
                scheduler.scheduleAt(220) { _ = driver.drive(late) }
                scheduler.start()
            }
            #expect(first.events == [.next(211, "a"), .next(231, "b"), .completed(301)])
            #expect(late.events == [.next(220, "a"), .next(231, "b"), .completed(301)])
            #expect(values.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func aFailingSourceIsReportedAndTheDriverCompletes() {
        let reports = Mutex<[String]>([])
        Hooks.Scope(defaultErrorHandler: { _, error in reports.withLock { $0.append("\(error)") } }).run {
            let scheduler = TestScheduler(initialClock: 0)
            let values = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
            let property = ControlProperty(values: values, valueSink: scheduler.createObserver(Int.self))
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start { property.asDriver() }
            }
            // observe(on:) moves the error to 221; the empty fallback completes one tick later.
            #expect(res.events == [.next(211, 1), .completed(222)])
            #expect(reports.withLock { $0 }.count == 1)
            #expect(reports.withLock { $0 }.first?.contains("ControlProperty<Int>") == true)
        }
    }
}
