import Dispatch
import Testing

@testable import SwiftRx

@Suite("RxTimeInterval.fromSeconds (the seconds conversion)")
struct SchedulerTypeTests {
    @Test(arguments: [
        (0.5, 500_000_000),
        (0.001, 1_000_000),
        (0.25, 250_000_000),
        (1.5, 1_500_000_000),
        (0.1 + 0.2, 300_000_000),  // 0.30000000000000004 s
        (1e-9, 1),
        (0.4e-9, 0),  // below half a nanosecond rounds to zero
        (0.6e-9, 1),  // above half a nanosecond rounds up
        (0.0, 0),
        (-0.5, -500_000_000),
        (3_600.0, 3_600_000_000_000),
    ])
    func convertsSecondsToTheNearestNanosecond(seconds: Double, nanoseconds: Int) {
        #expect(RxTimeInterval.fromSeconds(seconds) == .nanoseconds(nanoseconds))
    }

    @Test func convertedIntervalsGiveBackTheirSeconds() {
        #expect(RxTimeInterval.fromSeconds(0.5).seconds == 0.5)
        #expect(RxTimeInterval.fromSeconds(0.001).seconds == 0.001)
    }

    @Test(arguments: [Double.infinity, 1e10, 9.3e9])
    func spansBeyondIntNanosecondsAreNever(seconds: Double) {
        #expect(RxTimeInterval.fromSeconds(seconds) == .never)
    }

    @Test(arguments: [-Double.infinity, -1e10])
    func veryNegativeSpansSaturate(seconds: Double) {
        #expect(RxTimeInterval.fromSeconds(seconds) == .nanoseconds(.min))
    }

    @Test func nanStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RxTimeInterval.fromSeconds(.nan)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a time interval of NaN seconds was passed"))
    }
}
