import Foundation
import Synchronization

/// The outputs of a sink that several threads produce (source events on one thread, timer callbacks
/// on the scheduler's thread) and that must reach the downstream one at a time: a drain queue.
///
/// It lives inside the sink's lock-guarded state. A producer appends under the lock with ``push(_:)``;
/// when that returns `true` the caller has become the deliverer and, after releasing the lock, takes
/// items with ``next()`` (each call under the lock) and delivers them, until ``next()`` returns `nil`,
/// which also gives up the deliverer role. So downstream calls never overlap and never re-enter: an
/// item pushed while another is being delivered (from another thread, or from the downstream itself)
/// is delivered by the current deliverer after it.
@usableFromInline
struct TimedOutbox<Item> {
    @usableFromInline
    var items: [Item] = []
    @usableFromInline
    var head = 0
    @usableFromInline
    var isDelivering = false

    @inlinable
    init() {}

    /// Queues `item`. Returns `true` when the caller must deliver the queue after releasing the lock.
    @inlinable
    mutating func push(_ item: Item) -> Bool {
        items.append(item)
        if isDelivering { return false }
        isDelivering = true
        return true
    }

    /// The next item to deliver; `nil` when the queue is empty, which ends the caller's delivery turn.
    @inlinable
    mutating func next() -> Item? {
        if head < items.count {
            let item = items[head]
            head += 1
            return item
        }
        items.removeAll(keepingCapacity: items.capacity <= 16)
        head = 0
        isDelivering = false
        return nil
    }

    /// Drops everything queued (after disposal), releasing the elements it held.
    @inlinable
    mutating func removeAll() {
        items = []
        head = 0
    }
}

/// A sink whose events come from more than one thread: the source, and timers on a scheduler.
///
/// Subclasses keep their state next to ``lock`` (`// guarded by lock`), decide under the lock what
/// to send, ``TimedOutbox/push(_:)`` it to ``outbox`` inside the same critical section (so the order of
/// decisions is the order of delivery), and call ``deliver()`` after releasing the lock when a push
/// returned `true`.
@usableFromInline
class TimerDrivenSink<Element>: Sink<Element>, @unchecked Sendable {
    // `outbox` and every subclass field marked so are guarded by `lock`.

    @usableFromInline
    let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked) final var outbox = TimedOutbox<Event<Element>>()  // guarded by lock

    /// Delivers queued events until the outbox is empty. Call only after a push returned `true`,
    /// without holding the lock.
    @inlinable
    final func deliver() {
        while let event = lock.withLock({ outbox.next() }) {
            forwardOn(event)
        }
    }

    /// Pushes `event` under the lock and delivers it (and whatever is queued) if no one else is.
    @inlinable
    final func send(_ event: Event<Element>) {
        if lock.withLock({ outbox.push(event) }) {
            deliver()
        }
    }

    /// Drops queued events; subclasses that override call `super`.
    @usableFromInline
    override func disposeCore() {
        lock.withLock { outbox.removeAll() }
    }
}

/// Holds the one pending timer of a sink whose timer may be re-armed both by the source's thread
/// and by the timer's own callback.
///
/// Each arming has a generation number decided under the sink's lock; ``set(_:generation:)`` keeps
/// the newest timer and disposes any older one, whichever thread stores first. An older timer
/// reaching the slot late has already fired (it is what armed the newer one), so disposing it is
/// harmless.
@usableFromInline
final class TimerSlot: Disposable, Sendable {
    @usableFromInline
    struct State: Sendable {
        @usableFromInline
        var generation: UInt64 = 0
        @usableFromInline
        var timer: (any Disposable)?
        @usableFromInline
        var isDisposed = false

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = Mutex(State())

    @inlinable
    init() {}

    /// Stores `timer` if `generation` is at least the stored one; disposes whichever timer loses.
    @inlinable
    func set(_ timer: any Disposable, generation: UInt64) {
        let loser = state.withLock { state -> (any Disposable)? in
            if state.isDisposed || generation < state.generation { return timer }
            defer {
                state.generation = generation
                state.timer = timer
            }
            return state.timer
        }
        loser?.dispose()
    }

    /// Cancels the stored timer and every timer stored later.
    @inlinable
    func dispose() {
        let timer = state.withLock { state -> (any Disposable)? in
            state.isDisposed = true
            defer { state.timer = nil }
            return state.timer
        }
        timer?.dispose()
    }
}

extension DispatchTimeInterval {
    /// `true` for a span longer than zero (including `.never`).
    @usableFromInline
    var isPositive: Bool {
        nanoseconds > 0
    }

    /// `true` for `.never`: a timer with this due time never fires, so none is scheduled.
    @usableFromInline
    var isNever: Bool {
        if case .never = self { return true }
        return false
    }
}
