extension ObservableType {
    /// Passes on only the elements for which `predicate` returns `true`.
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    ///
    /// ```
    /// source:                 --1--2--3--4--|
    /// filter { $0 % 2 == 0 }: -----2-----4--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The filtered sequence.
    @inlinable
    public consuming func filter(
        _ predicate: __owned @escaping @Sendable (Element) throws -> Bool
    ) -> Observable<Element> {
        // `self` is consumed first, so that a run built from temporaries is uniquely referenced here
        // and takes the stage in place.
        let source = (consume self).asObservable()
        if source._isMapFilterRun {
            var run = unsafeDowncast(consume source, to: MapFilterRun<Element>.self)
            MapFilterRun.extend(&run, filter: predicate)
            return run
        }
        return MapFilterRoot.make(source: source, head: { $0 }, filters: true, predicate: predicate)
    }
}
