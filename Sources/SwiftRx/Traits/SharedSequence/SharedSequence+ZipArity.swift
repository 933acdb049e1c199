// The `zip` forms of shared sequences with a result selector, spelled per arity as in RxCocoa
// (2 to 8 sources). Overload resolution prefers them to the variadic form (SharedSequence+Zip.swift),
// whose parameter-pack producer runs unspecialized; these wrap the fixed-arity `Observable.zip`,
// whose per-event path is specialized where it is called.

extension SharedSequence {
    /// Combines the elements of 2 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        resultSelector: @escaping @Sendable (E1, E2) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of 3 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, E3>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        resultSelector: @escaping @Sendable (E1, E2, E3) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of 4 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, E3, E4>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        resultSelector: @escaping @Sendable (E1, E2, E3, E4) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of 5 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of 6 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        _ source6: SharedSequence<SharingStrategy, E6>,
        resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of 7 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
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
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        _ source6: SharedSequence<SharingStrategy, E6>,
        _ source7: SharedSequence<SharingStrategy, E7>,
        resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6, E7) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable(),
                resultSelector: resultSelector
            )
        )
    }

    /// Combines the elements of 8 shared sequences by index with `resultSelector`: the first element
    /// of each source, then the second of each, and so on.
    ///
    /// Same contract as the variadic form: elements wait until every source has one; completes when
    /// every source has completed; delivers on the
    /// strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:                 --1--2--------3---|
    /// b:                 -----A--B--C-----|
    /// zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
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
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The shared sequence of combinations.
    @inlinable
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        _ source6: SharedSequence<SharingStrategy, E6>,
        _ source7: SharedSequence<SharingStrategy, E7>,
        _ source8: SharedSequence<SharingStrategy, E8>,
        resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6, E7, E8) -> Element
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            Observable<Element>.zip(
                source1.asObservable(),
                source2.asObservable(),
                source3.asObservable(),
                source4.asObservable(),
                source5.asObservable(),
                source6.asObservable(),
                source7.asObservable(),
                source8.asObservable(),
                resultSelector: resultSelector
            )
        )
    }
}
