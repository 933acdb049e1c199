// The template language of swiftrx-codegen: plain Swift text with a few markers, expanded per arity
// and per source, then laid out the way swift-format leaves it (lines of at most 120 columns).
//
// - `{{name}}` is a variable; `{{^name}}` the same with its first letter capitalized. A value may
//   hold other variables, and a value of several lines repeats the text around the marker on each.
// - A line `{{#arity}}` opens a block written once per arity (a blank line between two), closed by
//   `{{/arity}}`; `{{arity}}` is the number of sources.
// - A line `{{#source}}` opens a block written once per source, closed by `{{/source}}`; in it
//   `{{i}}` is the source's number from 1, `{{i0}}` from 0, `{{ordinal}}` its ordinal in words and
//   `{{,}}` a comma on every source but the last. A line `{{#leading}}` opens the same block for
//   every source but the last, closed by `{{/leading}}`; a line `{{#trailing}}` for every source but
//   the first, closed by `{{/trailing}}`.
// - `{{list:PATTERN}}` is the comma-separated list of PATTERN once per source, `#` standing for the
//   number from 1 and `%` from 0: `({{list:$%}})` is `($0, $1, $2)` for three sources. A line that
//   comes out longer than 120 columns breaks its first list after the bracket before it and fills
//   the elements over indented lines, the closing bracket on a line of its own, as swift-format does.
// - `{{tail:PATTERN}}` is the same list for every source but the first: `#` is the source's number
//   (from 2) and `%` counts from 0, so `({{tail:v#}})` is `(v2, v3)` for three sources.
// - `{{br}}` is a space where a line that comes out longer than 120 columns breaks first, going on
//   4 columns further in.
// - A doc comment line (`///`) outside a code block that comes out longer than 100 columns is
//   wrapped at spaces.

import Foundation

/// One template, parsed once and rendered for any set of variables.
public struct Template: Sendable {
    /// The name the errors give (the template's file name).
    public let name: String
    private let nodes: [Node]

    /// The longest line the rendered code may have (swift-format's `lineLength`).
    public static let lineLength = 120
    /// The width doc comment prose is wrapped to when a line comes out longer.
    public static let docLineLength = 100

    indirect enum Node: Sendable {
        case line(String, number: Int)
        case perArity([Node])
        case perSource([Node])
        case perLeadingSource([Node])
        case perTrailingSource([Node])
    }

    /// A template or its variables do not make sense; the message names the template and the line.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// What is wrong, with the template's name and line.
        public let description: String
    }

    /// Parses a template's text into its blocks.
    /// - Parameters:
    ///   - name: The template's name, used in error messages.
    ///   - text: The template's text.
    /// - Throws: ``Failure`` when a block is not closed, closed twice or nested where it cannot be.
    public init(name: String, text: String) throws {
        self.name = name
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var index = 0
        nodes = try Template.parse(lines, &index, name: name, closing: nil)
    }

    private static func parse(_ lines: [String], _ index: inout Int, name: String, closing: String?) throws -> [Node] {
        var nodes: [Node] = []
        let opened = index
        while index < lines.count {
            let line = lines[index]
            let marker = line.trimmingCharacters(in: .whitespaces)
            index += 1
            switch marker {
            case "{{#arity}}": nodes.append(.perArity(try parse(lines, &index, name: name, closing: "{{/arity}}")))
            case "{{#source}}": nodes.append(.perSource(try parse(lines, &index, name: name, closing: "{{/source}}")))
            case "{{#leading}}":
                nodes.append(.perLeadingSource(try parse(lines, &index, name: name, closing: "{{/leading}}")))
            case "{{#trailing}}":
                nodes.append(.perTrailingSource(try parse(lines, &index, name: name, closing: "{{/trailing}}")))
            case "{{/arity}}", "{{/source}}", "{{/leading}}", "{{/trailing}}":
                guard marker == closing else {
                    throw Failure(description: "\(name):\(index): \(marker) closes no block")
                }
                return nodes
            default: nodes.append(.line(line, number: index))
            }
        }
        if let closing {
            throw Failure(description: "\(name):\(opened): block not closed by \(closing)")
        }
        return nodes
    }

    /// The text for `variables`, one `{{#arity}}` block per element of `arities`.
    public func render(arities: ClosedRange<Int>, variables: [String: String]) throws -> String {
        var out: [String] = []
        try expand(nodes, arity: nil, source: nil, variables: variables, arities: arities, into: &out)
        return Layout.wrapDocComments(out).joined(separator: "\n") + "\n"
    }

    private func expand(
        _ nodes: [Node], arity: Int?, source: Int?, variables: [String: String], arities: ClosedRange<Int>,
        into out: inout [String]
    ) throws {
        for node in nodes {
            switch node {
            case .line(let text, let number):
                let context = Context(
                    template: name, line: number, arity: arity, source: source, variables: variables)
                for line in try context.substitute(text) {
                    out += Layout.lines(line)
                }
            case .perArity(let body):
                for (position, count) in arities.enumerated() {
                    if position > 0 { out.append("") }
                    try expand(body, arity: count, source: nil, variables: variables, arities: arities, into: &out)
                }
            case .perSource(let body), .perLeadingSource(let body), .perTrailingSource(let body):
                guard let arity else {
                    throw Failure(description: "\(name): a source block stands outside {{#arity}}")
                }
                let last = if case .perLeadingSource = node { arity - 1 } else { arity }
                let first = if case .perTrailingSource = node { 2 } else { 1 }
                for number in stride(from: first, through: last, by: 1) {
                    try expand(body, arity: arity, source: number, variables: variables, arities: arities, into: &out)
                }
            }
        }
    }
}

