/// Marble diagrams: sequences drawn as text, for building test observables and checking results.
///
/// ```swift
/// let xs = scheduler.createHotObservable("-a-^-b--c-|", values: ["a": 1, "b": 2, "c": 3])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// expect(res, toMatch: "--B--C-|", values: ["B": 20, "C": 30])
/// ```
///
/// ## Syntax
///
/// Each character except a space is one *frame* of `frameWidth` virtual ticks (10 by default,
/// ``defaultFrameWidth``), read left to right:
///
/// | character | meaning |
/// |---|---|
/// | `-` | time passes: nothing happens in this frame |
/// | a letter, digit or other symbol | a `next` event whose element is `values[symbol]` |
/// | `\|` | the `completed` event |
/// | `#`, or any key of `errors` | an `error` event (`errors[symbol]`, or ``MarbleError`` for an unmapped `#`) |
/// | `^` | the subscription point of a hot sequence: the frame where the diagram's time 0 is |
/// | `(` … `)` | a group: all the events inside happen at the time of the `(` frame; the group still occupies one frame per character, parentheses included |
/// | space | ignored, takes no time (use it to line diagrams up) |
///
/// Frame *n* of a diagram without `^` is at `origin + n × frameWidth`; with `^`, frames count from
/// the `^` frame, so frames before it are earlier than `origin` (negative offsets). For hot
/// observables and expected results `origin` defaults to the time ``TestScheduler/start(_:)``
/// subscribes (200), so `"--a"` is `.next(220, a)`. Cold diagrams count from each subscription and
/// must not contain `^`. Nothing but `-` and spaces may follow a terminal event.
///
/// A hot event in frame 0 of a diagram without `^` happens at the subscription time itself, before
/// `start` subscribes (like `.next(200, x)`), so the subscriber misses it.
public enum Marbles {
    /// The default number of virtual ticks per character: 10, so frames fall on the times RxTest-style
    /// tests use (210, 220, ...).
    public static let defaultFrameWidth: TestTime = 10

    /// Turns a diagram into recorded events.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram (see ``Marbles`` for the syntax).
    ///   - values: The element of each value symbol.
    ///   - errors: The error of each error symbol; `#` needs no entry.
    ///   - frameWidth: Virtual ticks per character; must be positive.
    ///   - origin: The virtual time of frame 0, or of the `^` frame if there is one.
    ///   - allowsSubscriptionMarker: `false` for cold diagrams, which must not contain `^`.
    /// - Returns: The events, in diagram order, with their virtual times.
    /// - Throws: ``MarbleSyntaxError`` describing the first problem and its column.
    public static func parse<Element>(
        _ diagram: String,
        values: [Character: Element],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = defaultFrameWidth,
        origin: TestTime = 0,
        allowsSubscriptionMarker: Bool = true
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        func fail(_ column: Int, _ problem: String) -> MarbleSyntaxError {
            MarbleSyntaxError(diagram: diagram, column: column, problem: problem)
        }
        guard frameWidth > 0 else {
            throw fail(0, "the frame width must be positive, got \(frameWidth)")
        }
        var frame = 0
        var caretFrame: Int?
        var group: (frame: Int, column: Int, events: Int)?
        var terminalColumn: Int?
        var parsed: [(frame: Int, event: Event<Element>)] = []

        for (offset, symbol) in diagram.enumerated() {
            let column = offset + 1
            switch symbol {
            case " ":
                continue
            case "-":
                if group != nil { throw fail(column, "'-' cannot appear inside a group") }
            case "^":
                if !allowsSubscriptionMarker {
                    throw fail(
                        column,
                        "'^' marks the subscription of a hot sequence; a cold diagram starts at the subscription")
                }
                if group != nil { throw fail(column, "'^' cannot appear inside a group") }
                if caretFrame != nil { throw fail(column, "a diagram has at most one '^'") }
                caretFrame = frame
            case "(":
                if let group {
                    throw fail(
                        column, "groups cannot be nested (the group opened at column \(group.column) is still open)")
                }
                group = (frame, column, 0)
            case ")":
                guard let open = group else { throw fail(column, "')' has no matching '('") }
                if open.events == 0 { throw fail(column, "the group opened at column \(open.column) is empty") }
                group = nil
            default:
                if let terminalColumn {
                    throw fail(
                        column,
                        "'\(symbol)' follows the terminal event at column \(terminalColumn); only '-' may follow it")
                }
                let event: Event<Element>
                if symbol == "|" {
                    event = .completed
                    terminalColumn = column
                } else if let error = errors[symbol] {
                    event = .error(error)
                    terminalColumn = column
                } else if symbol == "#" {
                    event = .error(MarbleError(symbol: symbol))
                    terminalColumn = column
                } else if let element = values[symbol] {
                    event = .next(element)
                } else {
                    throw fail(
                        column, "'\(symbol)' is not a key of `values` or `errors` (nor '-', '|', '#', '^', '(', ')')")
                }
                parsed.append((group?.frame ?? frame, event))
                group?.events += 1
            }
            frame += 1
        }
        if let group {
            throw fail(group.column, "the group opened here is never closed")
        }
        let zero = caretFrame ?? 0
        return parsed.map { entry in
            Recorded(time: origin + (entry.frame - zero) * frameWidth, value: entry.event)
        }
    }

    /// Draws recorded events as a marble diagram, the inverse of ``parse(_:values:errors:frameWidth:origin:allowsSubscriptionMarker:)``.
    ///
    /// Elements are drawn with their key in `values` (the smallest key if several match); an element
    /// missing from `values` is drawn with its description when that is one character, else with the
    /// next unused letter. Errors are drawn with their key in `errors`, else `#`. Events in the same
    /// frame are drawn as a group; an event whose time is not on a frame boundary is drawn in the frame
    /// it falls in. The diagram starts at frame 0 (or at the earliest event, if earlier) and ends with
    /// the last event.
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - values: The symbol of each element.
    ///   - errors: The symbol of each error.
    ///   - frameWidth: Virtual ticks per character; must be positive.
    ///   - origin: The virtual time of frame 0.
    ///   - subscriptionMarker: Whether to draw `^` at frame 0; it is drawn anyway when events come
    ///     before `origin`.
    /// - Returns: The diagram.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = defaultFrameWidth,
        origin: TestTime = 0,
        subscriptionMarker: Bool = false
    ) -> String {
        let symbols = MarbleSymbols(values: values, errors: errors)
        let layout = MarbleLayout(frameWidth: frameWidth, origin: origin, lines: [events], marker: subscriptionMarker)
        return layout.draw(events, symbols: symbols)
    }
}

/// The error an unmapped `#` in a marble diagram stands for.
public struct MarbleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The symbol that produced it.
    public let symbol: Character

    /// Makes the error for `symbol`.
    /// - Parameter symbol: The diagram symbol, `#` by default.
    public init(symbol: Character = "#") {
        self.symbol = symbol
    }

    /// `marble error '#'`.
    public var description: String {
        "marble error '\(symbol)'"
    }
}

/// A problem in a marble diagram, with the column (1-based) where it was found.
public struct MarbleSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The diagram that failed to parse.
    public let diagram: String
    /// The 1-based column of the offending character (0 for problems not tied to a character).
    public let column: Int
    /// What is wrong.
    public let problem: String

    /// The diagram, a caret under the offending column, and the problem.
    public var description: String {
        var text = "invalid marble diagram at column \(column): \(problem)\n  \(diagram)"
        if column > 0 {
            text += "\n  " + String(repeating: " ", count: column - 1) + "^"
        }
        return text
    }
}
