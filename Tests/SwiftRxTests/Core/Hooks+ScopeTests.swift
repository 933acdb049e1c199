import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@Suite("Hooks.Scope", .noLeaks)
struct HooksScopeTests {
    private static let afterTheEnd = GrammarViolation(
        kind: .eventAfterTerminal, operatorName: "create", location: "Scoped.swift:1")

    @Test func scopesRunningAtTheSameTimeEachGetOnlyTheirOwnReports() async throws {
        let firstReports = ViolationBox()
        let secondReports = ViolationBox()
        let firstInside = Flag()
        let secondReported = Flag()
        async let first: Void = Hooks.Scope(grammarViolationHandler: { firstReports.append($0) }).run {
            firstInside.fire()
            // The second scope reports while this one is still in effect in its own task.
            try await secondReported.wait()
            Hooks.report(GrammarViolation(kind: .reentrantEvent, operatorName: "first", location: "A.swift:1"))
        }
        async let second: Void = Hooks.Scope(grammarViolationHandler: { secondReports.append($0) }).run {
            try await firstInside.wait()
            Hooks.report(GrammarViolation(kind: .reentrantEvent, operatorName: "second", location: "B.swift:1"))
            secondReported.fire()
        }
        try await first
        try await second
        #expect(firstReports.all.map(\.operatorName) == ["first"])
        #expect(secondReports.all.map(\.operatorName) == ["second"])
    }

    @Test func eachScopeReportsTheFirstOfAKindAndPlaceItselfAndCountsIt() {
        let reports = ViolationBox()
        let handler: @Sendable (GrammarViolation) -> Void = { reports.append($0) }
        let first = Hooks.Scope(grammarViolationHandler: handler)
        let second = Hooks.Scope(grammarViolationHandler: handler)
        first.run {
            Hooks.report(Self.afterTheEnd)
            Hooks.report(Self.afterTheEnd)
        }
        // Already reported in the first scope, still new in the second.
        second.run { Hooks.report(Self.afterTheEnd) }
        #expect(reports.all.count == 2)
        #expect(first.grammarViolationCounts.map(\.count) == [2])
        #expect(second.grammarViolationCounts.map(\.count) == [1])
    }

    @Test func settingsLeftOpenComeFromTheEnclosingScope() {
        let reports = ViolationBox()
        let outer = Hooks.Scope(grammarViolationPolicy: .log, grammarViolationHandler: { reports.append($0) })
        var ignoredCounts: [GrammarViolationCount] = []
        outer.run {
            Hooks.Scope(grammarViolationPolicy: .ignore).run {
                Hooks.report(Self.afterTheEnd)
                ignoredCounts = Hooks.grammarViolationCounts
            }
            // A scope that sets only the error handler leaves violations to the outer scope.
            Hooks.Scope(defaultErrorHandler: { _, _ in }).run {
                Hooks.report(Self.afterTheEnd)
            }
        }
        #expect(ignoredCounts.isEmpty)
        #expect(reports.all.map(\.location) == ["Scoped.swift:1"])
        #expect(outer.grammarViolationCounts.map(\.count) == [1])
    }

    @Test func anUnhandledErrorGoesToTheScopesHandler() {
        let errors = Mutex<[String]>([])
        Hooks.Scope(defaultErrorHandler: { _, error in errors.withLock { $0.append("\(error)") } }).run {
            _ = Observable<Int>.error(TestError(id: 3)).subscribe()
        }
        #expect(errors.withLock { $0 } == ["\(TestError(id: 3))"])
    }

    @Test func theScopeReachesTheWorkOfASchedulerButNotABlockGivenToAQueueDirectly() async {
        let reports = ViolationBox()
        let hooks = Hooks.Scope(grammarViolationHandler: { reports.append($0) })
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "hooks.scope")
        let seen = await hooks.run {
            await withCheckedContinuation { (continuation: CheckedContinuation<[Bool], Never>) in
                _ = scheduler.schedule(()) { _ in
                    Hooks.report(Self.afterTheEnd)
                    let inScheduledWork = Hooks.Scope.current === hooks
                    DispatchQueue.global().async {
                        continuation.resume(returning: [inScheduledWork, Hooks.Scope.current === hooks])
                    }
                    return Disposables.create()
                }
            }
        }
        #expect(seen == [true, false])
        #expect(reports.all.map(\.location) == ["Scoped.swift:1"])
    }
}
