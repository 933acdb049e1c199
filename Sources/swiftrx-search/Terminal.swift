import Foundation
import SwiftRxSearchCore

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// The controlling terminal: raw mode and the alternate screen while the app runs, and their undoing.
///
/// Used on the main thread only, except ``readKeys(into:)``, which runs on its own thread and only
/// reads standard input.
@MainActor
final class Terminal {
    private var original = termios()
    private var isRaw = false

    /// Whether standard input and output are a terminal.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Switches to raw mode (no echo, no line editing, no signals from Ctrl-C, no flow control) and
    /// to the alternate screen, so the person's scrollback is untouched.
    func enterRawMode() {
        guard !isRaw, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        // read() returns as soon as one byte is there; the reader polls with a timeout itself.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
        isRaw = true
        write("\u{1b}[?1049h\u{1b}[H\u{1b}[2J")
    }

    /// Leaves the alternate screen and restores the terminal's original mode. Safe to call twice.
    func restore() {
        guard isRaw else { return }
        isRaw = false
        write("\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// The terminal's size, or 24 by 80 if it cannot be asked.
    static func size() -> TerminalSize {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return TerminalSize(rows: 24, columns: 80)
        }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    /// Writes `text` to standard output completely, retrying short writes.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(STDOUT_FILENO, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads standard input on the calling thread until it ends, decoding keys and handing each one
    /// to `keyboard`. A lone ESC counts as the Escape key once the input has been quiet for 50 ms.
    nonisolated static func readKeys(into keyboard: Keyboard) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&poller, 1, decoder.hasPending ? 50 : -1)
            if ready == 0 {
                decoder.flush().forEach(keyboard.press)
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                keyboard.press(.endOfInput)
                return
            }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                keyboard.press(.endOfInput)
                return
            }
            decoder.decode(buffer[..<count]).forEach(keyboard.press)
        }
    }
}
