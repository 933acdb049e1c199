import Synchronization

extension Hooks {
    /// Hooks for one part of the program: handlers and a policy that take the place of the
    /// process-wide ones for the code run inside ``run(_:)``, with its own counts of diagnostics.
    ///
    /// The process-wide hooks (``Hooks/defaultErrorHandler``, ``Hooks/grammarViolationHandler``, ...)
    /// are one setting for the whole program; a test that replaces them to see what its own code
    /// reports also sees what tests running at the same time report, and changes what they see. A
    /// scope gives each test hooks of its own instead:
    ///
    /// ```swift
    /// @Test func sendingAfterTheEndIsReported() {
    ///     let reports = Mutex<[GrammarViolation]>([])
    ///     let hooks = Hooks.Scope(grammarViolationHandler: { violation in
    ///         reports.withLock { $0.append(violation) }
    ///     })
    ///     hooks.run {
    ///         let subject = PublishSubject<Int>()
    ///         subject.onCompleted()
    ///         subject.onNext(1)  // reported to this scope's handler only
    ///     }
    ///     #expect(reports.withLock { $0.map(\.kind) } == [.eventAfterTerminal])
    /// }
    /// ```
    ///
    /// A scope is in effect:
    /// - inside ``run(_:)``, and in the child tasks and `Task { }`s started there (it is a
    ///   task-local value; a detached task starts without it);
    /// - in the actions that SwiftRx's schedulers (dispatch queue, main, operation queue and
    ///   virtual-time schedulers) run for work scheduled while it was in effect, so a chain observed
    ///   on a background scheduler still reports to the scope that subscribed it.
    ///
    /// It is not in effect on a thread you start yourself, or in a block you give to a
    /// `DispatchQueue` directly: what is reported there goes to the process-wide hooks. To report
    /// into the scope from there, run the code in it: `hooks.run { ... }` on that thread (or
    /// ``current``, read before leaving the scope).
    ///
    /// Each setting left `nil` is taken from the scope this one was created in, if any, and
    /// otherwise from the process-wide hooks at the time of the report. The process-wide properties
    /// of ``Hooks`` always read and write the process-wide values, inside a scope too.
    ///
    /// Violations reported in a scope that sets a violation policy or handler are counted and
    /// reported once per kind and place in that scope (``grammarViolationCounts``), apart from the
    /// process-wide counts, so a test's first report is never swallowed because another test made
    /// the same one first.
    public final class Scope: Sendable {
        /// The scope current where this one was created, whose settings fill in the ones left `nil`.
        let parent: Scope?
        let defaultErrorHandler: DefaultErrorHandler?
        let grammarViolationPolicy: GrammarViolationPolicy?
        let grammarViolationHandler: (@Sendable (GrammarViolation) -> Void)?
        let recordCallStackOnError: Bool?
        let customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack?
        /// This scope's diagnostics by kind and place, and the reports of places not kept.
        private let tallies = Mutex<(counts: [GrammarViolation.Key: GrammarViolationCount], untallied: Int)>(
            ([:], 0))

        /// Makes a scope inside the current one (if any).
        /// - Parameters:
        ///   - defaultErrorHandler: Takes the place of ``Hooks/defaultErrorHandler``.
        ///   - grammarViolationPolicy: Takes the place of ``Hooks/grammarViolationPolicy``.
        ///   - grammarViolationHandler: Takes the place of ``Hooks/grammarViolationHandler``.
        ///   - recordCallStackOnError: Takes the place of ``Hooks/recordCallStackOnError`` for the
        ///     `subscribe` calls made in the scope.
        ///   - customCaptureSubscriptionCallstack: Takes the place of
        ///     ``Hooks/customCaptureSubscriptionCallstack`` for the `subscribe` calls made in the
        ///     scope.
        public init(
            defaultErrorHandler: DefaultErrorHandler? = nil,
            grammarViolationPolicy: GrammarViolationPolicy? = nil,
            grammarViolationHandler: (@Sendable (GrammarViolation) -> Void)? = nil,
            recordCallStackOnError: Bool? = nil,
            customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack? = nil
        ) {
            parent = Scope.current
            self.defaultErrorHandler = defaultErrorHandler
            self.grammarViolationPolicy = grammarViolationPolicy
            self.grammarViolationHandler = grammarViolationHandler
            self.recordCallStackOnError = recordCallStackOnError
            self.customCaptureSubscriptionCallstack = customCaptureSubscriptionCallstack
            if recordCallStackOnError == true {
                // While it lives, `subscribe` looks for a scope that records call stacks.
                recordsCallStacks.add(Hooks.recordingScopeWeight, ordering: .relaxed)
            }
        }

