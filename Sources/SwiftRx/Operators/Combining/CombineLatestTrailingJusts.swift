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

    /// Makes the level above this one that combines its element with `step`. Formed where the first
    /// source's type was known, so that the new level is specialized code.
    @usableFromInline
    let extended:
        @Sendable (TrailingJustsChain<Element>, __owned @escaping @Sendable (Element) throws -> Element) ->
            TrailingJustsChain<Element>

    @inlinable
    init(
        extended:
            @escaping @Sendable (TrailingJustsChain<Element>, __owned @escaping @Sendable (Element) throws -> Element)
            -> TrailingJustsChain<Element>,
        run: @escaping Run
    ) {
        self.extended = extended
        super.init(run: run)
    }

    @inlinable
    override final var _isTrailingJustsChain: Bool { true }
}

/// One level of a trailing-`just`s combination: the first level combines the first source's element
/// (`head`), each level above it combines the element of the level below (`step`). A subscription
/// to any level subscribes to the first source once and applies the levels up to it, in order.
@usableFromInline
final class TrailingJustsProducer<Source, Element>: TrailingJustsChain<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    /// The first level's combination.
    @usableFromInline
    let head: @Sendable (Source) throws -> Element
    /// The level below this one; `nil` for the first level.
    @usableFromInline
    let below: TrailingJustsProducer<Source, Element>?
    /// This level's combination of the element of the level below; unused by the first level.
    @usableFromInline
    let step: @Sendable (Element) throws -> Element

    /// The first level.
    @inlinable
    static func first(
        source: Observable<Source>, combine: @escaping @Sendable (Source) throws -> Element
    ) -> TrailingJustsProducer {
        TrailingJustsProducer(
            source: source, head: combine, below: nil, step: { $0 },
            extended: { chain, step in
                // A level above takes this level's closures: they depend only on the types.
                let level = unsafeDowncast(chain, to: TrailingJustsProducer<Source, Element>.self)
                return TrailingJustsProducer(
                    source: level.source, head: level.head, below: level, step: step, extended: level.extended,
                    run: level.run)
            },
            run: { producer, observer in
                let me = unsafeDowncast(producer, to: TrailingJustsProducer<Source, Element>.self)
                let sink = TrailingJustsSink<Source, Element>(observer: observer, level: me)
                sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
                sink.subscribed()
                return consume sink
            })
    }

    /// Takes the closures from ``first(source:combine:)``, or from the level below. They are made
    /// there rather than here: this initializer is an entry of the class's vtable, which an
    /// optimized client deserializes with its body, so a body that named the sink would bring its
    /// unspecialized code into every client module that uses `combineLatest`.
    @inlinable
    init(
        source: Observable<Source>,
        head: @escaping @Sendable (Source) throws -> Element,
        below: TrailingJustsProducer<Source, Element>?,
        step: @escaping @Sendable (Element) throws -> Element,
        extended:
            @escaping @Sendable (TrailingJustsChain<Element>, __owned @escaping @Sendable (Element) throws -> Element)
            -> TrailingJustsChain<Element>,
        run: @escaping Run
    ) {
        self.source = source
        self.head = head
        self.below = below
        self.step = step
        super.init(extended: extended, run: run)
    }

    /// The combination of `element` of the first source through every level up to this one.
    @inlinable
    func combine(_ element: Source) throws -> Element {
        guard let below else { return try head(element) }
        return try step(below.combine(element))
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
final class TrailingJustsSink<Source, Element>: Sink<Element>, @unchecked Sendable {
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

    /// The level subscribed to, which combines each element.
    @usableFromInline
    let level: TrailingJustsProducer<Source, Element>
    @usableFromInline
    let lock = Lock()
    /// `true` once the sink delivers the source's events directly.
    @usableFromInline
    let open = Atomic<Bool>(false)
    @usableFromInline
    @exclusivity(unchecked) var state = State.subscribing  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var held: Source?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var heldCompletion = false  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var early = FIFOBuffer<Event<Source>>()  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var delivering = false
    @usableFromInline
    @exclusivity(unchecked) var waiting = FIFOBuffer<Event<Source>>()

    @inlinable
    init(observer: @escaping Downstream<Element>, level: TrailingJustsProducer<Source, Element>) {
        self.level = level
        super.init(observer: observer)
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
                held = element
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
        let element = held
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
                combined = try level.combine(element)
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
    /// The fixed-arity `combineLatest` whose sources after this one are all `just`s, with their
    /// elements captured in `combine` (see the top of this file): one producer, and for a chain of
    /// such levels with one element type, still one.
    @inlinable
    consuming func combinedBeforeTrailingJusts<Result>(
        _ combine: __owned @escaping (Element) throws -> Result
    ) -> Observable<Result> {
        // `combine` holds the `@Sendable` result selector and the elements of the `just`s, which
        // every subscription of the `combineLatest` hands to the selector in the same way, on
        // whichever thread the first source emits: marking it `@Sendable` shares nothing new (as in
        // `combinedAfterLeadingJusts`).
        if Result.self == Element.self, _isTrailingJustsChain {
            let next = unsafeBitCast(consume combine, to: (@Sendable (Element) throws -> Element).self)
            // Not `unsafeDowncast`: see `withExactly(_:_:_:)`.
            let chain = withExactly(self, TrailingJustsChain<Element>.self) { $0.extended($0, next) }
            return unsafeDowncast(chain, to: Observable<Result>.self)
        }
        return TrailingJustsProducer<Element, Result>.first(
            source: self, combine: unsafeBitCast(consume combine, to: (@Sendable (Element) throws -> Result).self))
    }
}
