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
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), mode: .unbounded, selector: selector)
    }
}
