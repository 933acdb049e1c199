import Dispatch
import SwiftRx
import Testing

/// Runs `body` and records a Swift Testing issue if something `body` created (a subscription, an
/// observable, a sink, a disposable) is still alive afterwards.
///
/// Only what `body` creates counts: it runs in a `Resources.Scope` of its own, which
/// follows it into the tasks it starts, the work it schedules on SwiftRx's schedulers (its
/// `TestScheduler` included) and the subscriptions made from threads it starts. Tests running at the
/// same time do not count, so leak-checked tests run in parallel like any other.
///
/// Work that outlives `body` (a block still queued on a scheduler, a queue that has not yet released
/// what it ran) is awaited for up to two seconds before the count is taken. The report of a leak
/// lists the subscriptions still alive and where each was made (file and line).
///
/// The count exists only in debug builds of SwiftRx (`TRACE_RESOURCES`); elsewhere the check passes.
/// - Parameters:
///   - sourceLocation: Where the issue is reported.
///   - body: The code to check.
/// - Returns: What `body` returned.
@discardableResult
public func withLeakCheck<Result>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Result
) rethrows -> Result {
    let scope = Resources.Scope()
    let result = try scope.run(body)
    if let message = leakReport(of: scope, settlingFor: LeakCheck.settleTime) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return result
}

/// The `async` form of ``withLeakCheck(sourceLocation:_:)``: the scope follows `body` into the child
/// tasks it starts.
/// - Parameters:
///   - isolation: The actor `body` runs on.
///   - sourceLocation: Where the issue is reported.
///   - body: The code to check.
/// - Returns: What `body` returned.
@discardableResult
public func withLeakCheck<Result>(
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let scope = Resources.Scope()
    let result = try await scope.run(isolation: isolation, body)
    if let message = await leakReport(of: scope, settlingFor: LeakCheck.settleTime) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return result
}

/// The settings the leak checks share.
enum LeakCheck {
    /// How long a check waits for the work a test left behind to release what it holds.
    static let settleTime: Duration = .seconds(2)
}

/// Waits, up to `limit`, for `scope` to have nothing alive, then returns the failure message of a
/// leak check, or `nil` when nothing is left.
func leakReport(of scope: Resources.Scope, settlingFor limit: Duration) -> String? {
    guard Resources.isTracing else { return nil }
    let deadline = ContinuousClock.now + limit
    let gate = DispatchSemaphore(value: 0)
    while scope.total != 0 && ContinuousClock.now < deadline {
        _ = gate.wait(timeout: .now() + .milliseconds(1))
    }
    return leakMessage(alive: scope.total, subscriptions: scope.liveSubscriptions)
}

/// The `async` form of ``leakReport(of:settlingFor:)``: it sleeps instead of blocking its thread.
func leakReport(of scope: Resources.Scope, settlingFor limit: Duration) async -> String? {
    guard Resources.isTracing else { return nil }
    let deadline = ContinuousClock.now + limit
    while scope.total != 0 && ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
    }
    return leakMessage(alive: scope.total, subscriptions: scope.liveSubscriptions)
}

/// The failure message of a leak check that found `alive` resources of its scope still alive, among
/// them `subscriptions`; `nil` when `alive` is 0.
func leakMessage(alive: Int32, subscriptions: [Resources.LiveSubscription]) -> String? {
    guard alive != 0 else { return nil }
    var message =
        "SwiftRx resources leaked: \(alive) created by this test \(alive == 1 ? "is" : "are") still alive. "
        + "Dispose every subscription (or let the sequences terminate), and check for reference cycles "
        + "through closures that capture subjects, observers or disposables."
    if subscriptions.isEmpty {
        message +=
            "\nNo subscription of the test is alive: what is left is an observable, observer or "
            + "disposable something still holds."
    } else {
        message += "\n" + Resources.liveSubscriptionReport(subscriptions)
    }
    return message
}

/// A Swift Testing trait that fails a test when something it created in SwiftRx is still alive after
/// it: `@Test(.noLeaks)`, or `@Suite(.noLeaks)` for every test of a suite.
///
/// Each test runs in a `Resources.Scope` of its own, so only what the test creates counts
/// (in its task and the tasks it starts, in the work it schedules on SwiftRx's schedulers and in the
/// subscriptions made from threads it starts), and leak-checked tests run in parallel with any
/// others. Work the test leaves behind is awaited for up to two seconds; a leak is reported with the
/// subscriptions still alive and where each was made.
///
/// On a suite it checks each test inside it, and then the suite as a whole: what the suite's tests
/// created must also be released once its last test has finished.
///
/// The count exists only in debug builds of SwiftRx (`TRACE_RESOURCES`); elsewhere the check passes.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to suites, it checks each test inside them.
    public var isRecursive: Bool { true }

    /// Runs the test in a resource scope of its own, then checks that nothing it created is alive.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        if testCase == nil && !test.isSuite {
            try await function()
            return
        }
        let scope = Resources.Scope()
        try await scope.run { try await function() }
        if let message = await leakReport(of: scope, settlingFor: LeakCheck.settleTime) {
            let prefix = test.isSuite ? "Suite \(test.name): " : ""
            Issue.record(Comment(rawValue: prefix + message), sourceLocation: test.sourceLocation)
        }
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Fails the test if SwiftRx resources it created are still alive after it: see
    /// ``LeakCheckTrait``.
    public static var noLeaks: Self { LeakCheckTrait() }
}
