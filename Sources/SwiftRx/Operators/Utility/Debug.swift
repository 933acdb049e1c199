import Foundation
import Synchronization

extension ObservableType {
    /// Prints every event, the subscription and its disposal, each with a timestamp and a label
    /// saying where the chain was built; the events themselves pass through unchanged.
    ///
    /// Lines look like `2026-01-31 12:00:00.123: Feed.swift:42 (load()) -> Event next(1)`, with the
    /// messages `subscribed`, `Event <event>` and `isDisposed`. The label is `identifier` when given,
    /// otherwise the file, line and function of this call. Timestamps are UTC. Printing happens on
    /// whatever thread delivers the event, subscribes, or disposes.
    ///
    /// ```
    /// source:   --1--2--|
    /// debug():  --1--2--|     prints subscribed, Event next(1), Event next(2), Event completed, isDisposed
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The label printed on each line; `nil` for the place of this call.
    ///   - trimOutput: Shortens event descriptions longer than 40 characters to their first and
    ///     last 20 characters, joined by `...`.
    ///   - file: The file of the call; filled in by the compiler.
    ///   - line: The line of the call; filled in by the compiler.
    ///   - function: The function of the call; filled in by the compiler.
    /// - Returns: The source sequence, unchanged.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let label = identifier ?? DebugOutput.location(file: file, line: line, function: function)
        return DebugProducer(source: asObservable(), label: label, trimOutput: trimOutput)
    }
}

/// Formats and writes the lines `debug` prints. Tests may replace ``write``.
@usableFromInline
enum DebugOutput {
    /// Event descriptions longer than this are shortened when `trimOutput` is set.
    static let trimmedLength = 40

    private static let writer = Mutex<@Sendable (String) -> Void>({ print($0) })

    /// Where lines go; `print` by default.
    static var write: @Sendable (String) -> Void {
        get { localWriter ?? writer.withLock { $0 } }
        set { writer.withLock { $0 = newValue } }
    }

    /// Where the lines printed in the current task go instead, if set: tests running in parallel
    /// each capture their own lines with `$localWriter.withValue`. Lines printed on other threads
    /// (a scheduler's) still go to ``write``'s process-wide writer.
    @TaskLocal static var localWriter: (@Sendable (String) -> Void)?

    /// `File.swift:line (function)` for a call site.
    @usableFromInline
    static func location(file: String, line: UInt, function: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line) (\(function))"
    }

    /// Prints `message` with a timestamp and `label`.
    @usableFromInline
    static func log(_ label: String, _ message: String) {
        let line = "\(timestamp(Date())): \(label) -> \(message)"
        write(line)
    }

    /// Prints an event, shortened if asked.
    @usableFromInline
    static func log<Element>(_ label: String, event: Event<Element>, trim: Bool) {
        var text = event.debugDescription
        if trim, text.count > trimmedLength {
            // Both ends are kept: the start names the event, the end often holds what differs.
            text = String(text.prefix(trimmedLength / 2)) + "..." + String(text.suffix(trimmedLength / 2))
        }
        log(label, "Event \(text)")
    }

    /// `yyyy-MM-dd HH:mm:ss.SSS` in UTC.
    static func timestamp(_ date: Date) -> String {
        let totalMilliseconds = Int((date.timeIntervalSince1970 * 1_000).rounded(.down))
        let (days, dayMilliseconds) = totalMilliseconds.floorDivided(by: 86_400_000)
        let (year, month, day) = civilDate(fromDaysSince1970: days)
        let hour = dayMilliseconds / 3_600_000
        let minute = dayMilliseconds / 60_000 % 60
        let second = dayMilliseconds / 1_000 % 60
        let millisecond = dayMilliseconds % 1_000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) "
            + "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(millisecond, 3))"
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01, via 400-year eras
    /// (each era is 146 097 days and starts on a March 1st, so leap days fall at an era-year's end).
    static func civilDate(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468  // days from 0000-03-01 to 1970-01-01
        let (era, dayOfEra) = shifted.floorDivided(by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

extension Int {
    /// Quotient rounded toward negative infinity, and the matching non-negative remainder.
    fileprivate func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = ((self % divisor) + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}

@usableFromInline
final class DebugProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let label: String
    @usableFromInline
    let trimOutput: Bool

    @inlinable
    convenience init(source: Observable<Element>, label: String, trimOutput: Bool) {
        self.init(source: source, label: label, trimOutput: trimOutput) { producer, observer in
            let me = unsafeDowncast(producer, to: DebugProducer<Element>.self)
            DebugOutput.log(me.label, "subscribed")
            let sink = DebugSink(observer: consume observer, label: me.label, trimOutput: me.trimOutput)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, label: String, trimOutput: Bool, run: @escaping Run) {
        self.source = source
        self.label = label
        self.trimOutput = trimOutput
        super.init(run: run)
    }
}

@usableFromInline
final class DebugSink<Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let label: String
    @usableFromInline
    let trimOutput: Bool

    @inlinable
    init(observer: @escaping Downstream<Element>, label: String, trimOutput: Bool) {
        self.label = label
        self.trimOutput = trimOutput
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        DebugOutput.log(label, event: event, trim: trimOutput)
        forwardOn(event)
    }

    @usableFromInline
    override func disposeCore() {
        DebugOutput.log(label, "isDisposed")
    }
}
