import Dispatch
import SwiftRx
import SwiftRxSearchCore
import SwiftRxTest
import Testing

/// A view model on virtual time: one tick is a millisecond, so the 150 ms debounce is 150 ticks.
/// Every hop to the sharing scheduler (the mocked main scheduler) takes one tick.
@MainActor
private final class Fixture {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    /// The queries the view model searched, when it started each search.
    lazy var searched = scheduler.createObserver(String.self)
    /// The search for each query; a query without one fails with a bad pattern.
    var searches: [String: TestableObservable<SearchReport>] = [:]
    var detailLoads: [String: TestableObservable<[String]>] = [:]
    private(set) var viewModel: SearchViewModel?

    func report(_ paths: String..., scanned: Int = 10) -> SearchReport {
        SearchReport(hits: paths.map { SearchHit(path: $0, size: 1) }, matchCount: paths.count, scanned: scanned)
    }

    /// A search answering after `ticks` with `report`.
    func answer(_ query: String, after ticks: TestTime, with report: SearchReport) {
        searches[query] = scheduler.createColdObservable([.next(ticks, report), .completed(ticks)])
    }

    /// Builds the view model under the mocked sharing scheduler, from the given keys and query edits.
    func start(
        query: [Recorded<Event<String?>>],
        up: [TestTime] = [],
        down: [TestTime] = [],
        enter: [TestTime] = [],
        escape: [TestTime] = [],
        observe: (SearchViewModel) -> Void
    ) {
        let keys = { (times: [TestTime]) in
            ControlEvent(events: self.scheduler.createHotObservable(times.map { Recorded.next($0, ()) }))
        }
        let input = SearchViewModel.Input(
            query: ControlProperty(
                values: scheduler.createHotObservable(query),
                valueSink: scheduler.createObserver(String?.self)
            ),
            up: keys(up),
            down: keys(down),
            enter: keys(enter),
            escape: keys(escape)
        )
        let searches = searches
        let detailLoads = detailLoads
        let searched = searched
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(
                input: input,
                scope: "the fixture",
                search: { query in
                    searched.onNext(query)
                    return searches[query]?.asObservable()
                        ?? .error(SearchError.badPattern(pattern: String(query.dropFirst()), reason: "no such search"))
                },
                details: { hit in
                    detailLoads[hit.path]?.asObservable()
                        ?? .error(SearchError.unreadableFile(path: hit.path, reason: "gone"))
                }
            )
            self.viewModel = viewModel
            observe(viewModel)
            scheduler.start()
        }
    }

    func record<Element>(_ driver: Driver<Element>) -> TestableObserver<Element> {
        let observer = scheduler.createObserver(Element.self)
        _ = driver.drive(observer)
        return observer
    }
}

