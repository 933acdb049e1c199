import Foundation
import SwiftRx
import Synchronization

/// Searches the files under a folder asynchronously: each search and each details request runs on
/// a background scheduler, and disposing of its subscription cancels the work in progress.
///
/// The folder is listed on the first search and the listing is kept; if listing fails (the folder
/// is unreadable) that search fails and the next one tries again.
package final class SearchService: Sendable {
    /// The folder searched.
    package let root: String
    private let scheduler: any SchedulerType
    private let latency: RxTimeInterval?
    private let index = Mutex<FileIndex?>(nil)
    private let counters = Mutex(Counters())

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
    package init(root: String, scheduler: any SchedulerType, latency: RxTimeInterval? = nil) {
        self.root = root
        self.scheduler = scheduler
        self.latency = latency
    }

    /// The counters so far.
    package var counts: Counters { counters.withLock { $0 } }

    /// Searches for `query`.
    ///
    /// Emits one ``SearchReport`` and completes, on the service's scheduler; fails with a
    /// ``SearchError`` when the folder cannot be listed or the query is a bad regular expression.
    /// Disposing before it emits stops the scan at its next check and emits nothing.
    package func search(_ query: String) -> Observable<SearchReport> {
        work(after: latency) { [self] isCancelled in
            counters.withLock { $0.started += 1 }
            do {
                let report = try loadIndex(isCancelled: isCancelled).search(query, isCancelled: isCancelled)
                counters.withLock { $0.finished += 1 }
                return report
            } catch let error as SearchCancelled {
                counters.withLock { $0.cancelled += 1 }
                throw error
            } catch {
                counters.withLock { $0.finished += 1 }
                throw error
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
        return work(after: nil) { _ in try Self.detailLines(of: hit, root: root) }
    }

    /// Runs `body` on the scheduler (after `latency`, if any) and emits its result.
    private func work<Result: Sendable>(
        after latency: RxTimeInterval?,
        _ body: @escaping @Sendable (_ isCancelled: () -> Bool) throws -> Result
    ) -> Observable<Result> {
        let scheduler = scheduler
        return Observable.create { observer in
            let cancelled = BooleanDisposable()
            let run: @Sendable () -> Void = {
                guard !cancelled.isDisposed else { return }
                do {
                    let result = try body { cancelled.isDisposed }
                    observer.onNext(result)
                    observer.onCompleted()
                } catch is SearchCancelled {
                    // Nobody listens any more.
                } catch {
                    observer.onError(error)
                }
            }
            let scheduled: any Disposable =
                if let latency {
                    scheduler.scheduleRelative((), dueTime: latency) { _ in
                        run()
                        return Disposables.create()
                    }
                } else {
                    scheduler.schedule(()) { _ in
                        run()
                        return Disposables.create()
                    }
                }
            return Disposables.create(cancelled, scheduled)
        }
    }

    private func loadIndex(isCancelled: () -> Bool) throws -> FileIndex {
        if let loaded = index.withLock({ $0 }) { return loaded }
        let loaded = try FileIndex.scan(root: root, isCancelled: isCancelled)
        index.withLock { $0 = loaded }
        return loaded
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
