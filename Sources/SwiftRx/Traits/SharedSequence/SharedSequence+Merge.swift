extension SharedSequence {
    /// Merges the elements of every shared sequence of `sources` as they arrive.
    ///
    /// The result completes when every source has completed (at once if there are none). Events are
    /// delivered on the strategy's scheduler, one at a time.
    ///
    /// ```
    /// a:            --1-----3--|
    /// b:            -----2-----|
    /// merge(a, b):  --1--2--3--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged shared sequence.
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every shared sequence of the array as they arrive.
    ///
    /// Same contract as the collection form.
    ///
    /// ```
    /// [a, b]:       a: --1-----3--|   b: -----2-----|
    /// merge([a, b]):   --1--2--3--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged shared sequence.
    @inlinable
    public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the given shared sequences as they arrive.
    ///
    /// Same contract as the collection form.
    ///
    /// ```
    /// a:            --1-----3--|
    /// b:            -----2-----|
    /// merge(a, b):  --1--2--3--|
    /// ```
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged shared sequence.
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }

    /// Emits the elements of each shared sequence of `sequence` in turn: each one is subscribed only
    /// after the previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none). The
    /// sequence is iterated lazily, one source at a time.
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter sequence: The sequences to concatenate.
    /// - Returns: The concatenated shared sequence.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of each shared sequence of `collection` in turn: each one is subscribed only
    /// after the previous one completed.
    ///
    /// The result completes after the last source completes (at once if there are none).
    ///
    /// ```
    /// a:       --1--|
    /// b:            --2--|
    /// concat:  --1----2--|
    /// ```
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The concatenated shared sequence.
    @inlinable
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.concat(collection.map { $0.asObservable() }))
    }
}
