import Dispatch
import Foundation
import SwiftRx
import Synchronization
import Testing

/// A bounded soak: millions of events and a million subscribe/dispose cycles, from several threads,
/// through subjects, `share`, `flatMapLatest` and `observe(on:)`. Afterwards every resource is
/// released (``Resources/total`` back where it started, in debug builds) and memory stays flat: the
/// resident size, and its peak, after a warm-up round and after the whole run differ by less than
/// a bound. The figures are printed in one line (`soak: …`).
///
/// Sizes are fixed. Under ThreadSanitizer, which makes every memory access many times slower, the
/// run is scaled down 50-fold. Every wait is bounded and fails the test instead of hanging.
@Suite("Soak stress", .processExclusive, .serialized, .scopedResources)
struct SoakStressTests {
    /// `true` when the test binary runs under ThreadSanitizer (its runtime is linked in).
    static let underThreadSanitizer: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(handle) }
        return dlsym(handle, "__tsan_init") != nil
    }()

    static let scale = underThreadSanitizer ? 50 : 1
    static let threads = 4
    /// Events each thread sends into its own pipeline: 4 × 500,000 = 2 million events, each one
    /// delivered to two subscribers of a shared sequence.
    static let eventsPerThread = 500_000 / scale
    /// Subscribe/dispose cycles each thread makes: 4 × 250,000 = 1 million.
    static let cyclesPerThread = 250_000 / scale
    /// How long the whole run may take before the test gives up on it.
    static let bound: DispatchTimeInterval = .seconds(600)

    /// The peak resident set size of the process so far, in KiB.
    static func peakResidentKiB() -> Int {
        var usage = rusage()
        getrusage(rusageSelf(RUSAGE_SELF), &usage)
        return Int(usage.ru_maxrss)
    }

    /// The resident set size of the process now, in KiB, where the system reports it
    /// (`/proc/self/statm` on Linux); otherwise the peak.
    static func residentKiB() -> Int {
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        {
            return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
        return peakResidentKiB()
    }

    /// One pipeline per thread: subject → share → (flatMapLatest → count) and (observe(on:) →
    /// count). The thread sends `events` elements and completes; returns whether both branches saw
    /// every element and the completion within the bound.
    static func sendEvents(_ events: Int) -> Bool {
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        let inner = Counter()
        let observed = Counter()
        let completed = DispatchSemaphore(value: 0)
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "soak.observe")
        let latest = shared.flatMapLatest { Observable.just($0) }.subscribe(
            onNext: { _ in inner.increment() },
            onCompleted: { completed.signal() }
        )
        let delivered = shared.observe(on: queue).subscribe(
            onNext: { _ in observed.increment() },
            onCompleted: { completed.signal() }
        )
        for value in 0..<events { subject.onNext(value) }
        subject.onCompleted()
        let finished =
            completed.wait(timeout: .now() + bound) == .success && completed.wait(timeout: .now() + bound) == .success
        latest.dispose()
        delivered.dispose()
        return finished && inner.count == events && observed.count == events
    }

    /// Subscribes to and disposes a shared, flat-mapped, relay-fed sequence `cycles` times, while
    /// the other threads do the same on the same sequence and one thread keeps sending.
    static func cycleSubscriptions(_ cycles: Int, on source: Observable<Int>) -> Int {
        let received = Counter()
        for _ in 0..<cycles {
            let subscription = source.subscribe(onNext: { _ in received.increment() })
            subscription.dispose()
        }
        return received.count
    }

    /// Runs the event and cycle work once at `fraction` of its size; returns whether it finished.
    static func round(fraction: Int) -> Bool {
        let group = DispatchGroup()
        let failures = Counter()
        for _ in 0..<threads {
            DispatchQueue.global().async(group: group) {
                if !sendEvents(eventsPerThread / fraction) { failures.increment() }
            }
        }
        guard group.wait(timeout: .now() + bound) == .success else { return false }

        let relay = PublishRelay<Int>()
        let source = relay.share().flatMapLatest { Observable.of($0, $0 + 1) }
        let keepAlive = source.subscribe()
        let stop = StopFlag()
        let sender = DispatchQueue(label: "soak.sender")
        sender.async(group: group) {
            var value = 0
            while !stop.isSet {
                relay.accept(value)
                value += 1
            }
        }
        let cycling = DispatchGroup()
        for _ in 0..<threads {
            DispatchQueue.global().async(group: cycling) {
                _ = cycleSubscriptions(cyclesPerThread / fraction, on: source)
            }
        }
        let cycled = cycling.wait(timeout: .now() + bound) == .success
        stop.set()
        let stopped = group.wait(timeout: .now() + bound) == .success
        keepAlive.dispose()
        return cycled && stopped && failures.count == 0
    }

    @Test func millionsOfEventsAndAMillionSubscriptionsLeaveNothingBehindAndKeepMemoryFlat() {
        let start = liveResources
        let clock = ContinuousClock.now
        let peakAtStart = Self.peakResidentKiB()
        let residentAtStart = Self.residentKiB()
        // A tenth of the work first, so that caches, queues and thread pools reach their steady size.
        #expect(Self.round(fraction: 10), "the warm-up round did not finish within the bound")
        let peakAfterWarmUp = Self.peakResidentKiB()
        let residentAfterWarmUp = Self.residentKiB()
        #expect(Self.round(fraction: 1), "the soak round did not finish within the bound")
        let peakAtEnd = Self.peakResidentKiB()
        let residentAtEnd = Self.residentKiB()
        waitForResources(toReturnTo: start)
        #expect(liveResources == start, "resources still alive after the soak: \(liveResources - start)")
        // Flat memory: the full round (ten times the warm-up's work) raises the peak by less than
        // 64 MiB. A leak of even one small object per event or cycle would add hundreds of MiB.
        #expect(
            peakAtEnd - peakAfterWarmUp < 64 * 1024, "peak RSS grew from \(peakAfterWarmUp) KiB to \(peakAtEnd) KiB")
        #expect(
            residentAtEnd - residentAfterWarmUp < 64 * 1024,
            "RSS grew from \(residentAfterWarmUp) KiB to \(residentAtEnd) KiB")
        let elapsed = ContinuousClock.now - clock
        print(
            "soak: \(Self.threads * Self.eventsPerThread) events, \(Self.threads * Self.cyclesPerThread) cycles "
                + "(scale 1/\(Self.scale)); peak RSS \(peakAtStart) KiB at start, \(peakAfterWarmUp) KiB after warm-up, "
                + "\(peakAtEnd) KiB at end; RSS \(residentAtStart) / \(residentAfterWarmUp) / \(residentAtEnd) KiB; "
                + "\(elapsed)")
    }
}

/// A flag one thread sets and others poll.
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .relaxed) }
    func set() { value.store(true, ordering: .relaxed) }
}

// `RUSAGE_SELF` is an Int32 on some C libraries and an enum on others; these overloads accept both.
private func rusageSelf(_ who: Int32) -> Int32 { who }
private func rusageSelf<Who: RawRepresentable>(_ who: Who) -> Int32 where Who.RawValue: BinaryInteger {
    Int32(who.rawValue)
}
