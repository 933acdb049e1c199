import Foundation
import Synchronization

/// A sink whose events come from more than one thread: the source, and timers on a scheduler.
///
/// Subclasses keep their state next to ``DrainQueueSink/lock`` (`// guarded by lock`), decide under
/// the lock what to send, ``DrainQueue/push(_:)`` it to ``DrainQueueSink/queue`` inside the same
/// critical section (so the order of decisions is the order of delivery), and call
/// ``DrainQueueSink/deliver()`` after releasing the lock when a push returned `true`.
@usableFromInline
class TimerDrivenSink<Element>: DrainQueueSink<Event<Element>, Element>, @unchecked Sendable {
    // No state of its own: the inherited queue and every subclass field are guarded by `lock`.

    /// Drops queued events; subclasses that override call `super`.
    @usableFromInline
    override func disposeCore() {
        lock.withLock { queue.removeAll() }
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
