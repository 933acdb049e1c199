import SwiftRxSearchCore
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func decode(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) }
    }

    @Test func printableCharactersAndControlKeys() {
        #expect(decode(Array("a Q1".utf8)) == [.character("a"), .character(" "), .character("Q"), .character("1")])
        #expect(
            decode([0x0d, 0x0a, 0x7f, 0x08, 0x03, 0x15, 0x04]) == [
                .enter, .enter, .backspace, .backspace, .ctrlC, .ctrlU, .endOfInput,
            ])
        // Tab and other control characters mean nothing.
        #expect(decode([0x09, 0x01, UInt8(ascii: "x")]) == [.character("x")])
    }

    @Test func arrowsInBothCursorKeyModes() {
        // Normal mode sends CSI (ESC [), application mode SS3 (ESC O); modifiers add parameters.
        #expect(decode(Array("\u{1b}[A\u{1b}[B\u{1b}OC\u{1b}OD\u{1b}[1;5A".utf8)) == [.up, .down, .right, .left, .up])
    }

    @Test func otherEscapeSequencesAreSkipped() {
        // Delete (ESC [ 3 ~) and F5 (ESC [ 1 5 ~) are no keys here.
        #expect(decode(Array("\u{1b}[3~\u{1b}[15~z".utf8)) == [.character("z")])
    }

    @Test func aSequenceSplitBetweenReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1b]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.decode([UInt8(ascii: "[")]) == [])
        #expect(decoder.decode([UInt8(ascii: "B"), UInt8(ascii: "k")]) == [.down, .character("k")])
        #expect(!decoder.hasPending)
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnceTheInputIsQuiet() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1b]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.flush() == [])
    }

    @Test func escapeFollowedByAnotherKeyIsBothKeys() {
        #expect(decode([0x1b, UInt8(ascii: "x")]) == [.escape, .character("x")])
        #expect(decode([0x1b, 0x1b, UInt8(ascii: "["), UInt8(ascii: "A")]) == [.escape, .up])
    }

    @Test func anUnfinishedSequenceIsDroppedOnFlushAndGarbageIsBounded() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1b}[12".utf8)) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
        // Parameter bytes that never end are dropped once longer than any key's sequence.
        #expect(decoder.decode([0x1b, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 20)) == [])
        #expect(!decoder.hasPending)
    }

    @Test func multiByteCharactersEvenWhenSplit() {
        let bytes = Array("é日🙂".utf8)
        #expect(decode(bytes) == [.character("é"), .character("日"), .character("🙂")])
        #expect(
            decode(Array(bytes[0..<1]), Array(bytes[1..<4]), Array(bytes[4...])) == [
                .character("é"), .character("日"), .character("🙂"),
            ])
        // A stray continuation byte or a truncated sequence followed by ASCII is skipped.
        #expect(
            decode([0x80, UInt8(ascii: "a"), 0xe6, UInt8(ascii: "b")]) == [
                .character("a"), .character("b"),
            ])
    }
}
