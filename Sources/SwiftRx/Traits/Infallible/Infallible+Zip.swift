extension InfallibleType {
    /// Combines the elements, pairwise by index, of two or more infallible sources with `resultSelector`.
    ///
    /// Emits once every source has produced its n-th element, combining the n-th elements; completes
    /// when a source has completed and all its elements have been combined.
    ///
    /// ```
    /// a:                    --1--2-----3--|
    /// b:                    -----A--B-----|
    /// zip(a, b)
    ///   { "\($0)\($1)" }:   -----1A-2B----|
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - sources: More sources, if any.
    ///   - resultSelector: Combines one element of each source, in argument order; cannot throw.
    /// - Returns: The infallible sequence of combinations.
    @inlinable
    public static func zip<I1: InfallibleType, I2: InfallibleType, each I: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ sources: repeat each I,
        resultSelector: @escaping @Sendable (I1.Element, I2.Element, repeat (each I).Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                repeat (each sources).asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}
