import Foundation
import Synchronization

extension Hooks {
    /// Captures the call stack of a `subscribe` call, for RxSwift code that installs its own capture.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    private struct CompatState: Sendable {
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
                // Drops this closure's own frame.
                return Array(Thread.callStackSymbols.dropFirst())
            #else
                return []
            #endif
        }
    }

    private static let compatState = Mutex(CompatState())
    // Read by every `subscribe` made without an `onError` closure, so it is a plain atomic, read
    // inline: bit 0 is the process-wide setting, and each live `Hooks.Scope` that records call
    // stacks adds `recordingScopeWeight`. Zero means no `subscribe` records anything.
    @usableFromInline
    static let recordsCallStacks = Atomic<Int>(0)

    /// Whether each `subscribe` call made without an error handler captures its call stack, with
    /// ``customCaptureSubscriptionCallstack``, for ``defaultErrorHandler``. Starts `false`, as in
    /// RxSwift; the handler then gets the `file:line` of the `subscribe` call in debug builds.
    ///
    /// Capturing costs a call to the capture function per such `subscribe`; it applies to
    /// subscriptions made after it is set. Safe to read and set from any thread.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStacks.load(ordering: .relaxed) & 1 != 0 }
        set {
            if newValue {
                recordsCallStacks.bitwiseOr(1, ordering: .relaxed)
            } else {
                recordsCallStacks.bitwiseAnd(~1, ordering: .relaxed)
            }
        }
    }

    /// Captures the call stack of a `subscribe` call while ``recordCallStackOnError`` is `true`.
    ///
    /// The default returns `Thread.callStackSymbols` in debug builds of SwiftRx and an empty array
    /// in release builds. Safe to read and set from any thread.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { compatState.withLock { $0.customCaptureSubscriptionCallstack } }
        set { compatState.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }
}
