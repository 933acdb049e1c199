/// A subject that remembers the elements it received, up to a buffer size, and replays them to each
/// new observer before the live events.
///
/// Make one with ``create(bufferSize:file:line:)`` (the last `bufferSize` elements) or ``createUnbounded(file:line:)``
/// (every element). An observer that subscribes after the subject ended receives the buffered
/// elements and then the terminal event. After ``dispose()`` subscribing fails with
/// ``RxError/disposed(object:)``.
///
/// Events are delivered on the thread that calls ``on(_:)``; the replay is delivered on the
/// subscribing thread, before any later event and never at the same time as one. Send events
/// serially; in debug builds overlapping calls are reported through ``Hooks``.
///
/// ```
/// subject (bufferSize: 2): --1--2--3--|
/// observer A:              --1--2--3--|   (subscribed at the start)
/// observer B:                     23--|   (subscribed after 3)
/// ```
public final class ReplaySubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Cancelable, KeyedObserverRemoving
{
    // Every `var` below is guarded by lock; `tracker` guards its own state.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers<Element>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var buffer: ReplayBuffer<Element>  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var stoppedEvent: Event<Element>?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var disposed = false  // guarded by lock
    /// Reports overlapping calls (debug builds), naming where the subject was created.
    @usableFromInline
    let tracker: SynchronizationTracker
    /// Subscribing and removing an observer, written in `init` where `Element` is known:
    /// `_subscribe` and `removeObserver(forKey:)` are reached through the base class and a protocol,
    /// as unspecialized generic code that would look type metadata up on every call.
    @usableFromInline
    let admit: @Sendable (ReplaySubject<Element>, @escaping Downstream<Element>) -> any Disposable
    @usableFromInline
    let remover: @Sendable (ReplaySubject<Element>, Int) -> Void

    /// Makes a subject that keeps `capacity` elements (all when `nil`) and reports overlapping
    /// calls as `diagnosticName`, created at `location`.
    ///
    /// The closures that reach the subject's generic members are written here, not in the
    /// designated initializer, for the reason `Producer` gives.
    @inlinable
    convenience init(capacity: Int?, diagnosticName: @autoclosure () -> String, location: @autoclosure () -> String?) {
        self.init(
            capacity: capacity,
            tracker: SynchronizationTracker(diagnosticName(), location: location(), perInstance: true),
            admit: { subject, observer in subject.admitObserver(observer) },
            remover: { subject, key in subject.removeObserver(key) })
    }

    @inlinable
    init(
        capacity: Int?, tracker: consuming SynchronizationTracker,
        admit: @escaping @Sendable (ReplaySubject<Element>, @escaping Downstream<Element>) -> any Disposable,
        remover: @escaping @Sendable (ReplaySubject<Element>, Int) -> Void
    ) {
        self.tracker = tracker
        buffer = ReplayBuffer(capacity: capacity)
        self.admit = admit
        self.remover = remover
        super.init()
    }

