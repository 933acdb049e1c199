/// How long the shared state of ``ObservableType/share(replay:scope:)`` lives.
public enum SubjectLifetimeScope: Sendable {
    /// The shared state lives while the source is connected: when the last observer leaves (or the
    /// source ends) the source subscription is disposed and the replay buffer dropped, and the next
    /// observer subscribes to the source anew with an empty buffer.
    case whileConnected
    /// The shared state lives as long as the shared sequence: the replay buffer survives observers
    /// leaving, and a terminal event is kept and replayed to every later observer.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all observers, replaying the last `replay`
    /// elements to each new observer.
    ///
    /// The first observer connects: the source is subscribed once and its events go to every observer
    /// subscribed at the time, in subscription order. A new observer first receives the buffered
    /// elements (at most `replay`), then the live events. When the last observer leaves, the source
    /// subscription is disposed. With ``SubjectLifetimeScope/whileConnected`` (the default) the buffer
    /// is dropped then, and after the source ends the next observer resubscribes to it. With
    /// ``SubjectLifetimeScope/forever`` the buffer is kept across reconnections and, once the source
    /// ended, every later observer gets the buffer and the terminal event without a new subscription.
    ///
    /// Events are delivered on the thread the source sends them, to the observers subscribed when the
    /// event arrives; an event an observer sends back into the source reaches every observer at once,
    /// before the rest of the current event does, as in RxSwift. A new observer gets the replay inside
    /// its `subscribe` call, and live events that arrive meanwhile wait until the replay is done.
    /// Subscribing and disposing are safe from any thread: the source is never subscribed twice at
    /// once.
    ///
    /// ```
    /// source:                 --1--2--3--4--|
    /// share(replay: 1):
    ///   observer A (at 0):    --1--2--3--4--|
    ///   observer B (after 2):       2-3--4--|
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new observer receives first; `0` or more.
    ///   - scope: Whether the buffer and terminal event outlive the connection.
    /// - Returns: A sequence that shares one subscription to the source.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        rxPrecondition(replay >= 0, "share(replay: \(replay)): the replay count must be 0 or more.")
        return ShareProducer(core: ShareCore(source: asObservable(), replay: replay, forever: scope == .forever))
    }
}

@usableFromInline
final class ShareProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init; the core guards its own state.
    @usableFromInline
    let core: ShareCore<Element>

    @inlinable
    convenience init(core: ShareCore<Element>) {
        self.init(core: core) { producer, observer in
            unsafeDowncast(producer, to: ShareProducer<Element>.self).core.subscribe(observer)
        }
    }

    @inlinable
    init(core: ShareCore<Element>, run: @escaping Run) {
        self.core = core
        super.init(run: run)
    }

    /// Applies `transform` to the sequence under the share `observable`, in place, when that is
    /// invisible: `observable` is a `.whileConnected` share, only the caller holds it (no other
    /// strong, weak or unowned reference) and nobody is subscribed to it. Returns whether it did;
    /// otherwise `observable` is left as it was.
    ///
    /// For the operators of a ``SharedSequence`` whose strategy only shares (``Driver``,
    /// ``Signal``): `share(op(share(x)))` becomes `share(op(x))`. A `.whileConnected` share that has
    /// exactly one subscriber per connection (the operator's, subscribed once by the outer share)
    /// passes every event straight through and starts each connection empty, so removing it changes
    /// no event, subscription or disposal that anyone can see; it saves an observable, a core and a
    /// subscription per operator, and a multicast per element.
    /// - Parameters:
    ///   - observable: The shared sequence's observable; the caller's only reference.
    ///   - transform: The operator, applied to the sequence under the share. It must subscribe to
    ///     its source at most once per subscription of its own (as `map` and `filter` do).
    @inlinable
    static func extendShared(
        _ observable: inout Observable<Element>,
        with transform: (consuming Observable<Element>) -> Observable<Element>
    ) -> Bool {
        guard ObjectIdentifier(type(of: observable)) == ObjectIdentifier(ShareProducer<Element>.self),
            isExclusivelyHeld(&observable)
        else { return false }
        // Not `unsafeDowncast`: see `withExactly(_:_:_:)`.
        let core = withExactly(observable, ShareProducer<Element>.self) { $0.core }
        guard !core.forever, core.isDormant else { return false }
        core.replaceSource(transform)
        return true
    }
}

/// One observer of a shared sequence. Disposing it (or delivering its terminal event) removes it
/// from the core, which disconnects the source when it was the last one.
@usableFromInline
final class ShareSink<Element>: Sink<Element>, @unchecked Sendable {
    // `core` is immutable; `key` is guarded by `core.lock`.
    @usableFromInline
    let core: ShareCore<Element>
    /// The observer's key among the core's observers, or `-1` when it was never registered.
    @usableFromInline
    @exclusivity(unchecked) var key = -1  // guarded by core.lock

    @inlinable
    init(observer: @escaping Downstream<Element>, core: ShareCore<Element>) {
        self.core = core
        super.init(observer: observer)
    }

    @usableFromInline
    override func disposeCore() {
        core.remover(core, self)
    }
}
