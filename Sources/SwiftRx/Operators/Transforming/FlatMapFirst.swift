extension ObservableType {
    /// Maps an element to an inner sequence and mirrors it, ignoring the source's elements while that
    /// inner sequence runs.
    ///
    /// An element that arrives while an inner sequence is active is dropped without calling
    /// `selector`; the first element after it completes starts the next one. The result completes
    /// when the source and the active inner sequence have completed. The first error — from the
    /// source, from an inner sequence, or thrown by `selector` — ends the result with that error and
    /// disposes every subscription. Events are delivered one at a time, on the thread of the sequence
    /// that produced them.
    ///
    /// ```
    /// source:        --1--2--3-----4--|
    /// inner(1):        a--b--|
    /// inner(4):                    x--y--|
    /// flatMapFirst:  --a--b--------x--y--|
    /// ```
    ///
    /// - Parameter selector: Maps an accepted element to the sequence to mirror.
    /// - Returns: The elements of the inner sequences that were started.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), mode: .dropWhileActive, selector: selector)
    }
}
