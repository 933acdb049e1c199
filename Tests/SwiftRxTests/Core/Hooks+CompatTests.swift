import SwiftRx
import Synchronization
import Testing

/// The hooks are process-wide, so the tests that change them run one at a time.
@Suite("Hooks: RxSwift compatibility settings", .serialized)
struct HooksCompatTests {
    struct Failure: Error, Equatable {}

    @Test func recordCallStackOnErrorKeepsTheValueSet() {
        let previous = Hooks.recordCallStackOnError
        defer { Hooks.recordCallStackOnError = previous }
        #expect(previous == false)
        Hooks.recordCallStackOnError = true
        #expect(Hooks.recordCallStackOnError)
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

    /// Runs `body` with an error handler that records the call stack of each `Failure` it gets, then
    /// restores every hook; returns the recorded stacks.
    private func reportedCallStacks(_ body: () -> Void) -> [[String]] {
        let savedRecording = Hooks.recordCallStackOnError
        let savedCapture = Hooks.customCaptureSubscriptionCallstack
        let savedHandler = Hooks.defaultErrorHandler
        defer {
            Hooks.recordCallStackOnError = savedRecording
            Hooks.customCaptureSubscriptionCallstack = savedCapture
            Hooks.defaultErrorHandler = savedHandler
        }
        let reports = Mutex<[[String]]>([])
        Hooks.defaultErrorHandler = { callStack, error in
            if error is Failure { reports.withLock { $0.append(callStack) } }
        }
        body()
        return reports.withLock { $0 }
    }

    @Test func aRecordedCallStackIsCapturedAtSubscribeAndHandedToTheErrorHandler() {
        let handledErrors = Atomic<Int>(0)
        let reports = reportedCallStacks {
            Hooks.customCaptureSubscriptionCallstack = { ["captured at subscribe"] }
            Hooks.recordCallStackOnError = true
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in })
            // With an `onError` closure the error is handled there and never reported.
            let handled = subject.subscribe(onError: { _ in handledErrors.add(1, ordering: .relaxed) })
            Hooks.customCaptureSubscriptionCallstack = { ["captured later"] }
            subject.onError(Failure())
            subscription.dispose()
            handled.dispose()
        }
        // One report, with the stack captured when `subscribe` ran, not when the error arrived.
        #expect(reports == [["captured at subscribe"]])
        #expect(handledErrors.load(ordering: .relaxed) == 1)
    }

    @Test func withoutRecordingNothingIsCapturedAndTheHandlerGetsAnEmptyCallStack() {
        #expect(Hooks.recordCallStackOnError == false)
        let captures = Atomic<Int>(0)
        let reports = reportedCallStacks {
            Hooks.customCaptureSubscriptionCallstack = {
                captures.add(1, ordering: .relaxed)
                return ["captured"]
            }
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
        let reports = reportedCallStacks {
            Hooks.customCaptureSubscriptionCallstack = { [] }
            Hooks.recordCallStackOnError = true
            _ = Observable<Int>.error(Failure()).subscribe()
        }
        // What the capture returned is passed on as is, not replaced by the subscribe location.
        #expect(reports == [[]])
    }
}
