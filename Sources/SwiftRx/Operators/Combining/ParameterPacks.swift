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

/// Packs its arguments into a tuple: the "result selector" of the tuple forms of `combineLatest`
/// and `zip`.
@inlinable
@Sendable
func packTuple<each Value>(_ values: repeat each Value) -> (repeat each Value) {
    (repeat each values)
}

/// The identity selector at the pack's own type (spelled as a function so that the compiler does not
/// have to convert the generic function reference at each call site).
@inlinable
func packTupleSelector<each Value>() -> @Sendable (repeat each Value) throws -> (repeat each Value) {
    packTuple
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
