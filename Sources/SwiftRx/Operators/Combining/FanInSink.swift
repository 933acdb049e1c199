import Synchronization

/// A sink for operators that merge several sources into one observer (`merge`, `flatMap`,
/// `switchLatest`, ...): it makes sure the observer is called by one thread at a time, never
/// re-entrantly, and never while the sink's lock is held.
///
/// Subclasses keep their own state next to ``lock`` and change it only inside `lock.withLock`. A
/// state change that produces an event for downstream ends with `return serialize(event)` inside the
/// lock; the caller then passes the result to ``deliver(_:)`` after the lock is released:
///
/// ```
/// let event = lock.withLock { () -> Event<Element>? in
///     active -= 1
///     return active == 0 ? serialize(.completed) : nil
/// }
/// if let event { deliver(event) }
/// ```
///
/// When nobody is delivering, the caller becomes the deliverer and forwards the event itself;
/// otherwise the event waits in a queue and the thread that is already delivering forwards it
/// (a drain queue). Queued events keep the order in which their state changes were decided.
@usableFromInline
class FanInSink<Element>: Sink<Element>, @unchecked Sendable {
    // `pending`, `draining` and `terminated` are guarded by `lock` once `outerOnly` is false; while
    // it is true only the outer source's serialized calls touch them, and they may skip the lock (see
    // `forwardNextFromOuter`). Subclasses document their own fields, also guarded by `lock` unless said
    // otherwise.

    @usableFromInline
    let lock = Lock()

    /// Events decided but not yet forwarded. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var pending: [Event<Element>] = []

    /// `true` while one thread owns delivery. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var draining = false

    /// `true` once a terminal event was decided; later events are dropped. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) final var terminated = false

    /// `true` until the subclass subscribes to a source that may call it from another thread (a
    /// subscribed inner sequence). While it is, every event comes from the outer source's own calls,
    /// which the grammar already serializes, so ``forwardNextFromOuter(_:)`` skips the lock. The
    /// subclass sets it to `false`, on the outer source's call path, before such a subscription.
    @usableFromInline
    @exclusivity(unchecked) final var outerOnly = true

    /// Records `event` for delivery. Call only inside `lock.withLock`.
    ///
    /// - Returns: `event` when the caller must deliver it (nobody else is delivering), `nil` when
    ///   it was queued for the current deliverer or dropped because a terminal event came first.
    @inlinable
    final func serialize(_ event: Event<Element>) -> Event<Element>? {
        if terminated { return nil }
        if event.isStopEvent { terminated = true }
        if draining {
            pending.append(event)
            return nil
        }
        draining = true
        return event
    }

    /// Forwards `event`, which ``serialize(_:)`` handed to this caller, then everything other threads
    /// queued meanwhile. Call outside the lock.
    @inlinable
    final func deliver(_ event: Event<Element>) {
        forwardOn(event)
        drainPending()
    }

    /// Forwards what other calls queued while this one was delivering, then gives up delivery.
    @inlinable
    final func drainPending() {
        var batch: [Event<Element>] = []
        while true {
            let hasMore = lock.withLock { () -> Bool in
                if pending.isEmpty {
                    draining = false
                    return false
                }
                swap(&batch, &pending)
                return true
            }
            if !hasMore { return }
            for queued in batch {
                forwardOn(queued)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Decides and delivers an error from any source. Call outside the lock.
    @inlinable
    final func serializeError(_ error: any Error) {
        let event = lock.withLock { serialize(.error(error)) }
        if let event { deliver(event) }
    }

    /// Delivers an element decided on the outer source's call path (for example a `just` inner
    /// sequence's element). While ``outerOnly`` holds and nobody is delivering, no other thread can
    /// touch the delivery state, so the element is forwarded without the lock; a re-entrant call
    /// still queues behind the one delivering, and if this delivery subscribed to an inner sequence
    /// (other threads may now queue), the queue is drained under the lock as usual.
    @inlinable
    final func forwardNextFromOuter(_ element: Element) {
        guard outerOnly, !draining else {
            serializeNext(element)
            return
        }
        if terminated { return }
        draining = true
        forwardNext(element)
        if outerOnly, pending.isEmpty {
            draining = false
            return
        }
        drainPending()
    }

    /// Completes the sink on the outer source's call path without the lock, when nothing else can
    /// touch the delivery state: ``outerOnly`` holds (no inner sequence was ever subscribed, so no
    /// other thread calls in) and nobody is delivering (a completion re-entering a delivery must
    /// queue behind it). The caller has checked that no inner sequence is running.
    ///
    /// - Returns: `false` when the caller must complete through the lock instead.
    @inlinable
    final func completeFromOuter() -> Bool {
        guard outerOnly, !draining else { return false }
        if terminated { return true }
        terminated = true
        // One exchange stops the sink and takes over its upstream subscription, the outer one, which
        // has just completed: it is disposed before the completion goes on, as when the outer
        // sequence completes while inner ones run. A dispose on another thread either came first
        // (nothing is delivered) or finds the sink stopped and leaves the release to this call.
        let claimed = upstream.claim()
        if claimed == UpstreamSlot.released { return true }
        upstream.disposeClaimed(claimed)
        observer(.completed)
        disposeCoreFromOuter()
        return true
    }

    /// ``Sink/disposeCore()`` when the sink ends through ``completeFromOuter()``: on the outer
    /// source's call path, with ``outerOnly`` still holding, so no inner sequence was subscribed and
    /// none can be any more. A subclass may then release its state without the lock; by default
    /// this is `disposeCore()`.
    @usableFromInline
    func disposeCoreFromOuter() {
        disposeCore()
    }

    /// Decides and delivers an element from any source. Call outside the lock.
    @inlinable
    final func serializeNext(_ element: Element) {
        if isDisposed { return }
        let event = lock.withLock { serialize(.next(element)) }
        if let event { deliver(event) }
    }
}
