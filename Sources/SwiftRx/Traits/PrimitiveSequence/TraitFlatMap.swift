import Synchronization

/// The engine behind the trait operators that continue with another sequence: `flatMap` and its
/// `Maybe`/`Completable` variants, `andThen`, `ifEmpty(switchTo:)`.
///
/// The source emits at most one element (none when `selector` is `nil`). On that element the sink subscribes to `selector(element)`
/// and passes on everything it emits; if the source completes without an element, it subscribes to
/// `onEmpty()` instead, or completes when there is none. The source's events after its element are
/// ignored.
@usableFromInline
final class TraitFlatMapProducer<Source, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let selector: (@Sendable (Source) throws -> Observable<Result>)?
    @usableFromInline
    let onEmpty: (@Sendable () throws -> Observable<Result>)?

    @inlinable
    init(
        source: Observable<Source>,
        selector: (@Sendable (Source) throws -> Observable<Result>)?,
        onEmpty: (@Sendable () throws -> Observable<Result>)? = nil
    ) {
        self.source = source
        self.selector = selector
        self.onEmpty = onEmpty
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: TraitFlatMapProducer<Source, Result>.self)
            let sink = TraitFlatMapSink(observer: consume observer, selector: me.selector, onEmpty: me.onEmpty)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }
}

@usableFromInline
final class TraitFlatMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    // The closures are immutable; `switched` is atomic; `inner` is itself thread-safe.
    @usableFromInline
    let selector: (@Sendable (Source) throws -> Observable<Result>)?
    @usableFromInline
    let onEmpty: (@Sendable () throws -> Observable<Result>)?
    @usableFromInline
    let switched = Atomic<Bool>(false)
    @usableFromInline
    let inner = SingleAssignmentDisposable()

    @inlinable
    init(
        observer: @escaping Downstream<Result>,
        selector: (@Sendable (Source) throws -> Observable<Result>)?,
        onEmpty: (@Sendable () throws -> Observable<Result>)?
    ) {
        self.selector = selector
        self.onEmpty = onEmpty
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let value):
            guard let selector else { return }
            if switched.exchange(true, ordering: .acquiringAndReleasing) { return }
            subscribeInner { try selector(value) }
        case .error(let error):
            if switched.load(ordering: .acquiring) { return }
            forwardError(error)
        case .completed:
            if let onEmpty {
                if switched.exchange(true, ordering: .acquiringAndReleasing) { return }
                // The source is done: let its subscription (and what its closures captured) go now,
                // not when the sequence that follows ends (`andThen` chains can run for long).
                upstream.detach()
                subscribeInner(onEmpty)
            } else if !switched.load(ordering: .acquiring) {
                forwardCompleted()
            }
        }
    }

    @inlinable
    func subscribeInner(_ make: () throws -> Observable<Result>) {
        let next: Observable<Result>
        do {
            next = try make()
        } catch {
            forwardError(error)
            return
        }
        inner.setDisposable(next._subscribe { [self] event in self.forwardOn(event) })
    }

    @usableFromInline
    override func disposeCore() {
        inner.dispose()
    }
}
