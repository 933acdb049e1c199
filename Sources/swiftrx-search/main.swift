import Dispatch
import Foundation
import SwiftRx
import SwiftRxSearchCore

// swiftrx-search: search the files under a folder as you type, in the terminal. The keys are read
// on a background thread and reach the screen through SwiftRx's binding layer (ControlProperty,
// ControlEvent, Driver, Binder) on the main thread, which runs the main dispatch queue.

let usage = """
    usage: swiftrx-search [--latency MS] [FOLDER]

    Searches the names of the files under FOLDER (default: the current directory) as you type.
    Words must all occur in the path; a query starting with / is a regular expression.
      ↑/↓ select   Enter details   Esc clear the query   q (on an empty query) or Ctrl-C quit
    --latency MS   wait MS milliseconds before each search, to watch stale searches being cancelled
    """

/// Says what is wrong with the command line, on standard error, and exits with status 2.
func stop(_ message: String, showingUsage: Bool = true) -> Never {
    let text = "swiftrx-search: \(message)\n" + (showingUsage ? "\n\(usage)\n" : "")
    FileHandle.standardError.write(Data(text.utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var latency: RxTimeInterval?
if arguments.first == "-h" || arguments.first == "--help" {
    print(usage)
    exit(0)
}
if arguments.first == "--latency" {
    guard arguments.count >= 2, let milliseconds = Int(arguments[1]), milliseconds >= 0 else {
        stop("--latency needs a number of milliseconds")
    }
    latency = .milliseconds(milliseconds)
    arguments.removeFirst(2)
}
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
    stop("unexpected arguments \(arguments)")
}
guard Terminal.isInteractive else {
    stop("needs a terminal (standard input and output are not one)", showingUsage: false)
}
let folder = arguments.first ?? FileManager.default.currentDirectoryPath

let service = SearchService(
    root: folder,
    scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated),
    latency: latency
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

/// Restores the terminal and ends the process.
@MainActor
func quit(status: Int32) -> Never {
    terminal.restore()
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
