import SwiftRx

/// Maybe events compare equal when both are `completed`, both are `success` with equal elements, or
/// both are `error` with equal errors (compared as in ``SwiftRx/Event``'s `==`).
extension MaybeEvent: Equatable where Element: Equatable {
    /// Compares two maybe events.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// Completable events compare equal when both are `completed`, or both are `error` with equal errors
/// (compared as in ``SwiftRx/Event``'s `==`).
extension CompletableEvent: Equatable {
    /// Compares two completable events.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// Whether two single events (`Result`s) are equal: equal successes, or errors compared as in
/// ``SwiftRx/Event``'s `==`.
func singleEventsAreEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsAreEqual(left, right)
    default: return false
    }
}

/// Describes how two lists of trait events differ, or returns `nil` when they are equal.
func traitEventsMismatch<Value>(
    _ actual: [Value],
    _ expected: [Value],
    kind: String,
    equal: (Value, Value) -> Bool
) -> String? {
    if actual.count == expected.count, zip(actual, expected).allSatisfy(equal) { return nil }
    return "\(kind) events differ:\n"
        + Marbles.sideBySide(expected: expected.map { "\($0)" }, actual: actual.map { "\($0)" })
}
