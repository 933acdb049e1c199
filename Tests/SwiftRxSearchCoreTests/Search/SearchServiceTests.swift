import Foundation
import SwiftRx
import SwiftRxSearchCore
import SwiftRxTest
import Testing

@Suite("SearchService")
struct SearchServiceTests {
    @Test func aSearchRunsOnTheServiceSchedulerAndEmitsOneReport() throws {
        let folder = try FixtureFolder(["notes/todo.txt": "x", "notes/done.txt": "y", "readme": "z"])
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: folder.path, scheduler: scheduler)
        let res = scheduler.start { service.search("notes todo") }
        let expected = SearchReport(hits: [SearchHit(path: "notes/todo.txt", size: 1)], matchCount: 1, scanned: 3)
        #expect(res.events == [.next(201, .finished(expected)), .completed(201)])
        #expect(service.counts == .init(started: 1, finished: 1, cancelled: 0))
    }

    @Test func theLatencyDelaysTheSearchAndDisposingBeforeItRunsCancelsIt() throws {
        let folder = try FixtureFolder(["a.txt": "a"])
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: folder.path, scheduler: scheduler, latency: .milliseconds(50))
        let late = scheduler.start(created: 100, subscribed: 200, disposed: 240) { service.search("a") }
        #expect(late.events.isEmpty)
        #expect(service.counts == .init(started: 0, finished: 0, cancelled: 0))

        let scheduler2 = TestScheduler(initialClock: 0, resolution: 0.001)
        let service2 = SearchService(root: folder.path, scheduler: scheduler2, latency: .milliseconds(50))
        let res = scheduler2.start { service2.search("a") }
        #expect(res.events.map(\.time) == [250, 250])
    }

    @Test func aLongSearchWorksInSlicesAndReportsItsProgressAtMostEvery100Milliseconds() throws {
        let names = (0..<2_500).map { String(format: "f%04d.txt", $0) }
        let folder = try FixtureFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, "x") }))
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: folder.path, scheduler: scheduler, pace: .milliseconds(40))
        let res = scheduler.start { service.search("f1") }
        // Slices of 1000 files, 40 ms apart from 201: listing 1000, 2000, 2500 entries plus 500
        // read (281), 1500 read (321), all read (361), 1000 matched (401), 2000 (441), done (481).
        // Progress shows only where 100 ms have passed since the last report: at 321 and 441.
        let hits = (1_000..<1_500).map { SearchHit(path: String(format: "f%04d.txt", $0), size: 1) }
        #expect(
            res.events == [
                .next(321, .progress(SearchProgress(stage: .indexing, done: 1_500, total: 2_500))),
                .next(
                    441,
                    .progress(
                        SearchProgress(stage: .matching, done: 2_000, total: 2_500, hits: hits, matchCount: 1_000))),
                .next(481, .finished(SearchReport(hits: hits, matchCount: 1_000, scanned: 2_500))),
                .completed(481),
            ])
        #expect(service.counts == .init(started: 1, finished: 1, cancelled: 0))
    }

    @Test func disposingStopsASearchBeforeItsNextSliceAndTheNextSearchGoesOnFromTheListing() throws {
        let names = (0..<2_500).map { String(format: "f%04d.txt", $0) }
        let folder = try FixtureFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, "x") }))
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: folder.path, scheduler: scheduler, pace: .milliseconds(40))
        let stopped = scheduler.start(created: 100, subscribed: 200, disposed: 330) { service.search("f1") }
        #expect(stopped.events == [.next(321, .progress(SearchProgress(stage: .indexing, done: 1_500, total: 2_500)))])
        #expect(service.counts == .init(started: 1, finished: 0, cancelled: 1))
        // The next search reads the last 1000 entries (1001), then matches the 2500 files in three
        // more slices, 40 ms apart (1041, 1081, 1121); no 100 ms pass between two of them and the
        // start, so it shows no progress.
        let again = scheduler.start(created: 900, subscribed: 1_000, disposed: 2_000) { service.search("f2") }
        let hits = (2_000..<2_500).map { SearchHit(path: String(format: "f%04d.txt", $0), size: 1) }
        #expect(
            again.events == [
                .next(1_121, .finished(SearchReport(hits: hits, matchCount: 500, scanned: 2_500))), .completed(1_121),
            ])
        #expect(service.counts == .init(started: 2, finished: 1, cancelled: 1))
    }

    @Test func anUnreadableFolderFailsEachSearchUntilItCanBeRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swiftrx-missing-\(UUID())").path
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: path, scheduler: scheduler)
        let failed = scheduler.start { service.search("a") }
        #expect(failed.events.count == 1)
        #expect(failed.events.first?.time == 201)
        #expect(failed.events.first?.value.error.map { "\($0)" }?.hasPrefix("cannot read the folder \(path)") == true)

        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("a".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("a.txt"))
        let again = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { service.search("a") }
        #expect(
            again.events.first?.value.element
                == .finished(SearchReport(hits: [SearchHit(path: "a.txt", size: 1)], matchCount: 1, scanned: 1)))
        #expect(service.counts == .init(started: 2, finished: 2, cancelled: 0))
    }

    @Test func detailsListTheFileFactsAndItsFirstLines() throws {
        let folder = try FixtureFolder(["src/main.swift": "let a = 1\n\tprint(a)\n"])
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: folder.path, scheduler: scheduler)
        let res = scheduler.start { service.details(of: SearchHit(path: "src/main.swift", size: 20)) }
        let lines = try #require(res.events.first?.value.element)
        #expect(res.events.map(\.time) == [201, 201])
        #expect(lines[0] == "File:     src/main.swift")
        #expect(lines[1] == "Size:     20 bytes")
        #expect(lines[2].hasPrefix("Modified: 20"))
        #expect(lines[3] == "Lines:    2")
        // Tabs are expanded so the preview lines up.
        #expect(Array(lines[5...]) == ["  let a = 1", "      print(a)", "  "])
    }

    @Test func detailsOfAFileThatIsGoneFail() throws {
        let folder = try FixtureFolder([:])
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = SearchService(root: folder.path, scheduler: scheduler)
        let res = scheduler.start { service.details(of: SearchHit(path: "gone.txt", size: 1)) }
        #expect(res.events.count == 1)
        #expect(res.events.first?.value.error.map { "\($0)" }?.hasPrefix("cannot read gone.txt: ") == true)
    }
}
