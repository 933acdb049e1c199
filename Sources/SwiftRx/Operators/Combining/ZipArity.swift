// The `zip` forms with a result selector, spelled per arity as in RxSwift (2 to 8 sources).
// The parameter-pack form in Zip.swift accepts any number of sources, but the compiler does not
// specialize pack generics: its per-event path looks type metadata up at run time, which made it
// about twenty times as costly per element as `combineLatest`. Overload resolution prefers these
// whenever they match; they build a ``FixedArityProducer``, whose code is specialized where the
// operator is used.

extension ObservableType {
    /// Combines the elements of 2 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        typealias Queues = (FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>)
        typealias Values = (O1.Element, O2.Element)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        return FixedArityProducer(
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 2,
            sources: (s1, s2),
            seed: ZipSeed(
                queues: (FIFOBuffer(), FIFOBuffer()) as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
            }
        )
    }

    /// Combines the elements of 3 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        typealias Queues = (FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>, FIFOBuffer<O3.Element>)
        typealias Values = (O1.Element, O2.Element, O3.Element)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        return FixedArityProducer(
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 3,
            sources: (s1, s2, s3),
            seed: ZipSeed(
                queues: (FIFOBuffer(), FIFOBuffer(), FIFOBuffer()) as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst(),
                        queues.2.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    if queues.2.isEmpty { emptied |= 1 << 2 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1, values.2)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
                sink.attach(2, sources.2._subscribe { [sink] in sink.on($0, index: 2) { $0.2.append($1) } })
            }
        )
    }

    /// Combines the elements of 4 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        _ source4: O4,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        typealias Queues = (
            FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>, FIFOBuffer<O3.Element>, FIFOBuffer<O4.Element>
        )
        typealias Values = (O1.Element, O2.Element, O3.Element, O4.Element)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        return FixedArityProducer(
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 4,
            sources: (s1, s2, s3, s4),
            seed: ZipSeed(
                queues: (FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer()) as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst(),
                        queues.2.removeFirst(),
                        queues.3.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    if queues.2.isEmpty { emptied |= 1 << 2 }
                    if queues.3.isEmpty { emptied |= 1 << 3 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1, values.2, values.3)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
                sink.attach(2, sources.2._subscribe { [sink] in sink.on($0, index: 2) { $0.2.append($1) } })
                sink.attach(3, sources.3._subscribe { [sink] in sink.on($0, index: 3) { $0.3.append($1) } })
            }
        )
    }

    /// Combines the elements of 5 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
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
        typealias Queues = (
            FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>, FIFOBuffer<O3.Element>, FIFOBuffer<O4.Element>,
            FIFOBuffer<O5.Element>
        )
        typealias Values = (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        return FixedArityProducer(
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 5,
            sources: (s1, s2, s3, s4, s5),
            seed: ZipSeed(
                queues: (FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer()) as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst(),
                        queues.2.removeFirst(),
                        queues.3.removeFirst(),
                        queues.4.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    if queues.2.isEmpty { emptied |= 1 << 2 }
                    if queues.3.isEmpty { emptied |= 1 << 3 }
                    if queues.4.isEmpty { emptied |= 1 << 4 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1, values.2, values.3, values.4)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
                sink.attach(2, sources.2._subscribe { [sink] in sink.on($0, index: 2) { $0.2.append($1) } })
                sink.attach(3, sources.3._subscribe { [sink] in sink.on($0, index: 3) { $0.3.append($1) } })
                sink.attach(4, sources.4._subscribe { [sink] in sink.on($0, index: 4) { $0.4.append($1) } })
            }
        )
    }

    /// Combines the elements of 6 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
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
        _ source6: O6,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Queues = (
            FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>, FIFOBuffer<O3.Element>, FIFOBuffer<O4.Element>,
            FIFOBuffer<O5.Element>, FIFOBuffer<O6.Element>
        )
        typealias Values = (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        return FixedArityProducer(
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 6,
            sources: (s1, s2, s3, s4, s5, s6),
            seed: ZipSeed(
                queues: (FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer()) as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst(),
                        queues.2.removeFirst(),
                        queues.3.removeFirst(),
                        queues.4.removeFirst(),
                        queues.5.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    if queues.2.isEmpty { emptied |= 1 << 2 }
                    if queues.3.isEmpty { emptied |= 1 << 3 }
                    if queues.4.isEmpty { emptied |= 1 << 4 }
                    if queues.5.isEmpty { emptied |= 1 << 5 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1, values.2, values.3, values.4, values.5)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
                sink.attach(2, sources.2._subscribe { [sink] in sink.on($0, index: 2) { $0.2.append($1) } })
                sink.attach(3, sources.3._subscribe { [sink] in sink.on($0, index: 3) { $0.3.append($1) } })
                sink.attach(4, sources.4._subscribe { [sink] in sink.on($0, index: 4) { $0.4.append($1) } })
                sink.attach(5, sources.5._subscribe { [sink] in sink.on($0, index: 5) { $0.5.append($1) } })
            }
        )
    }

    /// Combines the elements of 7 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
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
        _ source7: O7,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Queues = (
            FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>, FIFOBuffer<O3.Element>, FIFOBuffer<O4.Element>,
            FIFOBuffer<O5.Element>, FIFOBuffer<O6.Element>, FIFOBuffer<O7.Element>
        )
        typealias Values = (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        let s7 = source7.asObservable()
        return FixedArityProducer(
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 7,
            sources: (s1, s2, s3, s4, s5, s6, s7),
            seed: ZipSeed(
                queues: (
                    FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer()
                )
                    as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst(),
                        queues.2.removeFirst(),
                        queues.3.removeFirst(),
                        queues.4.removeFirst(),
                        queues.5.removeFirst(),
                        queues.6.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    if queues.2.isEmpty { emptied |= 1 << 2 }
                    if queues.3.isEmpty { emptied |= 1 << 3 }
                    if queues.4.isEmpty { emptied |= 1 << 4 }
                    if queues.5.isEmpty { emptied |= 1 << 5 }
                    if queues.6.isEmpty { emptied |= 1 << 6 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1, values.2, values.3, values.4, values.5, values.6)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
                sink.attach(2, sources.2._subscribe { [sink] in sink.on($0, index: 2) { $0.2.append($1) } })
                sink.attach(3, sources.3._subscribe { [sink] in sink.on($0, index: 3) { $0.3.append($1) } })
                sink.attach(4, sources.4._subscribe { [sink] in sink.on($0, index: 4) { $0.4.append($1) } })
                sink.attach(5, sources.5._subscribe { [sink] in sink.on($0, index: 5) { $0.5.append($1) } })
                sink.attach(6, sources.6._subscribe { [sink] in sink.on($0, index: 6) { $0.6.append($1) } })
            }
        )
    }

    /// Combines the elements of 8 sources by index with `resultSelector`: the first element of
    /// each source, then the second of each, and so on.
    ///
    /// Same contract as ``ObservableType/zip(_:_:_:resultSelector:)-(_,_,O3,_)``: elements wait in a queue per
    /// source until every source has one; completes when every source has completed (as RxSwift's
    /// fixed-arity `zip`, even after a completed source's queue ran empty); fails
    /// with the first error of any source or of `resultSelector`; delivers one element at a time.
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
    /// - Returns: The sequence of combinations.
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
        _ source8: O8,
        resultSelector:
            @escaping @Sendable (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
            ) throws -> Element
    ) -> Observable<Element> {
        typealias Queues = (
            FIFOBuffer<O1.Element>, FIFOBuffer<O2.Element>, FIFOBuffer<O3.Element>, FIFOBuffer<O4.Element>,
            FIFOBuffer<O5.Element>, FIFOBuffer<O6.Element>, FIFOBuffer<O7.Element>, FIFOBuffer<O8.Element>
        )
        typealias Values = (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
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
            ZipFixedSink<Queues, Values, Element>.self,
            arity: 8,
            sources: (s1, s2, s3, s4, s5, s6, s7, s8),
            seed: ZipSeed(
                queues: (
                    FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(), FIFOBuffer(),
                    FIFOBuffer()
                ) as Queues,
                dequeue: { queues in
                    let values = (
                        queues.0.removeFirst(),
                        queues.1.removeFirst(),
                        queues.2.removeFirst(),
                        queues.3.removeFirst(),
                        queues.4.removeFirst(),
                        queues.5.removeFirst(),
                        queues.6.removeFirst(),
                        queues.7.removeFirst()
                    )
                    var emptied: UInt16 = 0
                    if queues.0.isEmpty { emptied |= 1 << 0 }
                    if queues.1.isEmpty { emptied |= 1 << 1 }
                    if queues.2.isEmpty { emptied |= 1 << 2 }
                    if queues.3.isEmpty { emptied |= 1 << 3 }
                    if queues.4.isEmpty { emptied |= 1 << 4 }
                    if queues.5.isEmpty { emptied |= 1 << 5 }
                    if queues.6.isEmpty { emptied |= 1 << 6 }
                    if queues.7.isEmpty { emptied |= 1 << 7 }
                    return (values, emptied)
                }
            ),
            transform: { values in
                try resultSelector(values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7)
            },
            subscribeAll: { sources, sink in
                sink.attach(0, sources.0._subscribe { [sink] in sink.on($0, index: 0) { $0.0.append($1) } })
                sink.attach(1, sources.1._subscribe { [sink] in sink.on($0, index: 1) { $0.1.append($1) } })
                sink.attach(2, sources.2._subscribe { [sink] in sink.on($0, index: 2) { $0.2.append($1) } })
                sink.attach(3, sources.3._subscribe { [sink] in sink.on($0, index: 3) { $0.3.append($1) } })
                sink.attach(4, sources.4._subscribe { [sink] in sink.on($0, index: 4) { $0.4.append($1) } })
                sink.attach(5, sources.5._subscribe { [sink] in sink.on($0, index: 5) { $0.5.append($1) } })
                sink.attach(6, sources.6._subscribe { [sink] in sink.on($0, index: 6) { $0.6.append($1) } })
                sink.attach(7, sources.7._subscribe { [sink] in sink.on($0, index: 7) { $0.7.append($1) } })
            }
        )
    }
}
