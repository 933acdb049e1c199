/// A subject that passes every event it receives to the observers subscribed at that moment.
///
/// Observers see only the elements sent after they subscribed. Once the subject has received
/// `error` or `completed` it ignores further events, and an observer that subscribes later receives
/// that terminal event at once. After ``dispose()`` subscribing fails with ``RxError/disposed(object:)``.
///
/// Events are delivered on the thread that calls ``on(_:)``, to the observers in subscription order.
/// Send events serially (one at a time, per the grammar); in debug builds overlapping calls are
/// reported through ``Hooks``.
///
/// ```
/// subject:    --1--2--3--|
/// observer A: --1--2--3--|     (subscribed first)
/// observer B:       --3--|     (subscribed after 2)
/// ```
public final class PublishSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Cancelable, KeyedObserverRemoving, @unchecked Sendable
{
    // Every `var` below is guarded by lock; `tracker` is atomic.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers<Element>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var stoppedEvent: SubjectTerminal?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var disposed = false  // guarded by lock
    @usableFromInline
    let tracker = SynchronizationTracker()
    /// Removes an observer by key. Formed in the inlinable initializer, so that it is specialized for
    /// `Element` where the subject is created; a ``KeyedRemoval`` reaches it when disposed (through
    /// `any Disposable`, which would otherwise run unspecialized code).
    @usableFromInline
    let remover: @Sendable (PublishSubject<Element>, Int) -> Void

    /// Makes a subject with no observers.
    @inlinable
    public override init() {
        remover = { subject, key in subject.removeObserver(key) }
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

    /// Sends `event` to every current observer. A terminal event ends the subject: it is delivered
    /// once and every later event is ignored. Events sent after ``dispose()`` are ignored.
    /// - Parameter event: The event to deliver.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
            tracker.enter("PublishSubject")
            defer { tracker.leave() }
        #endif
        // The observers are copied out as a delivery (one retain, whatever their number) and called
        // after the lock is released.
        let targets = lock.withLock { () -> SubjectObservers<Element>.Delivery in
            if disposed || stoppedEvent != nil { return .none }
            guard let terminal = SubjectTerminal(event) else { return observers.delivery }
            stoppedEvent = terminal
            return observers.removeAll().delivery
        }
        targets.dispatch(event)
    }

    /// The subject itself, as its observer side.
    /// - Returns: `self`.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer without sending them anything and releases the terminal event.
    /// Later subscriptions fail with ``RxError/disposed(object:)``.
    public func dispose() {
        let released = lock.withLock { () -> (SubjectObservers<Element>, SubjectTerminal?) in
            disposed = true
            defer { stoppedEvent = nil }
            return (observers.removeAll(), stoppedEvent)
        }
        withExtendedLifetime(released) {}  // the observers and the event are released after the lock
    }

    @inlinable
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        // Locked without a closure, so that `observer` moves into the observers instead of being
        // copied out of a capture. A subject that ended hands its terminal event to the observer; a
        // disposed one (no terminal event kept) hands it `RxError.disposed`.
        lock.lock()
        if !disposed && stoppedEvent == nil {
            let key = observers.insert(consume observer)
            lock.unlock()
            return KeyedRemoval(owner: self, key: key)
        }
        let terminal = disposed ? nil : stoppedEvent
        lock.unlock()
        // Handed over with `consume`, as in the branch above: an observer still used after the `if`
        // costs a copy (a retain and a release) on every subscription.
        return refuse(consume observer, terminal: terminal)
    }

    /// Tells an observer that subscribed after the subject ended (or was disposed) how it ended.
    @usableFromInline
    func refuse(_ observer: __owned @escaping Downstream<Element>, terminal: SubjectTerminal?) -> any Disposable {
        if let terminal {
            observer(terminal.event())
        } else {
            observer(.error(RxError.disposed(object: self)))
        }
        return Disposables.create()
    }

    @usableFromInline
    override var _keepsSubscribeObservers: Bool { true }

    /// Subscribes the observer `subscribe(onNext:onError:onCompleted:)` built as an entry of the
    /// subject's own, and returns a ``KeyedRemoval`` as its subscription: the observer then needs
    /// no upstream slot, and the subject holds the only reference to it. An observer with
    /// `onDisposed` takes the general path, where disposing the subscription runs `onDisposed` even
    /// after the subject removed its observers.
    @inlinable
    func subscribe(keeping observer: __owned AnonymousObserver<Element>) -> any Disposable {
        if observer.onDisposed != nil {
            observer.subscribe(to: self)
            return consume observer
        }
        lock.lock()
        if !disposed && stoppedEvent == nil {
            let key = observers.insert(subscriber: consume observer)
            lock.unlock()
            return KeyedRemoval(owner: self, key: key)
        }
        let terminal = disposed ? nil : stoppedEvent
        lock.unlock()
        _ = refuse((consume observer).entryPoint(), terminal: terminal)
        return Disposables.create()
    }

    @usableFromInline
    func removeObserver(forKey key: Int) {
        remover(self, key)
    }

    @inlinable
    func removeObserver(_ key: Int) {
        // The removed observer comes out of the lock and is released here, after it.
        let removed = lock.withLock { observers.remove(key) }
        removed?.removed()
    }
}
