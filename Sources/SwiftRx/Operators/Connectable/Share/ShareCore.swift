/// The multicasting state machine behind `share(replay:scope:)`.
///
/// Events are delivered as a subject delivers them: the observers are copied out under the lock and
/// called after it is released, so an event an observer sends back into the source reaches every
/// observer before the rest of the current one does, as in RxSwift. A new observer is registered and
/// gets the replay buffer inside its `subscribe` call; live events that arrive meanwhile wait in its
/// ``ReplayGate`` until the replay is done, so they never overtake it.
///
/// Connecting to and disconnecting from the source run through a serializer (a lock-protected queue
/// plus a flag saying some thread is draining it), outside the lock and in order, so a reconnection
/// never overlaps the disposal of the previous connection. Each connection has a generation number;
/// events of a connection that has ended are dropped.
@usableFromInline
final class ShareCore<Element>: @unchecked Sendable {
    // `forever`, `replayCount`, `remover` are immutable; `source` changes only as
    // ``replaceSource(_:)`` says; every other `var` is guarded by `lock`.

    @usableFromInline
    enum ConnectionAction {
        case connect(generation: Int, SingleAssignmentDisposable)
        case disconnect(SingleAssignmentDisposable)
    }

    /// How a new observer is admitted, decided under the lock.
    @usableFromInline
    enum Admission {
        /// It joined the current connection; `connect` if it is the first and connects the source.
        case joined(replay: [Element], connect: Bool)
        /// The source ended for good (`forever` scope): the buffer and the terminal event.
        case ended(replay: [Element], terminal: Event<Element>)
    }

    /// The shared sequence. Changed only by ``replaceSource(_:)``, while nothing but one
    /// ``ShareProducer`` holding nothing but the caller can reach the core and nobody is subscribed:
    /// it is read only when a connection is made, which takes a subscriber, which takes that
    /// producer.
    @usableFromInline
    @exclusivity(unchecked) var source: Observable<Element>
    @usableFromInline
    let forever: Bool
    @usableFromInline
    let replayCount: Int
    @usableFromInline
    let lock = Lock()

    /// The observers of the current connection, in subscription order.
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers<Element>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var count = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var buffer: ReplayBuffer<Element>  // guarded by lock
    /// With the `forever` scope, the terminal event once the source ended. A ``SubjectTerminal``, not
    /// an `Event<Element>`: the deinitializer runs unspecialized, and destroying a field of a type
    /// generic over `Element` makes it look up that type's metadata at run time.
    @usableFromInline
    @exclusivity(unchecked) var terminal: SubjectTerminal?  // guarded by lock

    @usableFromInline
    @exclusivity(unchecked) var generation = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connection: SingleAssignmentDisposable?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connectionActions: [ConnectionAction] = []  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connecting = false  // guarded by lock
    /// ``remove(_:)``, formed in the inlinable initializer so that it is specialized for `Element`
    /// where `share` is called: a ``ShareSink`` reaches it from `disposeCore`, which runs
    /// unspecialized and would otherwise instantiate the generic metadata of the observers, the
    /// buffer and the tuples it handles on every disposal.
    @usableFromInline
    let remover: (ShareCore<Element>, ShareSink<Element>) -> Void

    @inlinable
    init(source: Observable<Element>, replay: Int, forever: Bool) {
        self.source = source
        self.forever = forever
        self.buffer = ReplayBuffer(capacity: replay)
        self.replayCount = replay
        remover = { core, sink in core.remove(sink) }
    }

    /// Whether nobody is subscribed and no connection is open, being made or being ended: the core
    /// is then as a new one would be (a `.whileConnected` core keeps no buffer between
    /// connections).
    @inlinable
    var isDormant: Bool {
        lock.withLock { count == 0 && connection == nil && !connecting && connectionActions.isEmpty }
    }

    /// Replaces ``source`` with `transform` applied to it. The source is moved out first, so that a
    /// run of operators nothing else holds is extended in place. Only for a core that
    /// ``isDormant`` and that nothing but the caller's producer holds (see
    /// ``ShareProducer/extendShared(_:with:)``).
    @inlinable
    func replaceSource(_ transform: (consuming Observable<Element>) -> Observable<Element>) {
        withUnsafeMutablePointer(to: &source) { slot in
            slot.initialize(to: transform(slot.move()))
        }
    }

    // MARK: Observers

