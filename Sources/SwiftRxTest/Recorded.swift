/// A value stamped with the virtual time at which it happened: how the test kit records events.
///
/// ```swift
/// let expected: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
/// #expect(observer.events == expected)
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time at which the value happened.
    public let time: TestTime
    /// What happened: for sequences, an `Event`.
    public let value: Value

    /// Stamps `value` with `time`.
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - value: The value that happened then.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, for example `next(2) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A recorded `next` event.
    /// - Parameters:
    ///   - time: When the element is sent.
    ///   - element: The element.
    /// - Returns: `.next(element)` at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .next(element))
    }

    /// A recorded `completed` event.
    /// - Parameters:
    ///   - time: When the sequence completes.
    ///   - type: The element type, for calls that cannot infer it (`.completed(300, Int.self)`).
    /// - Returns: `.completed` at `time`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .completed)
    }

    /// A recorded `error` event.
    /// - Parameters:
    ///   - time: When the sequence fails.
    ///   - error: The error.
    ///   - type: The element type, for calls that cannot infer it (`.error(300, e, Int.self)`).
    /// - Returns: `.error(error)` at `time`.
    public static func error<T>(_ time: TestTime, _ error: any Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .error(error))
    }

    /// Collects recorded events into an array (a convenience for building expectations).
    ///
    /// ```swift
    /// XCTAssertEqual(res.events, Recorded.events(.next(210, 2), .completed(300)))
    /// ```
    ///
    /// - Parameter recordedEvents: The events, in order.
    /// - Returns: The events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        events(recordedEvents)
    }

    /// Returns the array of recorded events it is given, as RxTest's array form does (code that
    /// builds its expectations as an array can call the same function as variadic code).
    ///
    /// It takes one array only, like RxTest: a form taking several arrays would make the type
    /// checker try every argument of a long variadic call both ways, so a call with twenty events
    /// could no longer be checked in reasonable time. Concatenate arrays with `+` instead.
    ///
    /// - Parameter recordedEvents: The events, in order.
    /// - Returns: `recordedEvents`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
