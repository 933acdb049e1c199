import Foundation
import Synchronization

/// A broken promise of the Rx contract, detected at run time.
public struct GrammarViolation: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// An event arrived after the sequence had already ended.
        case eventAfterTerminal
        /// An observer was called while it was still handling an earlier event on the same thread.
        case reentrantEvent
        /// An observer was called from two threads at once.
        case concurrentEvent
        /// A Driver or Signal was driven, or a Binder received a value, away from the main thread.
        case notOnMainThread
        /// An operator was given a time span of zero or less where that makes it act at once (a
        /// `timeout` that fails as soon as it is subscribed, an `interval` or `timer` with a period
        /// of zero that ticks as fast as a scheduler of real time runs); valid, but rarely what was
        /// meant.
        case nonPositiveDuration
    }

    /// What went wrong.
    public let kind: Kind
    /// The operator, subject or type where it was detected (`create`, `PublishSubject`, ...).
    public let operatorName: String
    /// Where the chain was built or subscribed, or the subject created, when known (`file:line`).
    public let location: String?
    /// Tells apart instances created at the same place (subjects), so each is reported once; `0`
    /// when all instances from one place count as one.
    let instance: Int

    /// Makes a violation report.
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - operatorName: Where it was detected.
    ///   - location: Where the chain was built or subscribed, if known.
    public init(kind: Kind, operatorName: String, location: String? = nil) {
        self.init(kind: kind, operatorName: operatorName, location: location, instance: 0)
    }

    init(kind: Kind, operatorName: String, location: String?, instance: Int) {
        self.kind = kind
        self.operatorName = operatorName
        self.location = location
        self.instance = instance
    }

    /// What the user should change to fix the problem.
    public var advice: String {
        switch kind {
        case .eventAfterTerminal:
            return "Stop sending events once you have sent `onError` or `onCompleted`."
        case .reentrantEvent:
            return "An observer sent an event back into the sequence it is observing. Break the cycle, or "
                + "deliver the new event later with `observe(on:)` on a serial scheduler."
        case .concurrentEvent:
            return "Events were sent from several threads at once. Send them from one thread or serial "
                + "queue, or serialize the sources with `observe(on:)` on a serial scheduler."
        case .notOnMainThread:
            return "Drive or emit from the main thread, or build the sequence with `asDriver`/`asSignal` "
                + "so that it is delivered on the main scheduler."
        case .nonPositiveDuration where isZeroPeriod:
            return "Pass a period longer than zero, such as `.milliseconds(100)`, or `.never` for no repeats."
        case .nonPositiveDuration:
            return "Pass a duration longer than zero, or use the operator's immediate form (for example "
                + "`Observable.error(RxError.timeout)`) if acting at once is what you mean."
        }
    }

    /// The full message: what happened, where, and what to change.
    public var description: String {
        let what: String
        switch kind {
        case .eventAfterTerminal: what = "an event was sent after the sequence had ended"
        case .reentrantEvent: what = "an event was sent re-entrantly while the previous one was being handled"
        case .concurrentEvent: what = "two events were sent at the same time from different threads"
        case .notOnMainThread: what = "a main-thread-only sequence was used from another thread"
        case .nonPositiveDuration where isZeroPeriod:
            what = "a period of zero sends elements as fast as the scheduler runs them, a busy loop"
        case .nonPositiveDuration: what = "a duration of zero or less makes it act as soon as it is subscribed"
        }
        let place = location.map { " (\(placeVerb) at \($0))" } ?? ""
        let title = kind == .nonPositiveDuration ? "SwiftRx warning" : "SwiftRx grammar violation"
        return "\(title) in `\(operatorName)`\(place): \(what). \(advice)"
    }

    /// Whether this is the zero-period warning of `interval` or `timer`, whose operator name ends
    /// with `(period: 0)`.
    private var isZeroPeriod: Bool {
        operatorName.hasSuffix("(period: 0)")
    }

    /// How ``location`` relates to the chain: subjects and relays are created there, other chains
    /// subscribed.
    private var placeVerb: String {
        operatorName.hasSuffix("Subject") || operatorName.hasSuffix("Relay") ? "created" : "subscribed"
    }

    /// What makes two reports the same diagnostic: the kind and the place.
    struct Key: Hashable {
        let kind: Kind
        let operatorName: String
        let location: String?
        let instance: Int
    }

    var key: Key {
        Key(kind: kind, operatorName: operatorName, location: location, instance: instance)
    }
}

/// One diagnostic and how often it happened, from ``Hooks/grammarViolationCounts``.
public struct GrammarViolationCount: Sendable, CustomStringConvertible {
    /// The first report of this kind at this place.
    public let violation: GrammarViolation
    /// How many times it happened, the first report included.
    public let count: Int

