/// The trait of a ``Maybe``: at most one element, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element (`success`), or completes without one (`completed`), or fails
/// (`error`).
///
/// As an ``Observable`` it emits `next` then `completed`, or only `completed`, or only `error`.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers: one element, completion without an element, or an error.
@frozen
public enum MaybeEvent<Element> {
    /// The sequence produced its one element and ends.
    case success(Element)
    /// The sequence failed.
    case error(any Error)
    /// The sequence ended without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}
