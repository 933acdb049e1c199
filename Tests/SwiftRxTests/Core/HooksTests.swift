import Foundation
import SwiftRx
import Testing

/// Where diagnostics go by default: standard error, once per kind and place, with a summary of the
/// repeats when the program exits; never the program's standard output. Each case runs in a child
/// process (a Swift Testing exit test), whose output is checked.
@Suite("Hooks output")
struct HooksTests {
    private static func text(_ bytes: [UInt8]?) -> String {
        String(decoding: bytes ?? [], as: UTF8.self)
    }

    @Test func aRepeatedViolationIsWrittenOnceToStandardErrorAndSummarizedAtExit() async {
        #if DEBUG
            let result = await #expect(
                processExitsWith: .success,
                observing: [\.standardOutputContent, \.standardErrorContent]
            ) {
                let subject = PublishSubject<Int>()
                _ = subject.subscribe(onNext: { value in
                    if value < 3 { subject.onNext(value + 1) }
                })
                subject.onNext(0)
                print("program output")
                exit(0)
            }
            let output = Self.text(result?.standardOutputContent)
            let errors = Self.text(result?.standardErrorContent)
            #expect(output.contains("program output"))
            #expect(!output.contains("SwiftRx"))
            let reports = errors.split(separator: "\n").filter { $0.hasPrefix("SwiftRx grammar violation") }
            #expect(reports.count == 1, "\(errors)")
            #expect(reports.first?.contains("`PublishSubject` (created at SwiftRxTests/HooksTests.swift:") == true)
            #expect(errors.contains("SwiftRx: 3 diagnostic report(s) at 1 place(s):"))
            #expect(errors.contains("  3× SwiftRx grammar violation in `PublishSubject`"))
        #endif
    }

    @Test func aViolationReportedOnlyOnceHasNoSummary() async {
        #if DEBUG
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let relay = PublishRelay<Int>()
                _ = relay.subscribe(onNext: { value in
                    if value == 0 { relay.accept(1) }
                })
                relay.accept(0)
                exit(0)
            }
            let errors = Self.text(result?.standardErrorContent)
            #expect(
                errors.contains(
                    "SwiftRx grammar violation in `PublishRelay` (created at SwiftRxTests/HooksTests.swift:"))
            #expect(!errors.contains("diagnostic report(s)"))
        #endif
    }

    @Test func aCustomHandlerGetsTheFirstReportAndNoSummaryIsWritten() async {
        #if DEBUG
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                Hooks.grammarViolationHandler = { _ in FileHandle.standardError.write(Data("custom\n".utf8)) }
                let subject = PublishSubject<Int>()
                _ = subject.subscribe(onNext: { value in
                    if value < 3 { subject.onNext(value + 1) }
                })
                subject.onNext(0)
                exit(0)
            }
            let errors = Self.text(result?.standardErrorContent)
            #expect(errors == "custom\n")
        #endif
    }

    @Test func anUnhandledErrorIsWrittenToStandardError() async {
        let result = await #expect(
            processExitsWith: .success,
            observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = Observable<Int>.error(RxError.noElements).subscribe()
            print("program output")
            exit(0)
        }
        let output = Self.text(result?.standardOutputContent)
        let errors = Self.text(result?.standardErrorContent)
        #expect(output.contains("program output"))
        #expect(!output.contains("SwiftRx"))
        #expect(errors.contains("SwiftRx: unhandled error"))
    }

    @Test func countsAreKeptPerKindAndPlaceAndCanBeReset() {
        let first = GrammarViolation(kind: .eventAfterTerminal, operatorName: "create", location: "A.swift:1")
        let second = GrammarViolation(kind: .eventAfterTerminal, operatorName: "create", location: "A.swift:2")
        var counts: [GrammarViolationCount] = []
        var afterReset: (counts: [GrammarViolationCount], summary: String) = ([], "x")
        let reports = capturingViolations {
            for _ in 0..<4 { Hooks.report(first) }
            Hooks.report(second)
            counts = Hooks.grammarViolationCounts
            Hooks.resetGrammarViolationCounts()
            afterReset = (Hooks.grammarViolationCounts, Hooks.grammarViolationSummary)
            Hooks.report(first)
        }
        #expect(reports.map(\.location) == ["A.swift:1", "A.swift:2", "A.swift:1"])
        #expect(counts.map(\.count) == [4, 1])
        #expect(counts.first?.violation.location == "A.swift:1")
        #expect(
            counts.first?.description.hasPrefix("4× SwiftRx grammar violation in `create` (subscribed at A.swift:1)")
                == true)
        #expect(afterReset.counts.isEmpty)
        #expect(afterReset.summary.isEmpty)
    }

    @Test func theIgnorePolicyNeitherHandlesNorCounts() {
        var counts: [GrammarViolationCount] = []
        let reports = capturingViolations(.ignore) {
            Hooks.report(GrammarViolation(kind: .concurrentEvent, operatorName: "create"))
            counts = Hooks.grammarViolationCounts
        }
        #expect(reports.isEmpty)
        #expect(counts.isEmpty)
    }
}
