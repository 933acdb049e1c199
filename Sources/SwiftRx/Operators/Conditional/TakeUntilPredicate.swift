extension ObservableType {
    /// Passes on elements until one satisfies `predicate`, then completes and disposes the source
    /// subscription.
    ///
    /// With `behavior: .inclusive` the element that satisfies `predicate` is sent before completing;
    /// with `.exclusive` (the default) it is not. Completes when the source completes and fails
    /// when it fails, if that comes first. An error thrown by `predicate` ends the sequence with
    /// that error. Events are sent on the source's scheduler. The same as
    /// `take(while: { !predicate($0) }, behavior: behavior)`.
    ///
    /// ```
    /// source:                                            --1--2--3--4--|
    /// take(until: { $0 == 3 }):                          --1--2--|
    /// take(until: { $0 == 3 }, behavior: .inclusive):    --1--2--(3|)
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Decides whether the sequence stops at an element.
    ///   - behavior: Whether the element that satisfies `predicate` is emitted; `.exclusive` by
    ///     default.
    /// - Returns: The sequence of the elements before the first one that satisfies `predicate`.
    @inlinable
    public func take(
        until predicate: @escaping @Sendable (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeWhileProducer(source: asObservable(), predicate: { try !predicate($0) }, behavior: behavior)
    }

    /// Passes on elements until one satisfies `predicate`; renamed ``take(until:behavior:)``.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is emitted.
    ///   - predicate: Decides whether the sequence stops at an element.
    /// - Returns: The sequence of the elements before the first one that satisfies `predicate`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @inlinable
    public func takeUntil(
        _ behavior: TakeBehavior,
        predicate: @escaping @Sendable (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}
