import Foundation
import SwiftRx
import SwiftRxSearchCore
import SwiftRxTest
import Testing

/// The whole screen on virtual time: keys pressed on the keyboard, a real search service over a
/// fixture folder, and the frames the screen renders.
@MainActor
@Suite("SearchScreen")
struct SearchScreenTests {
    private let files = ["alpha.txt": "a", "beta.txt": "bb", "alphabet/soup.md": "soup", "gamma.swift": "g"]

    /// Presses `keys` one tick apart from `time` on.
    private func type(_ text: String, at time: TestTime, on keyboard: Keyboard, _ scheduler: TestScheduler) {
        for (offset, character) in text.enumerated() {
            scheduler.scheduleAt(time + TestTime(offset)) { keyboard.press(.character(character)) }
        }
    }

    private func press(_ key: Key, at time: TestTime, on keyboard: Keyboard, _ scheduler: TestScheduler) {
        scheduler.scheduleAt(time) { keyboard.press(key) }
    }

    private func texts(_ frame: Frame) -> [String] {
        frame.lines.map(\.text)
    }

    @Test func aPersonSearchesSelectsOpensDetailsClearsAndQuits() throws {
        let folder = try FixtureFolder(files)
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let keyboard = Keyboard(deliveringOn: scheduler)
        let service = SearchService(root: folder.path, scheduler: scheduler, latency: .milliseconds(100))
        var frames: [TestTime: Frame] = [:]
        let quits = scheduler.createObserver(String.self)
        var redraws = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SearchScreen(
                title: "search fixture",
                keyboard: keyboard,
                scope: "fixture",
                search: service.search,
                details: service.details
            )
            screen.size = TerminalSize(rows: 10, columns: 40)
            screen.onChange = { redraws += 1 }
            _ = screen.quit.map { "quit" }.subscribe(quits)
            type("alp", at: 100, on: keyboard, scheduler)
            press(.down, at: 600, on: keyboard, scheduler)
            press(.enter, at: 700, on: keyboard, scheduler)
            press(.escape, at: 800, on: keyboard, scheduler)
            press(.character("q"), at: 1100, on: keyboard, scheduler)
            type("xq", at: 1200, on: keyboard, scheduler)
            press(.ctrlC, at: 1300, on: keyboard, scheduler)
            for time: TestTime in [50, 300, 500, 650, 750, 1000, 1250] {
                scheduler.scheduleAt(time) { frames[time] = screen.render() }
            }
            scheduler.start()
            _ = screen
        }

        let idle = try #require(frames[50])
        #expect(texts(idle)[0] == "search fixture".padding(toLength: 40, withPad: " ", startingAt: 0))
        #expect(idle.lines[0].style == .inverse)
        #expect(
            texts(idle)[1].hasPrefix("Search: ") && texts(idle)[1].trimmingCharacters(in: .whitespaces) == "Search:")
        #expect(texts(idle)[8] == "Type to search the files in fixture")
        #expect(texts(idle)[9] == "↑/↓ select · Enter details · Esc clear …")

        // The query settled at 272; with 100 ms latency the search is still running at 300.
        let searching = try #require(frames[300])
        #expect(texts(searching)[1] == "Search: alp" + String(repeating: " ", count: 17) + " [searching]")
        #expect(texts(searching)[8] == "Searching 'alp'...")
        #expect(searching.cursor == (row: 1, column: 11))

        let found = try #require(frames[500])
        #expect(texts(found)[1].trimmingCharacters(in: .whitespaces) == "Search: alp")
        #expect(texts(found)[3] == "> alpha.txt  (1 B)".padding(toLength: 40, withPad: " ", startingAt: 0))
        #expect(found.lines[3].style == .inverse)
        #expect(texts(found)[4] == "  alphabet/soup.md  (4 B)")
        #expect(Array(texts(found)[5...7]) == ["", "", ""])
        #expect(texts(found)[8] == "2 of 4 files match 'alp' · 100 ms")

        let moved = try #require(frames[650])
        #expect(texts(moved)[3] == "  alpha.txt  (1 B)")
        #expect(texts(moved)[4].hasPrefix("> alphabet/soup.md  (4 B)"))

        let details = try #require(frames[750])
        #expect(texts(details)[3] == "File:     alphabet/soup.md")
        #expect(texts(details)[4] == "Size:     4 bytes")

        let cleared = try #require(frames[1000])
        #expect(texts(cleared) == texts(idle))

        // `q` on the empty query quits and is not typed; in "x" it is typed; Ctrl-C quits.
        let typed = try #require(frames[1250])
        #expect(texts(typed)[1].hasPrefix("Search: xq "))
        #expect(quits.events == [.next(1101, "quit"), .next(1301, "quit")])
        #expect(redraws > 0)
    }

    @Test func aNarrowAndLowScreenCutsLinesAndKeepsTheQueryAndStatus() throws {
        let folder = try FixtureFolder(files)
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let keyboard = Keyboard(deliveringOn: scheduler)
        let service = SearchService(root: folder.path, scheduler: scheduler)
        var frames: [Frame] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SearchScreen(
                title: "a very long title for a narrow screen",
                keyboard: keyboard,
                scope: "fixture",
                search: service.search,
                details: service.details
            )
            type("alphabet", at: 100, on: keyboard, scheduler)
            scheduler.scheduleAt(500) {
                screen.size = TerminalSize(rows: 6, columns: 12)
                frames.append(screen.render())
                screen.size = TerminalSize(rows: 3, columns: 12)
                frames.append(screen.render())
                screen.size = TerminalSize(rows: 0, columns: 0)
                frames.append(screen.render())
            }
            scheduler.start()
        }
        #expect(
            frames[0].lines.map(\.text) == [
                "a very long…", "Search: alp…", String(repeating: "─", count: 12), "> alphabet/…",
                "1 of 4 file…", "↑/↓ select …",
            ])
        #expect(frames[0].lines.allSatisfy { $0.text.count <= 12 })
        #expect(frames[0].cursor == (row: 1, column: 11))
        #expect(frames[1].lines.map(\.text) == ["Search: alp…", "1 of 4 file…", "a very long…"])
        #expect(frames[2].lines.isEmpty)
    }

    @Test func theSelectionStaysInViewInALongList() throws {
        let folder = try FixtureFolder(Dictionary(uniqueKeysWithValues: (0..<9).map { ("file\($0).txt", "x") }))
        defer { folder.remove() }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let keyboard = Keyboard(deliveringOn: scheduler)
        let service = SearchService(root: folder.path, scheduler: scheduler)
        var frame: Frame?
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SearchScreen(
                title: "t",
                keyboard: keyboard,
                scope: "fixture",
                search: service.search,
                details: service.details
            )
            screen.size = TerminalSize(rows: 8, columns: 30)
            type("file", at: 100, on: keyboard, scheduler)
            for time in stride(from: TestTime(500), to: 560, by: 10) {
                press(.down, at: time, on: keyboard, scheduler)
            }
            scheduler.scheduleAt(700) { frame = screen.render() }
            scheduler.start()
        }
        // Three body rows; the sixth hit (file6) is selected, so file4...file6 are shown.
        let lines = try #require(frame).lines.map(\.text)
        #expect(
            Array(lines[3...5]) == [
                "  file4.txt  (1 B)", "  file5.txt  (1 B)", "> file6.txt  (1 B)" + String(repeating: " ", count: 12),
            ])
    }
}
