import Foundation
import Synchronization

/// A bounded recording of what every ``ObservableType/trace(_:)`` point sees, from any thread.
///
/// ```swift
/// let recording = TraceRecording.start(capacity: 10_000)
/// // ... run the app ...
/// recording.stop()
/// try recording.writeHTML(to: URL(fileURLWithPath: "trace.html"))
/// try recording.writeJSON(to: URL(fileURLWithPath: "trace.json"))
/// ```
///
/// The recording keeps the last `capacity` events in a ring; older events are dropped and counted in
/// ``droppedCount``. One recording is on at a time: starting another stops the current one. While
/// none is on, a `trace` point costs one atomic load per event.
///
/// Recording takes a lock per event, describes each element with `String(describing:)` and names the
/// thread, so it is meant for debugging sessions, not for production hot paths.
public final class TraceRecording: Sendable {
    /// The ring and its bookkeeping, guarded by the recording's mutex.
    struct State {
        var ring: [TraceEvent] = []
        /// Where the next event goes once the ring is full.
        var nextSlot = 0
        var dropped = 0
        var isRecording = true
        /// Small numbers for unnamed threads, in the order they were first seen.
        var threadNumbers: [UInt64: Int] = [:]
    }

    /// The most events kept.
    public let capacity: Int
    private let clock: @Sendable () -> Duration
    private let state: Mutex<State>

    /// Whether any recording is on; the one check a `trace` point makes per event when none is.
    @usableFromInline
    static let isOn = Atomic<Bool>(false)
    private static let active = Mutex<TraceRecording?>(nil)

    private init(capacity: Int, clock: @escaping @Sendable () -> Duration) {
        self.capacity = capacity
        self.clock = clock
        var initial = State()
        initial.ring.reserveCapacity(Swift.min(capacity, 65_536))
        state = Mutex(initial)
    }

    /// Starts a recording, stopping the one that was on, if any.
    ///
    /// - Parameters:
    ///   - capacity: The most events kept; older ones are dropped and counted. Must be positive.
    ///   - clock: The time of an event, from any fixed origin; `nil` for a monotonic clock starting
    ///     at zero now. Tests and demos on virtual time pass the virtual clock, for example
    ///     `{ .milliseconds(scheduler.clock) }`.
    /// - Returns: The recording, which is on until ``stop()``.
    public static func start(capacity: Int = 10_000, clock: (@Sendable () -> Duration)? = nil) -> TraceRecording {
        let recording = make(capacity: capacity, clock: clock, caller: "start(capacity:)")
        let previous = active.withLock { current in
            let previous = current
            current = recording
            isOn.store(true, ordering: .releasing)
            return previous
        }
        previous?.markStopped()
        return recording
    }

    /// A new recording, on, with `clock` or a monotonic clock starting at zero now.
    static func make(capacity: Int, clock: (@Sendable () -> Duration)?, caller: String) -> TraceRecording {
        precondition(
            capacity > 0,
            "TraceRecording.\(caller): capacity \(capacity) keeps no event; pass a positive number such as 10_000"
        )
        let timeSource: @Sendable () -> Duration
        if let clock {
            timeSource = clock
        } else {
            let origin = ContinuousClock.now
            timeSource = { ContinuousClock.now - origin }
        }
        return TraceRecording(capacity: capacity, clock: timeSource)
    }

    /// The recording that is on, if any.
    public static var current: TraceRecording? {
        active.withLock { $0 }
    }

    /// Stops recording; the events stay readable. Stopping twice, or a recording another `start`
    /// already replaced, does nothing more.
    public func stop() {
        TraceRecording.active.withLock { current in
            if current === self {
                current = nil
                TraceRecording.isOn.store(false, ordering: .releasing)
            }
        }
        markStopped()
    }

    private func markStopped() {
        state.withLock { $0.isRecording = false }
    }

    /// Whether this recording still takes events.
    public var isRecording: Bool {
        state.withLock { $0.isRecording }
    }

    /// The events kept, oldest first.
    public var events: [TraceEvent] {
        state.withLock { state in
            if state.ring.count < capacity || state.nextSlot == 0 { return state.ring }
            return Array(state.ring[state.nextSlot...] + state.ring[..<state.nextSlot])
        }
    }

    /// How many events were dropped because the ring was full.
    public var droppedCount: Int {
        state.withLock { $0.dropped }
    }

    /// Records an event at the current time and thread into the recording that is on.
    @usableFromInline
    static func record(_ kind: TraceEvent.Kind, point: String, subscription: Int, value: String? = nil) {
        guard let recording = current else { return }
        recording.append(kind, point: point, subscription: subscription, value: value)
    }

    /// Records a sequence event into the recording that is on; describes the element or error only
    /// when a recording is on.
    @usableFromInline
    static func record<Element>(_ event: Event<Element>, point: String, subscription: Int) {
        current?.append(event, point: point, subscription: subscription)
    }

    /// Records a sequence event into this recording, describing the element or error.
    @usableFromInline
    func append<Element>(_ event: Event<Element>, point: String, subscription: Int) {
        let recording = self
        switch event {
        case .next(let element):
            recording.append(.next, point: point, subscription: subscription, value: String(describing: element))
        case .error(let error):
            recording.append(.error, point: point, subscription: subscription, value: String(describing: error))
        case .completed:
            recording.append(.completed, point: point, subscription: subscription, value: nil)
        }
    }

    @usableFromInline
    func append(_ kind: TraceEvent.Kind, point: String, subscription: Int, value: String?) {
        let named = TraceRecording.namedThread()
        let time = clock()
        state.withLock { state in
            guard state.isRecording else { return }
            let thread: String
            switch named {
            case .name(let name):
                thread = name
            case .unnamed(let id):
                if let number = state.threadNumbers[id] {
                    thread = "thread \(number)"
                } else {
                    let number = state.threadNumbers.count + 1
                    state.threadNumbers[id] = number
                    thread = "thread \(number)"
                }
            }
            let event = TraceEvent(
                kind: kind, point: point, subscription: subscription, value: value, time: time, thread: thread)
            if state.ring.count < capacity {
                state.ring.append(event)
            } else {
                state.ring[state.nextSlot] = event
                state.nextSlot = (state.nextSlot + 1) % capacity
                state.dropped += 1
            }
        }
    }

    enum ThreadName {
        case name(String)
        case unnamed(UInt64)
    }

    static func namedThread() -> ThreadName {
        if Thread.isMainThread { return .name("main") }
        if let name = Thread.current.name, !name.isEmpty { return .name(name) }
        #if canImport(Darwin)
            var id: UInt64 = 0
            pthread_threadid_np(nil, &id)
            return .unnamed(id)
        #else
            return .unnamed(UInt64(pthread_self()))
        #endif
    }
}

/// Subscription numbers of `trace` points, unique within the process.
@usableFromInline
enum TraceSubscriptionID {
    @usableFromInline
    static let counter = Atomic<Int>(0)

    /// The next number, starting at 1.
    @inlinable
    static func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
