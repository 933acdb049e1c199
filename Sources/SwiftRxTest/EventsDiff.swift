import SwiftRx

extension Marbles {
    /// A readable description of how two recorded event lists differ, or `nil` if they are equal.
    ///
    /// The description draws both lists as aligned marble lines (when the timeline fits in 160
    /// characters) and then lists the events side by side, marking each row that differs. The rows
    /// are aligned, not paired by position: equal events share a row (a longest common subsequence),
    /// and of the rest an expected and a recorded event share a row when they have the same time (a
    /// changed value) or the same event (a shifted time); any other event has a row of its own, with
    /// `(none)` on the other side, in time order. One missing or extra event is then one marked row:
    ///
    /// ```
    /// Recorded events differ (1 character = 10 ticks; time 200 is the first character):
    ///   expected: --a--(bc)--|
    ///   actual:   --a--b-c---|
    /// Events (✗ marks a difference):
    ///     expected           actual
    ///     next(1) @ 220      next(1) @ 220
    ///     next(2) @ 250      next(2) @ 250
    ///   ✗ next(3) @ 250      next(3) @ 270
    ///     completed @ 310    completed @ 310
    /// ```
    ///
    /// - Parameters:
    ///   - actual: What the test observed.
    ///   - expected: What it should have observed.
    ///   - values: Symbols for elements in the marble lines; others get invented symbols, explained
    ///     in a legend.
    ///   - errors: Symbols for errors in the marble lines.
    ///   - frameWidth: Ticks per character; `nil` picks 10 when every time is a multiple of 10, else 1.
    ///   - origin: The time of frame 0; `nil` picks 200 (the default subscription time) unless an
    ///     event is earlier.
    ///   - subscriptionMarker: Whether to draw `^` at frame 0 of both lines; drawn anyway when an
    ///     event comes before `origin`.
    /// - Returns: The description, or `nil` when `actual == expected`.
    public static func diff<Element: Equatable>(
        actual: [Recorded<Event<Element>>],
        expected: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime? = nil,
        origin: TestTime? = nil,
        subscriptionMarker: Bool = false
    ) -> String? {
        if actual == expected { return nil }
        let lines = [expected, actual]
        let times = lines.flatMap { $0.map(\.time) }
        let width = frameWidth ?? (times.allSatisfy { $0 % 10 == 0 } ? 10 : 1)
        let earliest = times.min() ?? TestScheduler.Defaults.subscribed
        let start = origin ?? min(TestScheduler.Defaults.subscribed, earliest - ((earliest % width) + width) % width)
        let layout = MarbleLayout(frameWidth: width, origin: start, lines: lines, marker: subscriptionMarker)
        let symbols = MarbleSymbols(values: values, errors: errors)
        let expectedLine = layout.draw(expected, symbols: symbols)
        let actualLine = layout.draw(actual, symbols: symbols)

        var text: String
        if max(expectedLine.count, actualLine.count) <= 160 {
            let zero = layout.marker ? "'^'" : "the first character"
            text = "Recorded events differ (1 character = \(width) ticks; time \(start) is \(zero)):\n"
            text += "  expected: \(expectedLine)\n"
            text += "  actual:   \(actualLine)\n"
            if !MarbleLayout.isAligned(lines, frameWidth: width, origin: start) {
                text += "  (times between frames are drawn in the frame they fall in)\n"
            }
            for entry in symbols.legend {
                text += "  \(entry.symbol) = \(entry.meaning)\n"
            }
        } else {
            text = "Recorded events differ (the timeline is too long to draw as marbles):\n"
        }
        let rows = align(
            expected, actual,
            same: { $0 == $1 },
            pairable: { $0.time == $1.time || $0.value == $1.value },
            prefersPair: { $0.time == $1.time },
            expectedFirst: { $0.time <= $1.time }
        )
        text += sideBySide(
            rows: rows, expected: expected.map(\.debugDescription), actual: actual.map(\.debugDescription))
        return text
    }

    /// A readable description of how two event lists (without times) differ, or `nil` if equal.
    /// - Parameters:
    ///   - actual: What the test observed.
    ///   - expected: What it should have observed.
    /// - Returns: The events side by side with each difference marked, or `nil` when equal.
    public static func diff<Element: Equatable>(actual: [Event<Element>], expected: [Event<Element>]) -> String? {
        if actual == expected { return nil }
        let rows = align(
            expected, actual, same: { $0 == $1 }, pairable: { _, _ in true }, prefersPair: { _, _ in true },
            expectedFirst: { _, _ in true })
        return "Events differ:\n"
            + sideBySide(
                rows: rows, expected: expected.map(\.debugDescription), actual: actual.map(\.debugDescription))
    }

