extension InfallibleType {
    /// Combines the latest elements of two or more infallible sources with `resultSelector`.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b)
    ///   { "\($0)\($1)" }:   -----1A-2A-2B-3B--|
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - sources: More sources, if any.
    ///   - resultSelector: Combines one element of each source, in argument order; cannot throw.
    /// - Returns: The infallible sequence of combinations.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, each I: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ sources: repeat each I,
        resultSelector: @escaping @Sendable (I1.Element, I2.Element, repeat (each I).Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable<Element>.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                repeat (each sources).asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}
