extension ObservableType {
    /// Maps each element to an inner sequence and mirrors only the most recent one: every new element
    /// disposes the previous inner sequence's subscription before the new one is subscribed to.
    ///
    /// The result completes when the source has completed and the current inner sequence (if any)
    /// has completed. The first error — from the source, from the current inner sequence, or thrown
    /// by `selector` — ends the result with that error and disposes every subscription. Events are
    /// delivered one at a time, on the thread of the sequence that produced them.
    ///
    /// ```
    /// source:         --1--------2--------|
    /// inner(1):         a--b--c--d--e
    /// inner(2):                  x--y--|
    /// flatMapLatest:  --a--b--c--x--y-----|
    /// ```
    ///
    /// - Parameter selector: Maps an element to the sequence that replaces the current one.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public consuming func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Source
    ) -> Observable<Source.Element> {
        // `self` is consumed first, so that a run built from temporaries is uniquely referenced here
        // and takes the stage in place (see `FlatMapStages.swift`).
        let upstream = (consume self).asObservable()
        if upstream._flatMapRunInner == ObjectIdentifier(Source.self) {
            return FlatMapRun.extend(
                unsafeDowncast(consume upstream, to: FlatMapRun<Source.Element, Source>.self),
                with: unsafeBitCast(selector, to: (@Sendable (Source.Element) throws -> Source).self),
                switches: true)
        }
        return FlatMapRoot.switching(source: upstream, head: selector)
    }
}
