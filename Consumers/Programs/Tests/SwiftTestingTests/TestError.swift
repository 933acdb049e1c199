// The errors the suite's sequences fail with.
enum TestError: Error, Sendable {
    case boom
    case other
}
