extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Continues with `second` once this completable completes; an error skips `second`.
    ///
    /// ```
    /// self:    --|
    /// second:     --(1|)
    /// result:  ----(1|)
    /// ```
    ///
    /// - Parameter second: The single subscribed after completion.
    /// - Returns: A single with `second`'s result.
    @inlinable
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: thenSubscribe(second.source))
    }

    /// Continues with `second` once this completable completes; an error skips `second`.
    ///
    /// - Parameter second: The maybe subscribed after completion.
    /// - Returns: A maybe with `second`'s result.
    @inlinable
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: thenSubscribe(second.source))
    }

    /// Continues with `second` once this completable completes; an error skips `second`.
    ///
    /// ```
    /// self:    --|
    /// second:     ---|
    /// result:  -----|
    /// ```
    ///
    /// - Parameter second: The completable subscribed after completion.
    /// - Returns: A completable that completes after both.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: thenSubscribe(second.source))
    }

    /// Continues with `second` once this completable completes; an error skips `second`.
    ///
    /// ```
    /// self:    --|
    /// second:     -1-2-|
    /// result:  ---1-2-|
    /// ```
    ///
    /// - Parameter second: The observable subscribed after completion.
    /// - Returns: An observable with `second`'s events.
    @inlinable
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        thenSubscribe(second)
    }

    @inlinable
    func thenSubscribe<Element>(_ second: Observable<Element>) -> Observable<Element> {
        let second = UncheckedBox(second)
        // Observables are immutable after construction; subscribing from another thread is safe.
        return TraitFlatMapProducer(
            source: primitiveSequence.source,
            selector: nil,
            onEmpty: { second.value }
        )
    }
}
