// The tuple forms of `combineLatest` on shared sequences, one per arity as in RxCocoa (2 to 8): with a
// parameter pack in the result type, `$0.2` in a closure on the result does not type-check (see
// CombineLatestTuple.swift). Each one wraps the fixed-arity
// `Observable.combineLatest` (CombineLatestArity.swift), whose per-event path is specialized where
// it is called.

extension SharedSequence where Element == Any {
    /// Combines the latest elements of 2 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>
    ) -> SharedSequence<SharingStrategy, (E1, E2)> {
        SharedSequence<SharingStrategy, (E1, E2)>(
            Observable<(E1, E2)>.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) }
        )
    }

    /// Combines the latest elements of 3 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2, E3>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>
    ) -> SharedSequence<SharingStrategy, (E1, E2, E3)> {
        SharedSequence<SharingStrategy, (E1, E2, E3)>(
            Observable<(E1, E2, E3)>.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable()
            ) { ($0, $1, $2) }
        )
    }

    /// Combines the latest elements of 4 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2, E3, E4>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>
    ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4)> {
        SharedSequence<SharingStrategy, (E1, E2, E3, E4)>(
            Observable<(E1, E2, E3, E4)>.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()
            ) { ($0, $1, $2, $3) }
        )
    }

    /// Combines the latest elements of 5 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2, E3, E4, E5>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>
    ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5)> {
        SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5)>(
            Observable<(E1, E2, E3, E4, E5)>.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable()
            ) { ($0, $1, $2, $3, $4) }
        )
    }

    /// Combines the latest elements of 6 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2, E3, E4, E5, E6>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        _ source6: SharedSequence<SharingStrategy, E6>
    ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6)> {
        SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6)>(
            Observable<(E1, E2, E3, E4, E5, E6)>.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable()
            ) { ($0, $1, $2, $3, $4, $5) }
        )
    }

    /// Combines the latest elements of 7 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        _ source6: SharedSequence<SharingStrategy, E6>,
        _ source7: SharedSequence<SharingStrategy, E7>
    ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7)> {
        SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7)>(
            Observable<(E1, E2, E3, E4, E5, E6, E7)>.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable()
            ) { ($0, $1, $2, $3, $4, $5, $6) }
        )
    }

    /// Combines the latest elements of 8 shared sequences into tuples.
    ///
    /// Emits each time any source produces an element, once every source has produced one; completes when all complete.
    /// Events are delivered on the strategy's scheduler.
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
    /// - Returns: The shared sequence of tuples, in argument order.
    @inlinable
    public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: SharedSequence<SharingStrategy, E1>,
        _ source2: SharedSequence<SharingStrategy, E2>,
        _ source3: SharedSequence<SharingStrategy, E3>,
        _ source4: SharedSequence<SharingStrategy, E4>,
        _ source5: SharedSequence<SharingStrategy, E5>,
        _ source6: SharedSequence<SharingStrategy, E6>,
        _ source7: SharedSequence<SharingStrategy, E7>,
        _ source8: SharedSequence<SharingStrategy, E8>
    ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7, E8)>(
            Observable<(E1, E2, E3, E4, E5, E6, E7, E8)>.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()
            ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
        )
    }
}
