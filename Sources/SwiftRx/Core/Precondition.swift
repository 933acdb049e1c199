/// Stops the program with `message` when `condition` is false, in every build configuration.
///
/// Used for arguments a caller can get wrong (a negative buffer size, a zero period) where RxSwift
/// does not turn the mistake into an error event. Unlike `precondition`, whose message optimized
/// builds drop (they stop with a bare "precondition failure"), the message here always reaches the
/// console, so a user's release build still says what was wrong and how to fix it.
@inlinable
@inline(__always)
func rxPrecondition(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    if _slowPath(!condition()) {
        rxPreconditionFailure(message(), file: file, line: line)
    }
}

/// The cold path of ``rxPrecondition(_:_:file:line:)``: prints `message` and stops.
@usableFromInline
func rxPreconditionFailure(_ message: String, file: StaticString, line: UInt) -> Never {
    fatalError("SwiftRx: " + message, file: file, line: line)
}
