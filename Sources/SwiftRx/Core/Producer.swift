/// The base of every operator's observable: it stores the operator's source and parameters, and
/// creates a fresh ``Sink`` for each subscription.
///
/// An operator subclasses `Producer` and passes its `run` function to `init(run:)`. `run` is written
/// inside an `@inlinable` convenience initializer or static factory, so it is compiled where the
/// operator is used, with the element types known: the sink it creates, and the closures that carry
/// each event, are specialized there. The subclass's designated initializer only stores its
/// arguments and `run`: it is a vtable entry, which an optimized client deserializes with its body,
/// so a designated initializer that named the sink would bring the sink's unspecialized code into
/// the client. `run` receives the producer back (cast it with `unsafeDowncast`) to reach the
/// stored parameters without capturing them in a separate allocation.
///
/// ``Observable/subscribe(_:)`` → `_subscribe` → (trampoline) → `run` → sink → source.subscribe.
///
/// The observer is passed owned (`__owned`) all the way down, and `run` hands it to its sink with
/// `consume observer` and returns the sink with `consume sink`: the reference then moves from stage
/// to stage instead of being copied. Each copy is an atomic retain and release that the optimizer
/// cannot remove across the atomics of a subscription, and on the creating paths they cost more
/// time than the instructions around them.
@usableFromInline
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    typealias Run = (_ producer: Producer<Element>, _ observer: __owned @escaping Downstream<Element>) -> any Disposable

    @usableFromInline
    let run: Run
    /// Whether subscribing goes through the current-thread trampoline. A producer whose `run` only
    /// emits and subscribes to nothing (`just`) skips it, as RxSwift's `Just` does.
    @usableFromInline
    let trampolines: Bool

    @inlinable
    init(trampolines: Bool = true, run: @escaping Run) {
        self.run = run
        self.trampolines = trampolines
        super.init()
        tracePipeline("\(traceName(self)) created: it stores its source and parameters; nothing runs yet")
    }

    /// Runs the producer through the current-thread trampoline: when no trampoline is active on this
    /// thread it becomes the outermost action, so nested subscriptions and scheduled emissions queue
    /// instead of recursing; when subscriptions are already nested very deeply on this thread, the
    /// subscription is queued on the trampoline, so chains of any depth subscribe without growing the
    /// stack. A producer made with `trampolines: false` runs at once.
    @inlinable
    override final func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        #if TRACE_RESOURCES
            // Subscribed from a thread with no resource scope (one a test started, say): what the
            // subscription creates counts in the scope this observable was created in.
            if let scope = resourceScope, Resources.Scope.current == nil {
                return scope.run { _subscribe(observer) }
            }
        #endif
        if !trampolines {
            tracePipeline("\(traceName(self)).subscribe → run(observer)")
            return run(self, observer)
        }
        return subscribeOnTrampoline(self, observer)
    }
}