/// A rendered line before layout: text, and the comma-separated lists that may break over lines.
struct Line: Equatable {
    enum Segment: Equatable {
        case text(String)
        case list([String])
        /// Where the line breaks, continuing 4 columns further in, if it does not fit.
        case softBreak
    }
    var segments: [Segment]

    var flat: String {
        segments.map {
            switch $0 {
            case .text(let text): text
            case .list(let items): items.joined(separator: ", ")
            case .softBreak: " "
            }
        }.joined()
    }
}

/// What the markers of one template line stand for.
struct Context {
    let template: String
    let line: Int
    let arity: Int?
    let source: Int?
    let variables: [String: String]

    static let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]

    private func failure(_ message: String) -> Template.Failure {
        Template.Failure(description: "\(template):\(line): \(message)")
    }

    private func value(of name: String) throws -> String {
        switch name {
        case "arity":
            guard let arity else { throw failure("{{arity}} outside a {{#arity}} block") }
            return String(arity)
        case "i", "i0", "ordinal", ",":
            guard let source, let arity else { throw failure("{{\(name)}} outside a {{#source}} block") }
            switch name {
            case "i": return String(source)
            case "i0": return String(source - 1)
            case "ordinal":
                guard source <= Context.ordinals.count else { throw failure("no ordinal for source \(source)") }
                return Context.ordinals[source - 1]
            default: return source < arity ? "," : ""
            }
        default:
            guard let value = variables[name] else { throw failure("no variable '\(name)'") }
            return value
        }
    }

    /// Replaces every `{{name}}` in `text`, values' own markers included, until none is left.
    func expandVariables(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw failure("'{{' without '}}'")
            }
            var name = String(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
            if name == "br" {
                result += "{{br}}"
                continue
            }
            if name.hasPrefix("list:") || name.hasPrefix("tail:") {
                // Lists are laid out later; their pattern's variables are expanded now.
                result += "{{" + name.prefix(5) + (try expandVariables(String(name.dropFirst(5)))) + "}}"
                continue
            }
            let capitalize = name.hasPrefix("^")
            if capitalize { name.removeFirst() }
            var value = try expandVariables(try value(of: name))
            if capitalize, let first = value.first {
                value = first.uppercased() + value.dropFirst()
            }
            result += value
        }
        return result + rest
    }

    /// The line or lines `text` stands for: a value of several lines repeats the text around it.
    func substitute(_ text: String) throws -> [Line] {
        let expanded = try expandVariables(text)
        guard expanded.contains("\n") else { return [try segments(expanded)] }
        // A value of several lines: the text around its marker (which must be the line's only one) is
        // repeated on each of its lines.
        guard let open = text.range(of: "{{"), let close = text.range(of: "}}"),
            text[close.upperBound...].range(of: "{{") == nil
        else { throw failure("a value of several lines must be the only marker on its line") }
        let before = String(text[..<open.lowerBound])
        let after = String(text[close.upperBound...])
        let inner = try expandVariables(String(text[open.lowerBound..<close.upperBound]))
        let lines = inner.components(separatedBy: "\n").map { before + $0 + after }
        return try lines.map { try segments($0) }
    }

    private func segments(_ text: String) throws -> Line {
        var segments: [Line.Segment] = []
        var rest = Substring(text)
        while let open = firstList(in: rest) {
            segments.append(.text(String(rest[..<open.lowerBound])))
            let kind = String(rest[open].dropFirst(2).dropLast())
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw failure("'{{\(kind):' without '}}'")
            }
            guard let arity else { throw failure("{{\(kind):...}} outside a {{#arity}} block") }
            let pattern = rest[open.upperBound..<close.lowerBound]
            // `list` counts every source from 1; `tail` the sources after the first, `%` from 0.
            let first = kind == "list" ? 1 : 2
            segments.append(
                .list(
                    (first...arity).map { number in
                        pattern.replacingOccurrences(of: "#", with: String(number))
                            .replacingOccurrences(of: "%", with: String(number - first))
                    }))
            rest = rest[close.upperBound...]
        }
        segments.append(.text(String(rest)))
        return Line(
            segments: segments.flatMap { segment -> [Line.Segment] in
                guard case .text(let text) = segment else { return [segment] }
                let parts = text.components(separatedBy: "{{br}}").map { Line.Segment.text($0) }
                return Array(parts.map { [$0] }.joined(separator: [.softBreak]))
            }.filter { $0 != .text("") })
    }
}

