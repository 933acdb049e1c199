import SwiftRx

/// Events compare equal when both are `completed`, both are `next` with equal elements, or both are
/// `error` with equal errors.
///
/// Two errors are equal when they have the same type and the same description (`"\(error)"`).
/// RxTest compares descriptions too (on Apple platforms also the `NSError` domain and code, which
/// for a Swift error follow from its type and case), so expectations written for RxTest hold here;
/// only two errors of different types that describe themselves alike, which RxTest on Linux calls
/// equal, are not. An error type's own `==` is not consulted, as RxTest
/// never calls it: two instances of a class error that compares by identity are equal when they
/// describe themselves alike.
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

/// The same type and the same description.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    type(of: lhs) == type(of: rhs) && "\(lhs)" == "\(rhs)"
}
