/// The base of the sinks that merge several sources into one observer (`combineLatest`, `zip`,
/// `withLatestFrom`, `sample`, `skip(until:)`, `take(until:)`).
///
/// A subclass decides, under ``lock``, what each source event means and turns it into a pending
/// event (`next` of a ``Pending`` value, or a terminal event) with ``offer(_:)`` or ``finish(_:)``,
/// then passes what it got back to ``drain(_:)`` after releasing the lock. `drain` applies
/// ``transform`` (a user closure, run outside the lock and never concurrently) and forwards the
/// results in order. After a terminal event has been offered nothing more is.
@usableFromInline
class SerializingSink<Pending, Result>: DrainQueueSink<Event<Pending>, Result>, @unchecked Sendable {
    // `lock` guards `queue` and every mutable field subclasses declare as guarded by it, except
    // while `soleSource` holds (one serialized caller); `soleSource` is written once, before that
    // caller is subscribed; `transform` is immutable.

    /// `true` once a terminal event was offered; nothing is offered after it. Guarded by lock.
    @inlinable
    final var isFinished: Bool {
        get { queue.isClosed }
        set { queue.isClosed = newValue }
    }
    @usableFromInline
    let transform: (Pending) throws -> Result
    /// `true` when only one source can call the sink, because every other one was recorded while it
    /// was being subscribed (a `combineLatest` whose other sources are `just`s): that source's calls
    /// are serialized, so the state needs no lock. Set before that source is subscribed and never
    /// changed after; a dispose touches none of the state.
    @usableFromInline
    @exclusivity(unchecked) final var soleSource = false

    @inlinable
    init(observer: @escaping Downstream<Result>, transform: @escaping (Pending) throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    /// Runs `body` on the guarded state: under the lock, or directly when ``soleSource`` holds.
    @inlinable
    @inline(__always)
    final func withState<R>(_ body: () -> R) -> R {
        if soleSource { return body() }
        return lock.withLock(body)
    }

    /// Under the lock: queues a `next` unless a terminal event was already queued (see
    /// ``DrainQueue/offer(_:)``).
    /// - Returns: The event the caller must pass to ``drain(_:)``, if any.
    @inlinable
    final func offer(_ value: Pending) -> Event<Pending>? {
        queue.offer(.next(value))
    }

    /// Under the lock: like ``offer(_:)``, but hands `value` back directly when the caller becomes
    /// the owner of delivery; it then passes it to ``deliverNext(_:)`` and calls
    /// ``endDeliveryTurn()``. The common case of a drain queue, without building an event.
    @inlinable
    final func claim(_ value: Pending) -> Pending? {
        queue.claim(orQueue: .next(value)) ? value : nil
    }

    /// Under the lock: queues the terminal event unless one was already queued.
    /// - Returns: The event the caller must pass to ``drain(_:)``, if any.
    @inlinable
    final func finish(_ terminal: consuming Event<Pending>) -> Event<Pending>? {
        queue.offerLast(terminal)
    }

    /// Under the lock: `finish(.completed)` for a caller that only needs to know whether it must
    /// deliver the completion (with `drain(.completed)`): no optional event of `Pending` is built
    /// and destroyed, which for a generic `Pending` goes through value witnesses.
    /// - Returns: `true` when the caller must deliver the completion.
    @inlinable
    final func finishCompleted() -> Bool {
        queue.claimLast(orQueue: .completed)
    }

    /// Outside the lock: delivers `first`, then everything queued meanwhile, until the queue is
    /// empty or a terminal event was delivered.
    @inlinable
    final func drain(_ first: consuming Event<Pending>) {
        var item = first
        while true {
            switch item {
            case .next(let value):
                if !deliverNext(value) { return }
            case .error(let error):
                // The queue stays in the draining state: nothing is offered after a terminal event.
                forwardError(error)
                return
            case .completed:
                forwardCompleted()
                return
            }
            guard let next = withState({ queue.next() }) else { return }
            item = next
        }
    }

    /// Outside the lock, by the thread that owns delivery (``offer(_:)`` handed it `value`): applies
    /// ``transform`` and forwards the result.
    /// - Returns: `false` when `transform` threw, which ended the sequence and the delivery turn.
    @inlinable
    final func deliverNext(_ value: Pending) -> Bool {
        if isDisposed { return true }
        let result: Result
        do {
            result = try transform(value)
        } catch {
            withState { isFinished = true }
            forwardError(error)
            return false
        }
        forwardNext(result)
        return true
    }

    /// Outside the lock, after the owner of delivery forwarded an item: ends its turn when nothing
    /// was queued meanwhile (one lock round trip), otherwise drains the queue.
    @inlinable
    final func endDeliveryTurn() {
        if let next = withState({ queue.next() }) {
            drain(next)
        }
    }

    /// Runs `decide` under the lock, then drains what it offered.
    @inlinable
    final func synchronized(_ decide: () -> Event<Pending>?) {
        if let first = withState(decide) {
            drain(first)
        }
    }
}
