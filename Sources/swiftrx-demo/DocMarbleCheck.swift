import Foundation
import SwiftRx
import SwiftRxTest

/// One marble diagram in an operator's doc comment, and how to run that operator on virtual time.
///
/// The diagram is found in `file` (under Sources/SwiftRx) by the label of its output line; the input
/// lines are the nearest lines above it, in the same code block, that start with `inputs`' labels
/// (`line>part` for an input drawn after `part` on a line that starts with `line`).
/// Every character of a diagram is one virtual tick (`.seconds(1)` on the test scheduler), counted
/// from the leftmost column where the output or a hot input starts. An input is hot (its events happen at their
/// column) unless its index is in `cold`: a cold input's events count from its first character, and
/// happen that long after each subscription (an inner sequence drawn where it is subscribed).
struct DocMarble: Sendable {
    let file: String
    let output: String
    /// Which line starting with `output` in the file, when several do (0 for the first).
    var occurrence = 0
    var inputs: [String] = []
    var cold: Set<Int> = []
    /// Characters that stand for an error besides `#` (some diagrams draw errors as `X`).
    var errorSymbols: Set<Character> = ["#"]
    /// Whether a run of letters and digits is one element (`10`, `1A`, an optional `1?`) rather than one element per
    /// character (`ab` is `a` then `b`, a tick apart).
    var wideElements = false
    let apply: @Sendable (TestScheduler, [Observable<String>]) -> Observable<String>
}

/// A diagram line read from a doc comment: its events, by time, and how far it is drawn when it
/// goes on (`->` or `...`), else `nil`.
struct DocDiagram: Equatable {
    var events: [Recorded<Event<String>>]
    var horizon: Int?
}

/// The timing of every diagram on a line is its column: `--1--2--|` has `1` at 2 and `2` at 5. Each
/// letter or digit is an element, or with `wide` a run of them is one (`10`, `1A`); in a group `( )`
/// every character is one element, and the whole group happens at the column of `(`. `"text"` is
/// the element `text`; `[1, 2]` and `(1,A)` (a parenthesis with a comma and no terminal) are
/// elements spelled as drawn. Two spaces end the diagram (what follows is a note).
enum DocDiagramParser {
    static func parse(_ text: Substring, errorSymbols: Set<Character>, wide: Bool) -> DocDiagram {
        let chars = Array(text)
        var end = chars.count
        for index in chars.indices where index + 1 < chars.count && chars[index] == " " && chars[index + 1] == " " {
            end = index
            break
        }
        var events: [Recorded<Event<String>>] = []
        var horizon: Int?
        var index = 0
        var groupStart: Int?

        func closing(_ open: Int, _ close: Character) -> Int {
            var depth = 0
            var cursor = open
            while cursor < end {
                if chars[cursor] == chars[open] { depth += 1 }
                if chars[cursor] == close {
                    depth -= 1
                    if depth == 0 { return cursor }
                }
                cursor += 1
            }
            return end - 1
        }
        func emit(_ event: Event<String>, at column: Int) {
            events.append(Recorded(time: groupStart ?? column, value: event))
        }

        while index < end {
            let character = chars[index]
            switch character {
            case "-", " ":
                if character == "-", index + 1 < end, chars[index + 1] == ">" {
                    horizon = index
                    index = end
                    continue
                }
                index += 1
            case ".":
                horizon = index
                index = end
            case ">":
                horizon = index
                index = end
            case "|":
                emit(.completed, at: index)
                index += 1
            case _ where errorSymbols.contains(character):
                emit(.error(MarbleError(symbol: "#")), at: index)
                index += 1
            case "(":
                let close = closing(index, ")")
                let inside = String(chars[(index + 1)..<close])
                if inside.contains(","), !inside.contains("|"), !inside.contains("#") {
                    emit(.next(String(chars[index...close])), at: index)
                    index = close + 1
                } else {
                    groupStart = index
                    index += 1
                }
            case ")":
                groupStart = nil
                index += 1
            case "\"":
                var close = index + 1
                while close < end, chars[close] != "\"" { close += 1 }
                emit(.next(String(chars[(index + 1)..<close])), at: index)
                index = close + 1
            case "[":
                let close = closing(index, "]")
                emit(.next(String(chars[index...close])), at: index)
                index = close + 1
            default:
                if !wide {
                    emit(.next(String(character)), at: index)
                    index += 1
                } else {
                    var stop = index
                    while stop < end, chars[stop].isLetter || chars[stop].isNumber || chars[stop] == "?" { stop += 1 }
                    stop = max(stop, index + 1)
                    emit(.next(String(chars[index..<stop])), at: index)
                    index = stop
                }
            }
        }
        return DocDiagram(events: events, horizon: horizon)
    }
}

