import Foundation
import SwiftRx

/// Events compare equal when both are `completed`, both are `next` with equal elements, or both are
/// `error` with equal errors.
///
/// Two errors are equal when they have the same type and the same description (`"\(error)"`), and
/// on Apple platforms also the same `NSError` domain and code. That accepts every pair RxTest accepts
/// on Apple platforms, where most suites were written (it compares domain, code and description;
/// a Swift error's domain is its type's name), so their expectations hold here. An error type's own
/// `==` is not consulted, as RxTest never calls it: two instances of a class error that compares by
/// identity are equal when they describe themselves alike.
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

/// The same type and description, and on Apple platforms the same `NSError` domain and code.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    #if canImport(Darwin)
        let left = lhs as NSError
        let right = rhs as NSError
        guard left.domain == right.domain, left.code == right.code else { return false }
    #endif
    return "\(lhs)" == "\(rhs)"
}
