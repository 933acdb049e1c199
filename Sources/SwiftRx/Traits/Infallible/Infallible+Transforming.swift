extension InfallibleType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:          --1--2--|
    /// map { $0 * 10 }: --10-20-|
    /// ```
    ///
    /// - Parameter transform: Maps one element; cannot throw.
    /// - Returns: The transformed infallible sequence.
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element with `transform` and drops the `nil` results.
    ///
    /// ```
    /// source:                          --"1"--"x"--"3"--|
    /// compactMap { Int($0) }:          --1---------3----|
    /// ```
    ///
    /// - Parameter transform: Maps one element, or returns `nil` to drop it.
    /// - Returns: The infallible sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Subscribes to the infallible sequence `selector` makes from each element and merges all their
    /// elements; completes when the source and every inner sequence have completed.
    ///
    /// ```
    /// source:       --1-----2------|
    /// inner(1):       -a--b|
    /// inner(2):             -c--d|
    /// flatMap:      ---a--b--c--d--|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: The merged infallible sequence.
    @inlinable
    public func flatMap<Source: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Like ``flatMap(_:)``, but each new element switches to its inner sequence and unsubscribes from
    /// the previous one.
    ///
    /// ```
    /// source:         --1---2--------|
    /// inner(1):         -a---b|
    /// inner(2):             -c--d|
    /// flatMapLatest:  ---a---c--d----|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: The infallible sequence of the latest inner sequence's elements.
    @inlinable
    public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Like ``flatMap(_:)``, but elements that arrive while an inner sequence is running are
    /// ignored.
    ///
    /// ```
    /// source:        --1--2-----3---|
    /// inner(1):        -a---b|
    /// inner(3):                 -c|
    /// flatMapFirst:  ---a---b----c--|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: The infallible sequence of the inner sequences' elements.
    @inlinable
    public func flatMapFirst<Source: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Like ``flatMap(_:)``, but subscribes to one inner sequence at a time, in order, queuing the
    /// others.
    ///
    /// ```
    /// source:      --1--2---------|
    /// inner(1):      -a---b|
    /// inner(2):            -c-d|
    /// concatMap:   ---a---b-c-d---|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: The concatenated infallible sequence.
    @inlinable
    public func concatMap<Source: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector))
    }

    /// Sends each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// ```
    /// source:                   --1--2--3--|
    /// scan(0) { $0 + $1 }:      --1--3--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with one element.
    /// - Returns: The infallible sequence of accumulated values.
    @inlinable
    public func scan<Seed>(
        _ seed: Seed,
        accumulator: @escaping @Sendable (Seed, Element) -> Seed
    ) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Sends each intermediate result of folding the elements into `seed`, which `accumulator`
    /// mutates in place.
    ///
    /// ```
    /// source:                           --1--2--|
    /// scan(into: []) { $0.append($1) }: --a--b--|   a = [1], b = [1, 2]
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Updates the accumulated value with one element.
    /// - Returns: The infallible sequence of accumulated values.
    @inlinable
    public func scan<Seed>(
        into seed: Seed,
        accumulator: @escaping @Sendable (inout Seed, Element) -> Void
    ) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes once `obj` is
    /// deallocated.
    ///
    /// ```
    /// source:               --1--------2--------3--
    /// obj:                  alive ----------x         (deallocated after 2)
    /// withUnretained(obj):  --(obj,1)--(obj,2)--|
    /// ```
    ///
    /// - Parameters:
    ///   - obj: The object; not retained.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The infallible sequence of combinations.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: sending Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is deallocated.
    ///
    /// ```
    /// source:               --1--------2--------3--
    /// obj:                  alive ----------x         (deallocated after 2)
    /// withUnretained(obj):  --(obj,1)--(obj,2)--|
    /// ```
    ///
    /// - Parameter obj: The object; not retained.
    /// - Returns: The infallible sequence of `(object, element)` pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: sending Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}
