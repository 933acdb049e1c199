import SwiftRx
import Synchronization

/// Runs `body` under `policy` with a handler that records every report, starting from fresh counts
/// (each kind and place is reported once); afterwards restores the previous handler and policy and
/// clears the counts again. Returns the reports, in order.
func capturingViolations(_ policy: GrammarViolationPolicy = .log, _ body: () -> Void) -> [GrammarViolation] {
    let previousHandler = Hooks.grammarViolationHandler
    let previousPolicy = Hooks.grammarViolationPolicy
    defer {
        Hooks.grammarViolationHandler = previousHandler
        Hooks.grammarViolationPolicy = previousPolicy
        Hooks.resetGrammarViolationCounts()
    }
    Hooks.resetGrammarViolationCounts()
    let box = ViolationBox()
    Hooks.grammarViolationHandler = { box.append($0) }
    Hooks.grammarViolationPolicy = policy
    body()
    return box.all
}

/// Collects reports from any thread.
final class ViolationBox: Sendable {
    private let reports = Mutex<[GrammarViolation]>([])
    func append(_ violation: GrammarViolation) { reports.withLock { $0.append(violation) } }
    var all: [GrammarViolation] { reports.withLock { $0 } }
}
