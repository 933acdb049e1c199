import Foundation
import SwiftRxTest
import Synchronization
import Testing

@testable import SwiftRx

@Suite("debug", .scopedResources)
struct DebugTests {
    @Test(arguments: [
        (0.0, "1970-01-01 00:00:00.000"),
        (951_868_798.7655, "2000-02-29 23:59:58.765"),
        (-0.5, "1969-12-31 23:59:59.500"),
        (1_796_040_000.0, "2026-11-30 12:00:00.000"),
    ])
    func timestampsAreUTC(seconds: Double, expected: String) {
        #expect(DebugOutput.timestamp(Date(timeIntervalSince1970: seconds)) == expected)
    }

    private func capture(_ body: () -> Void) -> [String] {
        let lines = Synchronization.Mutex<[String]>([])
        // Only the lines this test's task prints: tests running at the same time print elsewhere.
        DebugOutput.$localWriter.withValue({ line in lines.withLock { $0.append(line) } }, operation: body)
        // Drop the timestamp: everything after the first ": ".
        return lines.withLock { $0 }.map { line in
            String(line[line.range(of: ": ")!.upperBound...])
        }
    }

    @Test func printsSubscriptionEventsAndDisposal() {
        let log = EventLog<Int>()
        let lines = capture {
            _ = Observable.of(1, 2).debug("numbers").subscribe { log.append($0) }
        }
        #expect(log.elements == [1, 2])
        #expect(log.isCompleted)
        #expect(
            lines == [
                "numbers -> subscribed",
                "numbers -> Event next(1)",
                "numbers -> Event next(2)",
                "numbers -> Event completed",
                "numbers -> isDisposed",
            ])
    }

    @Test func labelsWithTheCallSiteWhenNoIdentifierIsGiven() {
        let line: UInt = #line + 2
        let lines = capture {
            _ = Observable.just(1).debug().subscribe { _ in }
        }
        #expect(
            lines.first == "DebugTests.swift:\(line) (labelsWithTheCallSiteWhenNoIdentifierIsGiven()) -> subscribed")
    }

    @Test(arguments: [false, true])
    func trimsLongEventsOnlyWhenAsked(trim: Bool) {
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        let lines = capture {
            _ = Observable.just(long).debug("s", trimOutput: trim).subscribe { _ in }
        }
        let event = lines[1]
        if trim {
            // The first and the last 20 characters of "next(aaa...bbb)".
            #expect(
                event == "s -> Event next(" + String(repeating: "a", count: 15) + "..."
                    + String(repeating: "b", count: 19) + ")")
        } else {
            #expect(event == "s -> Event next(\(long))")
        }
    }

    @Test func passesEventsThroughOnVirtualTime() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
            var res: TestableObserver<Int>?
            let lines = capture { res = scheduler.start { xs.debug("vt") } }
            #expect(res?.events == [.next(210, 1), .error(250, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(lines.count == 4)
            #expect(lines.last == "vt -> isDisposed")
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamOnVirtualTime() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            var res: TestableObserver<Int>?
            let lines = capture { res = scheduler.start(disposed: 250) { xs.debug("vt") } }
            #expect(res?.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(lines == ["vt -> subscribed", "vt -> Event next(1)", "vt -> isDisposed"])
        }
        #expect(liveResources == resources)
    }

    @Test func printsDisposalWhenDisposedEarly() {
        let lines = capture {
            let subscription = Observable<Int>.never().debug("n").subscribe { _ in }
            subscription.dispose()
        }
        #expect(lines == ["n -> subscribed", "n -> isDisposed"])
    }
}
