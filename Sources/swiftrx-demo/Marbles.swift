import Foundation
import SwiftRx
import SwiftRxTest

/// One operator the `marbles` walkthrough can show: its input diagrams and how to apply it.
struct MarbleExample: Sendable {
    let name: String
    let code: String
    let inputs: [String]
    let apply: @Sendable (TestScheduler, [Observable<String>]) -> Observable<String>
}

/// Runs `example` on a fresh TestScheduler and returns its output events.
private func run(_ example: MarbleExample) -> [Recorded<Event<String>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = example.inputs.map { scheduler.createHotObservable($0, origin: 0).asObservable() }
    let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
        example.apply(scheduler, sources)
    }
    return observer.events
}

/// The marble line for output events: one-character elements stand for themselves, longer ones
/// get their own letter (listed below the diagram).
private func render(_ events: [Recorded<Event<String>>]) -> (String, [String]) {
    var symbols: [Character: String] = [:]
    var legend: [String] = []
    var spare = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ").makeIterator()
    for case .next(let element) in events.map(\.value) {
        if element.count == 1, let character = element.first {
            symbols[character] = element
        } else if !symbols.values.contains(element), let symbol = spare.next() {
            symbols[symbol] = element
            legend.append("\(symbol) = \(element)")
        }
    }
    return (Marbles.render(events, values: symbols, errors: ["#": MarbleError()], origin: 0), legend)
}

/// Multi-line example code for the list: statements joined by `; `, method chains and closures continued.
private func oneLine(_ code: String) -> String {
    var line = ""
    for part in code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        let continues = part.hasPrefix("}") || line.hasSuffix("{") || line.hasSuffix(" in")
        line += line.isEmpty || part.hasPrefix(".") ? part : continues ? " " + part : "; " + part
    }
    return line
}

func runMarbles(_ arguments: [String]) {
    if arguments.first == "--check" {
        // The doc comments' diagrams against their operators (CI runs this).
        let fix = arguments.contains("--fix")
        exit(DocMarbleChecker.run(verbose: arguments.contains("--verbose"), fix: fix) ? 0 : 1)
    }
    guard let name = arguments.first else {
        print("usage: swiftrx-demo marbles OPERATOR")
        print(
            "       swiftrx-demo marbles --check [--verbose] [--fix]   checks (or redraws) the doc comments' diagrams")
        print("\noperators:")
        for example in marbleExamples {
            print("  \(example.name.padding(toLength: 23, withPad: " ", startingAt: 0)) \(oneLine(example.code))")
        }
        return
    }
    guard let example = marbleExamples.first(where: { $0.name == name }) else {
        print("swiftrx-demo marbles: no example for '\(name)'. Run `swiftrx-demo marbles` for the list.")
        exit(2)
    }
    let (output, legend) = render(run(example))
    print(example.code)
    print("")
    let labels = example.inputs.count == 1 ? ["input"] : example.inputs.indices.map { "input \($0 + 1)" }
    let width = max(labels.map(\.count).max() ?? 0, "output".count)
    for (label, diagram) in zip(labels, example.inputs) {
        print("\(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(diagram)")
    }
    print("\("output".padding(toLength: width, withPad: " ", startingAt: 0))  \(output)")
    for line in legend {
        print("\(String(repeating: " ", count: width + 2))\(line)")
    }
    print("\n(each character is 10 virtual ticks; | completed, # error, ( ) simultaneous events)")
}
