import Foundation

extension TraceRecording {
    /// The recording as Trace Event Format JSON, which Perfetto (ui.perfetto.dev) and
    /// `chrome://tracing` open.
    ///
    /// Each traced point is a process track named after the point, and each of its subscriptions a
    /// thread track in it (`tid` is the subscription number). Every event is an instant (`ph: "i"`)
    /// whose arguments hold the value and the thread it happened on; every subscription's life is a
    /// complete slice (`ph: "X"`) from its first to its last recorded event, or to the end of the
    /// recording while it is still open. Times are microseconds from the start of the recording.
    public func traceEventJSON() -> String {
        TraceEventFormat.json(events: events, dropped: droppedCount, capacity: capacity)
    }

    /// Writes ``traceEventJSON()`` to `url`, replacing what is there.
    public func writeJSON(to url: URL) throws {
        try Data(traceEventJSON().utf8).write(to: url, options: .atomic)
    }
}

/// Lanes (point and subscription) of a list of events, in the order they first appear, grouped
/// by point; shared by the JSON and HTML writers.
struct TraceLanes {
    struct Lane {
        let point: String
        let subscription: Int
        var first: Int
        var last: Int
        var disposed = false
    }

    var points: [String] = []
    var pointIndex: [String: Int] = [:]
    var lanes: [Lane] = []
    var laneIndex: [Int: Int] = [:]

    init(_ events: [TraceEvent]) {
        for (position, event) in events.enumerated() {
            if pointIndex[event.point] == nil {
                pointIndex[event.point] = points.count
                points.append(event.point)
            }
            if let index = laneIndex[event.subscription] {
                lanes[index].last = position
            } else {
                laneIndex[event.subscription] = lanes.count
                lanes.append(
                    Lane(point: event.point, subscription: event.subscription, first: position, last: position))
            }
            if event.kind == .dispose {
                lanes[laneIndex[event.subscription]!].disposed = true
            }
        }
        // Group by point, keeping first-appearance order within each.
        let order = lanes.indices.sorted { a, b in
            let pa = pointIndex[lanes[a].point]!
            let pb = pointIndex[lanes[b].point]!
            return pa != pb ? pa < pb : a < b
        }
        lanes = order.map { lanes[$0] }
        for (index, lane) in lanes.enumerated() { laneIndex[lane.subscription] = index }
    }
}

/// Writes the Trace Event Format.
enum TraceEventFormat {
    static func json(events: [TraceEvent], dropped: Int, capacity: Int) -> String {
        let lanes = TraceLanes(events)
        let end = events.map(\.microseconds).max() ?? 0
        var out = "{\"traceEvents\":[\n"
        var first = true
        func add(_ object: String) {
            if !first { out += ",\n" }
            first = false
            out += object
        }
        for (index, point) in lanes.points.enumerated() {
            add(
                "{\"name\":\"process_name\",\"ph\":\"M\",\"ts\":0,\"pid\":\(index + 1),\"tid\":0,"
                    + "\"args\":{\"name\":\(quoted(point))}}")
            add(
                "{\"name\":\"process_sort_index\",\"ph\":\"M\",\"ts\":0,\"pid\":\(index + 1),\"tid\":0,"
                    + "\"args\":{\"sort_index\":\(index)}}")
        }
        for lane in lanes.lanes {
            let pid = lanes.pointIndex[lane.point]! + 1
            add(
                "{\"name\":\"thread_name\",\"ph\":\"M\",\"ts\":0,\"pid\":\(pid),\"tid\":\(lane.subscription),"
                    + "\"args\":{\"name\":\(quoted("\(lane.point) #\(lane.subscription)"))}}")
            let start = events[lane.first].microseconds
            let stop = lane.disposed ? events[lane.last].microseconds : end
            add(
                "{\"name\":\(quoted("\(lane.point) #\(lane.subscription)")),\"cat\":\"subscription\",\"ph\":\"X\","
                    + "\"ts\":\(number(start)),\"dur\":\(number(stop - start)),\"pid\":\(pid),"
                    + "\"tid\":\(lane.subscription),\"args\":{\"disposed\":\(lane.disposed)}}")
        }
        for event in events {
            let pid = lanes.pointIndex[event.point]! + 1
            var name = event.kind.rawValue
            if let value = event.value { name += " " + shortened(value) }
            var args = "\"thread\":\(quoted(event.thread)),\"subscription\":\(event.subscription)"
            if let value = event.value { args += ",\"value\":\(quoted(value))" }
            add(
                "{\"name\":\(quoted(name)),\"cat\":\(quoted(event.kind.rawValue)),\"ph\":\"i\",\"s\":\"t\","
                    + "\"ts\":\(number(event.microseconds)),\"pid\":\(pid),\"tid\":\(event.subscription),"
                    + "\"args\":{\(args)}}")
        }
        out += "\n],\"displayTimeUnit\":\"ms\",\"otherData\":{\"droppedEvents\":\(dropped),\"capacity\":\(capacity)}}\n"
        return out
    }

    /// A value short enough for an event name; the whole value stays in the arguments.
    static func shortened(_ value: String) -> String {
        value.count <= 40 ? value : String(value.prefix(39)) + "…"
    }

    /// A JSON number with at most three decimals (nanoseconds, in microseconds).
    static func number(_ value: Double) -> String {
        let thousandths = (value * 1_000).rounded()
        if thousandths.truncatingRemainder(dividingBy: 1_000) == 0 { return String(Int64(thousandths / 1_000)) }
        return String(format: "%.3f", value)
    }

    /// A JSON string literal. `<`, `>` and `&` are escaped too, so that the text can sit inside an
    /// HTML `<script>` element.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
