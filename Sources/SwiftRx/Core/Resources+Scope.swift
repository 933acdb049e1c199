import Synchronization

extension Resources {
    /// A part of the process whose SwiftRx resources are counted apart from the rest: what code run
    /// inside ``run(_:)`` creates, on its own thread, in the tasks it starts and on the schedulers it
    /// hands work to, is counted in the scope's ``total`` until it is released, whichever thread
    /// releases it.
    ///
    /// It is what lets a leak check run beside other tests: `.noLeaks` and `withLeakCheck` in
    /// SwiftRxTest give each test a scope of its own and compare that scope's total, not
    /// ``Resources/total``, which every test of the process moves.
    ///
    /// A resource belongs to the scope that is current where it is created:
    /// - inside ``run(_:)``, and in the child tasks and `Task { }`s started there (the scope is a
    ///   task-local value; a detached task starts without one);
    /// - in the actions of the dispatch, main-queue, operation-queue and virtual-time schedulers,
    ///   the scope that was current when the action was scheduled;
    /// - while subscribing to an observable from a thread that has no scope, the scope the
    ///   observable was created in, so a test that subscribes from a thread of its own still counts
    ///   what that subscription creates.
    ///
    /// A scope created inside another counts into it too: the outer scope's total includes the inner
    /// one's.
    ///
    /// Scopes count only in builds with `TRACE_RESOURCES` (SwiftRx's debug builds), like
    /// ``Resources/total``; in release builds ``total`` is always `0` and ``run(_:)`` just runs its body.
    public final class Scope: Sendable {
        /// The scope that encloses this one, which counts what this one counts.
        let parent: Scope?
        private let counter = Atomic<Int32>(0)

        /// The scope in effect for the running task or thread.
        @TaskLocal static var active: Scope?

        /// Makes an empty scope inside the current one (if any).
        public init() {
            #if TRACE_RESOURCES
                parent = Scope.active
            #else
                parent = nil
            #endif
        }

        /// The scope in effect here: the one a resource created now would be counted in, or `nil`.
        /// Always `nil` without `TRACE_RESOURCES`.
        public static var current: Scope? {
            #if TRACE_RESOURCES
                return active
            #else
                return nil
            #endif
        }

        /// The resources created in this scope (or a scope inside it) that are alive right now.
        public var total: Int32 {
            counter.load(ordering: .relaxed)
        }

        /// Runs `body` with this scope current: the resources it creates are counted in it.
        /// - Parameter body: The code whose resources the scope counts.
        /// - Returns: What `body` returned.
        public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
            #if TRACE_RESOURCES
                return try Scope.$active.withValue(self, operation: body)
            #else
                return try body()
            #endif
        }

        /// Runs `body` with this scope current, in its task and the child tasks it starts.
        /// - Parameters:
        ///   - isolation: The actor `body` runs on.
        ///   - body: The code whose resources the scope counts.
        /// - Returns: What `body` returned.
        public func run<Result>(
            isolation: isolated (any Actor)? = #isolation,
            _ body: () async throws -> Result
        ) async rethrows -> Result {
            #if TRACE_RESOURCES
                return try await Scope.$active.withValue(self, operation: body, isolation: isolation)
            #else
                return try await body()
            #endif
        }

        /// The live subscriptions made in this scope or a scope inside it (always empty without
        /// `TRACE_RESOURCES`): see ``Resources/liveSubscriptions``.
        public var liveSubscriptions: [LiveSubscription] {
            LiveSubscriptionRegistry.subscriptions { scope in scope?.isInside(self) ?? false }
        }

        /// Whether this scope is `other` or inside it.
        func isInside(_ other: Scope) -> Bool {
            var scope: Scope? = self
            while let candidate = scope {
                if candidate === other { return true }
                scope = candidate.parent
            }
            return false
        }

        /// Adds `delta` to this scope and every scope around it.
        func add(_ delta: Int32) {
            var scope: Scope? = self
            while let candidate = scope {
                candidate.counter.add(delta, ordering: .relaxed)
                scope = candidate.parent
            }
        }
    }

    /// Counts a resource created now: in ``total`` and in the current scope, which it returns for
    /// ``countReleased(in:)``. Called by the SwiftRx types that ``total`` counts.
    @usableFromInline
    static func countCreated() -> Scope? {
        #if TRACE_RESOURCES
            counter.add(1, ordering: .relaxed)
            let scope = Scope.active
            scope?.add(1)
            return scope
        #else
            return nil
        #endif
    }

    /// Balances ``countCreated()`` when the resource is released, in the scope it was created in.
    @usableFromInline
    static func countReleased(in scope: Scope?) {
        #if TRACE_RESOURCES
            counter.subtract(1, ordering: .relaxed)
            scope?.add(-1)
        #endif
    }
}

/// Runs `body` in `scope`, or in no scope when it is `nil`, whatever the current one (builds with
/// `TRACE_RESOURCES`): an object made now for a subscription that was made elsewhere counts where
/// that subscription was made.
@usableFromInline
func inResourceScope<Result>(_ scope: Resources.Scope?, _ body: () -> Result) -> Result {
    #if TRACE_RESOURCES
        return Resources.Scope.$active.withValue(scope, operation: body)
    #else
        return body()
    #endif
}