    /// Makes a subject that replays the last `bufferSize` elements to each new observer.
    ///
    /// `bufferSize` 0 replays nothing (the subject then behaves like a ``PublishSubject`` that also
    /// replays its terminal event).
    /// - Parameters:
    ///   - bufferSize: How many elements to keep; must not be negative.
    ///   - file: Where the subject is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the subject is created, for diagnostics (debug builds); leave the default.
    /// - Returns: The subject.
    @inlinable
    public static func create(bufferSize: Int, file: StaticString = #fileID, line: UInt = #line)
        -> ReplaySubject<Element>
    {
        rxPrecondition(
            bufferSize >= 0,
            "ReplaySubject.create(bufferSize:) needs a bufferSize of 0 or more, got \(bufferSize). "
                + "Use createUnbounded() to replay every element."
        )
        return ReplaySubject(
            capacity: bufferSize, diagnosticName: "ReplaySubject", location: userLocation(file, line))
    }

    /// Makes a subject that replays every element it ever received to each new observer. Its
    /// memory grows with every element; prefer ``create(bufferSize:file:line:)`` when a bound is known.
    /// - Parameters:
    ///   - file: Where the subject is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the subject is created, for diagnostics (debug builds); leave the default.
    /// - Returns: The subject.
    @inlinable
    public static func createUnbound(file: StaticString = #fileID, line: UInt = #line) -> ReplaySubject<Element> {
        createUnbounded(file: file, line: line)
    }

    /// Same as ``createUnbound(file:line:)``: a subject that replays every element it ever received.
    /// - Parameters:
    ///   - file: Where the subject is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the subject is created, for diagnostics (debug builds); leave the default.
    /// - Returns: The subject.
    @inlinable
    public static func createUnbounded(file: StaticString = #fileID, line: UInt = #line) -> ReplaySubject<Element> {
        ReplaySubject(capacity: nil, diagnosticName: "ReplaySubject", location: userLocation(file, line))
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Buffers `event`'s element and sends the event to every current observer. A terminal event
    /// ends the subject: it is delivered once, replayed to later observers, and every later event
    /// is ignored. Events sent after ``dispose()`` are ignored.
    /// - Parameter event: The event to deliver.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            tracker.enter()
            defer { tracker.leave() }
        #endif
        // The element pushed out of the buffer is released after the lock. The closure returns the
        // delivery alone: a tuple or optional result would be copied and destroyed through generic
        // value witnesses.
        var evicted: Element?
        let targets = lock.withLock { () -> SubjectObservers<Element>.Delivery in
            if disposed || stoppedEvent != nil { return .none }
            if case .next(let value) = event {
                evicted = buffer.append(value)
                return observers.delivery
            }
            stoppedEvent = event
            return observers.removeAll().delivery
        }
        targets.dispatch(event)
        withExtendedLifetime(evicted) {}
    }

    /// The subject itself, as its observer side.
    /// - Returns: `self`.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Removes every observer without sending them anything and releases the buffer. Later
    /// subscriptions fail with ``RxError/disposed(object:)``.
    public func dispose() {
        let released = lock.withLock { () -> (SubjectObservers<Element>, ReplayBuffer<Element>, Event<Element>?) in
            disposed = true
            defer {
                buffer = ReplayBuffer(capacity: 0)
                stoppedEvent = nil
            }
            return (observers.removeAll(), buffer, stoppedEvent)
        }
        withExtendedLifetime(released) {}  // the observers and elements are released after the lock
    }

    @usableFromInline
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        admit(self, observer)
    }

    @inlinable
    func admitObserver(_ observer: @escaping Downstream<Element>) -> any Disposable {
        let gate = ReplayGate(observer: observer)
        let admission = lock.withLock { () -> SubjectAdmission<Element> in
            if disposed { return .disposed }
            if let stoppedEvent { return .terminated(replay: buffer.elements, terminal: stoppedEvent) }
            return .subscribed(key: observers.insert { [gate] event in gate.on(event) }, replay: buffer.elements)
        }
        switch admission {
        case .subscribed(let key, let replay):
            let subscription = KeyedRemoval(owner: self, key: key)
            for element in replay {
                observer(.next(element))
            }
            gate.finishReplay()
            return subscription
        case .terminated(let replay, let terminal):
            for element in replay {
                observer(.next(element))
            }
            observer(terminal)
        case .disposed:
            observer(.error(RxError.disposed(object: self)))
        }
        return Disposables.create()
    }

    @usableFromInline
    func removeObserver(forKey key: Int) {
        remover(self, key)
    }

    @inlinable
    func removeObserver(_ key: Int) {
        // The removed observer comes out of the lock and is released here, after it.
        _ = lock.withLock { observers.remove(key) }
    }
}

/// The elements a ``ReplaySubject`` keeps: all of them, or the last `capacity` in a ring.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline
    let capacity: Int?
    @usableFromInline
    var storage: ContiguousArray<Element> = []
    /// Index of the oldest element once the ring is full.
    @usableFromInline
    var head = 0

    @usableFromInline
    init(capacity: Int?) {
        self.capacity = capacity
    }

    /// Adds `element`; returns the element it pushed out, if the buffer was full.
    @inlinable
    mutating func append(_ element: Element) -> Element? {
        guard let capacity else {
            storage.append(element)
            return nil
        }
        if storage.count < capacity {
            storage.append(element)
            return nil
        }
        if capacity == 0 { return element }
        let evicted = storage[head]
        storage[head] = element
        head += 1
        if head == capacity { head = 0 }
        return evicted
    }

    /// The buffered elements, oldest first.
    @usableFromInline
    var elements: [Element] {
        if head == 0 { return Array(storage) }
        return Array(storage[head...] + storage[..<head])
    }
}

// The subject's state is guarded by its lock; it may be shared between threads when its elements
// may (see `Observable`'s conformance).
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