/// The result of checking one diagram.
struct DocMarbleResult {
    let location: String
    /// The file and 0-based line of the output diagram, for `--fix`.
    var line: (path: URL, index: Int)? = nil
    let expected: String
    let actual: String?
    let problem: String?
}

enum DocMarbleChecker {
    /// The package root, found from this file's path (Sources/swiftrx-demo/DocMarbleCheck.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The doc comment line that starts with `label` (after `///` and spaces), and where its diagram
    /// starts: on the same line, or on the next one when nothing follows the label.
    private static func find(_ label: String, in lines: [String], before limit: Int? = nil, skipping: Int = 0)
        -> (line: Int, text: Substring, column: Int)?
    {
        var skipping = skipping
        let range = limit.map { Array((0..<$0).reversed()) } ?? Array(lines.indices)
        for number in range {
            let line = lines[number]
            guard let slashes = line.range(of: "///") else { continue }
            let body = line[slashes.upperBound...]
            let trimmed = body.drop(while: { $0 == " " })
            if limit != nil, trimmed.hasPrefix("```") { return nil }
            guard trimmed.hasPrefix(label) else { continue }
            if skipping > 0 {
                skipping -= 1
                continue
            }
            var rest = trimmed.dropFirst(label.count)
            var restLine = line
            if rest.allSatisfy({ $0 == " " }), number + 1 < lines.count {
                restLine = lines[number + 1]
                guard let next = restLine.range(of: "///") else { return nil }
                rest = restLine[next.upperBound...]
            }
            let start = rest.firstIndex(where: { $0 != " " }) ?? rest.endIndex
            let column = restLine.distance(from: restLine.startIndex, to: start)
            return (number, restLine[start...], column)
        }
        return nil
    }

    static func check(_ marble: DocMarble) -> DocMarbleResult {
        let path = root.appendingPathComponent("Sources/SwiftRx").appendingPathComponent(marble.file)
        let location = "Sources/SwiftRx/\(marble.file)"
        guard let source = try? String(contentsOf: path, encoding: .utf8) else {
            return DocMarbleResult(location: location, expected: "", actual: nil, problem: "cannot read the file")
        }
        let lines = source.components(separatedBy: "\n")
        guard let output = find(marble.output, in: lines, skipping: marble.occurrence) else {
            return DocMarbleResult(
                location: location, expected: "", actual: nil, problem: "no doc line starts with '\(marble.output)'")
        }
        let here = "\(location):\(output.line + 1)"
        var inputs: [(line: Int, text: Substring, column: Int)] = []
        for label in marble.inputs {
            // `line>part` is the diagram after `part` on the line that starts with `line`, for
            // inputs drawn side by side (`[a, b]:  a: --1--|   b: --2--|`).
            let parts = label.split(separator: ">", maxSplits: 1).map(String.init)
            guard var input = find(parts[0], in: lines, before: output.line) else {
                return DocMarbleResult(
                    location: here, expected: String(output.text), actual: nil,
                    problem: "no input line '\(parts[0])' above the output in its code block")
            }
            if parts.count == 2 {
                guard let part = input.text.range(of: parts[1]) else {
                    return DocMarbleResult(
                        location: here, expected: String(output.text), actual: nil,
                        problem: "no '\(parts[1])' on the input line '\(parts[0])'")
                }
                let text = input.text[part.upperBound...].drop(while: { $0 == " " })
                input.column += input.text.distance(from: input.text.startIndex, to: text.startIndex)
                input.text = text
            }
            inputs.append(input)
        }
        // Time 0 is the leftmost column where the output or a hot input starts (they are usually
        // aligned; an observer that subscribes later is drawn from where it subscribes).
        let hotColumns = inputs.indices.filter { !marble.cold.contains($0) }.map { inputs[$0].column }
        let base = ([output.column] + hotColumns).min()!
        let outputShift = output.column - base
        var expected = DocDiagramParser.parse(output.text, errorSymbols: marble.errorSymbols, wide: marble.wideElements)
        expected.events = expected.events.map { Recorded(time: $0.time + outputShift, value: $0.value) }
        expected.horizon = expected.horizon.map { $0 + outputShift }

        let scheduler = TestScheduler(initialClock: 0)
        let origin: TestTime = 100
        var sources: [Observable<String>] = []
        for (index, input) in inputs.enumerated() {
            let diagram = DocDiagramParser.parse(
                input.text, errorSymbols: marble.errorSymbols, wide: marble.wideElements)
            if marble.cold.contains(index) {
                sources.append(scheduler.createColdObservable(diagram.events).asObservable())
            } else {
                let shift = input.column - base + Int(origin)
                let events = diagram.events.map { Recorded(time: $0.time + shift, value: $0.value) }
                sources.append(scheduler.createHotObservable(events).asObservable())
            }
        }
        let disposeAt = expected.horizon.map { origin + $0 } ?? origin + 10_000
        let observer = scheduler.start(created: 0, subscribed: origin, disposed: disposeAt) {
            marble.apply(scheduler, sources)
        }
        let actual = observer.events
            .filter { expected.horizon == nil || $0.time < origin + expected.horizon! }
            .map { Recorded(time: $0.time - origin, value: $0.value) }
        // Drawn from the output line's own first column, as the doc comment draws it.
        let drawn =
            draw(
                actual.map { Recorded(time: max($0.time - outputShift, 0), value: $0.value) },
                errorSymbol: marble.errorSymbols.first(where: { $0 != "#" }) ?? "#")
            + (expected.horizon == nil ? "" : "->")
        let same =
            actual.count == expected.events.count
            && zip(actual, expected.events).allSatisfy { pair in
                pair.0.time == pair.1.time && describe(pair.0.value) == describe(pair.1.value)
            }
        return DocMarbleResult(
            location: here, line: (path, output.line), expected: String(output.text), actual: drawn,
            problem: same ? nil : "differs")
    }

