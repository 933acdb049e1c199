// The errors the suite's sequences fail with, as a user's test target declares them.
enum TestError: Error {
    case boom
    case other
}
