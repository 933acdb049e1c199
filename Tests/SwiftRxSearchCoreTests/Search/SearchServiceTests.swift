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
        #expect(res.events == [.next(201, expected), .completed(201)])
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
        #expect(again.events.first?.value.element?.hits.map(\.path) == ["a.txt"])
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
