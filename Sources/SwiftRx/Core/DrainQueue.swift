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

    /// Drops every element and the storage that held them.
    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
    }
}

/// The drain queue: the items decided for one observer, in the order they were decided, the flag
/// saying that some thread is delivering them, and the flag saying that the last item was decided.
///
/// Its owner keeps it under a lock and calls every method inside that lock. A thread with an item to
/// deliver hands it over with ``offer(_:)`` (or ``push(_:)``); when nobody is delivering, that
/// thread becomes the drainer: it delivers outside the lock and then takes what other threads queued
/// meanwhile with ``next()`` (under the lock again) until that returns `nil`, which ends its turn.
/// Otherwise the item waits here for the current drainer. So the observer is never called
/// concurrently nor re-entrantly, no item is lost or reordered, and nothing decided after the last
/// item (``offerLast(_:)``) is delivered.
@usableFromInline
struct DrainQueue<Item> {
    /// Items decided while another thread was delivering.
    @usableFromInline
    var pending = FIFOBuffer<Item>()
    /// `true` while one thread owns delivery.
    @usableFromInline
    var isDraining = false
    /// `true` once the last item (a terminal event) was decided; later offers are dropped.
    @usableFromInline
    var isClosed = false

    @inlinable
    init() {}

    /// Returns `item` if the caller must deliver it now (and then drain), `nil` if it was queued
    /// for the thread that is already delivering, or dropped because the queue is closed.
    @inlinable
    mutating func offer(_ item: consuming Item) -> Item? {
        if isClosed { return nil }
        if isDraining {
            pending.append(item)
            return nil
        }
        isDraining = true
        return item
    }

    /// Like ``offer(_:)`` for the last item (a terminal event): the queue is closed after it.
    @inlinable
    mutating func offerLast(_ item: consuming Item) -> Item? {
        defer { isClosed = true }
        return offer(item)
    }

    /// Makes the caller the drainer when nobody is delivering; otherwise queues `item()` for the
    /// current drainer (nothing when the queue is closed). For an owner that delivers a value in
    /// another form than the queued item, built only when it must wait.
    ///
    /// - Returns: `true` when the caller must deliver (the value `item` stands for), then drain.
    @inlinable
    mutating func claim(orQueue item: @autoclosure () -> Item) -> Bool {
        if isClosed { return false }
        if isDraining {
            pending.append(item())
            return false
        }
        isDraining = true
        return true
    }

    /// Like ``claim(orQueue:)`` for the last item (a terminal event): the queue is closed after it.
    @inlinable
    mutating func claimLast(orQueue item: @autoclosure () -> Item) -> Bool {
        defer { isClosed = true }
        return claim(orQueue: item())
    }

    /// Queues `item` for the drainer (dropped when the queue is closed).
    ///
    /// - Returns: `true` when the caller has become the drainer: after releasing the lock it takes
    ///   the items, this one first, with ``next()``.
    @inlinable
    mutating func push(_ item: consuming Item) -> Bool {
        if isClosed { return false }
        pending.append(item)
        if isDraining { return false }
        isDraining = true
        return true
    }

    /// The next item for the drainer, or `nil` when the queue is empty; then its turn ends.
    @inlinable
    mutating func next() -> Item? {
        if pending.isEmpty {
            isDraining = false
            return nil
        }
        return pending.removeFirst()
    }

    /// Moves every queued item into `batch` (which must be empty) for the drainer, so that one lock
    /// round trip hands over a whole batch.
    ///
    /// - Returns: `false` when nothing was queued; then the drainer's turn ends.
    @inlinable
    mutating func nextBatch(into batch: inout FIFOBuffer<Item>) -> Bool {
        if pending.isEmpty {
            isDraining = false
            return false
        }
        swap(&batch, &pending)
        return true
    }

    /// Drops everything queued (after disposal), releasing what the items held.
    @inlinable
    mutating func removeAll() {
        pending.removeAll()
    }
}

/// The base of the sinks whose downstream calls can come from several threads (several sources, or
/// a source and a timer): a ``lock`` and a ``DrainQueue`` of `Item`s under it.
///
/// A subclass keeps its own state next to ``lock`` and changes it only inside `lock.withLock`. It
/// decides there what the state change means for downstream and hands the result to ``queue``
/// inside the same critical section, so the order of decisions is the order of delivery; it acts on
/// what the queue handed back (delivers) only after releasing the lock. The delivery loops for
/// events are in the extension below; a subclass that queues something else writes its own.
@usableFromInline
class DrainQueueSink<Item, Element>: Sink<Element>, @unchecked Sendable {
    // `queue` and every subclass field documented so are guarded by `lock` (subclasses may document
    // a stage during which a single serialized caller touches them without it).

    @usableFromInline
    let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked) final var queue = DrainQueue<Item>()  // guarded by lock
}

extension DrainQueueSink where Item == Event<Element> {
    /// Under the lock: queues `event`, closing the queue if it is terminal.
    ///
    /// - Returns: `event` when the caller must pass it to ``deliver(_:)`` (nobody else is
    ///   delivering), `nil` when it was queued for the current deliverer or dropped because a
    ///   terminal event came first.
    @inlinable
    final func serialize(_ event: Event<Element>) -> Event<Element>? {
        event.isStopEvent ? queue.offerLast(event) : queue.offer(event)
    }

    /// Outside the lock: forwards `event`, which ``serialize(_:)`` handed to this caller, then
    /// everything other threads queued meanwhile.
    @inlinable
    final func deliver(_ event: Event<Element>) {
        forwardOn(event)
        deliver()
    }

    /// Outside the lock, by the drainer: forwards what was queued, in batches, until the queue is
    /// empty, which ends the turn.
    @inlinable
    final func deliver() {
        var batch = FIFOBuffer<Event<Element>>()
        while lock.withLock({ queue.nextBatch(into: &batch) }) {
            repeat {
                forwardOn(batch.removeFirst())
            } while !batch.isEmpty
        }
    }

    /// Decides and delivers `event` from any thread: ``serialize(_:)`` under the lock, then
    /// ``deliver(_:)`` if this caller became the deliverer. Call outside the lock.
    @inlinable
    final func send(_ event: Event<Element>) {
        let first = lock.withLock { serialize(event) }
        if let first { deliver(first) }
    }

    /// Decides and delivers an element from any thread (nothing once the sink is disposed). Call
    /// outside the lock.
    @inlinable
    final func serializeNext(_ element: Element) {
        if isDisposed { return }
        let first = lock.withLock { queue.offer(.next(element)) }
        if let first { deliver(first) }
    }

    /// Decides and delivers an error from any thread. Call outside the lock.
    @inlinable
    final func serializeError(_ error: any Error) {
        send(.error(error))
    }
}
