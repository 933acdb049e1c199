import SwiftRxSearchCore
import Testing

@Suite("FrameDiffer")
struct FrameDifferTests {
    private let esc = "\u{1b}["

    private func frame(_ lines: String..., cursor: (Int, Int) = (0, 0)) -> Frame {
        Frame(lines: lines.map { ScreenLine($0) }, cursor: cursor)
    }

    @Test func theFirstFrameClearsTheScreenAndDrawsEveryLine() {
        var differ = FrameDiffer()
        let output = differ.output(for: frame("one", "two", cursor: (1, 3)))
        #expect(output == "\(esc)?25l\(esc)0m\(esc)2J\(esc)1;1Hone\(esc)K\(esc)2;1Htwo\(esc)K\(esc)2;4H\(esc)?25h")
    }

    @Test func laterFramesRewriteOnlyTheChangedLinesWithoutClearing() {
        var differ = FrameDiffer()
        _ = differ.output(for: frame("title", "query", "hit"))
        let output = differ.output(for: frame("title", "query!", "hit", cursor: (1, 6)))
        #expect(output == "\(esc)?25l\(esc)2;1Hquery!\(esc)K\(esc)2;7H\(esc)?25h")
        #expect(!output.contains("\(esc)2J"))
        // Nothing changed: only the cursor is placed again.
        #expect(differ.output(for: frame("title", "query!", "hit", cursor: (1, 6))) == "\(esc)?25l\(esc)2;7H\(esc)?25h")
    }

    @Test func aStyleChangeIsAChange() {
        var differ = FrameDiffer()
        _ = differ.output(for: frame("a", "b"))
        let output = differ.output(
            for: Frame(lines: [ScreenLine("a"), ScreenLine("b", style: .inverse)], cursor: (0, 0)))
        #expect(output == "\(esc)?25l\(esc)2;1H\(esc)7mb\(esc)0m\(esc)K\(esc)1;1H\(esc)?25h")
    }

    @Test func aShorterFrameErasesTheLinesItNoLongerHas() {
        var differ = FrameDiffer()
        _ = differ.output(for: frame("a", "b", "c"))
        #expect(differ.output(for: frame("a")) == "\(esc)?25l\(esc)2;1H\(esc)K\(esc)3;1H\(esc)K\(esc)1;1H\(esc)?25h")
    }

    @Test func afterInvalidateTheNextFrameIsDrawnInFull() {
        var differ = FrameDiffer()
        _ = differ.output(for: frame("a"))
        differ.invalidate()
        #expect(differ.output(for: frame("a")) == "\(esc)?25l\(esc)0m\(esc)2J\(esc)1;1Ha\(esc)K\(esc)1;1H\(esc)?25h")
    }

    @Test func fittedCutsLongTextAndReplacesControlCharacters() {
        #expect(fitted("hello", width: 5) == "hello")
        #expect(fitted("hello!", width: 5) == "hell…")
        #expect(fitted("hello", width: 1) == "…")
        #expect(fitted("hello", width: 0) == "")
        #expect(fitted("a\tb\u{1b}c", width: 10) == "a?b?c")
        #expect(fitted("日本語テキスト", width: 4) == "日本語…")
    }
}
