import Foundation

// swiftrx-demo: walkthroughs that show how SwiftRx works, traced live. `--help` lists them.

struct Walkthrough: Sendable {
    let name: String
    let summary: String
    let run: @MainActor @Sendable ([String]) -> Void
}

let walkthroughs: [Walkthrough] = [
    Walkthrough(
        name: "pipeline",
        summary: "create → subscribe → send → dispose, each step printed as it happens (the default)",
        run: { _ in
            runPipelineWalkthrough()
            printOtherWalkthroughs(than: "pipeline")
        }
    ),
    Walkthrough(
        name: "marbles",
        summary: "marbles OPERATOR: runs an operator on the TestScheduler and prints input and output marbles",
        run: runMarbles
    ),
    Walkthrough(
        name: "driver",
        summary: "a search screen as a plain chain, then as a Driver: requests, threads and errors, printed",
        run: { _ in runDriverWalkthrough() }
    ),
    Walkthrough(
        name: "observation",
        summary: "an @Observable model fed by Rx, and observed back with observations { } and rx.observe",
        run: { _ in runObservationWalkthrough() }
    ),
    Walkthrough(
        name: "trace",
        summary: "a search box recorded with trace points, written as trace.html and trace.json (--out DIR)",
        run: runTraceWalkthrough
    ),
]

@MainActor
func printHelp() {
    print("usage: swiftrx-demo [WALKTHROUGH] [ARGUMENTS]\n")
    print("walkthroughs:")
    for walkthrough in walkthroughs {
        print("  \(walkthrough.name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(walkthrough.summary)")
    }
    print("\n`swiftrx-demo marbles` with no operator lists the operators it can show.")
}

/// Ends a walkthrough by naming the others and how to run them.
@MainActor
func printOtherWalkthroughs(than name: String) {
    print("\nMore walkthroughs:")
    for walkthrough in walkthroughs where walkthrough.name != name {
        // "marbles OPERATOR: runs ..." names its argument in the summary; the command shows it here.
        let argument = walkthrough.summary.hasPrefix("\(walkthrough.name) OPERATOR: ") ? " OPERATOR" : ""
        let summary =
            argument.isEmpty ? walkthrough.summary : String(walkthrough.summary.drop { $0 != ":" }.dropFirst(2))
        let command = "swift run swiftrx-demo \(walkthrough.name)\(argument)"
        print("  \(command.padding(toLength: 40, withPad: " ", startingAt: 0)) \(summary)")
    }
    print("  \("swift run swiftrx-demo --help".padding(toLength: 40, withPad: " ", startingAt: 0)) all of them")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    runPipelineWalkthrough()
    printOtherWalkthroughs(than: "pipeline")
case "--help", "-h", "help":
    printHelp()
case let name?:
    guard let walkthrough = walkthroughs.first(where: { $0.name == name }) else {
        print("swiftrx-demo: no walkthrough named '\(name)'.\n")
        printHelp()
        exit(2)
    }
    walkthrough.run(Array(arguments.dropFirst()))
}
