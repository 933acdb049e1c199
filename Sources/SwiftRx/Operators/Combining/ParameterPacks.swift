// Helpers that move between a parameter pack and a tuple, for the variadic `combineLatest` and `zip`.
//
// They are plain generic functions on purpose: the Swift 6.3 compiler crashes when a closure
// captures a tuple of pack type and expands it, or when a stored tuple of pack type is expanded
// inside a closure. Closures that capture pack *parameters* (as below) compile correctly.

/// Turns a function of a parameter pack into a function of the corresponding tuple.
@inlinable
func packApplying<each Value, Result>(
    _ function: @escaping @Sendable (repeat each Value) throws -> Result
) -> ((repeat each Value)) throws -> Result {
    { values in try function(repeat each values) }
}

/// Counts the elements of a pack.
@inlinable
func packCount<each Value>(_ values: repeat each Value) -> Int {
    var count = 0
    for _ in repeat each values {
        count += 1
    }
    return count
}
