import SwiftRx

extension Marbles {
    /// A readable description of how two recorded event lists differ, or `nil` if they are equal.
    ///
    /// The description draws both lists as aligned marble lines (when the timeline fits in 160
    /// characters) and then lists the events side by side, marking each position that differs:
    ///
    /// ```
    /// Recorded events differ (1 character = 10 ticks; time 200 is the first character):
    ///   expected: --a--(bc)--|
    ///   actual:   --a--b-c---|
    /// Events (✗ marks a difference):
    ///     expected         actual
    ///     next(1) @ 220    next(1) @ 220
    ///   ✗ next(2) @ 250    next(2) @ 250
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
        text += sideBySide(expected: expected.map(\.debugDescription), actual: actual.map(\.debugDescription))
        return text
    }

    /// A readable description of how two event lists (without times) differ, or `nil` if equal.
    /// - Parameters:
    ///   - actual: What the test observed.
    ///   - expected: What it should have observed.
    /// - Returns: The events side by side with each difference marked, or `nil` when equal.
    public static func diff<Element: Equatable>(actual: [Event<Element>], expected: [Event<Element>]) -> String? {
        if actual == expected { return nil }
        return "Events differ:\n"
            + sideBySide(expected: expected.map(\.debugDescription), actual: actual.map(\.debugDescription))
    }

    /// Lists two columns of descriptions, marking rows that differ with `✗`.
    static func sideBySide(expected: [String], actual: [String]) -> String {
        let missing = "(none)"
        let width = max(8, expected.map(\.count).max() ?? 0, missing.count)
        func padded(_ text: String) -> String {
            text + String(repeating: " ", count: width - text.count)
        }
        var text = "Events (✗ marks a difference):\n    \(padded("expected"))    actual\n"
        for row in 0..<max(expected.count, actual.count) {
            let left = row < expected.count ? expected[row] : missing
            let right = row < actual.count ? actual[row] : missing
            let mark = left == right ? " " : "✗"
            text += "  \(mark) \(padded(left))    \(right)\n"
        }
        return text
    }
}
