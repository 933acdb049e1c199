/// When an observer subscribed to a test observable and when it unsubscribed, in virtual time.
///
/// An `unsubscribe` of `Int.max` means the subscription is still active.
///
/// ```swift
/// #expect(xs.subscriptions == [Subscription(200, 300)])
/// ```
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time of the disposal; `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` that is still active.
    /// - Parameter subscribe: The virtual time of the subscription.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    /// - Parameters:
    ///   - subscribe: The virtual time of the subscription.
    ///   - unsubscribe: The virtual time of the disposal.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200 : 300)`, or `(200 : Infinity)` while still subscribed.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
