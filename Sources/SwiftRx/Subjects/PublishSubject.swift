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
    Observable<Element>, SubjectType, ObserverType, Cancelable, KeyedObserverRemoving
{
    // Every `var` below is guarded by lock; `tracker` guards its own state.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers<Element>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var stoppedEvent: SubjectTerminal?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var disposed = false  // guarded by lock
    /// Reports overlapping calls (debug builds), naming where the subject was created.
    @usableFromInline
    let tracker: SynchronizationTracker
    /// How many elements are being delivered to kept subscribers (see ``subscribe(keeping:)``)
    /// without a reference to them. While this is above zero, the first change to ``observers``
    /// after such a delivery began keeps the observers it saw in ``retired``: they stay alive and
    /// unchanged until the count drops back to zero.
    @usableFromInline
    @exclusivity(unchecked) var unretainedDeliveries = 0  // guarded by lock
    /// Whether ``retired`` already holds the observers as they are now.
    @usableFromInline
    @exclusivity(unchecked) var retiredCurrent = false  // guarded by lock
    /// The observers that running unretained deliveries may still call, released once the last one
    /// returned: the lone entry or the entries' buffer, as each was when it was changed. Guarded by
    /// lock.
    @usableFromInline
    @exclusivity(unchecked) var retired: ContiguousArray<ContiguousArray<SubjectObservers<Element>.Entry>>?
    /// Removes an observer by key. Formed in the inlinable initializer, so that it is specialized for
    /// `Element` where the subject is created; a ``KeyedRemoval`` reaches it when disposed (through
    /// `any Disposable`, which would otherwise run unspecialized code).
    @usableFromInline
    let remover: @Sendable (PublishSubject<Element>, Int) -> Void

    /// Makes a subject with no observers.
    /// - Parameters:
    ///   - file: Where the subject is created, for diagnostics (debug builds); leave the default.
    ///   - line: Where the subject is created, for diagnostics (debug builds); leave the default.
    @inlinable
    public convenience init(file: StaticString = #fileID, line: UInt = #line) {
        self.init(diagnosticName: "PublishSubject", location: userLocation(file, line))
    }

    /// Makes a subject that reports overlapping calls as `diagnosticName`, created at `location`.
    @inlinable
    init(diagnosticName: @autoclosure () -> String, location: @autoclosure () -> String?) {
        tracker = SynchronizationTracker(diagnosticName(), location: location(), perInstance: true)
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
            tracker.enter()
            defer { tracker.leave() }
        #endif
        lock.lock()
        if disposed || stoppedEvent != nil {
            lock.unlock()
            return
        }
        if case .next = event, observers.keepsOnlySubscribers {
            // Every observer is one `subscribe(onNext:…)` built, which only the subject holds. They are
            // called without a retain: until the count drops back, what the subject changes in its
            // observers (a dispose on any thread, or an observer's own dispose or subscribe) leaves
            // the observers seen here alive in `retired`. Two lock acquisitions cost less than a
            // retain and a release, each an atomic read-modify-write of a shared reference count.
            if let subscriber = observers.loneSubscriber {
                beginUnretainedDelivery()
                unsafe subscriber._withUnsafeGuaranteedRef { $0.deliver(event) }
                finishUnretainedDelivery()
                return
            }
            if !observers.entries.isEmpty {
                let entries = unsafe observers.entries.withUnsafeBufferPointer { $0 }
                beginUnretainedDelivery()
                for index in entries.indices {
                    unsafe entries[index].subscriber.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.deliver(event) }
                }
                finishUnretainedDelivery()
                return
            }
        }
        // Otherwise the observers are copied out as a delivery (one retain, whatever their number)
        // and called after the lock is released.
        let targets = takeDelivery(for: event)
        lock.unlock()
        targets.dispatch(event)
    }

    /// The observers `event` goes to; a terminal event also ends the subject. Called under the lock.
    @inlinable
    func takeDelivery(for event: Event<Element>) -> SubjectObservers<Element>.Delivery {
        guard let terminal = SubjectTerminal(event) else { return observers.delivery }
        stoppedEvent = terminal
        retireIfDelivering()
        return observers.removeAll().delivery
    }

    /// Starts an unretained delivery of the observers as they are now, and releases the lock.
    @inlinable
    func beginUnretainedDelivery() {
        unretainedDeliveries += 1
        retiredCurrent = false
        lock.unlock()
    }

    /// Ends an unretained delivery; the last one to end releases the retired observers, after the
    /// lock.
    @inlinable
    func finishUnretainedDelivery() {
        lock.lock()
        unretainedDeliveries -= 1
        if unretainedDeliveries == 0, _slowPath(retired != nil) {
            let released = retired
            retired = nil
            retiredCurrent = false
            lock.unlock()
            withExtendedLifetime(released) {}
            return
        }
        lock.unlock()
    }

    /// Called under the lock before ``observers`` changes: while an unretained delivery runs, keeps
    /// the observers as they are now (and so as that delivery saw them) in ``retired``.
    @inlinable
    func retireIfDelivering() {
        if _slowPath(unretainedDeliveries > 0) {
            retireObservers()
        }
    }

    @usableFromInline
    func retireObservers() {
        if retiredCurrent { return }
        retiredCurrent = true
        if retired == nil { retired = [] }
        if let lone = observers.loneEntry { retired!.append([lone]) }
        if !observers.entries.isEmpty { retired!.append(observers.entries) }
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
            retireIfDelivering()
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
            retireIfDelivering()
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
            retireIfDelivering()
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
        let removed = lock.withLock { () -> SubjectObservers<Element>.Entry? in
            retireIfDelivering()
            return observers.remove(key)
        }
        removed?.removed()
    }
}

// The subject's state is guarded by its lock; it may be shared between threads when its elements
// may (see `Observable`'s conformance).
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
