/// A subject that holds a current value: each new observer receives the current value at once,
/// then every later event.
///
/// The value starts as the one passed to ``init(value:file:line:)`` and is replaced by each element sent to
/// the subject. Once the subject has received `error` or `completed` it ignores further events, and
/// an observer that subscribes later receives only that terminal event. After ``dispose()``
/// subscribing fails with ``RxError/disposed(object:)``.
///
/// Events are delivered on the thread that calls ``on(_:)``; the current value is delivered on the
/// subscribing thread, before any later event and never at the same time as one. Send events
/// serially; in debug builds overlapping calls are reported through ``Hooks``.
///
/// ```
/// subject (value: 0): --1--2--3--|
/// observer A:         0-1--2--3--|     (subscribed at the start)
/// observer B:              2--3--|     (subscribed after 2)
/// ```
public final class BehaviorSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Cancelable, KeyedObserverRemoving
{
    // Every `var` below is guarded by lock; `tracker` guards its own state.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers<Element>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var element: Element?  // guarded by lock; nil only once disposed
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
    let admit: @Sendable (BehaviorSubject<Element>, @escaping Downstream<Element>) -> any Disposable
    @usableFromInline
    let remover: @Sendable (BehaviorSubject<Element>, Int) -> Void

    /// Makes a subject whose current value is `value`.
    /// - Parameters:
    ///   - value: The value new observers receive until the first element is sent.
    ///   - file: Where the subject is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the subject is created, for diagnostics (debug builds); leave the default.
    @inlinable
    public convenience init(value: Element, file: StaticString = #fileID, line: UInt = #line) {
        self.init(value: value, diagnosticName: "BehaviorSubject", location: userLocation(file, line))
    }

    /// Makes a subject that reports overlapping calls as `diagnosticName`, created at `location`.
    /// The closures that reach the subject's generic members are written here, not in the
    /// designated initializer, for the reason `Producer` gives.
    @inlinable
    convenience init(value: Element, diagnosticName: @autoclosure () -> String, location: @autoclosure () -> String?) {
        self.init(
            value: value,
            tracker: SynchronizationTracker(diagnosticName(), location: location(), perInstance: true),
            admit: { subject, observer in subject.admitObserver(observer) },
            remover: { subject, key in subject.removeObserver(key) })
    }

    @inlinable
    init(
        value: Element, tracker: consuming SynchronizationTracker,
        admit: @escaping @Sendable (BehaviorSubject<Element>, @escaping Downstream<Element>) -> any Disposable,
        remover: @escaping @Sendable (BehaviorSubject<Element>, Int) -> Void
    ) {
        self.tracker = tracker
        element = value
        self.admit = admit
        self.remover = remover
        super.init()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The current value.
    ///
    /// - Throws: The error the subject ended with, if it received `error`;
    ///   ``RxError/disposed(object:)`` if it was disposed.
    /// - Returns: The initial value or the last element sent, also after `completed`.
    public func value() throws -> Element {
        let (current, failure) = lock.withLock { () -> (Element?, (any Error)?) in
            if disposed { return (nil, RxError.disposed(object: self)) }
            if case .error(let error) = stoppedEvent { return (nil, error) }
            return (element, nil)
        }
        if let failure { throw failure }
        return current!
    }

    /// Makes `event`'s element the current value and sends the event to every current observer. A
    /// terminal event ends the subject: it is delivered once and every later event is ignored.
    /// Events sent after ``dispose()`` are ignored.
    /// - Parameter event: The event to deliver.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            tracker.enter()
            defer { tracker.leave() }
        #endif
        // The replaced value is released after the lock. The closure returns the delivery alone: a
        // tuple or optional result would be copied and destroyed through generic value witnesses.
        var replaced: Element?
        let targets = lock.withLock { () -> SubjectObservers<Element>.Delivery in
            if disposed || stoppedEvent != nil { return .none }
            if case .next(let value) = event {
                replaced = element
                element = value
                return observers.delivery
            }
            stoppedEvent = event
            return observers.removeAll().delivery
        }
        targets.dispatch(event)
        withExtendedLifetime(replaced) {}
    }

    /// The subject itself, as its observer side.
    /// - Returns: `self`.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Removes every observer without sending them anything and releases the current value.
    /// Later subscriptions fail with ``RxError/disposed(object:)`` and ``value()`` throws it.
    public func dispose() {
        let released = lock.withLock { () -> (SubjectObservers<Element>, Element?, Event<Element>?) in
            disposed = true
            defer {
                element = nil
                stoppedEvent = nil
            }
            return (observers.removeAll(), element, stoppedEvent)
        }
        withExtendedLifetime(released) {}  // the observers and values are released after the lock
    }

    @usableFromInline
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        admit(self, observer)
    }

    @inlinable
    func admitObserver(_ observer: @escaping Downstream<Element>) -> any Disposable {
        let gate = ReplayGate(observer: observer)
        // A key of -1: not admitted; then `ended` is the terminal event, or nil once disposed.
        var current: Element?
        var ended: Event<Element>?
        let key = lock.withLock { () -> Int in
            if disposed { return -1 }
            if let stoppedEvent {
                ended = stoppedEvent
                return -1
            }
            current = element
            return observers.insert { [gate] event in gate.on(event) }
        }
        if key >= 0 {
            let subscription = KeyedRemoval(owner: self, key: key)
            if let current { observer(.next(current)) }
            gate.finishReplay()
            return subscription
        }
        if let ended {
            observer(ended)
        } else {
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

// The subject's state is guarded by its lock; it may be shared between threads when its elements
// may (see `Observable`'s conformance).
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