        deinit {
            if recordCallStackOnError == true {
                recordsCallStacks.subtract(Hooks.recordingScopeWeight, ordering: .relaxed)
            }
        }

        /// The scope in effect here, or `nil` when the process-wide hooks are.
        public static var current: Scope? {
            TaskOverrides.current.hooks
        }

        /// Runs `body` with this scope in effect.
        /// - Parameter body: The code whose reports go to this scope.
        /// - Returns: What `body` returned.
        public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
            try TaskOverrides.with({ $0.hooks = self }, body)
        }

        /// Runs `body` with this scope in effect, in its task and the child tasks it starts.
        /// - Parameters:
        ///   - isolation: The actor `body` runs on.
        ///   - body: The code whose reports go to this scope.
        /// - Returns: What `body` returned.
        public func run<Result>(
            isolation: isolated (any Actor)? = #isolation,
            _ body: () async throws -> Result
        ) async rethrows -> Result {
            try await TaskOverrides.with({ $0.hooks = self }, isolation: isolation, body)
        }

        /// The diagnostics reported to this scope, one entry per kind and place with how often it
        /// happened, most frequent first. Empty unless the scope (not one around it) sets a
        /// violation policy or handler: otherwise its reports are counted where those are set.
        public var grammarViolationCounts: [GrammarViolationCount] {
            tallies.withLock { Array($0.counts.values) }.sorted { $0.count > $1.count }
        }

        /// The counts and the number of reports of places not kept.
        var countsAndUntallied: ([GrammarViolationCount], Int) {
            tallies.withLock { (Array($0.counts.values), $0.untallied) }
        }

        /// Forgets this scope's counts.
        func resetCounts() {
            tallies.withLock { $0 = ([:], 0) }
        }

        /// The first setting that this scope or one around it gives, innermost first.
        func resolved<Value>(_ setting: (Scope) -> Value?) -> Value? {
            var scope: Scope? = self
            while let candidate = scope {
                if let value = setting(candidate) { return value }
                scope = candidate.parent
            }
            return nil
        }

        /// The innermost scope, this one or one around it, that decides about violations.
        var violationOwner: Scope? {
            var scope: Scope? = self
            while let candidate = scope {
                if candidate.grammarViolationPolicy != nil || candidate.grammarViolationHandler != nil {
                    return candidate
                }
                scope = candidate.parent
            }
            return nil
        }

        /// Counts `violation` in this scope; returns whether it is the first of its kind and place.
        func tally(_ violation: GrammarViolation) -> Bool {
            tallies.withLock { tallies in
                let key = violation.key
                if let tally = tallies.counts[key] {
                    tallies.counts[key] = GrammarViolationCount(violation: tally.violation, count: tally.count + 1)
                    return false
                }
                if tallies.counts.count < Hooks.tallyLimit {
                    tallies.counts[key] = GrammarViolationCount(violation: violation, count: 1)
                    return true
                }
                tallies.untallied += 1
                return false
            }
        }
    }

    /// What a live scope that records call stacks adds to ``recordsCallStacks``, whose lowest bit is
    /// the process-wide ``recordCallStackOnError``.
    static let recordingScopeWeight = 2
}