    @inlinable
    func subscribe(_ observer: @escaping Downstream<Element>) -> any Disposable {
        let sink = ShareSink(observer: consume observer, core: self)
        // Without a replay buffer the observer is live at once; with one, live events wait behind the
        // replay in a gate.
        let gate = replayCount > 0 ? ReplayGate<Element>(observer: { [sink] event in sink.forwardOn(event) }) : nil
        let admission = lock.withLock { () -> Admission in
            if forever, let terminal {
                return .ended(replay: buffer.elements, terminal: terminal.event())
            }
            if let gate {
                sink.key = observers.insert { [gate] event in gate.on(event) }
            } else {
                sink.key = observers.insert { [sink] event in sink.forwardOn(event) }
            }
            count += 1
            var connect = false
            if count == 1 {
                let holder = SingleAssignmentDisposable()
                connection = holder
                connect = enqueueConnectionLocked(.connect(generation: generation, holder))
            }
            return .joined(replay: replayCount > 0 ? buffer.elements : [], connect: connect)
        }
        switch admission {
        case .joined(let replay, let connect):
            if let gate {
                for element in replay { sink.forwardNext(element) }
                gate.finishReplay()
            }
            if connect { drainConnection() }
        case .ended(let replay, let terminal):
            for element in replay { sink.forwardNext(element) }
            sink.forwardTerminal(terminal)
        }
        return sink
    }

    @inlinable
    func remove(_ sink: ShareSink<Element>) {
        let end = lock.withLock {
            () -> (drain: Bool, removed: SubjectObservers<Element>.Entry?, dropped: ReplayBuffer<Element>?) in
            // An observer of a connection that already ended was removed with it.
            guard sink.key >= 0, let removed = observers.remove(sink.key) else { return (false, nil, nil) }
            count -= 1
            if count > 0 { return (false, removed, nil) }
            let end = endConnectionLocked()
            return (end.drain, removed, end.dropped)
        }
        // The removed observer and any dropped buffer are released here, after the lock.
        if end.drain { drainConnection() }
    }

    // MARK: Events

    @inlinable
    func on(_ event: Event<Element>, generation eventGeneration: Int) {
        if case .next(let element) = event {
            // The element the buffer lets go of is released after the lock. The closure returns the
            // delivery alone: a tuple or optional result would be copied and destroyed through
            // generic value witnesses on every event.
            var evicted: Element?
            let targets = lock.withLock { () -> SubjectObservers<Element>.Delivery in
                guard eventGeneration == generation else { return .none }
                if replayCount > 0 { evicted = buffer.append(element) }
                return observers.delivery
            }
            targets.dispatch(event)
            withExtendedLifetime(evicted) {}
            return
        }
        let ended = lock.withLock {
            () -> (SubjectObservers<Element>.Delivery, drain: Bool, dropped: ReplayBuffer<Element>?)? in
            guard eventGeneration == generation else { return nil }
            let targets = observers.removeAll()
            count = 0
            if forever { terminal = SubjectTerminal(event) }
            let end = endConnectionLocked()
            return (targets.delivery, end.drain, end.dropped)
        }
        guard let ended else { return }
        ended.0.dispatch(event)
        if ended.drain { drainConnection() }
    }

    @inlinable
    func endConnectionLocked() -> (drain: Bool, dropped: ReplayBuffer<Element>?) {
        generation += 1
        var dropped: ReplayBuffer<Element>?
        if !forever, replayCount > 0 {
            dropped = buffer
            buffer = ReplayBuffer(capacity: replayCount)
        }
        guard let holder = connection else { return (false, dropped) }
        connection = nil
        return (enqueueConnectionLocked(.disconnect(holder)), dropped)
    }

    // MARK: Connection

    @inlinable
    func enqueueConnectionLocked(_ action: ConnectionAction) -> Bool {
        connectionActions.append(action)
        if connecting { return false }
        connecting = true
        return true
    }

    /// Runs queued connects and disconnects in order; only the thread that set `connecting` calls it.
    @inlinable
    func drainConnection() {
        while true {
            let next = lock.withLock { () -> (ConnectionAction, isCurrent: Bool)? in
                guard !connectionActions.isEmpty else {
                    connecting = false
                    return nil
                }
                let action = connectionActions.removeFirst()
                if case .connect(let actionGeneration, let holder) = action {
                    return (action, actionGeneration == generation && connection === holder)
                }
                return (action, false)
            }
            guard let (action, isCurrent) = next else { return }
            switch action {
            case .connect(let actionGeneration, let holder):
                // A connection that already ended is skipped; its queued disconnect finds nothing.
                if isCurrent {
                    holder.setDisposable(source._subscribe { [self] event in on(event, generation: actionGeneration) })
                }
            case .disconnect(let holder):
                holder.dispose()
            }
        }
    }
}