/// Lays rendered lines out within the line length, the way swift-format leaves them.
enum Layout {
    /// `line`, broken at its first soft break, else at its lists, until every line fits (a line
    /// with neither is left as it is).
    static func lines(_ line: Line) -> [String] {
        let flat = line.flat
        let indent = String(flat.prefix { $0 == " " })
        if flat.count > Template.lineLength, let soft = line.segments.firstIndex(of: .softBreak) {
            let head = trimmedTrailing(Line(segments: Array(line.segments[..<soft])).flat)
            let rest = Line(segments: [.text(indent + "    ")] + line.segments[(soft + 1)...])
            return [head] + lines(rest)
        }
        guard flat.count > Template.lineLength,
            let first = line.segments.firstIndex(where: { if case .list = $0 { true } else { false } }),
            case .list(let items) = line.segments[first]
        else { return [trimmedTrailing(flat)] }
        let opening = Line(segments: Array(line.segments[..<first])).flat
        var result = [opening]
        var current = indent + "    "
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : "")
            if current.count > indent.count + 4, current.count + 1 + piece.count > Template.lineLength {
                result.append(current)
                current = indent + "    " + piece
            } else {
                current += (current.count > indent.count + 4 ? " " : "") + piece
            }
        }
        result.append(current)
        let closing = Line(segments: [.text(indent)] + line.segments[(first + 1)...])
        return result + lines(closing)
    }

    private static func trimmedTrailing(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Doc comment prose longer than ``Template/docLineLength`` wrapped at spaces; code blocks kept.
    static func wrapDocComments(_ lines: [String]) -> [String] {
        var inCode = false
        var result: [String] = []
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else {
                result.append(line)
                continue
            }
            if trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
            }
            guard !inCode, line.count > Template.docLineLength else {
                result.append(line)
                continue
            }
            let prefix = String(line.prefix(line.count - trimmed.count)) + "/// "
            var current = prefix
            for word in trimmed.dropFirst(4).split(separator: " ") {
                if current.count > prefix.count, current.count + 1 + word.count > Template.docLineLength {
                    result.append(current)
                    current = prefix + word
                } else {
                    current += (current.count > prefix.count ? " " : "") + word
                }
            }
            result.append(current)
        }
        return result
    }
}

/// The first `{{list:` or `{{tail:` marker of `text`.
private func firstList(in text: Substring) -> Range<Substring.Index>? {
    [text.range(of: "{{list:"), text.range(of: "{{tail:")].compactMap { $0 }.min { $0.lowerBound < $1.lowerBound }
}
