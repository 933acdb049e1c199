import Foundation
import SwiftRx
import SwiftRxSearchCore
import SwiftRxTest
import Testing

/// A screen on virtual time: a keyboard delivering on the test scheduler and a real search service
/// over a fixture folder, searching on the same scheduler.
@MainActor
private struct Rig {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let keyboard: Keyboard
    let service: SearchService

    init(folder: FixtureFolder, latency: RxTimeInterval? = nil) {
        keyboard = Keyboard(deliveringOn: scheduler)
        service = SearchService(root: folder.path, scheduler: scheduler, latency: latency)
    }

    /// Builds the screen under the mocked sharing scheduler, lets `script` schedule keys and checks
    /// on it, then runs the scheduler.
    func run(title: String = "search fixture", _ script: (SearchScreen) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SearchScreen(
                title: title,
                keyboard: keyboard,
                scope: "fixture",
                search: service.search,
                details: service.details
            )
            script(screen)
            scheduler.start()
        }
    }

    /// Types `text` one key per tick from `time` on.
    func type(_ text: String, at time: TestTime) {
        for (offset, character) in text.enumerated() {
            press(.character(character), at: time + TestTime(offset))
        }
    }

    func press(_ key: Key, at time: TestTime) {
        scheduler.scheduleAt(time) { [keyboard] in keyboard.press(key) }
    }
}

/// The whole screen on virtual time: keys pressed on the keyboard, a real search service over a
/// fixture folder, and the frames the screen renders.
@MainActor
@Suite("SearchScreen")
struct SearchScreenTests {
    private let files = ["alpha.txt": "a", "beta.txt": "bb", "alphabet/soup.md": "soup", "gamma.swift": "g"]

    private func texts(_ frame: Frame) -> [String] {
        frame.lines.map(\.text)
    }

    @Test func aPersonSearchesSelectsOpensDetailsGoesBackClearsAndQuits() throws {
        let folder = try FixtureFolder(files)
        defer { folder.remove() }
        let rig = Rig(folder: folder, latency: .milliseconds(100))
        var frames: [TestTime: Frame] = [:]
        let quits = rig.scheduler.createObserver(String.self)
        var redraws = 0
        rig.run { screen in
            screen.size = TerminalSize(rows: 10, columns: 80)
            screen.onChange = { redraws += 1 }
            _ = screen.quit.map { "quit" }.subscribe(quits)
            rig.type("alp", at: 100)
            rig.press(.down, at: 600)
            rig.press(.enter, at: 700)
            rig.press(.escape, at: 800)
            rig.press(.escape, at: 900)
            rig.type("queue", at: 1100)
            rig.press(.escape, at: 1200)
            rig.press(.escape, at: 1300)
            rig.press(.ctrlC, at: 1400)
            rig.press(.endOfInput, at: 1500)
            for time: TestTime in [50, 300, 500, 650, 750, 850, 1000, 1150] {
                rig.scheduler.scheduleAt(time) { frames[time] = screen.render() }
            }
        }

        let idle = try #require(frames[50])
        #expect(texts(idle)[0] == "search fixture".padding(toLength: 80, withPad: " ", startingAt: 0))
        #expect(idle.lines[0].style == .inverse)
        #expect(
            texts(idle)[1].hasPrefix("Search: ") && texts(idle)[1].trimmingCharacters(in: .whitespaces) == "Search:")
        #expect(texts(idle)[8] == "Type to search the files in fixture")
        #expect(texts(idle)[9] == "Type words or /regex · ↑/↓ select · Esc, Ctrl-C or Ctrl-D quit")
        #expect(idle.lines[9].style == .dim)

        // The query settled at 253; with 100 ms latency the search is still running at 300.
        let searching = try #require(frames[300])
        #expect(texts(searching)[1] == "Search: alp" + String(repeating: " ", count: 57) + " [searching]")
        #expect(texts(searching)[8] == "Searching 'alp'...")
        #expect(texts(searching)[9] == "↑/↓ select · Enter details · Esc clear the query · Ctrl-C quit")
        #expect(searching.cursor == (row: 1, column: 11))

        let found = try #require(frames[500])
        #expect(texts(found)[1].trimmingCharacters(in: .whitespaces) == "Search: alp")
        #expect(texts(found)[3] == "> alpha.txt  (1 B)".padding(toLength: 80, withPad: " ", startingAt: 0))
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
        #expect(texts(details)[9] == "Esc back to the list · ↑/↓ select another · Ctrl-C quit")

        // The first Escape goes back to the list as it was; the second clears the query.
        let back = try #require(frames[850])
        #expect(texts(back) == texts(moved))
        let cleared = try #require(frames[1000])
        #expect(texts(cleared) == texts(idle))

        // A query starting with q is typed like any other: q is text, never a quit key.
        let typed = try #require(frames[1150])
        #expect(texts(typed)[1].hasPrefix("Search: queue "))
        // Escape clears "queue", Escape on the empty query quits (one hop later: the view model's
        // Signal delivers it); so do Ctrl-C and Ctrl-D.
        #expect(quits.events == [.next(1302, "quit"), .next(1401, "quit"), .next(1501, "quit")])
        #expect(redraws > 0)
    }

    @Test func aNarrowAndLowScreenCutsLinesAndKeepsTheQueryAndStatus() throws {
        let folder = try FixtureFolder(files)
        defer { folder.remove() }
        let rig = Rig(folder: folder)
        var frames: [Frame] = []
        rig.run(title: "a very long title for a narrow screen") { screen in
            rig.type("alphabet", at: 100)
            rig.scheduler.scheduleAt(500) {
                screen.size = TerminalSize(rows: 6, columns: 12)
                frames.append(screen.render())
                screen.size = TerminalSize(rows: 3, columns: 12)
                frames.append(screen.render())
                screen.size = TerminalSize(rows: 0, columns: 0)
                frames.append(screen.render())
            }
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
        let rig = Rig(folder: folder)
        var frame: Frame?
        rig.run { screen in
            screen.size = TerminalSize(rows: 8, columns: 30)
            rig.type("file", at: 100)
            for time in stride(from: TestTime(500), to: 560, by: 10) {
                rig.press(.down, at: time)
            }
            rig.scheduler.scheduleAt(700) { frame = screen.render() }
        }
        // Three body rows; the sixth hit (file6) is selected, so file4...file6 are shown.
        let lines = try #require(frame).lines.map(\.text)
        #expect(
            Array(lines[3...5]) == [
                "  file4.txt  (1 B)", "  file5.txt  (1 B)", "> file6.txt  (1 B)" + String(repeating: " ", count: 12),
            ])
    }
}