    /// `count× description`.
    public var description: String {
        "\(count)× \(violation.description)"
    }
}

/// What SwiftRx does when it detects a ``GrammarViolation``.
public enum GrammarViolationPolicy: Sendable, Equatable {
    /// Report nothing. (Events after a terminal event are always dropped; overlapping events are
    /// still delivered.)
    case ignore
    /// Report the violation through ``Hooks/grammarViolationHandler``; events after a terminal event
    /// are dropped, overlapping events are still delivered.
    case log
    /// Report it and stop the program: for test runs that must not tolerate violations.
    case fatal
}

/// Process-wide hooks: where unhandled errors and contract violations go.
///
/// All properties are safe to read and replace from any thread. They hold the process-wide values;
/// a ``Scope`` replaces them for the code run in it (a test among tests running in parallel, say),
/// and reports made there go to the scope's handlers.
public enum Hooks {
    /// Called with an error that reached a `subscribe` without an `onError` handler.
    ///
    /// The first argument describes where the subscription was made. For a `subscribe` call it is,
    /// as in RxSwift, the call stack ``customCaptureSubscriptionCallstack`` captured when
    /// ``recordCallStackOnError`` was `true` at that call, and empty (`[]`) when it was `false`.
    /// For an error that reached a binding (which RxSwift does not report here), it holds, in debug
    /// builds, one entry: the `file:line` of the binding call, where it is known. The built-in
    /// handler still prints the `file:line` of a `subscribe` call in debug builds.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: any Error) -> Void

    private struct State: Sendable {
        /// `nil` while the built-in handler is in place: it alone gets the `file:line` of a
        /// `subscribe` call that recorded no call stack.
        var customErrorHandler: DefaultErrorHandler?
        var grammarViolationPolicy: GrammarViolationPolicy = .log
        var grammarViolationHandler: @Sendable (GrammarViolation) -> Void = Hooks.writeToStandardError
        /// Every diagnostic reported so far, by kind and place, with its count (see ``report(_:)``).
        var tallies: [GrammarViolation.Key: GrammarViolationCount] = [:]
        /// Reports of new places not kept once ``tallies`` is full.
        var untallied = 0
        /// Whether the summary at exit is registered.
        var summarizesAtExit = false
        /// `false` once the user set ``grammarViolationHandler``: the summary at exit is then theirs
        /// to write, from ``grammarViolationCounts``.
        var usesDefaultHandler = true
    }

    /// At most this many places are tallied; reports of further places are counted together.
    static let tallyLimit = 1024

    private static let state = Mutex(State())

