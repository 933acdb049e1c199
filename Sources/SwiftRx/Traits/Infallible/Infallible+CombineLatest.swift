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

// The tuple forms are spelled per arity, 2 to 8, like those of `Observable.combineLatest` (a pack in the
// result type defeats type-checking of closures that read the tuple).
extension InfallibleType where Element == Any {
    /// Combines the latest elements of 2 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable()
            )
        )
    }

    /// Combines the latest elements of 3 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable()
            )
        )
    }

    /// Combines the latest elements of 4 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable()
            )
        )
    }

    /// Combines the latest elements of 5 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable()
            )
        )
    }

    /// Combines the latest elements of 6 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable()
            )
        )
    }

    /// Combines the latest elements of 7 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable()
            )
        )
    }

    /// Combines the latest elements of 8 infallible sources into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one, on the
    /// thread of the source that caused it; completes when every source has completed.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    /// - Returns: The infallible sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable(),
                source8.asObservable()
            )
        )
    }
}
