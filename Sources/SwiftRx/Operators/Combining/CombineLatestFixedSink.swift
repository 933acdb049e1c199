/// The observable of the fixed-arity `combineLatest` forms (2 to 8 sources): one
/// ``CombineLatestFixedSink`` per subscription.
///
/// `Values` is a tuple of optionals, one per source, holding each source's latest element. The
/// entry points in CombineLatestArity.swift are written per arity so that everything here is
/// specialized where the operator is used (the parameter-pack form is not: the compiler does not
/// specialize pack generics, so its per-event path would look up type metadata at run time).
@usableFromInline
final class CombineLatestFixedProducer<Values, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let arity: Int
    @usableFromInline
    let empty: Values
    @usableFromInline
    let transform: (Values) throws -> Result
    @usableFromInline
    let subscribeAll: (CombineLatestFixedSink<Values, Result>) -> Void

    /// - Parameters:
    ///   - arity: The number of sources (at most 16).
    ///   - empty: The tuple with no element yet (all `nil`).
    ///   - transform: Applies the result selector to a tuple in which every element is present.
    ///   - subscribeAll: Subscribes the sink to every source, attaching each subscription with
    ///     ``CombineLatestFixedSink/attach(_:_:)``.
    @inlinable
    init(
        arity: Int,
        empty: Values,
        transform: @escaping (Values) throws -> Result,
        subscribeAll: @escaping (CombineLatestFixedSink<Values, Result>) -> Void
    ) {
        self.arity = arity
        self.empty = empty
        self.transform = transform
        self.subscribeAll = subscribeAll
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: CombineLatestFixedProducer<Values, Result>.self)
            let sink = CombineLatestFixedSink(
                arity: me.arity,
                values: me.empty,
                observer: observer,
                transform: me.transform
            )
            me.subscribeAll(sink)
            return sink
        }
    }
}

/// The subscription to one source of a ``CombineLatestFixedSink``. Not nested in the generic sink, so
/// that code reached through the sink's vtable (`disposeCore`) handles it without generic metadata.
@usableFromInline
enum UpstreamEntry {
    case pending
    case attached(any Disposable)
    case released
}

/// The sink of the fixed-arity `combineLatest` forms.
///
/// Which sources have produced and which have completed are bit masks; the latest elements live in
/// one tuple that the per-source observers write through a closure literal of the entry point. An
/// element takes the lock once to store its value and, when every source has one, to claim delivery;
/// the result selector runs and the result is forwarded outside the lock, then the lock is taken
/// once more to see whether other sources queued results meanwhile (``SerializingSink``).
@usableFromInline
final class CombineLatestFixedSink<Values, Result>: SerializingSink<Values, Result>, @unchecked Sendable {
    // Guarded by `lock`: `values`, `hasValue`, `isDone`, `upstreams`. Immutable: `all`.

    @usableFromInline
    @exclusivity(unchecked) var values: Values  // guarded by lock
    /// Bit `i` is set once source `i` produced an element. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var hasValue: UInt16 = 0
    /// Bit `i` is set once source `i` completed. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var isDone: UInt16 = 0
    /// Every source's bit.
    @usableFromInline
    let all: UInt16
    /// The subscription to each source; emptied when the sink releases its resources. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var upstreams: ContiguousArray<UpstreamEntry>

    @inlinable
    init(
        arity: Int,
        values: Values,
        observer: @escaping Downstream<Result>,
        transform: @escaping (Values) throws -> Result
    ) {
        precondition(arity >= 1 && arity <= 16, "CombineLatestFixedSink supports 1 to 16 sources (got \(arity)).")
        self.values = values
        all = UInt16(truncatingIfNeeded: (1 << arity) - 1)
        upstreams = ContiguousArray(repeating: .pending, count: arity)
        super.init(observer: observer, transform: transform)
    }

    /// Stores the subscription to source `index`; disposes it at once if that source already
    /// completed or the sink already stopped.
    @inlinable
    func attach(_ index: Int, _ disposable: any Disposable) {
        let accepted = lock.withLock { () -> Bool in
            guard index < upstreams.count, case .pending = upstreams[index] else { return false }
            upstreams[index] = .attached(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Takes the subscription to source `index` out of its entry (under the lock).
    @inlinable
    func takeUpstream(_ index: Int) -> (any Disposable)? {
        if index >= upstreams.count { return nil }
        defer { upstreams[index] = .released }
        if case .attached(let disposable) = upstreams[index] { return disposable }
        return nil
    }

    /// An event of source `index`; `store` writes an element into its place in `values`.
    @inlinable
    func on<Value>(_ event: Event<Value>, index: Int, store: (inout Values, Value) -> Void) {
        let bit = UInt16(truncatingIfNeeded: 1 << index)
        switch event {
        case .next(let value):
            // The common case takes the lock once: store the element and, if every source has one and
            // nobody is delivering, claim delivery and take a copy of the values. The result selector
            // runs and the result is forwarded after the lock is released.
            var terminal: Event<Values>?
            let claimed = lock.withLock { () -> Values? in
                if isFinished { return nil }
                store(&values, value)
                hasValue |= bit
                if hasValue == all { return claim(values) }
                // Some source has no element yet; if it and all the others are done, none will come.
                let others = all & ~bit
                if isDone & others == others { terminal = finish(.completed) }
                return nil
            }
            if let claimed {
                if deliverNext(claimed) { endDeliveryTurn() }
            } else if let terminal {
                drain(terminal)
            }
        case .error(let error):
            synchronized { finish(.error(error)) }
        case .completed:
            let (upstream, first) = lock.withLock { () -> ((any Disposable)?, Event<Values>?) in
                let upstream = takeUpstream(index)
                if isDone & bit != 0 { return (upstream, nil) }
                isDone |= bit
                return (upstream, isDone == all ? finish(.completed) : nil)
            }
            upstream?.dispose()
            if let first { drain(first) }
        }
    }

    @inlinable
    override func disposeCore() {
        let taken = lock.withLock { () -> ContiguousArray<UpstreamEntry> in
            var taken = ContiguousArray<UpstreamEntry>()
            swap(&taken, &upstreams)
            return taken
        }
        for entry in taken {
            if case .attached(let disposable) = entry { disposable.dispose() }
        }
    }
}