    /// The handler for errors that no `onError` closure handles. The default writes the error to
    /// standard error with where the subscription was made: in debug builds the file and line of the
    /// `subscribe` call, or the recorded call stack.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.withLock { $0.customErrorHandler } ?? Hooks.printUnhandledError }
        set { state.withLock { $0.customErrorHandler = newValue } }
    }

    /// What to do with contract violations: ignore them, log them (the default) or stop the program.
    public static var grammarViolationPolicy: GrammarViolationPolicy {
        get { state.withLock { $0.grammarViolationPolicy } }
        set { state.withLock { $0.grammarViolationPolicy = newValue } }
    }

    /// Where logged violations go: called once per kind and place (see ``report(_:)``). The default
    /// writes ``GrammarViolation/description`` to standard error.
    public static var grammarViolationHandler: @Sendable (GrammarViolation) -> Void {
        get { state.withLock { $0.grammarViolationHandler } }
        set {
            state.withLock {
                $0.grammarViolationHandler = newValue
                $0.usesDefaultHandler = false
            }
        }
    }

    /// Reports a violation according to ``grammarViolationPolicy``.
    ///
    /// A violation is handed to ``grammarViolationHandler`` the first time its kind happens at its
    /// place (the subject, relay or operator and the `file:line` where it was created or
    /// subscribed); later ones are only counted, in ``grammarViolationCounts``. With the default
    /// handler, a summary of the counts is written to standard error when the program exits, if
    /// anything was reported more than once.
    /// - Parameter violation: What went wrong and where.
    public static func report(_ violation: GrammarViolation) {
        if let scope = Scope.current?.violationOwner {
            report(violation, in: scope)
            return
        }
        let (policy, handler, isFirst) = state.withLock {
            state -> (GrammarViolationPolicy, @Sendable (GrammarViolation) -> Void, Bool) in
            if state.grammarViolationPolicy == .ignore {
                return (.ignore, state.grammarViolationHandler, false)
            }
            let key = violation.key
            let isFirst: Bool
            if let tally = state.tallies[key] {
                state.tallies[key] = GrammarViolationCount(violation: tally.violation, count: tally.count + 1)
                isFirst = false
            } else if state.tallies.count < tallyLimit {
                state.tallies[key] = GrammarViolationCount(violation: violation, count: 1)
                isFirst = true
            } else {
                state.untallied += 1
                isFirst = false
            }
            if isFirst && !state.summarizesAtExit {
                state.summarizesAtExit = true
                atexit { Hooks.writeSummaryAtExit() }
            }
            return (state.grammarViolationPolicy, state.grammarViolationHandler, isFirst)
        }
        guard isFirst else { return }
        switch policy {
        case .ignore:
            return
        case .log:
            handler(violation)
        case .fatal:
            handler(violation)
            fatalError(violation.description)
        }
    }

    /// Reports a violation to the ``Scope`` that decides about violations where it happened.
    private static func report(_ violation: GrammarViolation, in scope: Scope) {
        let policy = scope.resolved(\.grammarViolationPolicy) ?? grammarViolationPolicy
        guard policy != .ignore, scope.tally(violation) else { return }
        let handler = scope.resolved(\.grammarViolationHandler) ?? grammarViolationHandler
        handler(violation)
        if policy == .fatal {
            fatalError(violation.description)
        }
    }

    /// Every diagnostic reported (under `.log` or `.fatal`) since the program started or since
    /// ``resetGrammarViolationCounts()``: one entry per kind and place, with how often it happened,
    /// most frequent first.
    ///
    /// Inside a ``Scope`` that sets a violation policy or handler, the counts of that scope.
    public static var grammarViolationCounts: [GrammarViolationCount] {
        if let scope = Scope.current?.violationOwner { return scope.grammarViolationCounts }
        return state.withLock { Array($0.tallies.values) }.sorted { $0.count > $1.count }
    }

    /// A summary of ``grammarViolationCounts`` for a log: one line per kind and place with its count;
    /// empty when nothing was reported.
    ///
    /// Inside a ``Scope`` that sets a violation policy or handler, the summary of that scope.
    public static var grammarViolationSummary: String {
        if let scope = Scope.current?.violationOwner {
            let (counts, untallied) = scope.countsAndUntallied
            return summary(of: counts, untallied: untallied)
        }
        let (counts, untallied) = state.withLock { (Array($0.tallies.values), $0.untallied) }
        return summary(of: counts, untallied: untallied)
    }

    /// One line per kind and place with its count, and one for the places not kept.
    private static func summary(of counts: [GrammarViolationCount], untallied: Int) -> String {
        if counts.isEmpty { return "" }
        let total = counts.reduce(0) { $0 + $1.count } + untallied
        var lines = ["SwiftRx: \(total) diagnostic report(s) at \(counts.count) place(s):"]
        lines += counts.sorted { $0.count > $1.count }.map { "  \($0)" }
        if untallied > 0 {
            lines.append("  \(untallied)× at further places (only the first \(tallyLimit) places are kept)")
        }
        return lines.joined(separator: "\n")
    }

    /// Forgets every count, so each kind and place is reported again the next time it happens.
    ///
    /// Inside a ``Scope`` that sets a violation policy or handler, forgets the counts of that scope.
    public static func resetGrammarViolationCounts() {
        if let scope = Scope.current?.violationOwner {
            scope.resetCounts()
            return
        }
        state.withLock {
            $0.tallies = [:]
            $0.untallied = 0
        }
    }

    /// Writes the summary when the program exits, if the default handler is in place and a report
    /// was repeated.
    private static func writeSummaryAtExit() {
        let (counts, untallied, isDefault) = state.withLock {
            (Array($0.tallies.values), $0.untallied, $0.usesDefaultHandler)
        }
        guard isDefault, untallied > 0 || counts.contains(where: { $0.count > 1 }) else { return }
        writeToStandardError(summary(of: counts, untallied: untallied))
    }

    /// The default for ``grammarViolationHandler``: one line to standard error.
    @Sendable
    static func writeToStandardError(_ violation: GrammarViolation) {
        writeToStandardError(violation.description)
    }

    /// Writes `message` and a newline to standard error, never to the program's own output.
    static func writeToStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Hands an unhandled error to ``defaultErrorHandler``.
    ///
    /// - Parameters:
    ///   - error: The error no `onError` closure handled.
    ///   - location: The `file:line` of the `subscribe` call (debug builds), or `nil`.
    ///   - callStack: The call stack recorded when the subscription was made, or empty; when given,
    ///     the handler gets it instead of `location`.
    @usableFromInline
    static func reportUnhandledError(_ error: any Error, location: String?, callStack: [String] = []) {
        let handler = Scope.current?.resolved(\.defaultErrorHandler) ?? defaultErrorHandler
        if callStack.isEmpty {
            handler(location.map { [$0] } ?? [], error)
        } else {
            handler(callStack, error)
        }
    }

    /// Hands an error that reached a `subscribe` without `onError` to ``defaultErrorHandler``, with
    /// RxSwift's call stack argument: what was recorded at the `subscribe` call, `[]` when nothing
    /// was. Only the built-in handler, which prints, is given `location` in place of an empty stack.
    ///
    /// - Parameters:
    ///   - error: The error no `onError` closure handled.
    ///   - location: The `file:line` of the `subscribe` call (debug builds), or `nil`.
    ///   - callStack: The call stack recorded when the subscription was made, or empty.
    @usableFromInline
    static func reportUnhandledSubscriptionError(_ error: any Error, location: String?, callStack: [String] = []) {
        if let custom = Scope.current?.resolved(\.defaultErrorHandler) ?? state.withLock({ $0.customErrorHandler }) {
            custom(callStack, error)
        } else {
            printUnhandledError(callStack.isEmpty ? (location.map { [$0] } ?? []) : callStack, error)
        }
    }

    /// A reporter for a `subscribe` call made without an `onError` closure while
    /// ``recordCallStackOnError`` is on: it carries the call stack captured now to the report.
    ///
    /// - Returns: `nil` when call stacks are not recorded; the subscription then reports through
    ///   ``reportUnhandledError(_:location:callStack:)`` with its location.
    @inlinable
    static func unhandledErrorReporter(file: StaticString, line: UInt) -> (@Sendable (any Error) -> Void)? {
        // Read inline: every `subscribe` without an `onError` closure asks.
        recordsCallStacks.load(ordering: .relaxed) != 0 ? callStackRecordingReporter(file: file, line: line) : nil
    }

    /// Captures the call stack now, with ``customCaptureSubscriptionCallstack``, into a reporter;
    /// `nil` when neither the current ``Scope`` nor the process records call stacks.
    @usableFromInline
    static func callStackRecordingReporter(file: StaticString, line: UInt) -> (@Sendable (any Error) -> Void)? {
        let scope = Scope.current
        let records = scope?.resolved(\.recordCallStackOnError) ?? recordCallStackOnError
        guard records else { return nil }
        let capture = scope?.resolved(\.customCaptureSubscriptionCallstack) ?? customCaptureSubscriptionCallstack
        let callStack = capture()
        #if DEBUG
            let location: String? = "\(file):\(line)"
        #else
            let location: String? = nil
        #endif
        return { error in reportUnhandledSubscriptionError(error, location: location, callStack: callStack) }
    }

    @Sendable
    private static func printUnhandledError(_ callStack: [String], _ error: any Error) {
        let advice = "Pass an `onError` handler to `subscribe` to handle it."
        switch callStack.count {
        case 0:
            writeToStandardError("SwiftRx: unhandled error \(error). \(advice)")
        case 1:
            writeToStandardError(
                "SwiftRx: unhandled error \(error) in the subscription made at \(callStack[0]). \(advice)")
        default:
            writeToStandardError(
                "SwiftRx: unhandled error \(error). \(advice)\nThe subscription was made from:\n"
                    + callStack.joined(separator: "\n"))
        }
    }
}

