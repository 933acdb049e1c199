/// What each subscription of a fixed-arity `zip` starts from: empty queues, one per source, and
/// how to take the first element of each out.
@usableFromInline
struct ZipSeed<Queues, Values> {
    @usableFromInline
    let queues: Queues
    /// Takes the first element of every queue, and says which queues that left empty.
    @usableFromInline
    let dequeue: (inout Queues) -> (Values, emptied: UInt16)

    @inlinable
    init(queues: Queues, dequeue: @escaping (inout Queues) -> (Values, emptied: UInt16)) {
        self.queues = queues
        self.dequeue = dequeue
    }
}

/// The sink of the fixed-arity `zip` forms.
///
/// The element queues live in one tuple that the per-source observers append to through a closure
/// literal of the entry point; which queues hold elements and which sources completed are bit
/// masks. The whole per-event path is therefore specialized where `zip` is called, unlike the
/// parameter-pack form, whose generic code looks type metadata up at run time for each event.
@usableFromInline
final class ZipFixedSink<Queues, Values, Result>: SerializingSink<Values, Result>, FixedAritySink,
    @unchecked Sendable
{
    // Guarded by `lock`: `queues`, `queued`, `isDone`. Immutable: `all`, `dequeue`. The upstream
    // slots are lock-free.

    /// One queue of waiting elements per source. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var queues: Queues
    /// Bit `i` is set while source `i` has an element waiting. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var queued: UInt16 = 0
    /// Bit `i` is set once source `i` completed. Guarded by lock.
    @usableFromInline
    @exclusivity(unchecked) var isDone: UInt16 = 0
    /// Every source's bit.
    @usableFromInline
    let all: UInt16
    /// Takes the first element of every queue, and says which queues that left empty.
    @usableFromInline
    let dequeue: (inout Queues) -> (Values, emptied: UInt16)
    /// The subscriptions to the sources.
    @usableFromInline
    let upstreams: FixedUpstreams

    @inlinable
    init(
        arity: Int,
        seed: ZipSeed<Queues, Values>,
        observer: @escaping Downstream<Result>,
        transform: @escaping (Values) throws -> Result
    ) {
        precondition(arity >= 2 && arity <= 16, "ZipFixedSink supports 2 to 16 sources (got \(arity)).")
        self.queues = seed.queues
        self.dequeue = seed.dequeue
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

    /// Handles an event of source `index`; `enqueue` appends its element to that source's queue.
    @inlinable
    func on<Value>(_ event: Event<Value>, index: Int, enqueue: (inout Queues, Value) -> Void) {
        let bit = UInt16(truncatingIfNeeded: 1 << index)
        if case .completed = event {
            upstreams.release(index)
        }
        synchronized {
            switch event {
            case .next(let value):
                if isFinished { return nil }
                enqueue(&queues, value)
                queued |= bit
                if queued == all {
                    let (values, emptied) = dequeue(&queues)
                    queued &= ~emptied
                    return offer(values)
                }
                // RxSwift's fixed-arity zip completes only once every source completed, even when
                // this element can never be paired.
                return nil
            case .error(let error):
                return finish(.error(error))
            case .completed:
                if isDone & bit != 0 { return nil }
                isDone |= bit
                return isDone == all ? finish(.completed) : nil
            }
        }
    }

    @inlinable
    override func disposeCore() {
        upstreams.releaseAll()
    }
}
