import Foundation

/// A file the search found: its path relative to the searched folder and its size.
package struct SearchHit: Hashable, Sendable {
    /// The path relative to the searched folder, with `/` separators.
    package let path: String
    /// The size in bytes.
    package let size: Int

    /// A hit for the file at `path` (relative to the searched folder) of `size` bytes.
    package init(path: String, size: Int) {
        self.path = path
        self.size = size
    }
}

/// The outcome of one search: the first hits, how many files matched and how many were looked at.
package struct SearchReport: Hashable, Sendable {
    /// The matching files, best first, at most the search's limit.
    package let hits: [SearchHit]
    /// How many files matched (may exceed `hits.count`).
    package let matchCount: Int
    /// How many files the search looked at.
    package let scanned: Int

    /// A report of `hits` (the first of `matchCount` matches) among `scanned` files.
    package init(hits: [SearchHit], matchCount: Int, scanned: Int) {
        self.hits = hits
        self.matchCount = matchCount
        self.scanned = scanned
    }
}

/// How far a running search is: which stage, how many files are done of how many, and (while
/// matching) the hits found so far.
package struct SearchProgress: Hashable, Sendable {
    /// What the search is doing.
    package enum Stage: Hashable, Sendable {
        /// Listing the folder's entries; the total is not known yet.
        case listing
        /// Reading the listed entries' kinds and sizes: the index is built once per folder.
        case indexing
        /// Matching the indexed files against the query.
        case matching
    }

    /// The stage.
    package var stage: Stage
    /// How many entries or files are done.
    package var done: Int
    /// How many there are in all; nil while listing.
    package var total: Int?
    /// The hits found so far, in path order (at most the search's limit); empty before matching.
    package var hits: [SearchHit]
    /// How many files matched so far (may exceed `hits.count`).
    package var matchCount: Int

    /// Progress in `stage`: `done` of `total`, with the hits found so far.
    package init(stage: Stage, done: Int, total: Int?, hits: [SearchHit] = [], matchCount: Int = 0) {
        self.stage = stage
        self.done = done
        self.total = total
        self.hits = hits
        self.matchCount = matchCount
    }
}

/// What a running search emits: progress now and then, and one report at the end.
package enum SearchUpdate: Hashable, Sendable {
    /// The search runs; how far it is.
    case progress(SearchProgress)
    /// The search is done.
    case finished(SearchReport)
}

/// Why a search failed; the description is the error line the app shows.
package enum SearchError: Error, Equatable, CustomStringConvertible {
    /// The folder to search cannot be listed.
    case unreadableFolder(path: String, reason: String)
    /// A query starting with `/` is a regular expression, and this one does not compile.
    case badPattern(pattern: String, reason: String)
    /// The selected file cannot be read for its details.
    case unreadableFile(path: String, reason: String)

    package var description: String {
        switch self {
        case .unreadableFolder(let path, let reason): "cannot read the folder \(path): \(reason)"
        case .badPattern(let pattern, let reason): "bad regular expression /\(pattern): \(reason)"
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}

/// Thrown by a scan or search that noticed it was cancelled.
package struct SearchCancelled: Error {}

/// The regular files under a folder, and the matching of a query against their paths.
///
/// Hidden files and folders (names starting with `.`) are skipped, as a person searching their
/// project would expect. A query is either words, all of which must occur in the path (ignoring
/// case), or, when it starts with `/`, a regular expression matched against the path.
package struct FileIndex: Sendable {
    /// The files, sorted by path.
    package let files: [SearchHit]

    /// An index of the given files.
    package init(files: [SearchHit]) {
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Lists the regular files under `root` in one go (see ``FileScanner`` for the step-by-step scan
    /// the app runs).
    ///
    /// - Parameters:
    ///   - root: The folder to list.
    ///   - limit: At most this many entries are looked at.
    ///   - isCancelled: Checked while listing; once it returns true the scan throws ``SearchCancelled``.
    /// - Throws: ``SearchError/unreadableFolder(path:reason:)`` when `root` cannot be listed.
    package static func scan(root: String, limit: Int = 200_000, isCancelled: () -> Bool) throws -> FileIndex {
        var scanner = try FileScanner(root: root, limit: limit)
        while true {
            if isCancelled() { throw SearchCancelled() }
            var budget = 256
            if let index = scanner.advance(budget: &budget) { return index }
        }
    }

    /// The files whose path matches `query`, best first, in one go (see ``QueryMatcher`` for the
    /// step-by-step search the app runs).
    ///
    /// Words: files whose name contains the first word come before files where only the folder
    /// matches, then shorter paths first. A regular expression keeps the path order.
    ///
    /// - Parameters:
    ///   - query: Words, or a regular expression after a leading `/`. Must not be empty.
    ///   - limit: At most this many hits are returned; ``SearchReport/matchCount`` counts them all.
    ///   - isCancelled: Checked while matching; once it returns true the search throws
    ///     ``SearchCancelled``.
    /// - Throws: ``SearchError/badPattern(pattern:reason:)`` for a regular expression that does not
    ///   compile.
    package func search(_ query: String, limit: Int = 500, isCancelled: () -> Bool) throws -> SearchReport {
        var matcher = try QueryMatcher(query: query, limit: limit)
        while true {
            if isCancelled() { throw SearchCancelled() }
            var budget = 256
            if matcher.advance(over: self, budget: &budget) { return matcher.report(scanned: files.count) }
        }
    }

    /// A short reason for a thrown error, without Foundation's long user-info dump.
    static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let cocoa = error as? CocoaError {
            return cocoa.code == .fileReadNoPermission ? "permission denied" : "\(cocoa.code)"
        }
        return "\(error)"
    }
}
