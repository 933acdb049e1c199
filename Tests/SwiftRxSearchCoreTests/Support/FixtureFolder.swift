import Foundation

/// A temporary folder of small files for the search tests, removed by `remove()`.
struct FixtureFolder {
    let path: String

    /// Creates the folder with `files` (relative path to contents).
    init(_ files: [String: String]) throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftrx-search-tests-\(UUID().uuidString)").path
        for (relative, contents) in files {
            let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
