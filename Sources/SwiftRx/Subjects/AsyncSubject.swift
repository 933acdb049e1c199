/// A subject that emits only its last element, and only when it completes.
///
/// Observers receive nothing while the subject runs. On `completed` each observer receives the last
/// element sent (if any) followed by `completed`; on `error` each receives only the error. An
/// observer that subscribes after the end receives the same. Further events are ignored. After
/// ``dispose()`` subscribing fails with ``RxError/disposed(object:)``.
///
/// Events are delivered on the thread that sends the terminal event, or on the subscribing thread
/// for late observers. Send events serially; in debug builds overlapping calls are reported through
/// ``Hooks``.
///
/// ```
/// subject:    --1--2--3--|
/// observer:   -----------(3|)
/// ```
public final class AsyncSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Cancelable, KeyedObserverRemoving
{
    // Every `var` below is guarded by lock; `tracker` guards its own state.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers<Element>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var lastElement: Element?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var stoppedEvent: Event<Element>?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var disposed = false  // guarded by lock
    /// Reports overlapping calls (debug builds), naming where the subject was created.
    @usableFromInline
    let tracker: SynchronizationTracker

    /// Makes a subject with no observers and no element.
    /// - Parameters:
    ///   - file: Where the subject is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the subject is created, for diagnostics (debug builds); leave the default.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        tracker = SynchronizationTracker("AsyncSubject", location: userLocation(file, line), perInstance: true)
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

    /// Remembers an element, or ends the subject: on `completed` every observer receives the last
    /// element and `completed`, on `error` the error. Events after the end or after ``dispose()``
    /// are ignored.
    /// - Parameter event: The event to handle.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            tracker.enter()
            defer { tracker.leave() }
        #endif
        let ending = lock.withLock { () -> (SubjectObservers<Element>, Element?, Element?)? in
            if disposed || stoppedEvent != nil { return nil }
            switch event {
            case .next(let value):
                // The replaced element is returned so that it is released after the lock.
                defer { lastElement = value }
                return (SubjectObservers(), nil, lastElement)
            case .error:
                stoppedEvent = event
                lastElement = nil
                return (observers.removeAll(), nil, nil)
            case .completed:
                stoppedEvent = event
                return (observers.removeAll(), lastElement, nil)
            }
        }
        guard let (targets, last, _) = ending, event.isStopEvent else { return }
        targets.forEach { observer in
            if let last { observer(.next(last)) }
            observer(event)
        }
    }

    /// The subject itself, as its observer side.
    /// - Returns: `self`.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Removes every observer without sending them anything and releases the last element. Later
    /// subscriptions fail with ``RxError/disposed(object:)``.
    public func dispose() {
        let released = lock.withLock { () -> (SubjectObservers<Element>, Element?, Event<Element>?) in
            disposed = true
            defer {
                lastElement = nil
                stoppedEvent = nil
            }
            return (observers.removeAll(), lastElement, stoppedEvent)
        }
        withExtendedLifetime(released) {}  // the observers and values are released after the lock
    }

    @usableFromInline
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        let admission = lock.withLock { () -> SubjectAdmission<Element> in
            if disposed { return .disposed }
            if let stoppedEvent {
                return .terminated(replay: lastElement.map { [$0] } ?? [], terminal: stoppedEvent)
            }
            return .subscribed(key: observers.insert(observer), replay: [])
        }
        switch admission {
        case .subscribed(let key, _):
            return KeyedRemoval(owner: self, key: key)
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
        // The removed observer comes out of the lock and is released here, after it.
        _ = lock.withLock { observers.remove(key) }
    }
}

// The subject's state is guarded by its lock; it may be shared between threads when its elements
// may (see `Observable`'s conformance).
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
