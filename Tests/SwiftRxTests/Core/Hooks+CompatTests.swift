import SwiftRx
import Synchronization
import Testing

/// Each test sets the hooks of its own `Hooks.Scope`, so it runs beside other tests; the process-wide
/// settings themselves are checked by ``HooksCompatProcessWideTests``.
@Suite("Hooks: RxSwift compatibility settings")
struct HooksCompatTests {
    struct Failure: Error, Equatable {}

    /// Runs `body` in a hooks scope with an error handler that records the call stack of each
    /// `Failure` it gets, and with `recordCallStackOnError` and `capture`; returns the recorded stacks.
    private func reportedCallStacks(
        recording: Bool?,
        capture: @escaping Hooks.CustomCaptureSubscriptionCallstack,
        _ body: () -> Void
    ) -> [[String]] {
        let reports = Mutex<[[String]]>([])
        let hooks = Hooks.Scope(
            defaultErrorHandler: { callStack, error in
                if error is Failure { reports.withLock { $0.append(callStack) } }
            },
            recordCallStackOnError: recording,
            customCaptureSubscriptionCallstack: capture)
        hooks.run(body)
        return reports.withLock { $0 }
    }

    @Test func aRecordedCallStackIsCapturedAtSubscribeAndHandedToTheErrorHandler() {
        let handledErrors = Atomic<Int>(0)
        let frame = Mutex("captured at subscribe")
        let reports = reportedCallStacks(recording: true, capture: { [frame.withLock { $0 }] }) {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in })
            // With an `onError` closure the error is handled there and never reported.
            let handled = subject.subscribe(onError: { _ in handledErrors.add(1, ordering: .relaxed) })
            frame.withLock { $0 = "captured later" }
            subject.onError(Failure())
            subscription.dispose()
            handled.dispose()
        }
        // One report, with the stack captured when `subscribe` ran, not when the error arrived.
        #expect(reports == [["captured at subscribe"]])
        #expect(handledErrors.load(ordering: .relaxed) == 1)
    }

    @Test(arguments: [nil, false])
    func withoutRecordingNothingIsCapturedAndTheHandlerGetsAnEmptyCallStack(recording: Bool?) {
        let captures = Atomic<Int>(0)
        let capture: Hooks.CustomCaptureSubscriptionCallstack = {
            captures.add(1, ordering: .relaxed)
            return ["captured"]
        }
        let reports = reportedCallStacks(recording: recording, capture: capture) {
            _ = Observable<Int>.error(Failure()).subscribe()
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in })
            subject.onError(Failure())
            subscription.dispose()
        }
        // RxSwift's contract: without recording, the handler gets `[]` (debug and release alike).
        #expect(captures.load(ordering: .relaxed) == 0)
        #expect(reports == [[], []])
    }

    @Test func anEmptyRecordedCallStackStaysEmpty() {
        let reports = reportedCallStacks(recording: true, capture: { [] }) {
            _ = Observable<Int>.error(Failure()).subscribe()
        }
        // What the capture returned is passed on as is, not replaced by the subscribe location.
        #expect(reports == [[]])
    }

    @Test func aScopeInsideAnotherTakesTheSettingsItLeavesOpenFromTheOuterOne() {
        let reports = reportedCallStacks(recording: true, capture: { ["outer capture"] }) {
            Hooks.Scope(customCaptureSubscriptionCallstack: { ["inner capture"] }).run {
                _ = Observable<Int>.error(Failure()).subscribe()
            }
            Hooks.Scope(recordCallStackOnError: false).run {
                _ = Observable<Int>.error(Failure()).subscribe()
            }
        }
        // The first inner scope records (from the outer one) with its own capture; the second
        // turns recording off, so its handler (the outer one) gets an empty stack.
        #expect(reports == [["inner capture"], []])
    }
}

/// The process-wide settings: changing them changes every `subscribe` of the process, so these run
/// only in the process-exclusive step of `.ci/run`, one at a time.
@Suite("Hooks: process-wide RxSwift compatibility settings", .serialized, .processExclusive)
struct HooksCompatProcessWideTests {
    @Test func recordCallStackOnErrorKeepsTheValueSet() {
        let previous = Hooks.recordCallStackOnError
        defer { Hooks.recordCallStackOnError = previous }
        #expect(previous == false)
        Hooks.recordCallStackOnError = true
        #expect(Hooks.recordCallStackOnError)
        // A scope that records does not change the process-wide value.
        let scope = Hooks.Scope(recordCallStackOnError: true)
        Hooks.recordCallStackOnError = false
        #expect(Hooks.recordCallStackOnError == false)
        withExtendedLifetime(scope) {}
    }

    @Test func customCaptureSubscriptionCallstackKeepsTheFunctionSet() {
        let previous = Hooks.customCaptureSubscriptionCallstack
        defer { Hooks.customCaptureSubscriptionCallstack = previous }
        #if DEBUG
            #expect(!previous().isEmpty, "the default captures Thread.callStackSymbols in debug builds")
        #else
            #expect(previous() == [])
        #endif
        Hooks.customCaptureSubscriptionCallstack = { ["frame 0", "frame 1"] }
        #expect(Hooks.customCaptureSubscriptionCallstack() == ["frame 0", "frame 1"])
    }
}
