import Dispatch
import Foundation
import SwiftRx
import Synchronization

// `swiftrx-bench --only contention`: many threads sending at once into one subject and into one
// merge, with SwiftRx's own lock doing the serializing, and again with the senders serialized by a
// `Synchronization.Mutex` (SwiftRx's lock is then uncontended), in the same run. Per variant it
// prints the throughput, the fewest and most events one thread got through (a starved thread shows
// as a minimum near zero), and the CPU time the process used per second of wall time (2.0 on two
// cores means every core was busy, waiting included).

/// How the senders of one variant are serialized.
enum ContentionLock: String, CaseIterable {
    /// Each sender calls `onNext` directly: SwiftRx's lock decides who goes.
    case swiftRx = "swiftrx-lock"
    /// Each sender takes a shared `Synchronization.Mutex` around `onNext`.
    case mutex = "sync-mutex"
}

/// What one contention variant measured.
struct ContentionResult {
    let name: String
    let events: Int
    let seconds: Double
    let perThread: [Int]
    let cpuSeconds: Double

    var line: String {
        let throughput = Double(events) / seconds / 1e6
        let fewest = perThread.min() ?? 0
        let most = perThread.max() ?? 0
        return "\(name)\t\(String(format: "%.2f", throughput))\t\(fewest)\t\(most)\t"
            + "\(String(format: "%.2f", Double(fewest) / Double(max(most, 1))))\t"
            + "\(String(format: "%.2f", cpuSeconds / seconds))"
    }
}

/// The process's user plus system CPU time so far, in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(rusageWho(RUSAGE_SELF), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs `send(thread)` in a loop on `threads` threads for `duration` seconds, all starting together;
/// returns how many sends each thread made, the wall time and the CPU time used meanwhile.
func runSenders(
    threads: Int,
    duration: Double,
    send: @escaping @Sendable (Int) -> Void
) -> (perThread: [Int], seconds: Double, cpuSeconds: Double) {
    let flags = SenderFlags(threads: threads)
    let finished = DispatchGroup()
    for index in 0..<threads {
        finished.enter()
        let thread = Thread {
            flags.ready.add(1, ordering: .relaxed)
            while !flags.go.load(ordering: .acquiring) { sched_yield() }
            var sent = 0
            while !flags.stop.load(ordering: .relaxed) {
                send(index)
                sent += 1
            }
            flags.counts.withLock { $0[index] = sent }
            finished.leave()
        }
        thread.start()
    }
    while flags.ready.load(ordering: .relaxed) < threads { sched_yield() }
    let cpuStart = processCPUSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    flags.go.store(true, ordering: .releasing)
    Thread.sleep(forTimeInterval: duration)
    flags.stop.store(true, ordering: .relaxed)
    finished.wait()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpuSeconds = processCPUSeconds() - cpuStart
    return (flags.counts.withLock { $0 }, seconds, cpuSeconds)
}

/// The start line, the stop flag and the per-thread counts shared by the senders of
/// ``runSenders(threads:duration:send:)``.
final class SenderFlags: Sendable {
    let ready = Atomic<Int>(0)
    let go = Atomic<Bool>(false)
    let stop = Atomic<Bool>(false)
    let counts: Mutex<[Int]>

    init(threads: Int) {
        counts = Mutex(Array(repeating: 0, count: threads))
    }
}

/// Runs `send` on `threads` threads for `duration` seconds, serialized as `lock` says, while one
/// subscriber counts what `output` delivers; fails loudly if an element was lost.
func contend(
    _ name: String,
    _ lock: ContentionLock,
    threads: Int,
    duration: Double,
    output: Observable<Int>,
    send: @escaping @Sendable (Int) -> Void
) -> ContentionResult {
    let received = ReceivedCounter()
    let subscription = output.subscribe(onNext: { _ in received.add() })
    let serializer = Mutex(())
    let (perThread, seconds, cpu) = runSenders(threads: threads, duration: duration) { index in
        switch lock {
        case .swiftRx: send(index)
        case .mutex: serializer.withLock { _ in send(index) }
        }
    }
    subscription.dispose()
    let total = perThread.reduce(0, +)
    let variant = "\(name)/\(lock.rawValue)"
    guard received.value == total else { fail("contention \(variant): sent \(total), received \(received.value)") }
    return ContentionResult(name: variant, events: total, seconds: seconds, perThread: perThread, cpuSeconds: cpu)
}

/// `threads` threads sending into one `PublishSubject` with one subscriber.
func contendSubject(_ lock: ContentionLock, threads: Int, duration: Double) -> ContentionResult {
    let subject = PublishSubject<Int>()
    return contend("subject", lock, threads: threads, duration: duration, output: subject.asObservable()) { _ in
        subject.onNext(1)
    }
}

/// `threads` threads, each sending into its own subject, all merged into one subscriber.
func contendMerge(_ lock: ContentionLock, threads: Int, duration: Double) -> ContentionResult {
    let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
    let merged = Observable.merge(subjects.map { $0.asObservable() })
    return contend("merge", lock, threads: threads, duration: duration, output: merged) { index in
        subjects[index].onNext(1)
    }
}

/// Counts received elements from any thread.
final class ReceivedCounter: Sendable {
    private let count = Atomic<Int>(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

/// Runs the contention variants and prints one line per variant, if the arguments ask for them
/// (`--only contention`, optionally `--threads N --seconds S`); returns whether it ran.
func runContentionIfRequested(_ arguments: [String]) -> Bool {
    guard let only = arguments.firstIndex(of: "--only"), only + 1 < arguments.count,
        arguments[only + 1] == "contention"
    else { return false }
    func value(_ flag: String, _ fallback: Double) -> Double {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
            let number = Double(arguments[index + 1]), number > 0
        else { return fallback }
        return number
    }
    let threads = Int(value("--threads", 32))
    let duration = value("--seconds", 2)
    #if DEBUG
        print("# warning: this is a debug build; measure with `swift run -c release swiftrx-bench`")
    #endif
    print("# \(threads) threads, \(duration) s per variant, \(ProcessInfo.processInfo.activeProcessorCount) cores")
    print("variant\tMevents_per_s\tmin_per_thread\tmax_per_thread\tmin/max\tcpu_s_per_wall_s")
    for lock in ContentionLock.allCases {
        print(contendSubject(lock, threads: threads, duration: duration).line)
    }
    for lock in ContentionLock.allCases {
        print(contendMerge(lock, threads: threads, duration: duration).line)
    }
    return true
}
