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

    /// A readable explanation of the error: the same text RxSwift gives, so that tests and logs
    /// that compare `"\(error)"` or `debugDescription` keep passing after a migration.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

extension RxError: CustomStringConvertible {
    /// Same as ``debugDescription``.
    public var description: String { debugDescription }
}
