import Synchronization

// The fixed-arity `combineLatest` whose sources after the first are all `just`s:
// `combineLatest(x, .just(a), .just(b)) { f($0, $1, $2) }`, the shape of a chain built level by
// level (`last = combineLatest(last, .just(1), ...)`).
//
// What that `combineLatest` does: it subscribes to `x` first, so whatever `x` sends while it is being
// subscribed to (a `create` that emits at once, a `BehaviorSubject`) arrives before any `just` has
// an element. It keeps the latest of those elements, and when `x`'s subscription returns, the
// `just`s give their elements one by one, and the last of them makes the one combination of that
// latest element. From then on, each element of `x` makes a combination at once; the result
// completes when `x` does (the `just`s completed long before), and fails at once with `x`'s error or
// the one `combine` throws.
//
// ``TrailingJustsProducer`` does exactly that with one sink and one subscription: while `x` is being
// subscribed to it holds the latest element (and a completion), and when the subscription returns
// it delivers the combination of what it held. Two such levels in a row behave as one level whose
// combination is the two composed: the inner level's held element becomes one combination when
// `x`'s subscription returns, which the outer level holds until the inner's subscription returns a
// moment later, with nothing in between. So a level whose source is another level with the same
// element type extends it (see ``TrailingJustsChain``): it subscribes to the first source itself and
// applies the combinations of the levels below before its own. A chain of any length costs one
// producer per level, as written, and one sink and one subscription per subscription.

/// A trailing-`just`s combination seen without the type of its first source: what a later level
/// with the same element type extends.
@usableFromInline
class TrailingJustsChain<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.

    /// The chain's first level, which knows the first source; `nil` for the first level itself.
    /// Unretained: a level above holds the level below it, and so, down the chain, the first level.
    /// (A strong field of the class's own type would also make Swift release the chain in a loop
    /// that checks each link's uniqueness, several atomic operations per level.)
    @usableFromInline
    let first: Unmanaged<TrailingJustsChain<Element>>?
    /// Whether this is the first level (`first == nil`).
    @usableFromInline
    let isFirst: Bool
    /// Applies the levels above the first, up to `level` (the object this is stored in), to the
    /// first level's combination: the identity for the first level. A closure that captures
    /// nothing, stored so that the levels need not be subclasses with overridden methods, which an
    /// optimized client would call through the vtable, unspecialized.
    @usableFromInline
    let lift: @Sendable (_ level: TrailingJustsChain<Element>, _ element: Element) throws -> Element

    @inlinable
    init(
        first: Unmanaged<TrailingJustsChain<Element>>?,
        lift: @escaping @Sendable (TrailingJustsChain<Element>, Element) throws -> Element,
        run: @escaping Run
    ) {
        self.first = first
        self.isFirst = first == nil
        self.lift = lift
        super.init(run: run)
    }

    @inlinable
    override final var _isTrailingJustsChain: Bool { true }
}

/// The first level of a trailing-`just`s combination: it knows the first source and combines its
/// elements with the `just`s' elements (`justs`) through the `combineLatest`'s result selector. A
/// subscription to any level of the chain subscribes to the first source once and applies the
/// levels up to the one subscribed to, in order.
@usableFromInline
final class TrailingJustsProducer<Source, Element, Selector, Justs>: TrailingJustsChain<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let selector: Selector
    @usableFromInline
    let justs: Justs
    /// Calls `selector` with an element of the source and `justs`; captures nothing.
    @usableFromInline
    let apply: (Selector, Justs, Source) throws -> Element

    /// The first level. The subscribing closure is written here, not in the initializer (see
    /// `Producer`); the levels above take the same closure.
    @inlinable
    static func first(
        source: Observable<Source>, selector: Selector, justs: Justs,
        apply: @escaping (Selector, Justs, Source) throws -> Element
    ) -> TrailingJustsProducer {
        TrailingJustsProducer(source: source, selector: selector, justs: justs, apply: apply) { producer, observer in
            // `producer` is this level or one above it.
            let top = unsafeDowncast(producer, to: TrailingJustsChain<Element>.self)
            let first = unsafeDowncast(
                top.isFirst ? top : top.first.unsafelyUnwrapped.takeUnretainedValue(), to: TrailingJustsProducer.self)
            let sink = TrailingJustsSink(observer: observer, first: first, top: top)
            var held: Source? = nil
            withUnsafeMutablePointer(to: &held) { held in
                sink.held = held  // before the sink is shared: no lock needed
                sink.run(first.source)
                sink.subscribed()
            }
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Source>, selector: Selector, justs: Justs,
        apply: @escaping (Selector, Justs, Source) throws -> Element, run: @escaping Run
    ) {
        self.source = source
        self.selector = selector
        self.justs = justs
        self.apply = apply
        super.init(first: nil, lift: { _, element in element }, run: run)
    }
}

