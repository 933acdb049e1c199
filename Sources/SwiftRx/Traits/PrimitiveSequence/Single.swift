/// The trait of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`success`) or an error (`failure`), and nothing else.
///
/// Typical for a request that returns one response. As an ``Observable`` it emits one `next`
/// followed at once by `completed`, or one `error`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, any Error>
