/// A first-in first-out buffer: an array read from a moving head, reset whenever it runs empty.
///
/// Not thread-safe: its owner keeps it under a lock.
@usableFromInline
struct FIFOBuffer<Element> {
    @usableFromInline
    var storage: [Element] = []
    @usableFromInline
    var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == storage.count }

    @inlinable
    var count: Int { storage.count - head }

    @inlinable
    mutating func append(_ element: consuming Element) {
        storage.append(element)
    }

    /// Removes and returns the oldest element. The buffer must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}

/// The drain-queue pattern: the events decided for one observer, in the order they were decided,
/// plus the flag saying that some thread is delivering them.
///
/// Its owner calls both methods under its lock. A thread with an event to deliver calls
/// ``offer(_:)``: when nobody is delivering, it gets the event back and becomes the drainer, which
/// delivers outside the lock and then calls ``next()`` (under the lock again) until that returns
/// `nil`. Otherwise the event waits here for the current drainer. The observer is therefore never
/// called concurrently nor re-entrantly, and no event is lost or reordered.
@usableFromInline
struct DrainQueue<Item> {
    @usableFromInline
    var pending = FIFOBuffer<Item>()
    @usableFromInline
    var isDraining = false

    @inlinable
    init() {}

    /// Returns `item` if the caller must deliver it now (and then drain), `nil` if it was queued
    /// for the thread that is already delivering.
    @inlinable
    mutating func offer(_ item: consuming Item) -> Item? {
        if isDraining {
            pending.append(item)
            return nil
        }
        isDraining = true
        return item
    }

    /// The next item for the drainer, or `nil` when the queue is empty; then draining ends.
    @inlinable
    mutating func next() -> Item? {
        if pending.isEmpty {
            isDraining = false
            return nil
        }
        return pending.removeFirst()
    }
}

/// The base of the sinks that merge several sources into one observer (`combineLatest`, `zip`,
/// `withLatestFrom`, `sample`, `skip(until:)`, `take(until:)`).
///
/// A subclass decides, under ``lock``, what each source event means and turns it into a pending
/// event (`next` of a ``Pending`` value, or a terminal event) with ``offer(_:)`` or ``finish(_:)``,
/// then passes what it got back to ``drain(_:)`` after releasing the lock. `drain` applies
/// ``transform`` (a user closure, run outside the lock and never concurrently) and forwards the
/// results in order. After a terminal event has been offered nothing more is.
@usableFromInline
class SerializingSink<Pending, Result>: Sink<Result>, @unchecked Sendable {
    // `lock` guards `queue`, `isFinished` and every mutable field subclasses declare as guarded by
    // it, except while `soleSource` holds (one serialized caller); `soleSource` is written once,
    // before that caller is subscribed; `transform` is immutable.

    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) final var queue = DrainQueue<Event<Pending>>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) final var isFinished = false  // guarded by lock
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

    /// Under the lock: queues a `next` unless a terminal event was already queued.
    /// - Returns: The event the caller must pass to ``drain(_:)``, if any.
    @inlinable
    final func offer(_ value: Pending) -> Event<Pending>? {
        if isFinished { return nil }
        return queue.offer(.next(value))
    }

    /// Under the lock: like ``offer(_:)``, but hands `value` back directly when the caller becomes
    /// the owner of delivery; it then passes it to ``deliverNext(_:)`` and calls
    /// ``endDeliveryTurn()``. The common case of a drain queue, without building an event.
    @inlinable
    final func claim(_ value: Pending) -> Pending? {
        if isFinished { return nil }
        if queue.isDraining {
            queue.pending.append(.next(value))
            return nil
        }
        queue.isDraining = true
        return value
    }

    /// Under the lock: queues the terminal event unless one was already queued.
    /// - Returns: The event the caller must pass to ``drain(_:)``, if any.
    @inlinable
    final func finish(_ terminal: consuming Event<Pending>) -> Event<Pending>? {
        if isFinished { return nil }
        isFinished = true
        return queue.offer(terminal)
    }

    /// Outside the lock: delivers `first`, then everything queued meanwhile, until the queue is
    /// empty or a terminal event was delivered.
    @inlinable
    final func drain(_ first: consuming Event<Pending>) {
        var item = first
        while true {
            switch item {
            case .next(let value):
                if !isDisposed {
                    let result: Result
                    do {
                        result = try transform(value)
                    } catch {
                        withState { isFinished = true }
                        forwardError(error)
                        return
                    }
                    forwardNext(result)
                }
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
