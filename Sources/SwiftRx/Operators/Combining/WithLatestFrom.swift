extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// Elements of this sequence that arrive before `second` has produced anything are dropped.
    /// `second` is subscribed first. The result completes when this sequence completes (the
    /// completion of `second` only ends its subscription; its latest element stays in use), and
    /// fails with the first error of either sequence or the error `resultSelector` throws. Elements
    /// are delivered on the thread of this sequence, one at a time.
    ///
    /// ```
    /// self:                           --1-----2--3---4--|
    /// second:                         ----A-----B--|
    /// withLatestFrom(second, +):      --------2A-3B--4B-|
    /// ```
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`.
    /// - Returns: The sequence of combinations.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFromProducer(
            first: asObservable(),
            second: second.asObservable(),
            transform: { pair in try resultSelector(pair.0, pair.1) }
        )
    }

    /// Replaces each element of this sequence with the latest element of `second`.
    ///
    /// Same contract as ``ObservableType/withLatestFrom(_:resultSelector:)`` with a selector that
    /// returns the element of `second`.
    ///
    /// ```
    /// self:                    --1-----2--3---4--|
    /// second:                  ----A-----B--|
    /// withLatestFrom(second):  --------A--B---B--|
    /// ```
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The sequence of latest elements of `second`, one per element of this sequence.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), transform: { $0.1 })
    }
}

@usableFromInline
final class WithLatestFromProducer<First, Second, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let first: Observable<First>
    @usableFromInline
    let second: Observable<Second>
    @usableFromInline
    let transform: @Sendable ((First, Second)) throws -> Result

    @inlinable
    convenience init(
        first: Observable<First>,
        second: Observable<Second>,
        transform: @escaping @Sendable ((First, Second)) throws -> Result
    ) {
        self.init(first: first, second: second, transform: transform) { producer, observer in
            let me = unsafeDowncast(producer, to: WithLatestFromProducer<First, Second, Result>.self)
            let sink = WithLatestFromSink<First, Second, Result>(observer: consume observer, transform: me.transform)
            sink.secondSubscription.setDisposable(me.second._subscribe { [sink] event in sink.onSecond(event) })
            sink.setUpstream(me.first._subscribe { [sink] event in sink.onFirst(event) })
            return consume sink
        }
    }

    /// Only stores: the subscribing closure comes from the convenience initializer (see `Producer`).
    @inlinable
    init(
        first: Observable<First>, second: Observable<Second>,
        transform: @escaping @Sendable ((First, Second)) throws -> Result, run: @escaping Run
    ) {
        self.first = first
        self.second = second
        self.transform = transform
        super.init(run: run)
    }
}

@usableFromInline
final class WithLatestFromSink<First, Second, Result>: SerializingSink<(First, Second), Result>, @unchecked Sendable {
    // `latest` is guarded by `lock`; `secondSubscription` is thread-safe itself.
    @usableFromInline
    @exclusivity(unchecked) var latest: Second?
    @usableFromInline
    let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    func onFirst(_ event: Event<First>) {
        synchronized {
            switch event {
            case .next(let element):
                guard let latest else { return nil }
                return offer((element, latest))
            case .error(let error):
                return finish(.error(error))
            case .completed:
                return finish(.completed)
            }
        }
    }

    @inlinable
    func onSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            lock.withLock { latest = element }
        case .error(let error):
            synchronized { finish(.error(error)) }
        case .completed:
            secondSubscription.dispose()
        }
    }

    @usableFromInline
    override func disposeCore() {
        secondSubscription.dispose()
    }
}