    private static func describe(_ event: Event<String>) -> String {
        switch event {
        case .next(let element): "next(\(element))"
        case .error: "error"
        case .completed: "completed"
        }
    }

    /// Draws events in the docs' style: an element at its column, events at the same time grouped.
    static func draw(_ events: [Recorded<Event<String>>], errorSymbol: Character) -> String {
        var line = ""
        var index = 0
        while index < events.count {
            let time = events[index].time
            var group: [String] = []
            while index < events.count, events[index].time == time {
                switch events[index].value {
                case .next(let element): group.append(element)
                case .error: group.append(String(errorSymbol))
                case .completed: group.append("|")
                }
                index += 1
            }
            while line.count < time { line += "-" }
            line += group.count == 1 ? group[0] : "(" + group.joined() + ")"
        }
        return line
    }

    /// Replaces the documented output diagram (up to its note) with what the operator drew.
    private static func rewrite(_ result: DocMarbleResult) {
        guard let (path, index) = result.line, let actual = result.actual,
            var lines = try? String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n")
        else { return }
        let documented = result.expected.components(separatedBy: "  ").first ?? result.expected
        guard let range = lines[index].range(of: documented) else { return }
        lines[index].replaceSubrange(range, with: actual)
        try? lines.joined(separator: "\n").write(to: path, atomically: true, encoding: .utf8)
    }

    /// Checks every diagram in `docMarbles`; prints mismatches and returns whether all matched.
    /// With `fix`, rewrites each mismatching output diagram to what its operator does (check the
    /// result: a diagram whose inputs are drawn wrong needs its inputs fixed instead).
    static func run(verbose: Bool, fix: Bool = false) -> Bool {
        var failures = 0
        for marble in docMarbles {
            let result = check(marble)
            if let problem = result.problem {
                failures += 1
                print("\(result.location): \(marble.output) \(problem)")
                print("  documented: \(result.expected)")
                if let actual = result.actual { print("  operator:   \(actual)") }
                if fix { rewrite(result) }
            } else if verbose {
                print("ok  \(result.location)  \(marble.output) \(result.expected)")
            }
        }
        let files = Set(docMarbles.map(\.file)).count
        print(
            "swiftrx-demo marbles --check: \(docMarbles.count - failures) of \(docMarbles.count) doc diagrams "
                + "(in \(files) files) match what their operator does on virtual time")
        return failures == 0
    }
}
