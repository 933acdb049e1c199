// The `combineLatest` forms with a result selector for 6 to 8 sources (2 to 5: CombineLatestArity.swift).

extension ObservableType {
    /// Combines the latest elements of 6 sources with `resultSelector`, each time any of them produces
    /// an element, once every source has produced at least one.
    ///
    /// Same contract as ``ObservableType/combineLatest(_:_:_:resultSelector:)-(_,_,O3,_)``: completes when every
    /// source has completed (or when no combination can be made any more); fails with the first error
    /// of any source or of `resultSelector`; delivers one element at a time, on the source's thread.
    ///
    /// ```
    /// a:                           --1-----2-----3--|
    /// b:                           -----A-----B------|
    /// combineLatest(a, b, ...) {}: -----1A-2A-2B-3B--|   (shown for the first two sources)
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 6,
            sources: (s1, s2, s3, s4, s5, s6),
            seed: (nil, nil, nil, nil, nil, nil) as Values,
            transform: { values in
                try resultSelector(values.0!, values.1!, values.2!, values.3!, values.4!, values.5!)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0, store: { $0.0 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 0) { $0.0 = $1 } }
                }
                sink.attach(1, sources.1, store: { $0.1 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 1) { $0.1 = $1 } }
                }
                sink.attach(2, sources.2, store: { $0.2 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 2) { $0.2 = $1 } }
                }
                sink.attach(3, sources.3, store: { $0.3 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 3) { $0.3 = $1 } }
                }
                sink.attach(4, sources.4, store: { $0.4 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 4) { $0.4 = $1 } }
                }
                sink.attach(5, sources.5, store: { $0.5 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 5) { $0.5 = $1 } }
                }
            }
        )
    }

    /// Combines the latest elements of 7 sources with `resultSelector`, each time any of them produces
    /// an element, once every source has produced at least one.
    ///
    /// Same contract as ``ObservableType/combineLatest(_:_:_:resultSelector:)-(_,_,O3,_)``: completes when every
    /// source has completed (or when no combination can be made any more); fails with the first error
    /// of any source or of `resultSelector`; delivers one element at a time, on the source's thread.
    ///
    /// ```
    /// a:                           --1-----2-----3--|
    /// b:                           -----A-----B------|
    /// combineLatest(a, b, ...) {}: -----1A-2A-2B-3B--|   (shown for the first two sources)
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
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        let s7 = source7.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 7,
            sources: (s1, s2, s3, s4, s5, s6, s7),
            seed: (nil, nil, nil, nil, nil, nil, nil) as Values,
            transform: { values in
                try resultSelector(values.0!, values.1!, values.2!, values.3!, values.4!, values.5!, values.6!)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0, store: { $0.0 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 0) { $0.0 = $1 } }
                }
                sink.attach(1, sources.1, store: { $0.1 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 1) { $0.1 = $1 } }
                }
                sink.attach(2, sources.2, store: { $0.2 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 2) { $0.2 = $1 } }
                }
                sink.attach(3, sources.3, store: { $0.3 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 3) { $0.3 = $1 } }
                }
                sink.attach(4, sources.4, store: { $0.4 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 4) { $0.4 = $1 } }
                }
                sink.attach(5, sources.5, store: { $0.5 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 5) { $0.5 = $1 } }
                }
                sink.attach(6, sources.6, store: { $0.6 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 6) { $0.6 = $1 } }
                }
            }
        )
    }

    /// Combines the latest elements of 8 sources with `resultSelector`, each time any of them produces
    /// an element, once every source has produced at least one.
    ///
    /// Same contract as ``ObservableType/combineLatest(_:_:_:resultSelector:)-(_,_,O3,_)``: completes when every
    /// source has completed (or when no combination can be made any more); fails with the first error
    /// of any source or of `resultSelector`; delivers one element at a time, on the source's thread.
    ///
    /// ```
    /// a:                           --1-----2-----3--|
    /// b:                           -----A-----B------|
    /// combineLatest(a, b, ...) {}: -----1A-2A-2B-3B--|   (shown for the first two sources)
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
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        _ source6: O6,
        _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (
            O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?, O8.Element?
        )
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        let s7 = source7.asObservable()
        let s8 = source8.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 8,
            sources: (s1, s2, s3, s4, s5, s6, s7, s8),
            seed: (nil, nil, nil, nil, nil, nil, nil, nil) as Values,
            transform: { values in
                try resultSelector(
                    values.0!, values.1!, values.2!, values.3!, values.4!, values.5!, values.6!, values.7!
                )
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0, store: { $0.0 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 0) { $0.0 = $1 } }
                }
                sink.attach(1, sources.1, store: { $0.1 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 1) { $0.1 = $1 } }
                }
                sink.attach(2, sources.2, store: { $0.2 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 2) { $0.2 = $1 } }
                }
                sink.attach(3, sources.3, store: { $0.3 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 3) { $0.3 = $1 } }
                }
                sink.attach(4, sources.4, store: { $0.4 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 4) { $0.4 = $1 } }
                }
                sink.attach(5, sources.5, store: { $0.5 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 5) { $0.5 = $1 } }
                }
                sink.attach(6, sources.6, store: { $0.6 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 6) { $0.6 = $1 } }
                }
                sink.attach(7, sources.7, store: { $0.7 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 7) { $0.7 = $1 } }
                }
            }
        )
    }
}
