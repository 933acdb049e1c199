import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharingScheduler", .noLeaks)
struct SharingSchedulerTests {
    @Test func aMockAppliesInsideItsActionOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let inside = SharingScheduler.mock(scheduler: scheduler) { SharingScheduler.make() }
        #expect(inside as? TestScheduler === scheduler)
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func anInnerMockTakesThePlaceOfTheOuterOneUntilItEnds() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        let seen = SharingScheduler.mock(scheduler: outer) {
            let during = SharingScheduler.mock(scheduler: inner) { SharingScheduler.make() }
            return [during, SharingScheduler.make()]
        }
        #expect(seen.count == 2)
        #expect(seen.first as? TestScheduler === inner)
        #expect(seen.last as? TestScheduler === outer)
    }

    @Test func aMockDoesNotReachATaskRunningAtTheSameTime() async throws {
        let mocked = Flag()
        let checked = Flag()
        let scheduler = TestScheduler(initialClock: 0)
        async let inMock: Bool = SharingScheduler.mock(scheduler: scheduler) {
            mocked.fire()
            // The other task looks while this mock is still in effect.
            try await checked.wait()
            return SharingScheduler.make() as? TestScheduler === scheduler
        }
        async let elsewhere: Bool = {
            try await mocked.wait()
            defer { checked.fire() }
            return SharingScheduler.make() is MainScheduler
        }()
        #expect(try await inMock)
        #expect(try await elsewhere)
    }

    @Test func aDriverBuiltInWorkScheduledInsideTheMockDeliversOnTheMockScheduler() async {
        let scheduler = TestScheduler(initialClock: 0)
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "sharing.mock")
        let observer = scheduler.createObserver(Int.self)
        await SharingScheduler.mock(scheduler: scheduler) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                _ = queue.schedule(()) { _ in
                    _ = Driver.just(1).drive(observer)
                    continuation.resume()
                    return Disposables.create()
                }
            }
        }
        // Nothing is delivered until the virtual clock runs: the driver was built on the mock.
        #expect(observer.events.isEmpty)
        scheduler.start()
        #expect(observer.events == [.next(1, 1), .completed(1)])
    }
}
