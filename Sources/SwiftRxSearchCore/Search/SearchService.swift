import Foundation
import SwiftRx
import Synchronization

/// Searches the files under a folder asynchronously: each search and each details request runs on
/// a background scheduler, and disposing of its subscription cancels the work in progress.
///
/// A search works in slices of ``sliceSize`` files, each scheduled on the scheduler after the one
/// before, so disposing stops it before its next slice; between slices it reports its progress at
/// most every ``progressInterval``. The folder is listed on the first search and the listing is
/// kept; a search cancelled while listing leaves the listing where it got to, and the next search
/// goes on from there. If the folder cannot be listed that search fails and the next one tries
/// again.
package final class SearchService: Sendable {
    /// How many files a search handles per scheduled slice.
    package static let sliceSize = 1_000
    /// The shortest time between two progress updates of one search, in seconds (100 ms).
    package static let progressInterval: TimeInterval = 0.1

    /// The folder searched.
    package let root: String
    private let scheduler: any SchedulerType
    private let latency: RxTimeInterval?
    private let pace: RxTimeInterval?
    private let scan = Mutex<ScanState>(.notStarted)
    private let counters = Mutex(Counters())

    private enum ScanState {
        case notStarted
        case scanning(FileScanner)
        case done(FileIndex)
    }

    /// How many searches started, finished (with hits or an error), and were cancelled before finishing.
    package struct Counters: Equatable, Sendable {
        package var started = 0
        package var finished = 0
        package var cancelled = 0

        /// Counters with the given values.
        package init(started: Int = 0, finished: Int = 0, cancelled: Int = 0) {
            self.started = started
            self.finished = finished
            self.cancelled = cancelled
        }
    }

    /// A service searching `root`.
    ///
    /// - Parameters:
    ///   - root: The folder to search.
    ///   - scheduler: Where searches run; a background scheduler in the app.
    ///   - latency: An extra wait before each search (not before details), on `scheduler`, to see
    ///     stale searches being cancelled while typing (`--latency` on the command line); none by
    ///     default.
    ///   - pace: An extra wait between two slices of a search, on `scheduler`, to watch the progress
    ///     on a folder that is quick to search (`--pace` on the command line); none by default.
    package init(
        root: String, scheduler: any SchedulerType, latency: RxTimeInterval? = nil, pace: RxTimeInterval? = nil
    ) {
        self.root = root
        self.scheduler = scheduler
        self.latency = latency
        self.pace = pace
    }

    /// The counters so far.
    package var counts: Counters { counters.withLock { $0 } }

    /// Searches for `query`.
    ///
    /// Emits ``SearchUpdate/progress(_:)`` at most every ``progressInterval`` of the scheduler's
    /// clock (none for a search quicker than that), then one ``SearchUpdate/finished(_:)`` and
    /// completes, on the service's scheduler; fails with a ``SearchError`` when the folder cannot
    /// be listed or the query is a bad regular expression. Disposing stops it before its next slice
    /// and it emits nothing more.
    package func search(_ query: String) -> Observable<SearchUpdate> {
        Observable.create { [self] observer in
            let job = SearchJob(service: self, query: query, observer: observer)
            job.next(after: latency)
            return Disposables.create { job.cancel() }
        }
    }

    /// One subscription's search: its slices, scheduled one after the other.
    private final class SearchJob: Sendable {
        private struct State {
            var started = false
            var ended = false
            var index: FileIndex?
            var matcher: QueryMatcher?
            var lastReport: RxTime
        }

        private enum Outcome {
            case progress(SearchProgress)
            case finished(SearchReport)
        }

        private let service: SearchService
        private let query: String
        private let observer: AnyObserver<SearchUpdate>
        private let slot = SerialDisposable()
        private let state: Mutex<State>

        init(service: SearchService, query: String, observer: AnyObserver<SearchUpdate>) {
            self.service = service
            self.query = query
            self.observer = observer
            state = Mutex(State(lastReport: service.scheduler.now))
        }

        /// Schedules the next slice, after `delay` if there is one.
        func next(after delay: RxTimeInterval?) {
            let run: @Sendable (()) -> any Disposable = { [self] _ in
                slice()
                return Disposables.create()
            }
            slot.disposable =
                if let delay {
                    service.scheduler.scheduleRelative((), dueTime: delay, action: run)
                } else {
                    service.scheduler.schedule((), action: run)
                }
        }

        /// Stops the search before its next slice and counts it as cancelled if it had started.
        func cancel() {
            slot.dispose()
            let counts = state.withLock { state in
                defer { state.ended = true }
                return state.started && !state.ended
            }
            if counts { service.counters.withLock { $0.cancelled += 1 } }
        }

        private func slice() {
            guard !slot.isDisposed else { return }
            let outcome: Result<Outcome, any Error> = state.withLock { state in
                if !state.started {
                    state.started = true
                    service.counters.withLock { $0.started += 1 }
                }
                var budget = SearchService.sliceSize
                return Result {
                    if state.index == nil {
                        state.index = try service.advanceScan(budget: &budget)
                        if state.index == nil { return .progress(service.scanProgress) }
                    }
                    guard let index = state.index else { preconditionFailure("the index was just set") }
                    var matcher = try state.matcher ?? QueryMatcher(query: query)
                    defer { state.matcher = matcher }
                    if matcher.advance(over: index, budget: &budget) {
                        return .finished(matcher.report(scanned: index.files.count))
                    }
                    return .progress(matcher.progress(total: index.files.count))
                }
            }
            switch outcome {
            case .success(.progress(let progress)):
                let now = service.scheduler.now
                let due = state.withLock { state in
                    guard now.timeIntervalSince(state.lastReport) >= SearchService.progressInterval else {
                        return false
                    }
                    state.lastReport = now
                    return true
                }
                if due { observer.onNext(.progress(progress)) }
                next(after: service.pace)
            case .success(.finished(let report)):
                end()
                observer.onNext(.finished(report))
                observer.onCompleted()
            case .failure(let error):
                end()
                observer.onError(error)
            }
        }

        private func end() {
            state.withLock { $0.ended = true }
            service.counters.withLock { $0.finished += 1 }
        }
    }

    /// Advances the shared listing of the folder by at most `budget` entries.
    ///
    /// - Returns: The index once the listing is complete.
    private func advanceScan(budget: inout Int) throws -> FileIndex? {
        try scan.withLock { scan in
            var scanner: FileScanner
            switch scan {
            case .done(let index): return index
            case .scanning(let current): scanner = current
            case .notStarted: scanner = try FileScanner(root: root)
            }
            scan = .notStarted
            if let index = scanner.advance(budget: &budget) {
                scan = .done(index)
                return index
            }
            scan = .scanning(scanner)
            return nil
        }
    }

    /// How far the shared listing of the folder is.
    private var scanProgress: SearchProgress {
        scan.withLock { scan in
            switch scan {
            case .notStarted: SearchProgress(stage: .listing, done: 0, total: nil)
            case .scanning(let scanner): scanner.progress
            case .done(let index): SearchProgress(stage: .indexing, done: index.files.count, total: index.files.count)
            }
        }
    }

    /// The details of a file the search found: its path, size, modification date, line count and
    /// first lines, as the lines of the details view.
    ///
    /// Emits the lines and completes, on the service's scheduler; fails with
    /// ``SearchError/unreadableFile(path:reason:)`` when the file cannot be read.
    package func details(of hit: SearchHit) -> Observable<[String]> {
        let root = root
        return work { try Self.detailLines(of: hit, root: root) }
    }

    /// Runs `body` on the scheduler and emits its result.
    private func work<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) -> Observable<Result> {
        let scheduler = scheduler
        return Observable.create { observer in
            scheduler.schedule(()) { _ in
                do {
                    observer.onNext(try body())
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
                return Disposables.create()
            }
        }
    }

    static func detailLines(of hit: SearchHit, root: String) throws -> [String] {
        let url = URL(fileURLWithPath: root).appendingPathComponent(hit.path)
        let data: Data
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw SearchError.unreadableFile(path: hit.path, reason: FileIndex.reason(error))
        }
        let modified = (attributes[.modificationDate] as? Date).map { $0.formatted(.iso8601) } ?? "unknown"
        let lineCount = data.reduce(into: 0) { count, byte in if byte == 0x0a { count += 1 } }
        var lines = [
            "File:     \(hit.path)",
            "Size:     \(data.count) bytes",
            "Modified: \(modified)",
            "Lines:    \(lineCount)",
            "",
        ]
        if data.prefix(4096).contains(0) {
            lines.append("(binary file)")
        } else {
            let head = String(decoding: data.prefix(4096), as: UTF8.self).replacingOccurrences(of: "\t", with: "    ")
            lines.append(
                contentsOf: head.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).map {
                    "  " + $0
                })
        }
        return lines
    }
}
