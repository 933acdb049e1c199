import SwiftRx

// RxTest's free-function spellings of the recorded-event factories, which older RxSwift test suites
// use without the `Recorded.` prefix: `[next(210, 1), completed(300)]`. Each one is the static
// factory of the same name on `Recorded`.

/// A `next` event recorded at `time`: the same as ``Recorded/next(_:_:)``.
/// - Parameters:
///   - time: The virtual time of the event.
///   - element: The element.
/// - Returns: The recorded event.
public func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    Recorded.next(time, element)
}

/// A `completed` event recorded at `time`: the same as ``Recorded/completed(_:_:)``.
/// - Parameters:
///   - time: The virtual time of the event.
///   - type: The element type, when the context does not say it.
/// - Returns: The recorded event.
public func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.completed(time, type)
}

/// An `error` event recorded at `time`: the same as ``Recorded/error(_:_:_:)``.
/// - Parameters:
///   - time: The virtual time of the event.
///   - error: The error.
///   - type: The element type, when the context does not say it.
/// - Returns: The recorded event.
public func error<T>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.error(time, error, type)
}
