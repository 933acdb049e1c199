/// The sink of the fixed-arity `combineLatest` forms.
///
/// Which sources have produced and which have completed are bit masks; the latest elements live in
/// one tuple that the per-source observers write through a closure literal of the entry point. An
/// element takes the lock once to store its value and, when every source has one, to claim delivery;
/// the result selector runs and the result is forwarded outside the lock, then the lock is taken
/// once more to see whether other sources queued results meanwhile (``SerializingSink``).
@usableFromInline
final class CombineLatestFixedSink<Values, Result>: SerializingSink<Values, Result>, FixedAritySink,
    @unchecked Sendable
{
    // Guarded by `lock` (or by the sole source's serialization, see `soleSource`): `values`,
    // `hasValue`, `isDone`. Only the subscribing thread, before any source is subscribed: `unshared`.
    // Immutable: `all`. The upstream slots are lock-free.

    /// The tuple with no element yet (all `nil`).
    @usableFromInline
    typealias Seed = Values

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
    /// The subscriptions to the sources.
    @usableFromInline
    let upstreams: FixedUpstreams
    /// `true` until the first source that is not a `just` is subscribed: until then no other thread
    /// can reach the sink. Read and written only by the subscribing thread, in ``attach(_:_:store:subscribe:)``.
    @usableFromInline
    @exclusivity(unchecked) var unshared = true

    @inlinable
    init(
        arity: Int,
        seed values: Values,
        observer: @escaping Downstream<Result>,
        transform: @escaping (Values) throws -> Result
    ) {
        precondition(arity >= 1 && arity <= 16, "CombineLatestFixedSink supports 1 to 16 sources (got \(arity)).")
        self.values = values
        all = UInt16(truncatingIfNeeded: (1 << arity) - 1)
        upstreams = FixedUpstreams(arity: arity)
        super.init(observer: observer, transform: transform)
    }

    /// Stores the subscription to source `index`; disposes it at once if that source already
    /// completed or the sink already stopped.
    @inlinable
    func attach(_ index: Int, _ disposable: consuming any Disposable) {
        upstreams.attach(index, disposable)
    }

    /// Subscribes to source `index` with `subscribe`, or, when the source is a `just`, takes its
    /// element and its completion at once without subscribing. A `just` would send both during
    /// `subscribe` and hold nothing to dispose, so the events and their order are the same; what
    /// is saved is the subscription: a closure and its retain, and a lock per event.
    @inlinable
    func attach<Value>(
        _ index: Int,
        _ source: Observable<Value>,
        store: (inout Values, Value) -> Void,
        subscribe: (Observable<Value>) -> any Disposable
    ) {
        let bit = UInt16(truncatingIfNeeded: 1 << index)
        // Only `just`s came before, and this is the last source.
        let lastAfterJusts = unshared && hasValue | bit == all
        if let element = justElement(of: source) {
            if unshared && !lastAfterJusts {
                // Only `just`s so far, and a later source is still to come: no other thread can reach
                // the sink and nothing is delivered yet, so the element and the completion are
                // recorded without the lock (what the two events below would do, minus the lock).
                store(&values, element)
                hasValue |= bit
                isDone |= bit
                upstreams.releaseUnshared(index)
                return
            }
            on(.next(element), index: index, store: store)
            on(.completed, index: index, store: store)
            return
        }
        if lastAfterJusts {
            // It alone will ever call the sink.
            soleSource = true
        }
        unshared = false
        attach(index, subscribe(source))
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
            //
            // The completion decided here is carried out as a flag (`finishCompleted`), not as the
            // `Event<Values>?` that `finish` returns: an optional event of a tuple is copied and
            // destroyed through value witnesses, on every element.
            var completes = false
            let claimed = withState { () -> Values? in
                if isFinished { return nil }
                store(&values, value)
                hasValue |= bit
                if hasValue == all { return claim(values) }
                // Some source has no element yet; if it and all the others are done, none will come.
                let others = all & ~bit
                if isDone & others == others { completes = finishCompleted() }
                return nil
            }
            if let claimed {
                if deliverNext(claimed) { endDeliveryTurn() }
            } else if completes {
                drain(.completed)
            }
        case .error(let error):
            synchronized { finish(.error(error)) }
        case .completed:
            upstreams.release(index)
            // A flag for the same reason as above.
            let completes = withState { () -> Bool in
                if isDone & bit != 0 { return false }
                isDone |= bit
                return isDone == all && finishCompleted()
            }
            if completes { drain(.completed) }
        }
    }

    @inlinable
    override func disposeCore() {
        upstreams.releaseAll()
    }
}

extension Observable {
    /// The fixed-arity `combineLatest` whose sources before this one are all `just`s, with their
    /// elements captured in `combine`: this sequence, mapped.
    ///
    /// The two emit the same events. The `just`s are subscribed to first, so each has its element
    /// and has completed before this source is subscribed to; from then on every element of this
    /// source makes a combination, the result completes when this source does, and fails with its
    /// error or the one `combine` throws; an element that the observer feeds back into this source
    /// waits until the delivery in progress returns. As a map the combination costs no sink and no
    /// subscription of its own and fuses with the map and filter stages around it.
    @inlinable
    consuming func combinedAfterLeadingJusts<Result>(
        _ combine: __owned @escaping (Element) throws -> Result
    ) -> Observable<Result> {
        // `map` takes a `@Sendable` closure; `combine` holds the `@Sendable` result selector and the
        // elements of the `just`s. Those elements are shared the same way without the rewrite: every
        // subscription of the combined sequence hands the same `just` elements to the selector, on
        // whichever thread its last source emits. Marking the closure `@Sendable` shares nothing new.
        let mapped = (consume self).map(unsafeBitCast(consume combine, to: (@Sendable (Element) throws -> Result).self))
        // `map` returns a fused run that nothing else holds yet. As every operator that joins
        // sources, `combineLatest` never calls its observer re-entrantly; the run takes that on.
        unsafeDowncast(mapped, to: MapFilterRun<Result>.self).deliversOneAtATime = true
        return mapped
    }
}
