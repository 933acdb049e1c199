// The higher-order operators of shared sequences: each element becomes a shared sequence, and the
// inner sequences are flattened in one of four ways. Inner sequences never error and deliver on the
// main scheduler, so the flattened result keeps every shared-sequence promise; it is shared with the
// strategy of the inner sequences.

extension SharedSequenceConvertibleType {
    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// Every inner sequence stays subscribed until it completes; the result completes when this
    /// sequence and every inner sequence have completed. Events are delivered on the strategy's
    /// scheduler, one at a time.
    ///
    /// ```
    /// source:         --1-----2-------|
    /// selector(1):      --a---b--|
    /// selector(2):            --c--|
    /// flatMap:        ----a---b-c-----|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The merged shared sequence, shared like the inner sequences.
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence and emits the elements of the most recent one only.
    ///
    /// A new element disposes the previous inner sequence. The result completes when this sequence
    /// and the current inner sequence have completed.
    ///
    /// ```
    /// source:            --1-----2--------|
    /// selector(1):         --a-----b--|
    /// selector(2):               --c-----d--|
    /// flatMapLatest:     ----a-----c-----d--|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The switching shared sequence, shared like the inner sequences.
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps an element to a shared sequence only while no inner sequence is running: elements that
    /// arrive meanwhile are dropped.
    ///
    /// The result completes when this sequence and the running inner sequence have completed.
    ///
    /// ```
    /// source:            --1--2-------3--|
    /// selector(1):         --a--b--|
    /// selector(3):                    --c--|
    /// flatMapFirst:      ----a--b-------c--|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an accepted element.
    /// - Returns: The shared sequence of the inner sequences' elements, shared like them.
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a shared sequence and emits their elements one inner sequence after the
    /// other: an inner sequence is subscribed only once the previous one completed.
    ///
    /// The result completes when this sequence and every inner sequence have completed.
    ///
    /// ```
    /// source:        --1--2-------------|
    /// selector(1):     --a--b--|
    /// selector(2):             --c--|
    /// concatMap:     ----a--b----c------|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The concatenated shared sequence, shared like the inner sequences.
    @inlinable
    public func concatMap<Sharing, Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().concatMap(selector))
    }
}

// RxCocoa's instance `merge()` / `merge(maxConcurrent:)` on a shared sequence of shared sequences
// are left out: any instance member named `merge` on shared sequences makes the far more common
// `Driver.merge(a, b)` fail to infer its element type (Swift 6.3). Use `flatMap { $0 }` instead.
extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the most recent inner shared sequence only; a new inner sequence
    /// disposes the previous one.
    ///
    /// The result completes when this sequence and the current inner sequence have completed.
    ///
    /// ```
    /// source:        --x-----y--------|
    /// x:               --1-----2--|
    /// y:                     --3-----4--|
    /// switchLatest:  ----1-----3-----4--|
    /// ```
    ///
    /// - Returns: The switching shared sequence, shared like the inner sequences.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().switchLatest())
    }
}
