import SwiftRx

/// Events compare equal when both are `completed`, both are `next` with equal elements, or both are
/// `error` with equal errors.
///
/// Two errors are equal when they have the same type and, if that type is `Equatable`, compare
/// equal with `==`; otherwise when their descriptions (`String(describing:)`) are the same.
extension Event: Equatable where Element: Equatable {
    /// Compares two events; see the type's documentation for how errors compare.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsAreEqual(left, right)
        default:
            return false
        }
    }
}

/// Same type, then `==` when the type is `Equatable`, else the same description.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatable = (lhs as Any) as? any Equatable {
        return isEqual(equatable, rhs)
    }
    return String(describing: lhs) == String(describing: rhs)
}

private func isEqual<Left: Equatable>(_ lhs: Left, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Left else { return false }
    return lhs == rhs
}
