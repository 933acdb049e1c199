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
    var searches: [String: TestableObservable<SearchUpdate>] = [:]
    var detailLoads: [String: TestableObservable<[String]>] = [:]
    private(set) var viewModel: SearchViewModel?

    func report(_ paths: String..., scanned: Int = 10) -> SearchReport {
        SearchReport(hits: paths.map { SearchHit(path: $0, size: 1) }, matchCount: paths.count, scanned: scanned)
    }

    /// A search answering after `ticks` with `report`.
    func answer(_ query: String, after ticks: TestTime, with report: SearchReport) {
        searches[query] = scheduler.createColdObservable([.next(ticks, .finished(report)), .completed(ticks)])
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
    @Test func aKeyCancelsTheRunningSearchAtOnceAndOnlySettledQueriesAreSearched() {
        let fixture = Fixture()
        let rxsw = fixture.report("rxsw.swift", scanned: 12)
        fixture.answer("rx", after: 300, with: fixture.report("rx.swift", "Rx/a.swift"))
        fixture.answer("rxs", after: 300, with: fixture.report("rxs.swift"))
        fixture.answer("rxsw", after: 300, with: rxsw)
        var results: TestableObserver<[SearchHit]>!
        var busy: TestableObserver<Bool>!
        var status: TestableObserver<String>!
        fixture.start(
            query: [
                // "r", "rx" and "rx " within the debounce time: only "rx" is searched.
                .next(200, "r"), .next(220, "rx"), .next(240, "rx "),
                // "rxs" settles at 751; the key at 800 stops its search at once.
                .next(600, "rxs"), .next(800, "rxsw"),
            ]
        ) { viewModel in
            results = fixture.record(viewModel.results)
            busy = fixture.record(viewModel.busy)
            status = fixture.record(viewModel.status)
        }

        // A query reaches the view model one hop after the key; its search starts 150 ticks later.
        #expect(fixture.searched.events == [.next(371, "rx"), .next(751, "rxs"), .next(951, "rxsw")])
        // flatMapLatest disposes of a running search as soon as the next key arrives, not when
        // the next query settles: "rx" would have answered at 671, "rxs" at 1051.
        #expect(fixture.searches["rx"]?.subscriptions == [Subscription(371, 601)])
        #expect(fixture.searches["rxs"]?.subscriptions == [Subscription(751, 801)])
        #expect(fixture.searches["rxsw"]?.subscriptions == [Subscription(951, 1251)])
        // A cancelled search never reaches the screen; results arrive one hop after the search.
        #expect(results.events == [.next(0, []), .next(1252, rxsw.hits)])
        #expect(busy.events == [.next(0, false), .next(201, true), .next(1252, false)])
        #expect(status.events.first == .next(0, "Type to search the files in the fixture"))
        #expect(status.events.contains(.next(801, "Searching 'rxsw'...")))
        #expect(status.events.last == .next(1252, "1 of 12 files match 'rxsw' · 300 ms"))
    }

    @Test func aRunningSearchShowsItsProgressAndTheHitsFoundSoFar() {
        let fixture = Fixture()
        let listing = SearchProgress(stage: .listing, done: 700, total: nil)
        let indexing = SearchProgress(stage: .indexing, done: 250, total: 1000)
        let early = SearchProgress(
            stage: .matching, done: 500, total: 1000, hits: [SearchHit(path: "b/ab", size: 1)], matchCount: 1)
        let final = fixture.report("ab", "b/ab", scanned: 1000)
        fixture.searches["ab"] = fixture.scheduler.createColdObservable([
            .next(100, .progress(listing)), .next(200, .progress(indexing)), .next(300, .progress(early)),
            .next(400, .finished(final)), .completed(400),
        ])
        fixture.answer("old", after: 10, with: fixture.report("old.txt"))
        var results: TestableObserver<[SearchHit]>!
        var status: TestableObserver<String>!
        fixture.start(query: [.next(100, "old"), .next(300, "ab")]) { viewModel in
            results = fixture.record(viewModel.results)
            status = fixture.record(viewModel.status)
        }
        // "ab" searches from 451; each update shows one hop later.
        #expect(
            Array(status.events.suffix(5)) == [
                .next(301, "Searching 'ab'..."),
                .next(552, "Listing the files: 700 found"),
                .next(652, "Indexing 250 of 1000 files █████░░░░░░░░░░░░░░░ 25%"),
                .next(752, "Searching 'ab': 500 of 1000 files ██████████░░░░░░░░░░ 50% · 1 found"),
                .next(852, "2 of 1000 files match 'ab' · 400 ms"),
            ])
        // The old hits stay until the new search has found some; those show before it ends.
        #expect(
            results.events == [
                .next(0, []), .next(262, fixture.report("old.txt").hits), .next(752, early.hits),
                .next(852, final.hits),
            ])
    }

    @Test func theProgressBarFillsInProportion() {
        let bar = { (done: Int, total: Int?) in
            SearchViewModel.bar(SearchProgress(stage: .indexing, done: done, total: total))
        }
        #expect(bar(0, 10) == String(repeating: "░", count: 20) + " 0%")
        #expect(bar(1, 3) == String(repeating: "█", count: 6) + String(repeating: "░", count: 14) + " 33%")
        #expect(bar(10, 10) == String(repeating: "█", count: 20) + " 100%")
        // Nonsense from a caller never draws outside the bar.
        #expect(bar(12, 10) == bar(10, 10))
        #expect(bar(3, Int?.none) == bar(1, 1))
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
                .next(0, nil), .next(452, "Error: bad regular expression /(: no such search"), .next(601, nil),
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
        // An empty query is no search and waits for no debounce: the idle phase shows one hop later.
        #expect(results.events == [.next(0, []), .next(262, found.hits), .next(402, [])])
        #expect(status.events.last == .next(402, "Type to search the files in the fixture"))
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

    @Test func escapeGoesBackFromTheDetailsThenClearsTheQueryThenQuits() {
        let fixture = Fixture()
        fixture.answer("a", after: 10, with: fixture.report("a1", "a2"))
        fixture.detailLoads["a2"] = fixture.scheduler.createColdObservable([
            .next(5, ["File: a2"]), .completed(5),
        ])
        var details: TestableObserver<[String]?>!
        var results: TestableObserver<[SearchHit]>!
        let cleared = fixture.scheduler.createObserver(String?.self)
        let quits = fixture.scheduler.createObserver(Bool.self)
        fixture.start(
            // The field is not wired back to `clearQuery` here; the edit at 660 stands for it.
            query: [.next(100, "a"), .next(660, "")],
            up: [420],
            down: [300, 450],
            enter: [400, 500],
            escape: [600, 650, 700]
        ) { viewModel in
            details = fixture.record(viewModel.details)
            results = fixture.record(viewModel.results)
            _ = viewModel.clearQuery.emit(to: cleared)
            _ = viewModel.quit.map { true }.emit(to: quits)
        }
        // a2 is selected at 301; its details load from 401 to 406 and show at 407. Moving the
        // selection closes them; Enter at 500 opens a2 again; the first Escape only closes them.
        #expect(
            details.events == [
                .next(1, nil), .next(407, ["File: a2"]), .next(423, nil), .next(507, ["File: a2"]),
                .next(602, nil),
            ])
        #expect(fixture.detailLoads["a2"]?.subscriptions == [Subscription(401, 406), Subscription(501, 506)])
        // Back in the list the hits are still there; the second Escape clears the query.
        #expect(results.events.last == .next(662, []))
        #expect(cleared.events == [.next(651, "")])
        // The third, on the empty query, quits.
        #expect(quits.events == [.next(701, true)])
    }

    @Test func escapeOnAnEmptyQueryQuitsAndOnATypedOneClearsIt() {
        let fixture = Fixture()
        let cleared = fixture.scheduler.createObserver(String?.self)
        let quits = fixture.scheduler.createObserver(Bool.self)
        fixture.start(query: [.next(100, "  "), .next(300, "")], escape: [50, 200, 400]) { viewModel in
            _ = viewModel.clearQuery.emit(to: cleared)
            _ = viewModel.quit.map { true }.emit(to: quits)
        }
        // Spaces are a query to clear, even though there is nothing to search.
        #expect(cleared.events == [.next(201, "")])
        #expect(quits.events == [.next(51, true), .next(401, true)])
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
