/// A type that is, or wraps, a sequence that cannot fail: it sends elements and may complete, but
/// never sends an error.
///
/// Operators on `InfallibleType` keep that promise: their closures cannot throw, and the sequences
/// they combine with are infallible too.
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// A sequence that cannot fail: `next* completed?`, never an error.
///
/// Build one from an ``Observable`` by saying what replaces an error
/// (`asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)`,
/// `asInfallible(onErrorRecover:)`), or with its own creation functions (`create`, `just`, `of`,
/// `interval`, ...). Unlike a ``Driver`` it neither moves delivery to the main scheduler nor shares
/// its subscription: it is an ``Observable`` with the error case removed, delivered where its
/// source delivers, cold unless you `share` it.
///
/// ```
/// source:                             --1--2--#
/// asInfallible(onErrorJustReturn: 0): --1--2--(0|)
/// ```
public struct Infallible<Element>: InfallibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which must never send an error.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable``, which never sends an error.
    ///
    /// - Returns: The wrapped observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    ///
    /// - Returns: `self`.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        self
    }
}

extension Infallible: Sendable where Element: Sendable {}

extension InfallibleType {
    /// The sequence as an ``Infallible``.
    ///
    /// - Returns: An infallible wrapping ``ObservableConvertibleType/asObservable()``.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
