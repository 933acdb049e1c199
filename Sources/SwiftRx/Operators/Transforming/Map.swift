extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    /// ```
    /// source:              --1--2--3--|
    /// map { $0 * 10 }:     --10-20-30-|
    /// ```
    ///
    /// - Parameter transform: The function applied to each element.
    /// - Returns: The transformed sequence.
    @inlinable
    public consuming func map<Result>(
        _ transform: __owned @escaping @Sendable (Element) throws -> Result
    ) -> Observable<Result> {
        // `self` is consumed first, so that a run built from temporaries is uniquely referenced here
        // and takes the stage in place.
        let source = (consume self).asObservable()
        if Result.self == Element.self, source._isMapFilterRun {
            let step = MapFilterStep<Element>.map(
                unsafeBitCast(transform, to: (@Sendable (Element) throws -> Element).self))
            var run = unsafeDowncast(consume source, to: MapFilterRun<Element>.self)
            MapFilterRun.extend(&run, with: step)
            return unsafeDowncast(run, to: Observable<Result>.self)
        }
        return MapFilterRoot.make(source: source, head: transform, filters: false, predicate: { _ in true })
    }
}