    /// Lists two columns of descriptions, aligned (see ``align(_:_:same:pairable:prefersPair:expectedFirst:)``),
    /// marking rows that differ with `✗`.
    static func sideBySide(expected: [String], actual: [String]) -> String {
        let rows = align(
            expected, actual, same: { $0 == $1 }, pairable: { _, _ in true }, prefersPair: { _, _ in true },
            expectedFirst: { _, _ in true })
        return sideBySide(rows: rows, expected: expected, actual: actual)
    }

    /// Lists the `rows` of an alignment as two columns, marking rows that differ with `✗`.
    static func sideBySide(rows: [DiffRow], expected: [String], actual: [String]) -> String {
        let missing = "(none)"
        let width = max(8, expected.map(\.count).max() ?? 0, missing.count)
        func padded(_ text: String) -> String {
            text + String(repeating: " ", count: width - text.count)
        }
        var text = "Events (✗ marks a difference):\n    \(padded("expected"))    actual\n"
        for row in rows {
            let left = row.expected.map { expected[$0] } ?? missing
            let right = row.actual.map { actual[$0] } ?? missing
            let mark = row.expected != nil && row.actual != nil && left == right ? " " : "✗"
            text += "  \(mark) \(padded(left))    \(right)\n"
        }
        return text
    }

    /// One row of an aligned diff: an expected item, a recorded one, or one of each.
    struct DiffRow: Equatable {
        /// The index of the expected item, `nil` when the row shows an extra recorded item.
        let expected: Int?
        /// The index of the recorded item, `nil` when the row shows a missing expected item.
        let actual: Int?
    }

    /// Aligns two lists for display, with as few marked rows as possible: equal items (`same`)
    /// share a row at no cost, two `pairable` items share a marked row at a cost of one, and any
    /// item may have a row of its own at a cost of one. Of the alignments of least cost, the one
    /// taken keeps equal items together, pairs when `prefersPair` (a changed value at one time), and
    /// otherwise puts first the item `expectedFirst` says comes first (time order).
    ///
    /// Lists too long for the table (more than 250,000 pairs) are paired by position.
    static func align<Item>(
        _ expected: [Item],
        _ actual: [Item],
        same: (Item, Item) -> Bool,
        pairable: (Item, Item) -> Bool,
        prefersPair: (Item, Item) -> Bool,
        expectedFirst: (Item, Item) -> Bool
    ) -> [DiffRow] {
        let (n, m) = (expected.count, actual.count)
        guard n * m <= 250_000 else {
            return (0..<max(n, m)).map { DiffRow(expected: $0 < n ? $0 : nil, actual: $0 < m ? $0 : nil) }
        }
        // cost[i][j]: the least cost of aligning expected[i...] with actual[j...].
        let columns = m + 1
        var cost = [Int](repeating: 0, count: (n + 1) * columns)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n || j == m {
                    cost[i * columns + j] = (n - i) + (m - j)
                    continue
                }
                var best = 1 + min(cost[(i + 1) * columns + j], cost[i * columns + j + 1])
                let diagonal = cost[(i + 1) * columns + j + 1]
                if same(expected[i], actual[j]) {
                    best = min(best, diagonal)
                } else if pairable(expected[i], actual[j]) {
                    best = min(best, 1 + diagonal)
                }
                cost[i * columns + j] = best
            }
        }
        var rows: [DiffRow] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i == n {
                rows.append(DiffRow(expected: nil, actual: j))
                j += 1
                continue
            }
            if j == m {
                rows.append(DiffRow(expected: i, actual: nil))
                i += 1
                continue
            }
            let here = cost[i * columns + j]
            let diagonal = cost[(i + 1) * columns + j + 1]
            let isSame = same(expected[i], actual[j])
            let canPair = !isSame && pairable(expected[i], actual[j]) && here == 1 + diagonal
            let skipExpected = here == 1 + cost[(i + 1) * columns + j]
            let skipActual = here == 1 + cost[i * columns + j + 1]
            if (isSame && here == diagonal) || (canPair && prefersPair(expected[i], actual[j])) {
                rows.append(DiffRow(expected: i, actual: j))
                (i, j) = (i + 1, j + 1)
            } else if skipExpected && (!skipActual || expectedFirst(expected[i], actual[j])) {
                rows.append(DiffRow(expected: i, actual: nil))
                i += 1
            } else if skipActual {
                rows.append(DiffRow(expected: nil, actual: j))
                j += 1
            } else {
                rows.append(DiffRow(expected: i, actual: j))
                (i, j) = (i + 1, j + 1)
            }
        }
        return rows
    }
}
