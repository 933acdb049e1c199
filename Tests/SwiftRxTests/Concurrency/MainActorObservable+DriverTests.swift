import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@MainActor
@Suite("MainActorObservable.asDriver", .scopedResources)
struct MainActorObservableDriverTests {
    /// A main scheduler of the test's own: `MainScheduler.instance` delivers at once on the main
    /// thread only while nothing else is queued on it, and tests running at the same time queue work
    /// on it.
    private let main = MainScheduler()

    @Test func theDriverSharesAndReplaysTheLatestElement() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let values = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = values.observe(on: main).asDriver()
                scheduler.scheduleAt(200) { _ = driver.drive(first) }
                scheduler.scheduleAt(220) { _ = driver.drive(late) }
                scheduler.start()
            }
            // The test runs on the main actor and nothing else uses `main`, so it delivers at once; the driver's
            // own delivery on the mocked scheduler adds the tick.
            #expect(first.events == [.next(211, 1), .next(231, 2), .completed(301)])
            #expect(late.events == [.next(220, 1), .next(231, 2), .completed(301)])
            #expect(values.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func aFailingSourceIsReportedAndTheDriverCompletes() {
        let reports = Mutex<[String]>([])
        Hooks.Scope(defaultErrorHandler: { _, error in reports.withLock { $0.append("\(error)") } }).run {
            let scheduler = TestScheduler(initialClock: 0)
            let values = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start { values.observe(on: main).asDriver() }
            }
            // The driver's delivery moves the error to 221; the empty fallback completes one tick later.
            #expect(res.events == [.next(211, 1), .completed(222)])
            #expect(reports.withLock { $0 }.count == 1)
            #expect(reports.withLock { $0 }.first?.contains("MainActorObservable<Int>") == true)
        }
    }
}
