extension ConnectableObservableType {
    /// Connects the connectable sequence while it has observers: the first observer connects it, and
    /// the last one leaving disposes the connection.
    ///
    /// Each observer is subscribed to the connectable sequence before it is counted, so the first
    /// one does not miss what connecting sends. When the connectable sequence ends, the connection is
    /// released and the count starts over: the next observer connects again. Subscribing and
    /// disposing are safe from any thread; connects and disconnects run one at a time, in order, so
    /// a reconnection never overlaps the disposal of the previous connection.
    ///
    /// ```
    /// source:             --1--2--3--4--|
    /// publish().refCount():
    ///   observer A:       --1--2--3--4--|    (connects)
    ///   observer B:             --3--4--|
    /// ```
    ///
    /// - Returns: A sequence that connects on demand.
    @inlinable
    public func refCount() -> Observable<Element> {
        RefCountProducer(source: self)
    }
}

@usableFromInline
final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // `source` is immutable; `state` guards itself.
    @usableFromInline
    let source: Source
    @usableFromInline
    let state: RefCountState

    @inlinable
    convenience init(source: Source) {
        self.init(source: source) { producer, observer in
            let me = unsafeDowncast(producer, to: RefCountProducer<Source>.self)
            let sink = RefCountSink<Source.Element>(observer: consume observer, state: me.state)
            sink.setUpstream(me.source.subscribe(AnyObserver { [sink] event in sink.on(event) }))
            me.state.join(sink)
            return consume sink
        }
    }

    @inlinable
    init(source: Source, run: @escaping Run) {
        self.source = source
        self.state = RefCountState(connect: { source.connect() })
        super.init(run: run)
    }
}

/// The observer count and the connection of one `refCount()` sequence.
///
/// Connects and disconnects are decided under the lock and performed, in order, by whichever thread
/// finds the action queue idle (a drain queue); each connection has a generation so observers only
/// count toward the connection they joined.
@usableFromInline
final class RefCountState: @unchecked Sendable {
    // `connect` is immutable and called from any thread, one call at a time (connectable sequences
    // are safe to connect from any thread); every `var` here, and `generation` of the sinks, is guarded by `lock`.
    @usableFromInline
    enum Action {
        case connect(generation: Int, SingleAssignmentDisposable)
        case disconnect(SingleAssignmentDisposable)
    }

    @usableFromInline
    let connect: () -> any Disposable
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var count = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var generation = 0  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connection: SingleAssignmentDisposable?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var actions: [Action] = []  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var running = false  // guarded by lock

    @inlinable
    init(connect: @escaping () -> any Disposable) {
        self.connect = connect
    }

    /// Counts `sink` (unless it already ended) and connects if it is the first.
    @inlinable
    func join<Element>(_ sink: RefCountSink<Element>) {
        let drain = lock.withLock { () -> Bool in
            if sink.isDisposed { return false }
            sink.generation = generation
            count += 1
            guard count == 1 else { return false }
            let holder = SingleAssignmentDisposable()
            connection = holder
            return enqueueLocked(.connect(generation: generation, holder))
        }
        if drain { runActions() }
    }

    /// Uncounts `sink`; the last one disconnects. With `reset` (a terminal event) the whole
    /// connection ends at once, whatever the count.
    @inlinable
    func leave<Element>(_ sink: RefCountSink<Element>, reset: Bool) {
        let drain = lock.withLock { () -> Bool in
            guard sink.generation == generation else { return false }
            sink.generation = -1
            count = reset ? 0 : count - 1
            if count > 0 { return false }
            generation += 1
            guard let holder = connection else { return false }
            connection = nil
            return enqueueLocked(.disconnect(holder))
        }
        if drain { runActions() }
    }

    @inlinable
    func enqueueLocked(_ action: Action) -> Bool {
        actions.append(action)
        if running { return false }
        running = true
        return true
    }

    @inlinable
    func runActions() {
        while true {
            let next = lock.withLock { () -> (Action, isCurrent: Bool)? in
                guard !actions.isEmpty else {
                    running = false
                    return nil
                }
                let action = actions.removeFirst()
                if case .connect(let actionGeneration, let holder) = action {
                    return (action, actionGeneration == generation && connection === holder)
                }
                return (action, false)
            }
            guard let (action, isCurrent) = next else { return }
            switch action {
            case .connect(_, let holder):
                if isCurrent { holder.setDisposable(connect()) }
            case .disconnect(let holder):
                holder.dispose()
            }
        }
    }
}

@usableFromInline
final class RefCountSink<Element>: Sink<Element>, @unchecked Sendable {
    // `state` is immutable; `generation` is guarded by `state.lock`.
    @usableFromInline
    let state: RefCountState
    /// The connection this observer counts toward, or `-1`.
    @usableFromInline
    @exclusivity(unchecked) var generation = -1  // guarded by state.lock

    @inlinable
    init(observer: @escaping Downstream<Element>, state: RefCountState) {
        self.state = state
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error, .completed:
            // Release the connection before observers see the end, so they may reconnect.
            state.leave(self, reset: true)
            forwardTerminal(event)
        }
    }

    @usableFromInline
    override func disposeCore() {
        state.leave(self, reset: false)
    }
}
