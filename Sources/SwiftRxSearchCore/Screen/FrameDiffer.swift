/// How a line of the screen is drawn.
package enum LineStyle: Hashable, Sendable {
    case plain
    /// Reverse video: the title bar and the selected hit.
    case inverse
    /// Dimmed: hints and separators.
    case dim
    /// Red: the error line.
    case error
}

/// One line of the screen: text that fits the width, and its style.
package struct ScreenLine: Hashable, Sendable {
    /// The text, already cut to the screen's width.
    package var text: String
    /// How it is drawn.
    package var style: LineStyle

    /// A line showing `text` in `style`.
    package init(_ text: String, style: LineStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// What the screen shows: its lines, top to bottom, and where the cursor stands (zero-based).
package struct Frame: Hashable, Sendable {
    /// The lines, at most the screen's height.
    package var lines: [ScreenLine]
    /// The cursor's row and column, zero-based.
    package var cursor: (row: Int, column: Int)

    /// A frame of `lines` with the cursor at `cursor`.
    package init(lines: [ScreenLine], cursor: (row: Int, column: Int)) {
        self.lines = lines
        self.cursor = cursor
    }

    package static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.lines == rhs.lines && lhs.cursor == rhs.cursor
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
        hasher.combine(cursor.row)
        hasher.combine(cursor.column)
    }
}

/// Turns successive frames into the ANSI output that updates the terminal: only the lines that
/// changed are rewritten, each in place (cursor positioning, then erase to the end of the line), so
/// nothing flickers; the screen is cleared only on the first frame and after ``invalidate()``.
package struct FrameDiffer: Sendable {
    private var shown: [ScreenLine]?

    /// A differ that has drawn nothing yet.
    package init() {}

    /// Forgets what is on the screen (after a resize), so the next frame clears and redraws it all.
    package mutating func invalidate() {
        shown = nil
    }

    /// The output that turns the previous frame into `frame`.
    package mutating func output(for frame: Frame) -> String {
        var out = "\u{1b}[?25l"  // Hide the cursor while drawing.
        let previous: [ScreenLine]
        if let shown {
            previous = shown
        } else {
            out += "\u{1b}[0m\u{1b}[2J"
            previous = []
        }
        for (row, line) in frame.lines.enumerated() where row >= previous.count || previous[row] != line {
            out += "\u{1b}[\(row + 1);1H" + Self.styled(line) + "\u{1b}[K"
        }
        if previous.count > frame.lines.count {
            for row in frame.lines.count..<previous.count {
                out += "\u{1b}[\(row + 1);1H\u{1b}[K"
            }
        }
        out += "\u{1b}[\(frame.cursor.row + 1);\(frame.cursor.column + 1)H\u{1b}[?25h"
        shown = frame.lines
        return out
    }

    private static func styled(_ line: ScreenLine) -> String {
        switch line.style {
        case .plain: line.text
        case .inverse: "\u{1b}[7m" + line.text + "\u{1b}[0m"
        case .dim: "\u{1b}[2m" + line.text + "\u{1b}[0m"
        case .error: "\u{1b}[31;1m" + line.text + "\u{1b}[0m"
        }
    }
}

/// Fits text into `width` columns: control characters become `?`, and text that is too long is cut
/// and ends with `…`. Every character counts as one column (wide East Asian characters are not
/// measured).
package func fitted(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let clean = String(text.map { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7f) ? "?" : $0 })
    guard clean.count > width else { return clean }
    return String(clean.prefix(width - 1)) + "…"
}
