// The tuple forms of `zip` are spelled per arity (2 to 8, as in RxSwift) rather than with a
// parameter pack: with a pack in the result type, `Observable.zip(a, b, c).map { $0.0 + $0.2 }`
// fails to type-check (Swift 6.3 cannot project elements of a tuple whose type still holds an
// unexpanded pack while it solves the closure, and gives up after many seconds). Each entry point
// is one call into the fixed-arity form with a result selector (ZipArity.swift).

extension ObservableType where Element == Any {
    /// Combines the same-index elements of 2 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1,
        _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the same-index elements of 3 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the same-index elements of 4 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,

    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }

    /// Combines the same-index elements of 5 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the same-index elements of 6 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the same-index elements of 7 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
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
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the same-index elements of 8 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: pairs the n-th elements of all
    /// sources; completes when all complete (even after a completed source's queue ran empty); fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
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
    /// - Returns: The sequence of tuples, in argument order.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
            .zip(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
