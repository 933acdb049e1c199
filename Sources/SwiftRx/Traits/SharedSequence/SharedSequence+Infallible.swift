extension SharedSequenceConvertibleType {
    /// The sequence as an ``Infallible``: the same elements and completion, with the sharing and the
    /// delivery scheduler it already has. A shared sequence never errors, so nothing needs replacing.
    ///
    /// ```
    /// driver:         --1--2--3--|
    /// asInfallible(): --1--2--3--|
    /// ```
    ///
    /// - Returns: An infallible sequence of the same events.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
