/// Chooses the symbol that draws each element and error of a marble line, consistently across the
/// lines of one comparison.
final class MarbleSymbols<Element: Equatable> {
    private var valueSymbols: [(symbol: Character, element: Element)]
    private let errorSymbols: [(symbol: Character, error: any Error)]
    private var used: Set<Character>
    /// Symbols invented for elements missing from `values`, with what they stand for.
    private(set) var legend: [(symbol: Character, meaning: String)] = []

    init(values: [Character: Element], errors: [Character: any Error]) {
        valueSymbols = values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        errorSymbols = errors.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        used = Set(values.keys).union(errors.keys).union(["-", "|", "#", "^", "(", ")", " "])
    }

    func symbol(for event: Event<Element>) -> Character {
        switch event {
        case .completed:
            return "|"
        case .error(let error):
            return errorSymbols.first { errorsAreEqual($0.error, error) }?.symbol ?? "#"
        case .next(let element):
            if let known = valueSymbols.first(where: { $0.element == element }) {
                return known.symbol
            }
            return invent(for: element)
        }
    }

    private func invent(for element: Element) -> Character {
        let description = String(describing: element)
        var symbol: Character = "?"
        if description.count == 1, let only = description.first, !used.contains(only) {
            symbol = only
        } else if let free = Self.pool.first(where: { !used.contains($0) }) {
            symbol = free
            legend.append((free, description))
        }
        if symbol != "?" {
            used.insert(symbol)
            valueSymbols.append((symbol, element))
        }
        return symbol
    }

    private static var pool: [Character] {
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    }
}

/// Where the lines of one drawing start, so several lines drawn with the same layout align.
struct MarbleLayout {
    let frameWidth: TestTime
    let origin: TestTime
    /// The frame of the first character.
    let startFrame: Int
    /// Whether `^` is drawn at frame 0.
    let marker: Bool

    init<Element>(frameWidth: TestTime, origin: TestTime, lines: [[Recorded<Event<Element>>]], marker: Bool) {
        precondition(frameWidth > 0, "The marble frame width must be positive, got \(frameWidth).")
        self.frameWidth = frameWidth
        self.origin = origin
        let earliest =
            lines.flatMap { $0 }.map { Self.frame(of: $0.time, origin: origin, width: frameWidth) }.min() ?? 0
        self.startFrame = min(0, earliest)
        self.marker = marker || earliest < 0
    }

    /// `true` when every event of the lines falls on a frame boundary.
    static func isAligned<Element>(_ lines: [[Recorded<Event<Element>>]], frameWidth: TestTime, origin: TestTime)
        -> Bool
    {
        lines.allSatisfy { $0.allSatisfy { ($0.time - origin) % frameWidth == 0 } }
    }

    static func frame(of time: TestTime, origin: TestTime, width: TestTime) -> Int {
        let offset = time - origin
        return offset >= 0 ? offset / width : -((-offset + width - 1) / width)
    }

    func draw<Element>(_ events: [Recorded<Event<Element>>], symbols: MarbleSymbols<Element>) -> String {
        var text = ""
        var position = startFrame
        func advance(to frame: Int) {
            while position < frame {
                text.append(marker && position == 0 ? "^" : "-")
                position += 1
            }
        }
        var index = 0
        while index < events.count {
            let frame = Self.frame(of: events[index].time, origin: origin, width: frameWidth)
            var end = index + 1
            while end < events.count,
                Self.frame(of: events[end].time, origin: origin, width: frameWidth) == frame
            {
                end += 1
            }
            advance(to: frame)
            let group = events[index..<end].map { symbols.symbol(for: $0.value) }
            if group.count == 1 {
                text.append(group[0])
                position += 1
            } else {
                text += "(" + String(group) + ")"
                position += group.count + 2
            }
            index = end
        }
        if marker { advance(to: 1) }
        return text
    }
}
