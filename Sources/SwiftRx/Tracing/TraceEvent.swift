/// One thing a ``ObservableType/trace(_:)`` point saw while a ``TraceRecording`` was on.
///
/// Events of one subscription share its ``subscription`` number; two subscriptions of the same
/// point have two numbers. ``time`` is measured from the start of the recording, on the recording's
/// clock (monotonic by default).
public struct TraceEvent: Sendable, Hashable {
    /// What happened at the traced point.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A subscription to the traced point began.
        case subscribe
        /// An element passed; ``TraceEvent/value`` describes it.
        case next
        /// The sequence failed; ``TraceEvent/value`` describes the error.
        case error
        /// The sequence completed.
        case completed
        /// The subscription was disposed (after a terminal event, or from outside).
        case dispose
    }

    /// What happened.
    public let kind: Kind
    /// The name given to ``ObservableType/trace(_:)``.
    public let point: String
    /// The subscription this event belongs to, unique within the process.
    public let subscription: Int
    /// `String(describing:)` of the element of a `next` or of the error of an `error`; `nil` otherwise.
    public let value: String?
    /// When it happened, from the start of the recording.
    public let time: Duration
    /// The thread it happened on: `main` for the main thread, the thread's name when it has one,
    /// otherwise `thread N`, numbered in the order the recording first saw each thread.
    public let thread: String

    /// Makes an event; the recording makes them, tests and tools may too.
    public init(kind: Kind, point: String, subscription: Int, value: String?, time: Duration, thread: String) {
        self.kind = kind
        self.point = point
        self.subscription = subscription
        self.value = value
        self.time = time
        self.thread = thread
    }

    /// ``time`` in microseconds, the unit of the Trace Event Format.
    public var microseconds: Double {
        let parts = time.components
        return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
    }
}
