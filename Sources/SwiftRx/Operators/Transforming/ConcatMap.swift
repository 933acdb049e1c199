extension ObservableType {
    /// Maps each element to an inner sequence and concatenates the inner sequences: each one is
    /// subscribed to only after the previous one completed.
    ///
    /// `selector` runs as soon as an element arrives; the inner sequences it returns wait in arrival
    /// order until their turn. The result completes when the source and every inner sequence have
    /// completed. The first error — from the source, from an inner sequence, or thrown by `selector` —
    /// ends the result with that error and disposes every subscription. Events are delivered on the
    /// thread of the sequence that produced them; waiting sequences are started through the
    /// current-thread trampoline, so long runs of synchronous sequences do not grow the stack.
    ///
    /// ```
    /// source:     --1--2--------------|
    /// inner(1):     a--b--|
    /// inner(2):           x--y--|              (subscribed when inner(1) completes)
    /// concatMap:  --a--b--x--y--------|
    /// ```
    ///
    /// - Parameter selector: Maps an element to the sequence whose elements it stands for.
    /// - Returns: The elements of the inner sequences, one sequence after the other.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), mode: .limited(1), selector: selector)
    }
}
