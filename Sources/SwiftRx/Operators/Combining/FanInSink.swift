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
/// (the ``DrainQueue`` of ``DrainQueueSink``). Queued events keep the order in which their state
/// changes were decided. On top of the base, this class delivers without the lock while only the
/// outer source can call it (``outerOnly``).
@usableFromInline
class FanInSink<Element>: DrainQueueSink<Event<Element>, Element>, @unchecked Sendable {
    // `queue` is guarded by `lock` once `outerOnly` is false; while it is true only the outer
    // source's serialized calls touch it, and they may skip the lock (see `forwardNextFromOuter`).
    // Subclasses document their own fields, also guarded by `lock` unless said otherwise.

    /// `true` once a terminal event was decided; later events are dropped. Guarded by lock.
    @inlinable
    final var terminated: Bool {
        get { queue.isClosed }
        set { queue.isClosed = newValue }
    }

    /// `true` until the subclass subscribes to a source that may call it from another thread (a
    /// subscribed inner sequence). While it is, every event comes from the outer source's own calls,
    /// which the grammar already serializes, so ``forwardNextFromOuter(_:)`` skips the lock. The
    /// subclass sets it to `false`, on the outer source's call path, before such a subscription.
    @usableFromInline
    @exclusivity(unchecked) final var outerOnly = true

    /// Delivers an element decided on the outer source's call path (for example a `just` inner
    /// sequence's element). While ``outerOnly`` holds and nobody is delivering, no other thread can
    /// touch the delivery state, so the element is forwarded without the lock; a re-entrant call
    /// still queues behind the one delivering, and if this delivery subscribed to an inner sequence
    /// (other threads may now queue), the queue is drained under the lock as usual.
    @inlinable
    final func forwardNextFromOuter(_ element: Element) {
        guard outerOnly, !queue.isDraining else {
            serializeNext(element)
            return
        }
        if terminated { return }
        queue.isDraining = true
        forwardNext(element)
        if outerOnly, queue.pending.isEmpty {
            queue.isDraining = false
            return
        }
        deliver()
    }

    /// Completes the sink on the outer source's call path without the lock, when nothing else can
    /// touch the delivery state: ``outerOnly`` holds (no inner sequence was ever subscribed, so no
    /// other thread calls in) and nobody is delivering (a completion re-entering a delivery must
    /// queue behind it). The caller has checked that no inner sequence is running.
    ///
    /// - Returns: `false` when the caller must complete through the lock instead.
    @inlinable
    final func completeFromOuter() -> Bool {
        guard outerOnly, !queue.isDraining else { return false }
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
}
