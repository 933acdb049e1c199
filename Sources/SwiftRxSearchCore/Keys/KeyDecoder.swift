/// A key a person pressed, as the search screen understands it.
package enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, space, any non-ASCII character).
    case character(Character)
    case up
    case down
    case left
    case right
    case enter
    case escape
    case backspace
    /// Ctrl-C: in raw mode the terminal sends it as a byte instead of raising SIGINT.
    case ctrlC
    /// Ctrl-U: erase the whole line, as in a shell.
    case ctrlU
    /// The input ended (the terminal went away): the app quits as on Ctrl-C.
    case endOfInput
}

/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// Bytes arrive in chunks of any size: an arrow key's escape sequence or a multi-byte UTF-8
/// character may be split between two reads, so the decoder keeps an incomplete tail pending until
/// the next chunk. A lone ESC byte cannot be told apart from the start of an escape sequence until
/// the terminal has been quiet for a moment: the reader calls ``flush()`` when no byte arrived
/// within its poll timeout, and a pending ESC then becomes ``Key/escape``.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    package init() {}

    /// Whether bytes are waiting for the rest of a sequence (so the reader knows to call ``flush()``
    /// when the input goes quiet).
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes a chunk of input; an incomplete escape sequence or character at its end stays pending.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = decodeOne(at: index) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The input went quiet: a pending lone ESC is the Escape key; any other incomplete tail is
    /// dropped (a terminal never leaves one unfinished on purpose).
    package mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending == [0x1b] ? [.escape] : []
    }

    /// The key starting at `index` (nil for bytes that mean no key) and how many bytes it took; nil
    /// when the bytes from `index` on are incomplete and must wait for more input.
    private func decodeOne(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1b:
            return decodeEscape(at: index)
        case 0x0d, 0x0a:
            return (.enter, 1)
        case 0x7f, 0x08:
            return (.backspace, 1)
        case 0x03:
            return (.ctrlC, 1)
        case 0x15:
            return (.ctrlU, 1)
        case 0x04:
            // Ctrl-D, like end of input in a shell.
            return (.endOfInput, 1)
        case 0x00..<0x20:
            // Other control characters (Tab, Ctrl-letters) mean nothing here.
            return (nil, 1)
        case 0x20..<0x80:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            return decodeUTF8(at: index)
        }
    }

    private func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let introducer = pending[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // ESC followed by anything else: the Escape key, then that byte on its own.
            return (.escape, 1)
        }
        // CSI and SS3 sequences: parameter bytes, then one final byte in 0x40...0x7E.
        var end = index + 2
        while end < pending.count, !(0x40...0x7e).contains(pending[end]) {
            end += 1
        }
        guard end < pending.count else {
            // Unfinished; a sequence longer than any key's is garbage and is dropped.
            return end - index > 16 ? (nil, end - index) : nil
        }
        let key: Key? =
            switch pending[end] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            default: nil
            }
        return (key, end - index + 1)
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let lead = pending[index]
        let length =
            switch lead {
            case 0xc2...0xdf: 2
            case 0xe0...0xef: 3
            case 0xf0...0xf4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        let bytes = pending[index..<min(index + length, pending.count)]
        // A byte that cannot continue the character makes the lead byte garbage, even before the
        // rest has arrived.
        guard bytes.dropFirst().allSatisfy({ $0 & 0xc0 == 0x80 }) else { return (nil, 1) }
        guard bytes.count == length else { return nil }
        guard let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }
}
