/// The errors SwiftRx itself raises.
public enum RxError: Error, @unchecked Sendable, CustomDebugStringConvertible {
    // Immutable enum; the only non-Sendable payload is the disposed object, kept for its description.
    /// An error with no more specific cause.
    case unknown
    /// An operation was attempted on an object that was already disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow occurred.
    case overflow
    /// An argument was outside the range the operator accepts.
    case argumentOutOfRange
    /// The sequence completed without the element that was required.
    case noElements
    /// The sequence produced more than the one element that was allowed.
    case moreThanOneElement
    /// The sequence produced no event within the allowed time.
    case timeout

    /// A readable explanation of the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "An unknown error occurred."
        case .disposed(let object):
            return "\(object) was used after it had been disposed."
        case .overflow:
            return "An arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "An argument was outside the range the operator accepts."
        case .noElements:
            return "The sequence completed without producing the element that was required."
        case .moreThanOneElement:
            return "The sequence produced more than the single element that was allowed."
        case .timeout:
            return "The sequence produced no event before the timeout elapsed."
        }
    }
}

extension RxError: CustomStringConvertible {
    /// Same as ``debugDescription``.
    public var description: String { debugDescription }
}
