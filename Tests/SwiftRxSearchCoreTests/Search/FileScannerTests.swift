import Foundation
import SwiftRxSearchCore
import Testing

@Suite("FileScanner")
struct FileScannerTests {
    @Test func aScanListsThenIndexesWithinEachBudgetAndReportsDoneOfTotal() throws {
        let folder = try FixtureFolder([
            "a.txt": "a", "b/c.txt": "cc", "b/d/e.txt": "eee", ".hidden/f.txt": "f", "b/.g": "g",
        ])
        defer { folder.remove() }
        var scanner = try FileScanner(root: folder.path)
        #expect(scanner.progress == SearchProgress(stage: .listing, done: 0, total: nil))
        // Listing: the entries a.txt, b, b/c.txt, b/d, b/d/e.txt; hidden ones are skipped.
        var budget = 3
        let unfinished = scanner.advance(budget: &budget)
        #expect(unfinished == nil)
        #expect(budget == 0)
        #expect(scanner.progress == SearchProgress(stage: .listing, done: 3, total: nil))
        budget = 3
        let stillUnfinished = scanner.advance(budget: &budget)
        #expect(stillUnfinished == nil)
        // The listing ended after two more entries; the third unit of work read one entry's size.
        #expect(scanner.progress == SearchProgress(stage: .indexing, done: 1, total: 5))
        budget = 100
        let finished = scanner.advance(budget: &budget)
        let index = try #require(finished)
        #expect(budget == 96)
        #expect(
            index.files == [
                SearchHit(path: "a.txt", size: 1), SearchHit(path: "b/c.txt", size: 2),
                SearchHit(path: "b/d/e.txt", size: 3),
            ])
        #expect(scanner.progress == SearchProgress(stage: .indexing, done: 5, total: 5))
    }

    @Test func symbolicLinksAreNotFiles() throws {
        let folder = try FixtureFolder(["real.txt": "r"])
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.txt", withDestinationPath: "real.txt")
        var scanner = try FileScanner(root: folder.path)
        var budget = 100
        let index = scanner.advance(budget: &budget)
        #expect(index?.files == [SearchHit(path: "real.txt", size: 1)])
    }

    @Test func aMissingFolderOrAFileIsNotReadable() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        #expect(throws: SearchError.self) { try FileScanner.checkReadable(missing) }
        #expect {
            try FileScanner(root: missing)
        } throws: { error in
            "\(error)" == "cannot read the folder \(missing): No such file or directory"
        }
        let folder = try FixtureFolder(["plain.txt": "p"])
        defer { folder.remove() }
        #expect(throws: SearchError.self) { try FileScanner.checkReadable(folder.path + "/plain.txt") }
        try FileScanner.checkReadable(folder.path)
    }
}
