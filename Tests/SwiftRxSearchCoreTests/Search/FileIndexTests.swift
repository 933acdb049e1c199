import Foundation
import SwiftRxSearchCore
import Testing

@Suite("FileIndex")
struct FileIndexTests {
    private let notCancelled = { false }

    @Test func scanListsRegularFilesWithRelativePathsAndSkipsHiddenOnes() throws {
        let folder = try FixtureFolder([
            "README.md": "# hi\n",
            "Sources/App/main.swift": "print(1)\n",
            ".git/config": "x",
            "Sources/.hidden.swift": "x",
        ])
        defer { folder.remove() }
        let index = try FileIndex.scan(root: folder.path, isCancelled: notCancelled)
        #expect(
            index.files == [SearchHit(path: "README.md", size: 5), SearchHit(path: "Sources/App/main.swift", size: 9)])
    }

    @Test func scanOfAMissingFolderFailsWithItsPath() {
        let path = "/nonexistent-\(UUID().uuidString)"
        #expect {
            try FileIndex.scan(root: path, isCancelled: notCancelled)
        } throws: { error in
            guard case .unreadableFolder(let failed, _)? = error as? SearchError else { return false }
            return failed == path && "\(error)".hasPrefix("cannot read the folder \(path): ")
        }
    }

    @Test func scanStopsWhenCancelled() throws {
        let folder = try FixtureFolder(["a.txt": "a"])
        defer { folder.remove() }
        #expect(throws: SearchCancelled.self) { try FileIndex.scan(root: folder.path, isCancelled: { true }) }
    }

    @Test func wordsMustAllOccurInThePathIgnoringCase() throws {
        let index = FileIndex(
            files: ["Sources/Rx/Map.swift", "Sources/Rx/Filter.swift", "Tests/MapTest.swift", "map.txt"]
                .map { SearchHit(path: $0, size: 0) })
        let report = try index.search("MAP swift", isCancelled: notCancelled)
        // Name matches first, then shorter paths.
        #expect(report.hits.map(\.path) == ["Tests/MapTest.swift", "Sources/Rx/Map.swift"])
        #expect(report.matchCount == 2)
        #expect(report.scanned == 4)
        #expect(
            try index.search("rx", isCancelled: notCancelled).hits.map(\.path) == [
                "Sources/Rx/Map.swift", "Sources/Rx/Filter.swift",
            ])
    }

    @Test func filesWhoseNameMatchesComeBeforeFolderMatches() throws {
        let index = FileIndex(files: ["map/a.txt", "deep/folder/map.txt"].map { SearchHit(path: $0, size: 0) })
        #expect(
            try index.search("map", isCancelled: notCancelled).hits.map(\.path) == ["deep/folder/map.txt", "map/a.txt"])
    }

    @Test func theLimitCapsTheHitsButNotTheCount() throws {
        let index = FileIndex(files: (0..<10).map { SearchHit(path: "f\($0)", size: 0) })
        let report = try index.search("f", limit: 3, isCancelled: notCancelled)
        #expect(report.hits.count == 3)
        #expect(report.matchCount == 10)
    }

    @Test func aLeadingSlashMakesARegularExpression() throws {
        let index = FileIndex(files: ["a/Map.swift", "a/Map.md", "b/Flat.swift"].map { SearchHit(path: $0, size: 0) })
        #expect(try index.search("/^a/.*\\.SWIFT$", isCancelled: notCancelled).hits.map(\.path) == ["a/Map.swift"])
    }

    @Test func aBadRegularExpressionFailsWithThePattern() {
        let index = FileIndex(files: [SearchHit(path: "a", size: 0)])
        #expect {
            try index.search("/(ab", isCancelled: notCancelled)
        } throws: { error in
            guard case .badPattern(let pattern, _)? = error as? SearchError else { return false }
            return pattern == "(ab" && "\(error)".hasPrefix("bad regular expression /(ab: ")
        }
    }

    @Test func searchStopsWhenCancelled() {
        let index = FileIndex(files: [SearchHit(path: "a", size: 0)])
        #expect(throws: SearchCancelled.self) { try index.search("a", isCancelled: { true }) }
    }
}
