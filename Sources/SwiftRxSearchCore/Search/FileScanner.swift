import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listing of a folder's regular files, done a slice at a time so that the caller can report
/// progress and stop between slices.
///
/// Two stages: listing the entries under the folder (names only, which is fast; the total is not
/// known until it ends), then reading each entry's kind and size with `lstat` (done of total).
/// Hidden files and folders (names starting with `.`) are skipped, and so are symbolic links, as a
/// person searching their project would expect.
package struct FileScanner {
    /// The folder listed.
    package let root: String
    private let prefix: String
    private let limit: Int
    private var walker: FileManager.DirectoryEnumerator?
    private var listed: [String] = []
    private var measured = 0
    private var files: [SearchHit] = []

    /// A scan of `root`, not started yet.
    ///
    /// - Parameters:
    ///   - root: The folder to list.
    ///   - limit: At most this many entries are looked at.
    /// - Throws: ``SearchError/unreadableFolder(path:reason:)`` when `root` cannot be listed.
    package init(root: String, limit: Int = 200_000) throws {
        try Self.checkReadable(root)
        let rootURL = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
        guard
            let walker = FileManager.default.enumerator(
                at: rootURL,
                includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles],
                errorHandler: { _, _ in true }  // An unreadable subfolder is skipped, not fatal.
            )
        else {
            throw SearchError.unreadableFolder(path: root, reason: "it cannot be listed")
        }
        self.root = root
        self.walker = walker
        self.limit = limit
        prefix = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
    }

    /// Checks that `root` is a folder whose entries can be listed.
    ///
    /// - Throws: ``SearchError/unreadableFolder(path:reason:)`` saying why not.
    package static func checkReadable(_ root: String) throws(SearchError) {
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: root)
        } catch {
            throw SearchError.unreadableFolder(path: root, reason: FileIndex.reason(error))
        }
    }

    /// How far the scan is: the entries listed so far while listing, then the entries read of all
    /// those listed.
    package var progress: SearchProgress {
        walker != nil
            ? SearchProgress(stage: .listing, done: listed.count, total: nil)
            : SearchProgress(stage: .indexing, done: measured, total: listed.count)
    }

    /// Does at most `budget` entries' worth of work, and subtracts what it did from `budget`.
    ///
    /// - Returns: The index once every entry is done (again on every later call); nil before.
    package mutating func advance(budget: inout Int) -> FileIndex? {
        while budget > 0, let walker {
            guard listed.count < limit, let url = walker.nextObject() as? URL else {
                self.walker = nil
                break
            }
            budget -= 1
            listed.append(url.path)
        }
        var info = stat()
        while budget > 0, walker == nil, measured < listed.count {
            let path = listed[measured]
            measured += 1
            budget -= 1
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            files.append(SearchHit(path: relative, size: Int(info.st_size)))
        }
        guard walker == nil, measured == listed.count else { return nil }
        return FileIndex(files: files)
    }
}
