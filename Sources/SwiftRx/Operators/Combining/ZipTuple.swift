// The tuple forms of `zip` are spelled per arity (2 to 8, as in RxSwift) rather than with a
// parameter pack: with a pack in the result type, `Observable.zip(a, b, c).map { $0.0 + $0.2 }`
// fails to type-check (Swift 6.3 cannot project elements of a tuple whose type still holds an
// unexpanded pack while it solves the closure, and gives up after many seconds). Each entry point
// is one call into the shared pack-based producer.

extension ObservableType where Element == Any {
    /// Combines the same-index elements of 2 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            resultSelector: packTupleSelector()
        )
    }

    /// Combines the same-index elements of 3 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            resultSelector: packTupleSelector()
        )
    }

    /// Combines the same-index elements of 4 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            source4.asObservable(),
            resultSelector: packTupleSelector()
        )
    }

    /// Combines the same-index elements of 5 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            source4.asObservable(),
            source5.asObservable(),
            resultSelector: packTupleSelector()
        )
    }

    /// Combines the same-index elements of 6 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            source4.asObservable(),
            source5.asObservable(),
            source6.asObservable(),
            resultSelector: packTupleSelector()
        )
    }

    /// Combines the same-index elements of 7 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            source4.asObservable(),
            source5.asObservable(),
            source6.asObservable(),
            source7.asObservable(),
            resultSelector: packTupleSelector()
        )
    }

    /// Combines the same-index elements of 8 sources into tuples.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)``: pairs the n-th elements of all
    /// sources; completes when all complete or when an element can never be paired; fails with the
    /// first error.
    ///
    /// ```
    /// a:          --1--2--------3---|
    /// b:          -----A--B--C-----|
    /// zip(a, b):  -----(1,A)-(2,B)----(3,C)--|
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
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            source3.asObservable(),
            source4.asObservable(),
            source5.asObservable(),
            source6.asObservable(),
            source7.asObservable(),
            source8.asObservable(),
            resultSelector: packTupleSelector()
        )
    }
}
