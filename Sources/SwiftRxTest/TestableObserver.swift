import SwiftRx

/// An observer that records every event it receives, stamped with the virtual time of the
/// ``TestScheduler`` that made it.
///
/// It records exactly what arrives, including events that break the grammar, so tests can see them.
public final class TestableObserver<Element>: ObserverType {
    // `scheduler` is immutable; `recorded` is guarded by `lock`.

    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler

    private let lock = StateLock()
    private var recorded: [Recorded<Event<Element>>] = []  // guarded by lock

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, in order, with their virtual times.
    public var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    /// Records `event` at the scheduler's current time.
    /// - Parameter event: The event received.
    public func on(_ event: Event<Element>) {
        let entry = Recorded(time: scheduler.clock, value: event)
        lock.withLock { recorded.append(entry) }
    }
}

// `scheduler` is immutable and `recorded` is guarded by `lock`; the recorded events may be read
// from another thread only if its elements may.
extension TestableObserver: @unchecked Sendable where Element: Sendable {}
