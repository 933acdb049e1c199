import Synchronization

extension Hooks {
    /// Captures the call stack of a `subscribe` call, for RxSwift code that installs its own capture.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    private struct CompatState: Sendable {
        var recordCallStackOnError = false
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = { [] }
    }

    private static let compatState = Mutex(CompatState())

    /// Whether to capture the call stack of each `subscribe` call for error reports. Kept so RxSwift
    /// code that sets it compiles unchanged; it starts `false`.
    ///
    /// SwiftRx does not capture call stacks: in debug builds it always records the file and line of
    /// the `subscribe` call instead, which is what ``defaultErrorHandler`` receives as its
    /// `subscriptionLocation`. Setting this changes nothing else. Safe to read and set from any thread.
    public static var recordCallStackOnError: Bool {
        get { compatState.withLock { $0.recordCallStackOnError } }
        set { compatState.withLock { $0.recordCallStackOnError = newValue } }
    }

    /// A function that captures the call stack of a `subscribe` call. Kept so RxSwift code that installs
    /// one compiles unchanged; the default returns an empty array.
    ///
    /// SwiftRx never calls it: error reports carry the file and line of the `subscribe` call (debug
    /// builds) rather than a call stack. Safe to read and set from any thread.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { compatState.withLock { $0.customCaptureSubscriptionCallstack } }
        set { compatState.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }
}
