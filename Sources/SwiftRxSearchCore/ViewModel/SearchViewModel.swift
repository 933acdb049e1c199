import Foundation
import SwiftRx

/// The search screen's logic: from the query field and the keys to what the screen shows.
///
/// The query is trimmed and deduplicated; each new query at once disposes of the search of the
/// query before it (`flatMapLatest`), waits for the debounce time and starts one asynchronous
/// search, so typing cancels stale searches the moment a key arrives and only the last query's
/// results are shown. A running search reports its progress, and the hits it has found so far are
/// listed before it ends. A failing search becomes an error line and the next query searches again.
/// Escape goes back from the details to the list, clears a query, and on an empty query quits.
/// Every output is a `Driver` or a `Signal`: it never fails and delivers on the main thread (the
/// sharing scheduler); a `Driver` replays its latest value to a view that binds late.
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
        /// Back from the details, clear the query, or (on an empty query) quit.
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
        /// A search for the query waits for the debounce time or runs; `progress` is how far it is,
        /// nil until it first reports.
        case searching(query: String, progress: SearchProgress?)
        /// The search finished after `elapsed` seconds (measured on the sharing scheduler's clock).
        case found(query: String, report: SearchReport, elapsed: TimeInterval)
        /// The search failed; `message` says why.
        case failed(query: String, message: String)
    }

    /// The search's phase for the latest query, starting with ``Phase/idle``.
    package let phase: Driver<Phase>
    /// The hits to list: the last finished search's, or the hits the running search has found so
    /// far; the previous ones are kept while the next search has found none yet, and emptied when
    /// the query is cleared or the search fails.
    package let results: Driver<[SearchHit]>
    /// The index of the selected hit, nil when there are none. Starts at the first hit of new
    /// results; up and down move it and stop at the ends.
    package let selection: Driver<Int?>
    /// Whether a search waits or runs.
    package let busy: Driver<Bool>
    /// A line describing the state: a hint when idle, the search's progress (done of total and a
    /// bar) while it runs, or the match counts and how long the search took.
    package let status: Driver<String>
    /// The error line of a failed search; nil otherwise.
    package let errorLine: Driver<String?>
    /// The lines of the selected file's details after Enter; nil when the details are closed (on
    /// Escape, a move of the selection or new results). A file that cannot be read shows an error
    /// in its details.
    package let details: Driver<[String]?>
    /// The text to put in the query field: an empty query on Escape in the list.
    package let clearQuery: Signal<String?>
    /// Escape on an empty query in the list: the person wants to quit.
    package let quit: Signal<Void>

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
        search: @escaping @Sendable (String) -> Observable<SearchUpdate>,
        details: @escaping @Sendable (SearchHit) -> Observable<[String]>
    ) {
        let clock = SharingScheduler.make()
        // The trace points name what `swiftrx-search --trace` records; off, each costs one atomic load.
        let text = input.query.orEmpty.asDriver().trace("query")
        phase =
            text
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .distinctUntilChanged()
            .flatMapLatest { query -> Driver<Phase> in
                guard !query.isEmpty else { return .just(.idle) }
                // The new query replaces the old one's search at once; its own search waits for
                // the debounce time, so a key typed meanwhile replaces it before it starts.
                return Observable<Int>.timer(debounce, scheduler: clock)
                    .flatMap { _ in
                        let start = clock.now
                        return search(query).trace("search").map { update in
                            switch update {
                            case .progress(let progress):
                                Phase.searching(query: query, progress: progress)
                            case .finished(let report):
                                Phase.found(query: query, report: report, elapsed: clock.now.timeIntervalSince(start))
                            }
                        }
                    }
                    .catch { error in .just(.failed(query: query, message: "\(error)")) }
                    .asDriver(onErrorDriveWith: .empty())
                    .startWith(.searching(query: query, progress: nil))
            }
            .startWith(.idle)
            .distinctUntilChanged()
            .trace("phase")

        results = phase.scan([SearchHit]()) { shown, phase in
            switch phase {
            case .found(_, let report, _): report.hits
            case .searching(_, let progress?) where !progress.hits.isEmpty: progress.hits
            case .searching: shown
            case .idle, .failed: []
            }
        }
        .distinctUntilChanged()
        .trace("results")

        selection = Driver.merge(
            results.map { SelectionState.Move.reset(count: $0.count) },
            input.up.asDriver().map { .step(-1) },
            input.down.asDriver().map { .step(1) }
        )
        .scan(SelectionState()) { $0.applying($1) }
        .map(\.index)
        .distinctUntilChanged()
        .trace("selection")

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
        // Where the person is (the list or a hit's details) and what each Escape did. Enter opens
        // the selected hit's details; anything that changes what is selected closes them. Shared
        // without replay, so an Escape is acted on once and never replayed to a late subscriber.
        let navigation = Observable.merge(
            input.enter.asObservable().withLatestFrom(selectedHit).map { Navigation.Event.open($0) },
            input.escape.asObservable().withLatestFrom(text.startWith("")) { _, text in
                Navigation.Event.escape(queryIsEmpty: text.isEmpty)
            },
            results.asObservable().map { _ in .close },
            selection.asObservable().map { _ in .close }
        )
        .scan(Navigation()) { $0.applying($1) }
        .trace("navigation")
        .share()

        // flatMapLatest drops a details load that is still running when the details close.
        self.details = navigation.map(\.shown).asDriver(onErrorDriveWith: .empty())
            .startWith(nil)
            .distinctUntilChanged()
            .flatMapLatest { hit -> Driver<[String]?> in
                guard let hit else { return .just(nil) }
                return details(hit)
                    .trace("details load")
                    .map { Optional($0) }
                    .catch { error in .just(["Error: \(error)"]) }
                    .asDriver(onErrorDriveWith: .empty())
            }
            .distinctUntilChanged()

        clearQuery = navigation.compactMap { $0.escaped == .clearQuery ? Optional("") : nil }
            .asSignal(onErrorSignalWith: .empty())
        quit = navigation.compactMap { $0.escaped == .quit ? () : nil }.asSignal(onErrorSignalWith: .empty())
    }

    /// The status line for a phase.
    nonisolated static func statusLine(for phase: Phase, scope: String) -> String {
        switch phase {
        case .idle:
            return "Type to search the files in \(scope)"
        case .searching(let query, nil):
            return "Searching '\(query)'..."
        case .searching(let query, let progress?):
            switch progress.stage {
            case .listing:
                return "Listing the files: \(progress.done) found"
            case .indexing:
                return "Indexing \(progress.done) of \(progress.total ?? 0) files \(bar(progress))"
            case .matching:
                return "Searching '\(query)': \(progress.done) of \(progress.total ?? 0) files \(bar(progress))"
                    + " · \(progress.matchCount) found"
            }
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

    /// A bar of 20 cells for `done` of `total`, and the percentage.
    package nonisolated static func bar(_ progress: SearchProgress) -> String {
        let total = max(progress.total ?? 0, 1)
        let done = min(max(progress.done, 0), total)
        let filled = done * 20 / total
        let cells = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
        return "\(cells) \(done * 100 / total)%"
    }
}

/// Where the person is on the search screen, and what their last Escape did.
struct Navigation: Equatable, Sendable {
    enum Event: Sendable {
        /// Enter: show this hit's details (nothing when no hit is selected).
        case open(SearchHit?)
        /// Escape, with whether the query field was empty.
        case escape(queryIsEmpty: Bool)
        /// The results or the selection changed: back to the list.
        case close
    }

    /// What an Escape did.
    enum Escape: Equatable, Sendable {
        case closeDetails
        case clearQuery
        case quit
    }

    /// The hit whose details are shown; nil in the list.
    var shown: SearchHit?
    /// What the last event did if it was an Escape; nil for any other event.
    var escaped: Escape?

    func applying(_ event: Event) -> Navigation {
        switch event {
        case .open(let hit):
            return Navigation(shown: hit ?? shown, escaped: nil)
        case .close:
            return Navigation(shown: nil, escaped: nil)
        case .escape(let queryIsEmpty):
            if shown != nil { return Navigation(shown: nil, escaped: .closeDetails) }
            return Navigation(shown: nil, escaped: queryIsEmpty ? .quit : .clearQuery)
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