/// A level above the first: it combines the element of the level below with its `just`s' elements
/// (`justs`) through the `combineLatest`'s result selector, both kept here rather than captured by a
/// closure, so that a level costs one allocation.
@usableFromInline
final class TrailingJustsLevel<Element, Selector, Justs>: TrailingJustsChain<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let below: TrailingJustsChain<Element>
    @usableFromInline
    let selector: Selector
    @usableFromInline
    let justs: Justs
    /// Calls `selector` with the element of the level below and `justs`; captures nothing.
    @usableFromInline
    let apply: (Selector, Justs, Element) throws -> Element

    @inlinable
    init(
        below: TrailingJustsChain<Element>,
        selector: Selector,
        justs: Justs,
        apply: @escaping (Selector, Justs, Element) throws -> Element
    ) {
        self.below = below
        self.selector = selector
        self.justs = justs
        self.apply = apply
        super.init(
            first: below.isFirst ? Unmanaged.passUnretained(below) : below.first,
            lift: { level, element in
                let me = unsafeDowncast(level, to: TrailingJustsLevel<Element, Selector, Justs>.self)
                let below = me.below
                return try me.apply(me.selector, me.justs, below.isFirst ? element : below.lift(below, element))
            },
            run: below.run)
    }
}

/// The sink of a trailing-`just`s combination.
///
/// While the source is being subscribed to, its events are held (the latest element, a completion)
/// under `lock`, as another thread may send them; ``subscribed()`` delivers what was held and then
/// opens the sink, after which the source's calls, serial by the event grammar, deliver directly
/// with no lock. An event the observer feeds back into the source while a delivery is in progress
/// waits for it, as with every operator that joins sources.
@usableFromInline
final class TrailingJustsSink<Source, Element, Selector, Justs>: Sink<Element>, @unchecked Sendable {
    // `open` is atomic. Guarded by `lock` until `open` is set: `state`, `held`, `heldCompletion`,
    // `early`. After it is set, touched only by the source's serial calls: `delivering`, `waiting`.

    @usableFromInline
    enum State: UInt8 {
        /// The source is being subscribed to: events are held.
        case subscribing
        /// What was held is being delivered: events that arrive now queue in `early`.
        case delivering
        /// The source's calls deliver directly.
        case open
    }

    /// The chain's first level, which combines each element of the source.
    @usableFromInline
    let first: TrailingJustsProducer<Source, Element, Selector, Justs>
    /// The level subscribed to, which applies the levels above the first.
    @usableFromInline
    let top: TrailingJustsChain<Element>
    /// The grammar of a `create` source whose handler this sink calls itself (see ``run(_:)``).
    @usableFromInline
    let createGrammar = CreateObserverGrammar()
    @usableFromInline
    let lock = Lock()
    /// `true` once the sink delivers the source's events directly.
    @usableFromInline
    let open = Atomic<Bool>(false)
    @usableFromInline
    @exclusivity(unchecked) var state = State.subscribing  // guarded by lock
    @usableFromInline
    /// Where the latest element sent while the source is being subscribed to is kept: a variable of
    /// the subscribing call (`TrailingJustsProducer.first`), set before it subscribes and read by
    /// ``subscribed()``, after which no event is held. Not a `Source?` field: the sink's deinit
    /// runs as SwiftRx's unspecialized code, which would destroy such a field through the metadata of
    /// `Optional<Source>`, looked up at run time on every subscription.
    @exclusivity(unchecked) var held: UnsafeMutablePointer<Source?>?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var heldCompletion = false  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var early = FIFOBuffer<Event<Source>>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var delivering = false
    @usableFromInline
    @exclusivity(unchecked) var waiting = FIFOBuffer<Event<Source>>()

    @inlinable
    init(
        observer: @escaping Downstream<Element>, first: TrailingJustsProducer<Source, Element, Selector, Justs>,
        top: TrailingJustsChain<Element>
    ) {
        self.first = first
        self.top = top
        super.init(observer: observer)
    }

