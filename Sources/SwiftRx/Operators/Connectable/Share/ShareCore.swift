/// The multicasting state machine behind `share(replay:scope:)`.
///
/// Two independent serializers, each a lock-protected queue plus a flag saying some thread is
/// draining it, keep every call-out outside the lock:
/// - delivery: source events and the arrival of new observers (which get the replay) are applied
///   and delivered in order by one thread at a time, so no observer is called concurrently and a new
///   observer's replay never interleaves with live events;
/// - connection: connecting to and disconnecting from the source run in order by one thread at a
///   time, so a reconnection never overlaps the disposal of the previous connection.
/// Each connection has a generation number; events of a connection that has ended are dropped, and
/// an observer only counts toward the connection it joined.
@usableFromInline
final class ShareCore<Element>: @unchecked Sendable {
    // `source`, `forever`, `replayCount` are immutable; every `var` is guarded by `lock`.

    @usableFromInline
    enum Work {
        case event(Event<Element>, generation: Int)
        case add(ShareSink<Element>)
    }

    @usableFromInline
    enum ConnectionAction {
        case connect(generation: Int, SingleAssignmentDisposable)
        case disconnect(SingleAssignmentDisposable)
    }

    /// What the delivering thread does next, decided under the lock.
    @usableFromInline
    enum Step {
        case idle
        case skip
        /// `evicted`/`dropped` are the element or buffer the state let go of, released after the lock.
        case fanOut(
            ContiguousArray<ShareSink<Element>>,
            Event<Element>,
            drainConnection: Bool,
            evicted: Element?,
            dropped: ReplayBuffer<Element>?
        )
        case replay(ShareSink<Element>, [Element], Event<Element>?)
    }

    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let forever: Bool
    @usableFromInline
    let replayCount: Int
    @usableFromInline
    let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked) var observers = ContiguousArray<ShareSink<Element>>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var buffer: ReplayBuffer<Element>  // guarded by lock
    /// `.forever`: the source's terminal event, replayed to every later observer.
    @usableFromInline
    @exclusivity(unchecked) var terminal: Event<Element>?  // guarded by lock
    /// `.whileConnected`: the terminal event of the last connection that ended with one.
    @usableFromInline
    @exclusivity(unchecked) var lastEnded: (generation: Int, event: Event<Element>)?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var work: [Work] = []  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var workHead = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var delivering = false  // guarded by lock

    @usableFromInline
    @exclusivity(unchecked) var generation = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var count = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connection: SingleAssignmentDisposable?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connectionActions: [ConnectionAction] = []  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connecting = false  // guarded by lock

    @inlinable
    init(source: Observable<Element>, replay: Int, forever: Bool) {
        self.source = source
        self.forever = forever
        self.buffer = ReplayBuffer(capacity: replay)
        self.replayCount = replay
    }

    // MARK: Observers

    @inlinable
    func subscribe(_ observer: @escaping Downstream<Element>) -> any Disposable {
        let sink = ShareSink(observer: observer, core: self)
        let (deliver, connect) = lock.withLock { () -> (Bool, Bool) in
            var connect = false
            if !(forever && terminal != nil) {
                sink.generation = generation
                count += 1
                if count == 1 {
                    let holder = SingleAssignmentDisposable()
                    connection = holder
                    connect = enqueueConnectionLocked(.connect(generation: generation, holder))
                }
            }
            work.append(.add(sink))
            if delivering { return (false, connect) }
            delivering = true
            return (true, connect)
        }
        if deliver { drainDelivery() }
        if connect { drainConnection() }
        return sink
    }

    @inlinable
    func remove(_ sink: ShareSink<Element>) {
        let end = lock.withLock { () -> (drain: Bool, dropped: ReplayBuffer<Element>?) in
            if let index = observers.firstIndex(where: { $0 === sink }) {
                observers.remove(at: index)
            }
            guard sink.generation == generation, sink.generation >= 0 else { return (false, nil) }
            sink.generation = -1
            count -= 1
            if count > 0 { return (false, nil) }
            return endConnectionLocked()
        }
        if end.drain { drainConnection() }
    }

    // MARK: Events

    @inlinable
    func on(_ event: Event<Element>, generation eventGeneration: Int) {
        let step = lock.withLock { () -> Step in
            if delivering {
                work.append(.event(event, generation: eventGeneration))
                return .idle
            }
            let step = applyLocked(event, generation: eventGeneration)
            if case .fanOut = step { delivering = true }
            return step
        }
        if case .fanOut = step {
            perform(step)
            drainDelivery()
        }
    }

    /// Applies a source event to the shared state; returns who receives it.
    @inlinable
    func applyLocked(_ event: Event<Element>, generation eventGeneration: Int) -> Step {
        guard eventGeneration == generation else { return .skip }
        switch event {
        case .next(let element):
            let evicted = replayCount > 0 ? buffer.append(element) : nil
            return .fanOut(observers, event, drainConnection: false, evicted: evicted, dropped: nil)
        case .error, .completed:
            let targets = observers
            observers = []
            for target in targets { target.generation = -1 }
            count = 0
            if forever {
                terminal = event
            } else {
                lastEnded = (generation, event)
            }
            let end = endConnectionLocked()
            return .fanOut(targets, event, drainConnection: end.drain, evicted: nil, dropped: end.dropped)
        }
    }

    /// Ends the current connection: a new generation, the disconnection queued, and for
    /// `.whileConnected` the buffer dropped. Says whether the caller must drain the connection queue,
    /// and hands back the dropped buffer to release after the lock.
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

    @inlinable
    func perform(_ step: Step) {
        switch step {
        case .idle, .skip:
            return
        case .fanOut(let targets, let event, let drainConnection, _, _):
            if case .next(let element) = event {
                for target in targets { target.forwardNext(element) }
            } else {
                for target in targets { target.forwardTerminal(event) }
            }
            if drainConnection { self.drainConnection() }
        case .replay(let sink, let elements, let terminal):
            for element in elements { sink.forwardNext(element) }
            if let terminal { sink.forwardTerminal(terminal) }
        }
    }

    /// Runs queued work until the queue is empty; only the thread that set `delivering` calls it.
    @inlinable
    func drainDelivery() {
        while true {
            let step = lock.withLock { () -> Step in
                guard workHead < work.count else {
                    work.removeAll(keepingCapacity: work.count <= 64)
                    workHead = 0
                    delivering = false
                    return .idle
                }
                let item = work[workHead]
                workHead += 1
                switch item {
                case .event(let event, let eventGeneration):
                    return applyLocked(event, generation: eventGeneration)
                case .add(let sink):
                    return addLocked(sink)
                }
            }
            if case .idle = step { return }
            perform(step)
        }
    }

    /// Admits a new observer: it joins the fan-out and receives the replay.
    @inlinable
    func addLocked(_ sink: ShareSink<Element>) -> Step {
        if sink.isDisposed { return .skip }
        if forever, let terminal {
            return .replay(sink, buffer.elements, terminal)
        }
        if sink.generation != generation {
            // Its connection ended (with a terminal event) before the observer was admitted.
            if let lastEnded, lastEnded.generation == sink.generation {
                sink.generation = -1
                return .replay(sink, [], lastEnded.event)
            }
            return .skip
        }
        observers.append(sink)
        return .replay(sink, buffer.elements, nil)
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
