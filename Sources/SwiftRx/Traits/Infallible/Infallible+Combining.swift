extension InfallibleType {
    /// Merges the elements of the infallible sequences in `sources`; completes when all complete.
    ///
    /// ```
    /// a:         --1-----3--|
    /// b:         ----2-----4--|
    /// merge:     --1-2---3-4--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged infallible sequence.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the infallible sequences in `sources`; completes when all complete.
    ///
    /// ```
    /// a:         --1-----3--|
    /// b:         ----2-----4--|
    /// merge:     --1-2---3-4--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged infallible sequence.
    @inlinable
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the given infallible sequences; completes when all complete.
    ///
    /// ```
    /// a:         --1-----3--|
    /// b:         ----2-----4--|
    /// merge:     --1-2---3-4--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged infallible sequence.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Sends this sequence's events, then those of another: `a.concat(b)` (see
    /// ``InfallibleConcatOperator``).
    @inlinable
    public var concat: InfallibleConcatOperator<Self> {
        InfallibleConcatOperator(self)
    }

    /// Sends the events of each sequence in turn, subscribing to the next once one completes.
    ///
    /// ```
    /// a:         --1|
    /// b:            --2|
    /// concat:    --1--2|
    /// ```
    ///
    /// - Parameter sources: The sequences, in order.
    /// - Returns: The concatenated infallible sequence.
    @inlinable
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable<Element>.concat(sources.map { $0.asObservable() }))
    }

    /// Sends the events of each sequence in turn, subscribing to the next once one completes.
    ///
    /// ```
    /// a:         --1|
    /// b:            --2|
    /// concat:    --1--2|
    /// ```
    ///
    /// - Parameter sources: The sequences, in order.
    /// - Returns: The concatenated infallible sequence.
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable<Element>.concat(sources.map { $0.asObservable() }))
    }

    /// Combines each element with the latest element of `second` through `resultSelector`; elements
    /// that arrive before `second` has produced one are dropped. Completes with this sequence.
    ///
    /// ```
    /// self:                                     --1-----2--3--|
    /// second:                                   ----a-----b------
    /// withLatestFrom(second) { "\($0)\($1)" }:  --------2a-3b-|
    /// ```
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element with the latest element of `second`.
    /// - Returns: The infallible sequence of combinations.
    @inlinable
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping @Sendable (Element, Source.Element) -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` each time this sequence produces an element, once
    /// `second` has produced one. Completes with this sequence.
    ///
    /// ```
    /// self:                    --1-----2--3--|
    /// second:                  ----a-----b------
    /// withLatestFrom(second):  --------a--b--|
    /// ```
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: The infallible sequence of `second`'s latest elements.
    @inlinable
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second))
    }

    /// Sends elements until `other` produces an element, then completes. `other` completing without
    /// an element only ends its subscription.
    ///
    /// ```
    /// self:               --1--2--3--|
    /// other:              -------x-----
    /// take(until: other): --1--2-|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The shortened infallible sequence.
    @inlinable
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Sends elements until `other` produces an element or fails, then completes.
    ///
    /// `other` may fail (for example a "deallocated" signal); its error cannot reach this sequence,
    /// so it ends it like an element would.
    ///
    /// ```
    /// self:               --1--2--3--|
    /// other:              -------#
    /// take(until: other): --1--2-|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element or error ends this one.
    /// - Returns: The shortened infallible sequence.
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        let stop = other.asObservable().map { _ in () }.catchAndReturn(())
        return Infallible(asObservable().take(until: stop))
    }

    /// Drops elements until `other` produces an element, then sends every later one.
    ///
    /// ```
    /// self:               --1--2--3--|
    /// other:              -----x-------
    /// skip(until: other): --------3--|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element starts the forwarding.
    /// - Returns: The infallible sequence from then on.
    @inlinable
    public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }

    /// Drops elements until `other` produces an element, then sends every later one.
    ///
    /// `other` may be any observable. Its error cannot reach this sequence, so it counts like a
    /// completion without an element: the start never comes, and nothing is forwarded (as with
    /// `skip(until:)` on an observable, not even the completion).
    ///
    /// ```
    /// self:               --1--2--3--|
    /// other:              -----x-------
    /// skip(until: other): --------3--|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element starts the forwarding.
    /// - Returns: The infallible sequence from then on.
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        let start = other.asObservable().map { _ in () }.catch { _ in .never() }
        return Infallible(asObservable().skip(until: start))
    }
}

extension ObservableConvertibleType where Self: InfallibleType {
    /// `a.concat` as a function value, where its type is spelled:
    /// `let append: (Infallible<Int>) -> Infallible<Int> = a.concat`.
    ///
    /// The function does what `a.concat(second)` does: it sends this sequence's events, then, once
    /// it completes, those of `second`. A reference with no type in context, and every call, use
    /// ``InfallibleType/concat`` instead; this overload exists because a callable value does not
    /// convert to a function type (see ``InfallibleConcatOperator``).
    ///
    /// ```
    /// self:           --1--2|
    /// second:               --3--|
    /// append(second): --1--2--3--|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var concat: (any InfallibleType<Element>) -> Infallible<Element> {
        { [self] second in InfallibleConcatOperator(self)(second) }
    }
}

/// The instance `concat` of an infallible sequence: `a.concat(b)`.
///
/// A property holding a callable value rather than a method, called exactly like one: the static
/// `Infallible.concat(a, b)` shares the name, and in Swift 6 an instance method of that name would
/// stop it from inferring its element type from its arguments.
public struct InfallibleConcatOperator<Source: InfallibleType> {
    @usableFromInline
    let source: Source

    @inlinable
    init(_ source: Source) {
        self.source = source
    }

    /// Sends this sequence's events, then, once it completes, those of `second`.
    ///
    /// ```
    /// self:      --1--2|
    /// second:          --3--|
    /// concat:    --1--2--3--|
    /// ```
    ///
    /// - Parameter second: The sequence subscribed to after this one completes.
    /// - Returns: The concatenated infallible sequence.
    @inlinable
    public func callAsFunction<Second: InfallibleType>(_ second: Second) -> Infallible<Source.Element>
    where Second.Element == Source.Element {
        Infallible(source.asObservable().concat(second.asObservable()))
    }
}
