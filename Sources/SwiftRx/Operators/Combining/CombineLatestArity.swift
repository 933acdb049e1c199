// The `combineLatest` forms with a result selector, spelled per arity as in RxSwift (2 to 5 sources here,
// 6 to 8 in CombineLatestArityLarge.swift).
// The parameter-pack form in CombineLatest.swift accepts any number of sources, but the compiler does
// not specialize pack generics: its per-event path would look up type metadata at run time. Overload
// resolution prefers these whenever they match; they build a ``FixedArityProducer``, whose
// code is specialized where the operator is used.

extension ObservableType {
    /// Combines the latest elements of 2 sources with `resultSelector`, each time any of them produces
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
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (O1.Element?, O2.Element?)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 2,
            sources: (s1, s2),
            seed: (nil, nil) as Values,
            transform: { values in
                try resultSelector(values.0!, values.1!)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0, store: { $0.0 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 0) { $0.0 = $1 } }
                }
                sink.attach(1, sources.1, store: { $0.1 = $1 }) {
                    $0._subscribe { [sink] in sink.on($0, index: 1) { $0.1 = $1 } }
                }
            }
        )
    }

    /// Combines the latest elements of 3 sources with `resultSelector`, each time any of them produces
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
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (O1.Element?, O2.Element?, O3.Element?)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 3,
            sources: (s1, s2, s3),
            seed: (nil, nil, nil) as Values,
            transform: { values in
                try resultSelector(values.0!, values.1!, values.2!)
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
            }
        )
    }

    /// Combines the latest elements of 4 sources with `resultSelector`, each time any of them produces
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
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (O1.Element?, O2.Element?, O3.Element?, O4.Element?)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 4,
            sources: (s1, s2, s3, s4),
            seed: (nil, nil, nil, nil) as Values,
            transform: { values in
                try resultSelector(values.0!, values.1!, values.2!, values.3!)
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
            }
        )
    }

    /// Combines the latest elements of 5 sources with `resultSelector`, each time any of them produces
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
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        _ source5: O5,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Values = (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        return FixedArityProducer(
            CombineLatestFixedSink<Values, Element>.self,
            arity: 5,
            sources: (s1, s2, s3, s4, s5),
            seed: (nil, nil, nil, nil, nil) as Values,
            transform: { values in
                try resultSelector(values.0!, values.1!, values.2!, values.3!, values.4!)
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
            }
        )
    }
}
