import Foundation
import SwiftRx
import Synchronization
import Testing

@Suite("HistoricalScheduler")
struct HistoricalSchedulerTests {
    @Test func runsActionsInDateOrder() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        let log = Mutex<[String]>([])
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
            log.withLock { $0.append("\(scheduler.now.timeIntervalSince1970)") }
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(1)) { _ in
            log.withLock { $0.append("\(scheduler.clock.timeIntervalSince1970)") }
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.withLock { $0 } == ["1001.0", "1001.5"])
        #expect(HistoricalScheduler().clock == Date(timeIntervalSince1970: 0))
    }

    @Test func converterIsTheIdentity() {
        let converter = HistoricalSchedulerTimeConverter()
        let date = Date(timeIntervalSince1970: 42)
        #expect(converter.convertToVirtualTime(date) == date)
        #expect(converter.convertFromVirtualTime(date) == date)
        #expect(converter.convertToVirtualTimeInterval(2.5) == 2.5)
        #expect(converter.convertFromVirtualTimeInterval(2.5) == 2.5)
        #expect(converter.offsetVirtualTime(date, offset: 8) == Date(timeIntervalSince1970: 50))
        #expect(converter.compareVirtualTime(date, date.addingTimeInterval(1)) == .lessThan)
        #expect(converter.compareVirtualTime(date, date) == .equal)
        #expect(converter.compareVirtualTime(date.addingTimeInterval(1), date) == .greaterThan)
    }
}
