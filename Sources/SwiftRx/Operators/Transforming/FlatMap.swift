extension ObservableType {
    /// Maps each element to an inner sequence and merges the elements of all inner sequences, in the
    /// order they arrive.
    ///
    /// Every inner sequence is subscribed to as soon as its element arrives, and they all run at the
    /// same time. The result completes when the source and every inner sequence have completed. The
    /// first error — from the source, from any inner sequence, or thrown by `selector` — ends the
    /// result with that error and disposes every subscription. Events are delivered one at a time,
    /// on the thread of whichever sequence produced them; the source's subscription is released as
    /// soon as it completes.
    ///
    /// ```
    /// source:      --1--------2--------|
    /// inner(1):      a--b--c--|
    /// inner(2):               x--y--|
    /// flatMap:     --a--b--c--x--y-----|
    /// ```
    ///
    /// - Parameter selector: Maps an element to the sequence whose elements it stands for.
    /// - Returns: The merged elements of the inner sequences.
    @inlinable
    public consuming func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Source
    ) -> Observable<Source.Element> {
        // `self` is consumed first, so that a run built from temporaries is uniquely referenced here
        // and takes the stage in place.
        let upstream = (consume self).asObservable()
        if upstream._flatMapRunInner == ObjectIdentifier(Source.self) {
            // A run whose inner sequences are `Source`s emits `Source.Element`s, so the element
            // types agree and the selector's type is the run's step type.
            return FlatMapRun.extend(
                unsafeDowncast(consume upstream, to: FlatMapRun<Source.Element, Source>.self),
                with: unsafeBitCast(selector, to: (@Sendable (Source.Element) throws -> Source).self),
                switches: false)
        }
        return FlatMapRoot.merging(source: upstream, head: selector)
    }
}