extension Hooks {
    /// Debug builds only: receives one line for each step an event or subscription takes through the
    /// pipeline (observable created, observer wrapped, producer subscribing, sink created, events
    /// forwarded, disposal). `swiftrx-demo` uses it to show the pipeline live.
    ///
    /// Tracing is compiled only with `TRACE_RESOURCES` (debug builds); in release builds setting it
    /// has no effect and costs nothing. While it is `nil` (the default) a debug build pays one relaxed
    /// atomic load per step.
    public static var pipelineTracer: (@Sendable (String) -> Void)? {
        get { tracer.withLock { $0 } }
        set {
            tracer.withLock { $0 = newValue }
            isTracingPipeline.store(newValue != nil, ordering: .relaxed)
        }
    }

    private static let tracer = Mutex<(@Sendable (String) -> Void)?>(nil)

    @usableFromInline
    static let isTracingPipeline = Atomic<Bool>(false)

    @usableFromInline
    static func emitTrace(_ message: String) {
        tracer.withLock { $0 }?(message)
    }
}

/// Reports a pipeline step to ``Hooks/pipelineTracer`` (debug builds, and only while tracing).
@inlinable
func tracePipeline(_ message: @autoclosure () -> String) {
    #if TRACE_RESOURCES
        if Hooks.isTracingPipeline.load(ordering: .relaxed) {
            Hooks.emitTrace(message())
        }
    #endif
}

/// The short name of a type, for traces: `MapSink<Int, Int>`.
@usableFromInline
func traceName(_ value: Any) -> String {
    String(describing: type(of: value))
}
