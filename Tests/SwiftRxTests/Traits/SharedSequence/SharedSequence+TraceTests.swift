import SwiftRxTest
import Testing

@testable import SwiftRx

extension TraceRecordingTests {
    @Suite("Driver trace")
    struct SharedSequenceTraceTests {
        @Test func recordsOnceForSeveralSubscribersBecauseItStaysShared() {
            var first: TestableObserver<Int>?
            var second: TestableObserver<Int>?
            let recording = TraceRecordingTests.record { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
                let driver = SharingScheduler.mock(scheduler: scheduler) {
                    xs.asDriver(onErrorJustReturn: -1).trace("driver")
                }
                let a = scheduler.createObserver(Int.self)
                let b = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) {
                    _ = driver.drive(a)
                    _ = driver.drive(b)
                }
                scheduler.start()
                first = a
                second = b
            }
            // Delivered a tick late by the (mocked) main scheduler, to both subscribers.
            #expect(first?.events == [.next(211, 1), .next(221, 2), .completed(231)])
            #expect(second?.events == first?.events)
            // One subscription of the traced point, shared by both.
            #expect(
                TraceRecordingTests.summary(recording.events) == [
                    "driver subscribe@200", "driver next(1)@211", "driver next(2)@221", "driver completed@231",
                    "driver dispose@231",
                ])
        }
    }
}
