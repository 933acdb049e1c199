/// The matching of one query against an index, done a slice at a time so that the caller can
/// report progress (with the hits found so far) and stop between slices.
///
/// A query is either words, all of which must occur in the path (ignoring case), or, when it
/// starts with `/`, a regular expression matched against the path (ignoring case).
package struct QueryMatcher {
    private enum Rule {
        case words([String])
        case pattern(Regex<AnyRegexOutput>)
    }

    private let rule: Rule
    private let limit: Int
    private var matches: [SearchHit] = []
    /// How many of the index's files have been matched.
    package private(set) var done = 0

    /// A matcher for `query` that reports at most `limit` hits.
    ///
    /// - Throws: ``SearchError/badPattern(pattern:reason:)`` for a regular expression that does not
    ///   compile.
    package init(query: String, limit: Int = 500) throws {
        if query.hasPrefix("/") {
            let pattern = String(query.dropFirst())
            do {
                rule = .pattern(try Regex(pattern).ignoresCase())
            } catch {
                throw SearchError.badPattern(pattern: pattern, reason: FileIndex.reason(error))
            }
        } else {
            rule = .words(query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init))
        }
        self.limit = limit
    }

    /// Matches at most `budget` more of `index`'s files, and subtracts what it did from `budget`.
    ///
    /// - Returns: Whether every file has been matched.
    package mutating func advance(over index: FileIndex, budget: inout Int) -> Bool {
        let end = min(done + max(budget, 0), index.files.count)
        for file in index.files[done..<end] where isMatch(file) {
            matches.append(file)
        }
        budget -= end - done
        done = end
        return done == index.files.count
    }

    /// The progress so far against an index of `total` files: the hits found, in path order.
    package func progress(total: Int) -> SearchProgress {
        SearchProgress(
            stage: .matching, done: done, total: total, hits: Array(matches.prefix(limit)), matchCount: matches.count)
    }

    /// The report once every file has been matched, best first: for words, files whose name
    /// contains the first word come before files where only the folder matches, then shorter paths
    /// first; a regular expression keeps the path order.
    package func report(scanned: Int) -> SearchReport {
        var ranked = matches
        if case .words(let words) = rule {
            let first = words.first ?? ""
            ranked.sort { lhs, rhs in
                let lhsInName = Self.name(of: lhs.path).lowercased().contains(first)
                let rhsInName = Self.name(of: rhs.path).lowercased().contains(first)
                if lhsInName != rhsInName { return lhsInName }
                if lhs.path.count != rhs.path.count { return lhs.path.count < rhs.path.count }
                return lhs.path < rhs.path
            }
        }
        return SearchReport(hits: Array(ranked.prefix(limit)), matchCount: matches.count, scanned: scanned)
    }

    private func isMatch(_ file: SearchHit) -> Bool {
        switch rule {
        case .words(let words):
            let path = file.path.lowercased()
            return words.allSatisfy { path.contains($0) }
        case .pattern(let regex):
            return file.path.contains(regex)
        }
    }

    private static func name(of path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}
