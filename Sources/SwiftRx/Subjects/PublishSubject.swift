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
    /// The key of the solo subscriber, negative when there is none: the one `subscribe(onNext:…)`
    /// made while the subject had no observers, kept as the closures it was given (in ``solo``)
    /// instead of wrapped in an `AnonymousObserver`, so that a subject with one such subscriber, the
    /// common case, allocates nothing but itself. While there is one, ``observers`` is empty; the
    /// next subscription first moves it there as an observer (see ``promoteSolo()``).
    @usableFromInline
    @exclusivity(unchecked) var soloKey = -1  // guarded by lock
    /// The solo subscriber's closures, called after the lock without a retain, as the kept observers
    /// are (see ``unretainedDeliveries``). So they are never changed while a delivery runs: a
    /// subscriber that leaves meanwhile stays here, marked ``soloRetired``, until the last delivery
    /// returns. Guarded by lock (changed only under it, and never while a delivery may read it).
    @usableFromInline
    @exclusivity(unchecked) var solo = SoloSubscriber<Element>()
    /// Whether ``solo`` holds a subscriber that left while a delivery was running.
    @usableFromInline
    @exclusivity(unchecked) var soloRetired = false  // guarded by lock
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
    /// returned: the lone entry or the entries' buffer, as each was when it was changed. Also set
    /// (maybe empty) while ``solo`` is retired, so that one check finds either. Guarded by lock.
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
    /// The closures that reach the subject's generic members are written here, not in the
    /// designated initializer, for the reason `Producer` gives.
    @inlinable
    convenience init(diagnosticName: @autoclosure () -> String, location: @autoclosure () -> String?) {
        self.init(
            tracker: SynchronizationTracker(diagnosticName(), location: location(), perInstance: true),
            remover: { subject, key in subject.removeObserver(key) })
    }

    @inlinable
    init(tracker: consuming SynchronizationTracker, remover: @escaping @Sendable (PublishSubject<Element>, Int) -> Void)
    {
        self.tracker = tracker
        self.remover = remover
        super.init()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { soloKey >= 0 || !observers.isEmpty }
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Sends `event` to every current observer. A terminal event ends the subject: it is delivered
    /// once and every later event is ignored. Events sent after ``dispose()`` are ignored.
    /// - Parameter event: The event to deliver.
    @inlinable
    @inline(__always)  // with the solo branch the optimizer stops inlining it: +9 instructions per event
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
        if soloKey >= 0 {
            // The solo subscriber (and so no other observer). An element goes to its `onNext` in
            // place, without a retain, as an unretained delivery (see below); a terminal event ends
            // the subject and the subscriber.
            guard case .next(let element) = event else {
                endSolo(with: event)
                return
            }
            beginUnretainedDelivery()
            tracePipeline("\(traceName(self)).on(\(event)): calling your onNext")
            solo.deliver(element)
            finishUnretainedDelivery()
            return
        }
        if case .next = event, observers.keepsOnlySubscribers {
            // Every observer is one `subscribe(onNext:…)` built, which only the subject holds. They are
            // called without a retain: until the count drops back, what the subject changes in its
            // observers (a dispose on any thread, or an observer's own dispose or subscribe) leaves
            // the observers seen here alive in `retired`. Two lock acquisitions cost less than a
            // retain and a release, each an atomic read-modify-write of a shared reference count.
            // A lone kept observer is rare now (the solo subscriber took its place): it takes the
            // delivery below, which keeps this method smaller.
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

    /// Ends the subject and its solo subscriber with the terminal `event`, delivered after the lock,
    /// which it releases. Out of line: a rare path, kept out of ``on(_:)``.
    @inlinable
    @inline(never)
    func endSolo(with event: Event<Element>) {
        stoppedEvent = SubjectTerminal(event)
        let ended = takeSolo()
        lock.unlock()
        ended.finish(event)
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
            releaseRetired()
            return
        }
        lock.unlock()
    }

    /// The end of the last unretained delivery when observers were retired meanwhile: releases them
    /// (and a retired solo subscriber) after the lock, which it releases. Out of line, so that
    /// ``finishUnretainedDelivery()`` stays small.
    @inlinable
    @inline(never)
    func releaseRetired() {
        let released = retired
        retired = nil
        retiredCurrent = false
        var releasedSolo = SoloSubscriber<Element>()
        if soloRetired {
            swap(&releasedSolo, &solo)
            soloRetired = false
        }
        lock.unlock()
        withExtendedLifetime(released) {}
        withExtendedLifetime(releasedSolo) {}
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
        // Locked without a closure, which could not return the (noncopyable) solo subscriber.
        lock.lock()
        disposed = true
        retireIfDelivering()
        let released = (observers.removeAll(), stoppedEvent)
        stoppedEvent = nil
        let releasedSolo = soloKey >= 0 ? takeSolo() : SoloSubscriber()
        lock.unlock()
        // The observers, the solo subscriber and the event are released after the lock.
        withExtendedLifetime(released) {}
        withExtendedLifetime(releasedSolo) {}
    }

    @inlinable
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        // Locked without a closure, so that `observer` moves into the observers instead of being
        // copied out of a capture. A subject that ended hands its terminal event to the observer; a
        // disposed one (no terminal event kept) hands it `RxError.disposed`.
        lock.lock()
        if !disposed && stoppedEvent == nil {
            retireIfDelivering()
            if soloKey >= 0 { promoteSolo() }
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
            if soloKey >= 0 { promoteSolo() }
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

    /// Subscribes the closures `subscribe(onNext:onError:onCompleted:)` was given: as the solo
    /// subscriber (see ``solo``) when the subject has no observers, else wrapped in an
    /// `AnonymousObserver` for ``subscribe(keeping:)``. The observer is built outside the lock, where
    /// its initializer may trace.
    @inlinable
    func subscribe(
        keepingOnNext onNext: __owned ((Element) -> Void)?,
        onError: __owned ((any Error) -> Void)?,
        onCompleted: __owned (() -> Void)?,
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        lock.lock()
        if !disposed && stoppedEvent == nil && soloKey < 0 && !soloRetired && observers.isEmpty {
            // Nothing to retire: the observers do not change, and no delivery reads ``solo`` now.
            let key = observers.nextKey
            observers.nextKey += 1
            soloKey = key
            solo = SoloSubscriber(
                onNext: consume onNext, onError: consume onError, onCompleted: consume onCompleted, file: file,
                line: line)
            lock.unlock()
            tracePipeline("subscribe: your closures are kept by \(traceName(self))")
            return KeyedRemoval(owner: self, key: key)
        }
        lock.unlock()
        let observer = AnonymousObserver<Element>(
            onNext: consume onNext, onError: consume onError, onCompleted: consume onCompleted, onDisposed: nil,
            file: file, line: line)
        return subscribe(keeping: consume observer)
    }

    /// Ends the solo subscription and returns the subscriber's closures, to be released (or called
    /// with the terminal event) after the lock. While a delivery may still call them they stay in
    /// ``solo``, retired, and a copy comes back. Called under the lock, with a solo subscriber.
    @inlinable
    func takeSolo() -> SoloSubscriber<Element> {
        soloKey = -1
        if _slowPath(unretainedDeliveries > 0) {
            // Non-nil `retired` tells the last delivery to release what was retired.
            if retired == nil { retired = [] }
            soloRetired = true
            return solo.copy()
        }
        var taken = SoloSubscriber<Element>()
        swap(&taken, &solo)
        return taken
    }

    /// Before a second observer joins, moves the solo subscriber into ``observers`` as an
    /// `AnonymousObserver` under its key, so that it is called first, as it subscribed first. Called
    /// under the lock, with ``observers`` empty.
    @inlinable
    func promoteSolo() {
        let key = soloKey
        observers.insert(SubjectObservers.Entry(key, subscriber: takeSolo().observer()))
    }

    @inlinable
    func removeObserver(_ key: Int) {
        // Locked without a closure: the solo subscriber's closures move out of ``solo`` rather than
        // being copied out of a capture. What was removed is released after the lock.
        lock.lock()
        if soloKey == key {
            let removed = takeSolo()
            lock.unlock()
            withExtendedLifetime(removed) {}
            return
        }
        retireIfDelivering()
        let removed = observers.remove(key)
        lock.unlock()
        removed?.removed()
    }
}

/// The closures of a ``PublishSubject``'s solo subscriber (see `PublishSubject.solo`): what an
/// `AnonymousObserver` without `onDisposed` would hold. No stopped flag is needed: the subject ends
/// the subscription under its lock before it delivers a terminal event to it, and delivers an
/// element only while the subscription lasts. Noncopyable, so that the subject calls `onNext` in
/// place, borrowed, where a copy would retain the closure. Not thread-safe: the subject keeps it
/// behind its lock. It declares the fields of `SubscribeClosures` itself rather than holding one:
/// with the struct inside, removing the subscriber cost 6 instructions more (measured).
@usableFromInline
struct SoloSubscriber<Element>: ~Copyable {
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((any Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    #if DEBUG
        /// Where the subscription was made, for the report of an unhandled error.
        @usableFromInline
        let file: StaticString
        @usableFromInline
        let line: UInt
    #endif
    #if TRACE_RESOURCES
        /// The resource scope the subscription was made in: the observer it becomes when the
        /// subject moves it into its observers counts there, not where the next observer subscribes.
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    /// No subscriber.
    @inlinable
    init() {
        self.init(onNext: nil, onError: nil, onCompleted: nil, file: "", line: 0)
    }

    @inlinable
    init(
        onNext: __owned ((Element) -> Void)?,
        onError: __owned ((any Error) -> Void)?,
        onCompleted: __owned (() -> Void)?,
        file: StaticString,
        line: UInt
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        #if DEBUG
            self.file = file
            self.line = line
        #endif
        #if TRACE_RESOURCES
            resourceScope = Resources.Scope.current
        #endif
    }

    /// Delivers an element, borrowed in place (no retain of the closure).
    @inlinable
    borrowing func deliver(_ element: Element) {
        onNext?(element)
    }

    /// Delivers the terminal event that ended the subject, as `AnonymousObserver` does: an error
    /// without `onError` goes to ``Hooks/defaultErrorHandler``. Called after the lock.
    @inlinable
    borrowing func finish(_ event: Event<Element>) {
        switch event {
        case .next:
            return
        case .error(let error):
            deliverSubscriptionError(error, to: onError, location: location)
        case .completed:
            onCompleted?()
        }
    }

    /// Where the subscription was made: `file:line` in debug builds, `nil` in release builds.
    @usableFromInline
    var location: String? {
        subscriptionLocation(site.file, site.line)
    }

    /// Where the subscription was made, as the initializer takes it (empty in release builds, which
    /// do not keep it).
    @inlinable
    var site: (file: StaticString, line: UInt) {
        #if DEBUG
            return (file, line)
        #else
            return ("", 0)
        #endif
    }

    /// The same closures (retained once more), for a subscriber that leaves while a delivery may
    /// still call these.
    @inlinable
    borrowing func copy() -> SoloSubscriber<Element> {
        SoloSubscriber(onNext: onNext, onError: onError, onCompleted: onCompleted, file: site.file, line: site.line)
    }

    /// The closures moved into an `AnonymousObserver`, for a subject that moves its solo subscriber
    /// into its observers. Built under the subject's lock, so it traces nothing.
    @inlinable
    consuming func observer() -> AnonymousObserver<Element> {
        #if TRACE_RESOURCES
            let (onNext, onError, onCompleted, site) = (onNext, onError, onCompleted, site)
            return inResourceScope(resourceScope) {
                AnonymousObserver(
                    onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: nil, file: site.file,
                    line: site.line, traced: false)
            }
        #else
            return AnonymousObserver(
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: nil, file: site.file,
                line: site.line, traced: false)
        #endif
    }
}

// The subject's state is guarded by its lock; it may be shared between threads when its elements
// may (see `Observable`'s conformance).
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
