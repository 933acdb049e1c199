import Dispatch
import Foundation
import SwiftRx
import SwiftRxSearchCore

// swiftrx-search: search the files under a folder as you type, in the terminal. The keys are read
// on a background thread and reach the screen through SwiftRx's binding layer (ControlProperty,
// ControlEvent, Driver, Binder) on the main thread, which runs the main dispatch queue.

let usage = """
    usage: swiftrx-search [--latency MS] [--pace MS] [--trace FILE.html] [FOLDER]

    Searches the names of the files under FOLDER (default: the current directory) as you type.
    Queries: words, all of which must occur in the path (ignoring case), or /regex, a regular
    expression matched against the path (for example /\\.swift$ or /^Sources/.*Map).
    Keys: letters (q too) are typed into the query; ↑/↓ select; Enter shows the file's details;
    Esc goes back from the details, clears the query, and on an empty query quits;
    Ctrl-C or Ctrl-D quit at any time. Ctrl-U erases the query.
    A large folder shows its progress (files done of the total, and a bar) while it is indexed
    and searched; a new key cancels the search that is running.
    --latency MS   wait MS milliseconds before each search, to watch stale searches being cancelled
    --pace MS      wait MS milliseconds after each 1000 files, to watch the progress on a small folder
    --trace FILE   record what the app's streams do (the last 100000 events) and write the timeline
                   page to FILE when it quits; open it in a browser
    Exits with status 1 when FOLDER cannot be read, 2 on a bad command line.
    """

/// Says what is wrong, on standard error, and exits with `status`.
func stop(_ message: String, showingUsage: Bool = true, status: Int32 = 2) -> Never {
    let text = "swiftrx-search: \(message)\n" + (showingUsage ? "\n\(usage)\n" : "")
    FileHandle.standardError.write(Data(text.utf8))
    exit(status)
}

/// The value of an option taking milliseconds, or a stop naming the option.
func milliseconds(_ option: String, _ value: String?) -> RxTimeInterval {
    guard let value, let milliseconds = Int(value), milliseconds >= 0 else {
        stop("\(option) needs a number of milliseconds, for example \(option) 200")
    }
    return .milliseconds(milliseconds)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var latency: RxTimeInterval?
var pace: RxTimeInterval?
var traceFile: URL?
if arguments.first == "-h" || arguments.first == "--help" {
    print(usage)
    exit(0)
}
while let option = arguments.first, ["--latency", "--pace", "--trace"].contains(option) {
    if option == "--trace" {
        guard let path = arguments.dropFirst().first, !path.isEmpty, !path.hasPrefix("-") else {
            stop("--trace needs the file to write the page to, for example --trace trace.html")
        }
        traceFile = URL(fileURLWithPath: path)
    } else {
        let value = milliseconds(option, arguments.dropFirst().first)
        if option == "--latency" { latency = value } else { pace = value }
    }
    arguments.removeFirst(2)
}
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
    stop("unexpected arguments \(arguments)")
}
let folder = arguments.first ?? FileManager.default.currentDirectoryPath
// A folder that cannot be read is said before anything else: no screen for a search that cannot run.
do {
    try FileScanner.checkReadable(folder)
} catch {
    stop("\(error)", showingUsage: false, status: 1)
}
guard Terminal.isInteractive else {
    stop("needs a terminal (standard input and output are not one)", showingUsage: false)
}

// Started before anything subscribes, so that every subscription of the app is in the recording.
let recording = traceFile.map { _ in TraceRecording.start(capacity: 100_000) }

let service = SearchService(
    root: folder,
    scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated),
    latency: latency,
    pace: pace
)
let keyboard = Keyboard()
let screen = SearchScreen(
    title: "swiftrx-search · \(folder)",
    keyboard: keyboard,
    scope: folder,
    search: service.search,
    details: service.details
)
let terminal = Terminal()
var differ = FrameDiffer()
var redrawPending = false

/// Draws the screen's changed lines, once per turn of the main queue however many bindings changed.
@MainActor
func scheduleRedraw() {
    guard !redrawPending else { return }
    redrawPending = true
    DispatchQueue.main.async {
        MainActor.assumeIsolated {
            redrawPending = false
            terminal.write(differ.output(for: screen.render()))
        }
    }
}

/// Restores the terminal, writes the trace page if one was asked for, and ends the process.
@MainActor
func quit(status: Int32) -> Never {
    terminal.restore()
    if let recording, let traceFile {
        recording.stop()
        do {
            try recording.writeHTML(to: traceFile, title: "swiftrx-search · \(folder)")
            let dropped = recording.droppedCount
            let note = dropped > 0 ? " (the \(dropped) oldest were dropped)" : ""
            FileHandle.standardError.write(
                Data("swiftrx-search: \(recording.events.count) events\(note) written to \(traceFile.path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("swiftrx-search: cannot write \(traceFile.path): \(error)\n".utf8))
            exit(1)
        }
    }
    exit(status)
}

// Ctrl-C arrives as a key in raw mode; SIGINT and SIGTERM from elsewhere also restore the terminal.
// SIGWINCH: the terminal was resized; the whole screen is drawn again at the new size.
let sizes = BehaviorRelay(value: Terminal.size())
var signalSources: [any DispatchSourceSignal] = []
let signalActions: [(Int32, @MainActor @Sendable () -> Void)] = [
    (SIGINT, { @MainActor @Sendable in quit(status: 130) }),
    (SIGTERM, { @MainActor @Sendable in quit(status: 143) }),
    (SIGWINCH, { @MainActor @Sendable in sizes.accept(Terminal.size()) }),
]
for (number, action) in signalActions {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler { MainActor.assumeIsolated { action() } }
    source.resume()
    signalSources.append(source)
}

let bag = DisposeBag()
sizes.asDriver()
    .distinctUntilChanged()
    .do(onNext: { _ in MainActor.assumeIsolated { differ.invalidate() } })
    .drive(screen.rx.size)
    .disposed(by: bag)
screen.quit.asSignal().emit(onNext: { quit(status: 0) }).disposed(by: bag)
screen.onChange = scheduleRedraw

terminal.enterRawMode()
scheduleRedraw()
let reader = Thread { Terminal.readKeys(into: keyboard) }
reader.name = "swiftrx-search keyboard"
reader.start()
dispatchMain()