    /// Subscribes to the first source. A `create` source's handler is called with an observer that
    /// reaches this sink, which then does what the `create`'s own sink would (its grammar, and no
    /// element after disposal): a sink and an allocation fewer per subscription.
    @inlinable
    func run(_ source: Observable<Source>) {
        if let handler = createHandler(of: source) {
            tracePipeline("\(traceName(self)) calls your create handler with an observer of its own")
            setUpstream(handler(AnyObserver { [self] event in onCreateEvent(event) }))
            return
        }
        setUpstream(source._subscribe { [self] event in on(event) })
    }

    /// An event from the `create` handler that ``run(_:)`` called.
    @inlinable
    func onCreateEvent(_ event: Event<Source>) {
        createGrammar.admit(event) { event in
            if case .next = event, isDisposed { return }
            on(event)
        }
    }

    /// An event of the source.
    @inlinable
    func on(_ event: Event<Source>) {
        if open.load(ordering: .acquiring) {
            deliverInTurn(event)
            return
        }
        lock.lock()
        switch state {
        case .subscribing:
            switch event {
            case .next(let element):
                held.unsafelyUnwrapped.pointee = element
                lock.unlock()
            case .completed:
                heldCompletion = true
                lock.unlock()
            case .error(let error):
                lock.unlock()
                // Nothing was delivered yet, and the error ends the sequence at once.
                forwardError(error)
            }
        case .delivering:
            early.append(event)
            lock.unlock()
        case .open:
            lock.unlock()
            deliverInTurn(event)
        }
    }

    /// Called once the source's subscription returned: the `just`s give their elements now, so the
    /// latest element held makes a combination, and a completion held ends the sequence.
    @inlinable
    func subscribed() {
        lock.lock()
        state = .delivering
        let element = held.unsafelyUnwrapped.pointee
        held = nil
        let completes = heldCompletion
        lock.unlock()
        if let element {
            deliver(.next(element))
        }
        if completes {
            forwardCompleted()
        }
        while true {
            lock.lock()
            if early.isEmpty {
                state = .open
                open.store(true, ordering: .releasing)
                lock.unlock()
                return
            }
            let event = early.removeFirst()
            lock.unlock()
            deliver(event)
        }
    }

    /// Delivers `event` unless a delivery is in progress on this thread (the observer fed the source
    /// back), in which case it waits for that delivery to return.
    @inlinable
    func deliverInTurn(_ event: Event<Source>) {
        if delivering {
            waiting.append(event)
            return
        }
        delivering = true
        deliver(event)
        while !waiting.isEmpty {
            deliver(waiting.removeFirst())
        }
        delivering = false
    }

    @inlinable
    func deliver(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            let combined: Element
            do {
                let combination = try first.apply(first.selector, first.justs, element)
                combined = top.isFirst ? combination : try top.lift(top, combination)
            } catch {
                forwardError(error)
                return
            }
            forwardNext(combined)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}

extension Observable {
    /// The fixed-arity `combineLatest` whose sources after this one are all `just`s (see the top of
    /// this file): one producer, and for a chain of such levels with one element type, one producer
    /// per level and still one sink. `apply` calls `selector` with an element of this sequence and
    /// `justs`, the `just`s' elements, and captures nothing: a level above another keeps the three
    /// itself, and only the first level makes a closure of them.
    @inlinable
    consuming func combinedBeforeTrailingJusts<Result, Selector, Justs>(
        _ selector: Selector, _ justs: Justs, _ apply: @escaping (Selector, Justs, Element) throws -> Result
    ) -> Observable<Result> {
        if Result.self == Element.self, _isTrailingJustsChain {
            // `unsafeDowncast` is safe from the miscompile `withExactly(_:_:_:)` avoids: the test is a
            // class property, which the optimizer resolves wherever it knows the class, so the branch
            // is gone where `self` is known to be another class. (`withExactly` would not do here:
            // its body must not hand out the reference it is lent.)
            let chain = unsafeDowncast(self, to: TrailingJustsChain<Element>.self)
            let level = TrailingJustsLevel(
                below: chain, selector: selector, justs: justs,
                apply: unsafeBitCast(apply, to: ((Selector, Justs, Element) throws -> Element).self))
            return unsafeDowncast(level, to: Observable<Result>.self)
        }
        return TrailingJustsProducer<Element, Result, Selector, Justs>.first(
            source: self, selector: selector, justs: justs, apply: apply)
    }
}
