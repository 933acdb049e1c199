import Foundation
import SwiftRx
import SwiftRxTest

// `swiftrx-demo trace`: a search box recorded with trace points and written as a timeline page
// (trace.html) and as Trace Event Format JSON (trace.json). It runs on virtual time, one tick being
// a millisecond, so the same keystrokes always give the same recording: CI renders this page and
// counts its lanes and marbles, and the "Seeing streams" article shows its screenshot.

private enum DemoSearchError: Error, CustomStringConvertible {
    case offline(String)
    var description: String {
        switch self {
        case .offline(let query): "offline while searching \"\(query)\""
        }
    }
}

/// What the recording holds; `.ci/trace-check` expects these numbers on the page.
struct TraceDemoResult {
    let recording: TraceRecording
    let shown: [String]
}

/// The simulated search: answers after 600 ms, or fails for a query with an "x"; the failure is
/// recovered with a placeholder answer.
private func search(_ query: String, scheduler: TestScheduler) -> Observable<[String]> {
    let answer: Observable<[String]> =
        query.contains("x")
        ? Observable.error(DemoSearchError.offline(query))
        : Observable.just(["\(query)-lang.org", "\(query) on GitHub", "\(query) forums"])
    return answer.delaySubscription(.milliseconds(600), scheduler: scheduler)
        .trace("search")
        .catchAndReturn(["(offline: showing saved results)"])
        .trace("recovered")
}

/// The scenario: a user types, pauses, types again; a search answers after 600 ms, and fails for
/// queries with an "x", which the chain recovers from with a placeholder answer.
func runTraceScenario() -> TraceDemoResult {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let recording = TraceRecording.start(capacity: 10_000, clock: { .milliseconds(scheduler.clock) })
    let keystrokes = scheduler.createHotObservable([
        .next(100, "s"), .next(150, "sw"), .next(200, "swi"),  // debounced to "swi" at 500
        .next(700, "swif"), .next(750, "swift"),  // "swift" at 1050 cancels the "swi" search
        .next(1_500, "swiftx"),  // its search fails and is recovered
        .next(2_600, "swift a"), .next(2_650, "swift async"),
        .completed(3_800),
    ])

    let driver = SharingScheduler.mock(scheduler: scheduler) {
        keystrokes.asObservable()
            .trace("keystrokes")
            .debounce(.milliseconds(300), scheduler: scheduler)
            .trace("debounced")
            .flatMapLatest { search($0, scheduler: scheduler) }
            .asDriver(onErrorJustReturn: [])
    }
    let screen = scheduler.createObserver(String.self)
    scheduler.scheduleAt(50) {
        _ = driver.map { "\($0.count) results: \($0.first ?? "")" }.asObservable().trace("screen")
            .subscribe(screen)
    }
    scheduler.start()
    recording.stop()
    return TraceDemoResult(recording: recording, shown: screen.events.compactMap { $0.value.element })
}

@MainActor
func runTraceWalkthrough(_ arguments: [String]) {
    var directory = FileManager.default.currentDirectoryPath
    if let index = arguments.firstIndex(of: "--out") {
        guard index + 1 < arguments.count else {
            FileHandle.standardError.write(Data("swiftrx-demo trace: --out needs a directory\n".utf8))
            exit(2)
        }
        directory = arguments[index + 1]
    }
    let result = runTraceScenario()
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    let html = folder.appendingPathComponent("trace.html")
    let json = folder.appendingPathComponent("trace.json")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try result.recording.writeHTML(to: html, title: "swiftrx-demo trace: a search box")
        try result.recording.writeJSON(to: json)
    } catch {
        FileHandle.standardError.write(Data("swiftrx-demo trace: cannot write to \(directory): \(error)\n".utf8))
        exit(1)
    }
    let events = result.recording.events
    print("A search box, traced: keystrokes → debounce 300 ms → flatMapLatest(search, 600 ms) → Driver.")
    print("The screen showed:")
    for line in result.shown { print("  \(line)") }
    print(
        "\nRecorded \(events.count) events on \(Set(events.map(\.subscription)).count) subscriptions "
            + "of \(Set(events.map(\.point)).count) traced points.")
    print("  \(html.path)   open in a browser: one lane per subscription, hover a marble for its value")
    print("  \(json.path)   open in ui.perfetto.dev or chrome://tracing")
}
