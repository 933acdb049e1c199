import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("AnyRecursiveScheduler", .scopedResources)
struct AnyRecursiveSchedulerTests {
    @Test func recursesAfterEachDelayOnVirtualTime() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let runs = Mutex<[String]>([])
            let recursion = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { state, recurse in
                runs.withLock { $0.append("\(state)@\(scheduler.clock)") }
                if state < 3 { recurse.schedule(state + 1, dueTime: .seconds(5)) }
            }
            scheduler.start()
            #expect(runs.withLock { $0 } == ["0@10", "1@15", "2@20", "3@25"])
            recursion.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func immediateRecursionRunsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let runs = Mutex<[String]>([])
        _ = scheduler.scheduleRecursive(0, dueTime: .seconds(100)) { state, recurse in
            runs.withLock { $0.append("\(state)@\(scheduler.clock)") }
            if state < 2 { recurse.schedule(state + 1) }
        }
        scheduler.start()
        // TestScheduler runs "now" work one tick later, to simulate processing time.
        #expect(runs.withLock { $0 } == ["0@100", "1@101", "2@102"])
    }

    @Test func disposingCancelsThePendingRun() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let runs = Mutex<[Int]>([])
            let recursion = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { state, recurse in
                runs.withLock { $0.append(scheduler.clock) }
                recurse.schedule(state + 1, dueTime: .seconds(10))
            }
            scheduler.scheduleAt(35) { recursion.dispose() }
            scheduler.start()
            #expect(runs.withLock { $0 } == [10, 20, 30])
            #expect((recursion as? any Cancelable)?.isDisposed == true)
        }
        #expect(liveResources == start)
    }

    @Test func schedulingAfterDisposeIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let recursive = AnyRecursiveScheduler<Int>(scheduler: scheduler) { _, _ in
            Issue.record("a disposed recursive scheduler must not run")
        }
        recursive.dispose()
        recursive.schedule(1, dueTime: .seconds(1))
        recursive.schedule(2)
        scheduler.start()
        #expect(recursive.isDisposed)
    }
}
