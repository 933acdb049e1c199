import SwiftRx
import Testing

/// Runs `body` and records a Swift Testing issue if `Resources.total` is not back to its
/// starting value afterwards: something `body` subscribed to, or created, was not released.
///
/// The count exists only in debug builds of SwiftRx; elsewhere the check passes. It is process-wide,
/// so run such tests serially (`swift test --no-parallel`).
/// - Parameters:
///   - sourceLocation: Where the issue is reported.
///   - body: The code to check.
/// - Returns: What `body` returned.
@discardableResult
public func withLeakCheck<Result>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Result
) rethrows -> Result {
    let before = Resources.total
    let result = try body()
    if let message = leakMessage(before: before, after: Resources.total) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return result
}

/// The `async` form of ``withLeakCheck(sourceLocation:_:)``.
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
    let before = Resources.total
    let result = try await body()
    if let message = leakMessage(before: before, after: Resources.total) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return result
}

/// The failure message of a leak check, or `nil` when the count is back where it started.
func leakMessage(before: Int32, after: Int32) -> String? {
    guard Resources.isTracing, after != before else { return nil }
    let delta = after - before
    let what = delta > 0 ? "\(delta) still alive" : "\(-delta) more released than created"
    return "SwiftRx resources leaked: Resources.total was \(before) before and \(after) after (\(what)). "
        + "Dispose every subscription (or let the sequences terminate), and check for reference cycles "
        + "through closures that capture subjects, observers or disposables."
}

/// A Swift Testing trait that fails a test when `Resources.total` is not back to its
/// starting value after the test: `@Test(.noLeaks)`, or `@Suite(.noLeaks)` for every test of a suite.
///
/// On a suite it checks each test inside it, and then the suite as a whole: the total must also be
/// back where it was before the suite's first test once its last test has finished.
///
/// The count exists only in debug builds of SwiftRx; it is process-wide, so run such tests serially.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to suites, it checks each test inside them.
    public var isRecursive: Bool { true }

    /// Runs the test, then compares `Resources.total` with its value before it.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            guard test.isSuite else {
                try await function()
                return
            }
            let before = Resources.total
            try await function()
            if let message = leakMessage(before: before, after: Resources.total) {
                Issue.record(Comment(rawValue: "Suite \(test.name): " + message), sourceLocation: test.sourceLocation)
            }
            return
        }
        let before = Resources.total
        try await function()
        if let message = leakMessage(before: before, after: Resources.total) {
            Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
        }
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Fails the test if SwiftRx resources are still alive after it: see ``LeakCheckTrait``.
    public static var noLeaks: Self { LeakCheckTrait() }
}