@MainActor
@Suite("SearchViewModel")
struct SearchViewModelTests {
    @Test func typingFastSearchesOnlySettledQueriesAndANewQueryCancelsTheRunningSearch() {
        let fixture = Fixture()
        let rx = fixture.report("rx.swift", "Rx/a.swift")
        let rxsw = fixture.report("rxsw.swift", scanned: 12)
        fixture.answer("rx", after: 300, with: rx)
        fixture.answer("rxs", after: 300, with: fixture.report("rxs.swift"))
        fixture.answer("rxsw", after: 300, with: rxsw)
        var results: TestableObserver<[SearchHit]>!
        var busy: TestableObserver<Bool>!
        var status: TestableObserver<String>!
        fixture.start(
            query: [
                // "r", "rx" and "rx " within the debounce time: only "rx" is searched.
                .next(200, "r"), .next(220, "rx"), .next(240, "rx "),
                // "rxs" settles at 751 and its search runs until "rxsw" settles at 951.
                .next(600, "rxs"), .next(800, "rxsw"),
            ]
        ) { viewModel in
            results = fixture.record(viewModel.results)
            busy = fixture.record(viewModel.busy)
            status = fixture.record(viewModel.status)
        }

        #expect(fixture.searched.events == [.next(391, "rx"), .next(751, "rxs"), .next(951, "rxsw")])
        // The query reaches the debounce at 241 (one hop); it settles 150 ticks later.
        #expect(fixture.searches["rx"]?.subscriptions == [Subscription(391, 691)])
        // flatMapLatest disposes of the stale search when the next query settles.
        #expect(fixture.searches["rxs"]?.subscriptions == [Subscription(751, 951)])
        #expect(fixture.searches["rxsw"]?.subscriptions == [Subscription(951, 1251)])
        // The stale search never reaches the screen; results arrive one hop after the search.
        #expect(results.events == [.next(0, []), .next(692, rx.hits), .next(1252, rxsw.hits)])
        #expect(
            busy.events == [
                .next(0, false), .next(391, true), .next(692, false), .next(751, true), .next(1252, false),
            ])
        #expect(status.events.last == .next(1252, "1 of 12 files match 'rxsw' · 300 ms"))
        #expect(status.events.first == .next(0, "Type to search the files in the fixture"))
        #expect(status.events.contains(.next(951, "Searching 'rxsw'...")))
    }

    @Test func aFailingSearchShowsTheErrorLineAndTheNextQuerySearchesAgain() {
        let fixture = Fixture()
        let found = fixture.report("ok.txt")
        fixture.answer("old", after: 10, with: fixture.report("old.txt"))
        fixture.answer("ok", after: 10, with: found)
        var results: TestableObserver<[SearchHit]>!
        var errorLine: TestableObserver<String?>!
        var status: TestableObserver<String>!
        fixture.start(query: [.next(100, "old"), .next(300, "/("), .next(600, "ok")]) { viewModel in
            results = fixture.record(viewModel.results)
            errorLine = fixture.record(viewModel.errorLine)
            status = fixture.record(viewModel.status)
        }

        #expect(fixture.searched.events == [.next(251, "old"), .next(451, "/("), .next(751, "ok")])
        // "/(" has no search in the fixture, so it fails at once (451), one hop later on the screen.
        #expect(
            errorLine.events == [
                .next(0, nil), .next(452, "Error: bad regular expression /(: no such search"), .next(751, nil),
            ])
        // The failure empties the list; the next query fills it again.
        #expect(
            results.events == [
                .next(0, []), .next(262, fixture.report("old.txt").hits), .next(452, []),
                .next(762, found.hits),
            ])
        #expect(status.events.contains(.next(452, "The search for '/(' failed")))
        #expect(status.events.last == .next(762, "1 of 10 files match 'ok' · 10 ms"))
    }

    @Test func clearingTheQueryEmptiesTheResultsWithoutSearching() {
        let fixture = Fixture()
        let found = fixture.report("a.txt")
        fixture.answer("a", after: 10, with: found)
        var results: TestableObserver<[SearchHit]>!
        var status: TestableObserver<String>!
        fixture.start(query: [.next(100, "a"), .next(400, "  ")]) { viewModel in
            results = fixture.record(viewModel.results)
            status = fixture.record(viewModel.status)
        }
        #expect(fixture.searched.events == [.next(251, "a")])
        // An empty query is no search: the idle phase is a Driver.just, delivered one hop later.
        #expect(results.events == [.next(0, []), .next(262, found.hits), .next(552, [])])
        #expect(status.events.last == .next(552, "Type to search the files in the fixture"))
    }

    @Test func arrowsMoveTheSelectionWithinTheResults() {
        let fixture = Fixture()
        fixture.answer("a", after: 10, with: fixture.report("a1", "a2", "a3"))
        fixture.answer("ab", after: 10, with: fixture.report("ab1", "ab2"))
        var selection: TestableObserver<Int?>!
        fixture.start(
            query: [.next(100, "a"), .next(500, "ab")],
            up: [300, 330],
            down: [270, 280, 290, 295, 600]
        ) { viewModel in
            selection = fixture.record(viewModel.selection)
        }
        // Results at 262 select the first hit; down stops at the last, up at the first; the new
        // results of "ab" (at 662) select the first again; down at 600 moved within the old ones.
        #expect(
            selection.events == [
                .next(0, nil), .next(262, 0), .next(271, 1), .next(281, 2), .next(301, 1), .next(331, 0),
                .next(601, 1), .next(662, 0),
            ])
    }

    @Test func enterShowsTheSelectedDetailsAndEscapeClosesThemAndClearsTheQuery() {
        let fixture = Fixture()
        fixture.answer("a", after: 10, with: fixture.report("a1", "a2"))
        fixture.detailLoads["a2"] = fixture.scheduler.createColdObservable([
            .next(5, ["File: a2"]), .completed(5),
        ])
        var details: TestableObserver<[String]?>!
        let cleared = fixture.scheduler.createObserver(String?.self)
        fixture.start(
            query: [.next(100, "a")],
            up: [420],
            down: [300, 450],
            enter: [400, 500, 700],
            escape: [600]
        ) { viewModel in
            details = fixture.record(viewModel.details)
            _ = viewModel.clearQuery.emit(to: cleared)
        }
        // a2 is selected at 301; its details load from 401 to 406 and show at 407. Moving the
        // selection closes them (a Driver.just(nil), one hop after the move at 421); Enter at 500
        // opens a2 again; Escape closes them. The query field is not wired back to `clearQuery`
        // here, so the results stay and Enter at 700 opens the details once more.
        #expect(
            details.events == [
                .next(1, nil), .next(407, ["File: a2"]), .next(422, nil), .next(507, ["File: a2"]),
                .next(602, nil), .next(707, ["File: a2"]),
            ])
        #expect(
            fixture.detailLoads["a2"]?.subscriptions == [
                Subscription(401, 406), Subscription(501, 506), Subscription(701, 706),
            ])
        #expect(cleared.events == [.next(601, "")])
    }

    @Test func detailsThatCannotBeLoadedShowTheError() {
        let fixture = Fixture()
        fixture.answer("a", after: 10, with: fixture.report("gone.txt"))
        var details: TestableObserver<[String]?>!
        fixture.start(query: [.next(100, "a")], enter: [300]) { viewModel in
            details = fixture.record(viewModel.details)
        }
        #expect(details.events == [.next(1, nil), .next(302, ["Error: cannot read gone.txt: gone"])])
    }
}
