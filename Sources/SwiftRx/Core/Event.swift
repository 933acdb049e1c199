/// One event in a sequence: an element, an error that ends it, or its successful end.
///
/// Every sequence obeys the grammar `next* (error | completed)?`: any number of elements, then at
/// most one terminal event. Nothing follows a terminal event, and nothing follows disposal.
@frozen
public enum Event<Element> {
    /// The sequence produced an element.
    case next(Element)
    /// The sequence failed with an error and ends here.
    case error(any Error)
    /// The sequence ended successfully.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// `true` for `error` and `completed`, the events that end a sequence.
    @inlinable
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, otherwise `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    @inlinable
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` only for the `completed` event.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; terminal events pass through.
    ///
    /// An error thrown by `transform` becomes an `error` event.
    /// - Parameter transform: The function applied to the element.
    /// - Returns: The transformed event.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error):
            return .error(error)
        case .completed:
            return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// `next(value)`, `error(description)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

/// A type that can be turned into an ``Event``, so operators such as `dematerialize` can accept
/// sequences of events of any concrete event type.
public protocol EventConvertible<Element> {
    /// The element type of the event.
    associatedtype Element
    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    @inlinable
    public var event: Event<Element> { self }
}
