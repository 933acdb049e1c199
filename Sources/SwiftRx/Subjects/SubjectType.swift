/// A sequence that is also an observer: events sent to its observer side are multicast to the
/// observers subscribed to its sequence side.
///
/// Subjects are hot: a subscriber receives only what the subject sends after it subscribed, plus
/// whatever that kind of subject replays (the current value, a buffer, the last element).
public protocol SubjectType<Element>: ObservableType {
    /// The type of the observer side of the subject.
    associatedtype Observer: ObserverType

    /// The observer side of the subject: events sent to it are delivered to the subject's
    /// subscribers.
    /// - Returns: The observer.
    func asObserver() -> Observer
}
