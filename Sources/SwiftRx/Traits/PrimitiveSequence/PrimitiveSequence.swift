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

extension PrimitiveSequence {
    /// Calls `primitiveSequenceFactory` on each subscription and subscribes to what it returns; an
    /// error it throws becomes the sequence's error.
    ///
    /// ```
    /// factory: { .just(now) }
    /// result per subscription: (t|)
    /// ```
    ///
    /// - Parameter primitiveSequenceFactory: Builds the sequence for one subscription.
    /// - Returns: The deferred sequence, of the same trait.
    @inlinable
    public static func deferred(
        _ primitiveSequenceFactory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try primitiveSequenceFactory().source })
    }

    /// Creates a resource for each subscription, builds the sequence from it, and disposes the
    /// resource when the subscription ends.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - primitiveSequenceFactory: Builds the sequence that uses the resource.
    /// - Returns: The sequence, of the same trait.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source }
        )
    }
}

/// Where the subscription being made on this thread was requested (`file:line`, debug builds), for
/// reports from a trait's `create` handler; `nil` in release builds.
@inlinable
func subscriptionLocation() -> String? {
    #if DEBUG
        return SubscriptionSite.current
    #else
        return nil
    #endif
}

/// Reports that a trait's `create` handler sent a second result, which is dropped.
@usableFromInline
func reportSecondResult(of operatorName: String, location: String?) {
    Hooks.report(GrammarViolation(kind: .eventAfterTerminal, operatorName: operatorName, location: location))
}
