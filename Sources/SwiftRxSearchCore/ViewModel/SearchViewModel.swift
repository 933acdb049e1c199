import Foundation
import SwiftRx

/// The search screen's logic: from the query field and the keys to what the screen shows.
///
/// The query is trimmed, debounced and deduplicated; each new query starts one asynchronous search
/// and `flatMapLatest` disposes of the previous one, so typing fast cancels stale searches and only
/// the last query's results are shown. A failing search becomes an error line and the next query
/// searches again. Every output is a `Driver`: it never fails, delivers on the main thread (the
/// sharing scheduler) and replays its latest value to a view that binds late.
///
/// Build it on the main actor; under `SharingScheduler.mock(scheduler:)` it runs on virtual time.
@MainActor
package final class SearchViewModel {
    /// What the view model listens to: the query field and the keys.
    package struct Input {
        /// The query field's text.
        package var query: ControlProperty<String?>
        /// Move the selection up.
        package var up: ControlEvent<Void>
        /// Move the selection down.
        package var down: ControlEvent<Void>
        /// Show the selected file's details.
        package var enter: ControlEvent<Void>
        /// Clear the query.
        package var escape: ControlEvent<Void>

        /// The inputs of a search screen.
        package init(
            query: ControlProperty<String?>,
            up: ControlEvent<Void>,
            down: ControlEvent<Void>,
            enter: ControlEvent<Void>,
            escape: ControlEvent<Void>
        ) {
            self.query = query
            self.up = up
            self.down = down
            self.enter = enter
            self.escape = escape
        }
    }

    /// Where the search for the current query stands.
    package enum Phase: Equatable, Sendable {
        /// The query is empty: nothing to search.
        case idle
        /// A search for the query runs.
        case searching(query: String)
        /// The search finished after `elapsed` seconds (measured on the sharing scheduler's clock).
        case found(query: String, report: SearchReport, elapsed: TimeInterval)
        /// The search failed; `message` says why.
        case failed(query: String, message: String)
    }

    /// The search's phase for the latest settled query, starting with ``Phase/idle``.
    package let phase: Driver<Phase>
    /// The hits to list: the last finished search's; kept while the next search runs, emptied when
    /// the query is cleared or the search fails.
    package let results: Driver<[SearchHit]>
    /// The index of the selected hit, nil when there are none. Starts at the first hit of new
    /// results; up and down move it and stop at the ends.
    package let selection: Driver<Int?>
    /// Whether a search runs.
    package let busy: Driver<Bool>
    /// A line describing the state: a hint when idle, the query being searched, or the match counts
    /// and how long the search took.
    package let status: Driver<String>
    /// The error line of a failed search; nil otherwise.
    package let errorLine: Driver<String?>
    /// The lines of the selected file's details after Enter; nil when the details are closed (on
    /// Escape, a move of the selection or new results). A file that cannot be read shows an error
    /// in its details.
    package let details: Driver<[String]?>
    /// The text to put in the query field: an empty query on Escape.
    package let clearQuery: Signal<String?>

    /// Wires the outputs to `input`.
    ///
    /// - Parameters:
    ///   - input: The query field and the keys.
    ///   - scope: What is searched, for the idle status line (for example the folder).
    ///   - debounce: How long the query must stay unchanged before it is searched.
    ///   - search: Starts an asynchronous search for a non-empty query; disposing cancels it.
    ///   - details: Loads the details lines of a hit asynchronously.
    package init(
        input: Input,
        scope: String,
        debounce: RxTimeInterval = .milliseconds(150),
        search: @escaping @Sendable (String) -> Observable<SearchReport>,
        details: @escaping @Sendable (SearchHit) -> Observable<[String]>
    ) {
        let clock = SharingScheduler.make()
        phase = input.query.orEmpty.asDriver()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .debounce(debounce)
            .distinctUntilChanged()
            .flatMapLatest { query -> Driver<Phase> in
                guard !query.isEmpty else { return .just(.idle) }
                return Observable.deferred {
                    let start = clock.now
                    return search(query).map { report in
                        Phase.found(query: query, report: report, elapsed: clock.now.timeIntervalSince(start))
                    }
                }
                .catch { error in .just(.failed(query: query, message: "\(error)")) }
                .asDriver(onErrorDriveWith: .empty())
                .startWith(.searching(query: query))
            }
            .startWith(.idle)
            .distinctUntilChanged()

        results = phase.scan([SearchHit]()) { shown, phase in
            switch phase {
            case .found(_, let report, _): report.hits
            case .searching: shown
            case .idle, .failed: []
            }
        }
        .distinctUntilChanged()

        selection = Driver.merge(
            results.map { SelectionState.Move.reset(count: $0.count) },
            input.up.asDriver().map { .step(-1) },
            input.down.asDriver().map { .step(1) }
        )
        .scan(SelectionState()) { $0.applying($1) }
        .map(\.index)
        .distinctUntilChanged()

        busy = phase.map { phase in
            if case .searching = phase { true } else { false }
        }
        .distinctUntilChanged()

        status = phase.map { Self.statusLine(for: $0, scope: scope) }.distinctUntilChanged()

        errorLine = phase.map { phase in
            if case .failed(_, let message) = phase { "Error: \(message)" } else { nil }
        }
        .distinctUntilChanged()

        let results = results
        let selectedHit = Driver.combineLatest(results, selection) { hits, index -> SearchHit? in
            guard let index, hits.indices.contains(index) else { return nil }
            return hits[index]
        }
        // Enter opens the selected hit's details; anything that changes what is selected closes
        // them, and flatMapLatest drops a details load that is still running.
        self.details = Driver.merge(
            input.enter.asDriver().withLatestFrom(selectedHit),
            input.escape.asDriver().map { nil },
            results.map { _ in nil },
            selection.map { _ in nil }
        )
        .flatMapLatest { hit -> Driver<[String]?> in
            guard let hit else { return .just(nil) }
            return details(hit)
                .map { Optional($0) }
                .catch { error in .just(["Error: \(error)"]) }
                .asDriver(onErrorDriveWith: .empty())
        }
        .distinctUntilChanged()

        clearQuery = input.escape.asSignal().map { Optional("") }
    }

    /// The status line for a phase.
    nonisolated static func statusLine(for phase: Phase, scope: String) -> String {
        switch phase {
        case .idle:
            return "Type to search the files in \(scope)"
        case .searching(let query):
            return "Searching '\(query)'..."
        case .found(let query, let report, let elapsed):
            let time = "\(Int((elapsed * 1000).rounded())) ms"
            guard report.matchCount > 0 else {
                return "No match for '\(query)' among \(report.scanned) files · \(time)"
            }
            let shown = report.hits.count < report.matchCount ? " · first \(report.hits.count) shown" : ""
            return "\(report.matchCount) of \(report.scanned) files match '\(query)' · \(time)\(shown)"
        case .failed(let query, _):
            return "The search for '\(query)' failed"
        }
    }
}

/// The selection: an index into a list of `count` hits.
struct SelectionState: Equatable, Sendable {
    enum Move: Sendable {
        /// New results: select the first hit, or nothing when there are none.
        case reset(count: Int)
        /// Move by this many rows, stopping at the first and last hit.
        case step(Int)
    }

    var count = 0
    var index: Int?

    func applying(_ move: Move) -> SelectionState {
        switch move {
        case .reset(let count):
            return SelectionState(count: count, index: count > 0 ? 0 : nil)
        case .step(let delta):
            guard let index else { return self }
            return SelectionState(count: count, index: min(max(index + delta, 0), count - 1))
        }
    }
}
