import SwiftRxSearchCore
import Testing

@Suite("QueryMatcher")
struct QueryMatcherTests {
    private let index = FileIndex(
        files: ["a/map.swift", "b/x.txt", "map/c.swift", "map/d.md", "z/bitmap.swift"].map {
            SearchHit(path: $0, size: 0)
        })

    @Test func matchingGoesAsFarAsTheBudgetAndShowsTheHitsSoFarInPathOrder() throws {
        var matcher = try QueryMatcher(query: "map swift", limit: 1)
        var budget = 3
        let doneEarly = matcher.advance(over: index, budget: &budget)
        #expect(!doneEarly)
        #expect(budget == 0)
        #expect(
            matcher.progress(total: 5)
                == SearchProgress(
                    stage: .matching, done: 3, total: 5, hits: [SearchHit(path: "a/map.swift", size: 0)], matchCount: 2)
        )
        budget = 10
        let done = matcher.advance(over: index, budget: &budget)
        #expect(done)
        #expect(budget == 8)
        // At the end the hits are ranked: names containing "map" first, then shorter paths; the
        // limit caps the hits, not the count.
        #expect(
            matcher.report(scanned: 5)
                == SearchReport(hits: [SearchHit(path: "a/map.swift", size: 0)], matchCount: 3, scanned: 5))
        var all = try QueryMatcher(query: "map swift")
        budget = 10
        _ = all.advance(over: index, budget: &budget)
        #expect(all.report(scanned: 5).hits.map(\.path) == ["a/map.swift", "z/bitmap.swift", "map/c.swift"])
    }

    @Test func aRegularExpressionKeepsThePathOrderAndABadOneFails() throws {
        var matcher = try QueryMatcher(query: "/^MAP/")
        var budget = 10
        let done = matcher.advance(over: index, budget: &budget)
        #expect(done)
        #expect(matcher.report(scanned: 5).hits.map(\.path) == ["map/c.swift", "map/d.md"])
        #expect {
            try QueryMatcher(query: "/(ab")
        } throws: { error in
            guard case .badPattern(let pattern, _)? = error as? SearchError else { return false }
            return pattern == "(ab"
        }
    }

    @Test func anEmptyIndexIsDoneAtOnce() throws {
        var matcher = try QueryMatcher(query: "x")
        var budget = 0
        let done = matcher.advance(over: FileIndex(files: []), budget: &budget)
        #expect(done)
        #expect(matcher.report(scanned: 0) == SearchReport(hits: [], matchCount: 0, scanned: 0))
    }
}
