extension SharedSequenceConvertibleType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// Elements that arrive before `second` has produced anything are dropped. The result completes
    /// when this sequence completes; the completion of `second` only ends its subscription (its latest
    /// element stays in use). Events are delivered on the strategy's scheduler.
    ///
    /// ```
    /// self:                       --1-----2--3---4--|
    /// second:                     ----A-----B--|
    /// withLatestFrom(second, +):  --------2A-3B--4B-|
    /// ```
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is combined.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping @Sendable (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Replaces each element of this sequence with the latest element of `second`.
    ///
    /// Same contract as ``withLatestFrom(_:resultSelector:)`` with a selector that returns the element
    /// of `second`.
    ///
    /// ```
    /// self:                    --1-----2--3---4--|
    /// second:                  ----A-----B--|
    /// withLatestFrom(second):  --------A--B---B--|
    /// ```
    ///
    /// - Parameter second: The shared sequence whose latest element is emitted.
    /// - Returns: The shared sequence of latest elements of `second`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Emits the latest element of this sequence each time `sampler` produces an element, if this
    /// sequence produced a new element since the previous sample; otherwise emits `defaultValue`,
    /// when one is given.
    ///
    /// The completion of `sampler` counts as a tick too. The result completes at the first tick after
    /// this sequence completed. Events are delivered on the strategy's scheduler.
    ///
    /// ```
    /// self:             --1--2-----3--------|
    /// sampler:          ----x---x----x---x---x--
    /// sample(sampler):  ----1---2----3-------|
    /// ```
    ///
    /// - Parameters:
    ///   - sampler: Its elements and its completion are the sampling ticks.
    ///   - defaultValue: Emitted at a tick when there is no new element; `nil` emits nothing then.
    /// - Returns: The sampled shared sequence.
    @inlinable
    public func sample<Sampler: SharedSequenceConvertibleType>(
        _ sampler: Sampler,
        defaultValue: Element? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().sample(sampler.asObservable(), defaultValue: defaultValue))
    }
}
