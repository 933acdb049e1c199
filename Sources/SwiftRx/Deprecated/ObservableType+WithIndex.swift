extension ObservableType {
    /// Transforms each element together with its zero-based index.
    ///
    /// The RxSwift 3 operator, kept so that code written for it compiles: it is ``enumerated()``
    /// followed by ``map(_:)``. The index counts the source's elements from `0`, anew for each
    /// subscription. An error thrown by `selector` ends the sequence with that error; the source's
    /// terminal event is forwarded. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                        --a--b--c--|
    /// mapWithIndex { "\($0)\($1)" }: --a0-b1-c2-|
    /// ```
    ///
    /// - Parameter selector: Maps an element and its index to the element sent in its place.
    /// - Returns: The transformed sequence.
    @available(*, deprecated, message: "Use enumerated().map { ... }: the index is the tuple's `index`.")
    @inlinable
    public func mapWithIndex<Result>(
        _ selector: @escaping @Sendable (Element, Int) throws -> Result
    ) -> Observable<Result> {
        enumerated().map(indexedPair(selector))
    }

    /// Maps each element, together with its zero-based index, to an inner sequence and merges the
    /// elements of all inner sequences, in the order they arrive.
    ///
    /// The RxSwift 3 operator, kept so that code written for it compiles: it is ``enumerated()``
    /// followed by ``flatMap(_:)``, whose contract it has: every inner sequence runs at once, the
    /// result completes when the source and every inner sequence have completed, and the first
    /// error (from the source, an inner sequence or `selector`) ends it. The index counts the
    /// source's elements from `0`, anew for each subscription.
    ///
    /// ```
    /// source:              --a--------b--------|
    /// inner(a, 0):           x--y--|
    /// inner(b, 1):                    z--|
    /// flatMapWithIndex:    --x--y-----z--------|
    /// ```
    ///
    /// - Parameter selector: Maps an element and its index to the sequence whose elements it
    ///   stands for.
    /// - Returns: The merged elements of the inner sequences.
    @available(*, deprecated, message: "Use enumerated().flatMap { ... }: the index is the tuple's `index`.")
    @inlinable
    public func flatMapWithIndex<Source: ObservableConvertibleType>(
        _ selector: @escaping @Sendable (Element, Int) throws -> Source
    ) -> Observable<Source.Element> {
        enumerated().flatMap(indexedPair(selector))
    }

    /// Drops elements while `predicate`, given each element and its zero-based index, holds, then
    /// passes on every element from the first one for which it does not.
    ///
    /// The RxSwift 3 operator, kept so that code written for it compiles: it is ``enumerated()``,
    /// ``skip(while:)`` and a ``map(_:)`` back to the element. Once an element fails `predicate`,
    /// `predicate` is not called again. Completes when the source completes and fails when it
    /// fails; an error thrown by `predicate` ends the sequence with that error. Events are sent on
    /// the source's scheduler.
    ///
    /// ```
    /// source:                                  --5--6--1--7--|
    /// skipWhileWithIndex { $0 > 4 && $1 < 2 }: --------1--7--|
    /// ```
    ///
    /// - Parameter predicate: Decides, from an element and its index, whether an element at the
    ///   start is dropped.
    /// - Returns: The sequence without its leading elements that satisfy `predicate`.
    @available(
        *, deprecated,
        message: "Use enumerated().skip(while: { ... }).map { $0.element }: the index is the tuple's `index`."
    )
    @inlinable
    public func skipWhileWithIndex(
        _ predicate: @escaping @Sendable (Element, Int) throws -> Bool
    ) -> Observable<Element> {
        enumerated().skip(while: indexedPair(predicate)).map { pair in pair.element }
    }

    /// Passes on elements while `predicate`, given each element and its zero-based index, holds,
    /// and completes at the first element for which it does not.
    ///
    /// The RxSwift 3 operator, kept so that code written for it compiles: it is ``enumerated()``,
    /// ``take(while:behavior:)`` (the failing element is not sent) and a ``map(_:)`` back to the
    /// element. At the first element failing `predicate` the result completes and disposes the
    /// source subscription. Completes when the source completes and fails when it fails, if that
    /// comes first; an error thrown by `predicate` ends the sequence with that error. Events are
    /// sent on the source's scheduler.
    ///
    /// ```
    /// source:                                  --5--6--7--8--|
    /// takeWhileWithIndex { $0 > 4 && $1 < 2 }: --5--6--|
    /// ```
    ///
    /// - Parameter predicate: Decides, from an element and its index, whether the sequence goes on.
    /// - Returns: The sequence of the leading elements that satisfy `predicate`.
    @available(
        *, deprecated,
        message: "Use enumerated().take(while: { ... }).map { $0.element }: the index is the tuple's `index`."
    )
    @inlinable
    public func takeWhileWithIndex(
        _ predicate: @escaping @Sendable (Element, Int) throws -> Bool
    ) -> Observable<Element> {
        enumerated().take(while: indexedPair(predicate)).map { pair in pair.element }
    }
}

/// Adapts a closure of an element and its index to the `(index, element)` pairs of `enumerated()`.
///
/// A generic function of its own, so that the closure it makes does not capture the metatype of an
/// operator's constrained generic parameter (such as `flatMapWithIndex`'s `Source`).
@inlinable
func indexedPair<Element, Result>(
    _ body: @escaping @Sendable (Element, Int) throws -> Result
) -> @Sendable ((index: Int, element: Element)) throws -> Result {
    { pair in try body(pair.element, pair.index) }
}
