import SwiftRx
import Synchronization

/// Runs `body` in a `Hooks.Scope` of its own under `policy`, with a handler that records every
/// report. The scope starts with no counts (each kind and place is reported once) and leaves the
/// process-wide hooks alone, so tests running at the same time neither see these reports nor
/// change them. Returns the reports, in order.
///
/// What `body` reports in its task, and in the work SwiftRx's schedulers run for it, is captured; a
/// thread or dispatch block that `body` starts by itself reports here only when it runs its code in
/// `Hooks.Scope.current` (read inside `body`).
func capturingViolations(_ policy: GrammarViolationPolicy = .log, _ body: () -> Void) -> [GrammarViolation] {
    let box = ViolationBox()
    Hooks.Scope(grammarViolationPolicy: policy, grammarViolationHandler: { box.append($0) }).run(body)
    return box.all
}

/// Collects reports from any thread.
final class ViolationBox: Sendable {
    private let reports = Mutex<[GrammarViolation]>([])
    func append(_ violation: GrammarViolation) { reports.withLock { $0.append(violation) } }
    var all: [GrammarViolation] { reports.withLock { $0 } }
}
