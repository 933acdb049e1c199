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

    /// Lists the regular files under `root`.
    ///
    /// - Parameters:
    ///   - root: The folder to list.
    ///   - limit: At most this many files are indexed.
    ///   - isCancelled: Checked while listing; once it returns true the scan throws ``SearchCancelled``.
    /// - Throws: ``SearchError/unreadableFolder(path:reason:)`` when `root` cannot be listed.
    package static func scan(root: String, limit: Int = 200_000, isCancelled: () -> Bool) throws -> FileIndex {
        let manager = FileManager.default
        do {
            _ = try manager.contentsOfDirectory(atPath: root)
        } catch {
            throw SearchError.unreadableFolder(path: root, reason: Self.reason(error))
        }
        let rootURL = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
        guard
            let walker = manager.enumerator(
                at: rootURL,
                includingPropertiesForKeys: keys,
                options: [.skipsHiddenFiles],
                errorHandler: { _, _ in true }  // An unreadable subfolder is skipped, not fatal.
            )
        else {
            throw SearchError.unreadableFolder(path: root, reason: "it cannot be listed")
        }
        let prefix = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
        var files: [SearchHit] = []
        while let url = walker.nextObject() as? URL {
            if files.count % 256 == 0, isCancelled() { throw SearchCancelled() }
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                continue
            }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            files.append(SearchHit(path: relative, size: values.fileSize ?? 0))
            if files.count >= limit { break }
        }
        return FileIndex(files: files)
    }

    /// The files whose path matches `query`, best first.
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
        let matches: [SearchHit]
        if query.hasPrefix("/") {
            let pattern = String(query.dropFirst())
            let regex: Regex<AnyRegexOutput>
            do {
                regex = try Regex(pattern).ignoresCase()
            } catch {
                throw SearchError.badPattern(pattern: pattern, reason: Self.reason(error))
            }
            matches = try filter(isCancelled: isCancelled) { $0.path.contains(regex) }
        } else {
            let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            let found = try filter(isCancelled: isCancelled) { hit in
                let path = hit.path.lowercased()
                return words.allSatisfy { path.contains($0) }
            }
            let first = words.first ?? ""
            matches = found.sorted { lhs, rhs in
                let lhsInName = Self.name(of: lhs.path).lowercased().contains(first)
                let rhsInName = Self.name(of: rhs.path).lowercased().contains(first)
                if lhsInName != rhsInName { return lhsInName }
                if lhs.path.count != rhs.path.count { return lhs.path.count < rhs.path.count }
                return lhs.path < rhs.path
            }
        }
        return SearchReport(hits: Array(matches.prefix(limit)), matchCount: matches.count, scanned: files.count)
    }

    private func filter(isCancelled: () -> Bool, _ isMatch: (SearchHit) -> Bool) throws -> [SearchHit] {
        var matches: [SearchHit] = []
        for (offset, file) in files.enumerated() {
            if offset % 256 == 0, isCancelled() { throw SearchCancelled() }
            if isMatch(file) { matches.append(file) }
        }
        return matches
    }

    private static func name(of path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
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
