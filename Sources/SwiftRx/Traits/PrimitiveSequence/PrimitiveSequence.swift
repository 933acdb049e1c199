/// A sequence with a narrower contract than ``Observable``, fixed by its `Trait`: `Single` (exactly
/// one element or an error), `Maybe` (at most one element, or an error), `Completable` (no element,
/// only completion or an error).
///
/// A `PrimitiveSequence` is a thin struct around an ``Observable`` that is known to keep the trait's
/// promise. The ways to build one (`create`, `just`, `asSingle()`, trait operators, ...) guarantee it;
/// ``asObservable()`` gives the plain sequence back. Like an observable, it is cold: each subscription
/// runs it anew.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps an observable that already keeps the trait's contract. Only the library calls this.
    @inlinable
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

extension PrimitiveSequence: Sendable where Element: Sendable {}

/// A type that is, or can present itself as, a ``PrimitiveSequence``; trait operators are written on
/// this protocol, constrained by `Trait`.
public protocol PrimitiveSequenceType {
    /// The trait that fixes the contract: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The type of the element (`Never` for a `Completable`).
    associatedtype Element

    /// The value as a ``PrimitiveSequence``.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain ``Observable`` that emits what the trait emits: for a `Single` one
    /// element then `completed`, or an `error`; for a `Maybe` at most one element then `completed`, or
    /// an `error`; for a `Completable` only `completed` or `error`.
    ///
    /// - Returns: The wrapped observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
