import Synchronization

/// The engine behind the trait operators that continue with another sequence: `flatMap` and its
/// `Maybe`/`Completable` variants, `andThen`, `ifEmpty(switchTo:)`.
///
/// The source emits at most one element (its elements are ignored when `selector` is `nil`). On
/// that element the sink subscribes to `selector(element)` and passes on what it emits; the result
/// completes once both the source and that sequence completed, as RxSwift's `flatMap`. If the source
/// completes without an element, the sink subscribes to `onEmpty()` instead and ends with it, or
/// completes when there is none. An error from either ends the result; later source elements are
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
    convenience init(
        source: Observable<Source>,
        selector: (@Sendable (Source) throws -> Observable<Result>)?,
        onEmpty: (@Sendable () throws -> Observable<Result>)? = nil
    ) {
        self.init(source: source, selector: selector, onEmpty: onEmpty) { producer, observer in
            let me = unsafeDowncast(producer, to: TraitFlatMapProducer<Source, Result>.self)
            let sink = TraitFlatMapSink(observer: consume observer, selector: me.selector, onEmpty: me.onEmpty)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Source>, selector: (@Sendable (Source) throws -> Observable<Result>)?,
        onEmpty: (@Sendable () throws -> Observable<Result>)? = nil, run: @escaping Run
    ) {
        self.source = source
        self.selector = selector
        self.onEmpty = onEmpty
        super.init(run: run)
    }
}

@usableFromInline
final class TraitFlatMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    // The closures are immutable; `state` is atomic; `inner` is itself thread-safe.
    @usableFromInline
    let selector: (@Sendable (Source) throws -> Observable<Result>)?
    @usableFromInline
    let onEmpty: (@Sendable () throws -> Observable<Result>)?
    /// ``switched``, ``sourceDone`` and ``innerDone`` bits.
    @usableFromInline
    let state = Atomic<UInt8>(0)
    @usableFromInline
    let inner = SingleAssignmentDisposable()

    /// The inner sequence was subscribed to (or is being).
    @usableFromInline
    static var switched: UInt8 { 1 }
    @usableFromInline
    static var sourceDone: UInt8 { 2 }
    @usableFromInline
    static var innerDone: UInt8 { 4 }

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
            let before = state.bitwiseOr(Self.switched, ordering: .acquiringAndReleasing).oldValue
            if before & Self.switched != 0 { return }
            subscribeInner { try selector(value) }
        case .error(let error):
            forwardError(error)
        case .completed:
            // As RxSwift's flatMap (which these traits use there): the result completes once the
            // source and the inner sequence both completed, whichever is last, and the source's
            // subscription (and what its closures captured) goes as soon as the source is done.
            upstream.detach()
            let before = state.bitwiseOr(Self.sourceDone, ordering: .acquiringAndReleasing).oldValue
            if before & Self.switched == 0 {
                if let onEmpty {
                    _ = state.bitwiseOr(Self.switched, ordering: .acquiringAndReleasing)
                    subscribeInner(onEmpty)
                } else {
                    forwardCompleted()
                }
            } else if before & Self.innerDone != 0 {
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
        inner.setDisposable(
            next._subscribe { [self] event in
                guard case .completed = event else { return forwardOn(event) }
                let before = state.bitwiseOr(Self.innerDone, ordering: .acquiringAndReleasing).oldValue
                if before & Self.sourceDone != 0 { forwardCompleted() }
            }
        )
    }

    @usableFromInline
    override func disposeCore() {
        inner.dispose()
    }
}
