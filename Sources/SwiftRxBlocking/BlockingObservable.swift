import Foundation
import SwiftRx

extension ObservableConvertibleType {
    /// A blocking view of this sequence, for tests and scripts: its operators subscribe, wait until the
    /// sequence ends (or has produced what they need), and return the result or throw.
    ///
    /// ```swift
    /// let values = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()  // [1, 2, 3]
    /// ```
    ///
    /// The wait happens on the calling thread. On the main thread it runs the current run loop in
    /// short slices instead of blocking, so a sequence that delivers on the main queue (for example
    /// through `MainScheduler`) can still make progress. Never call it from a thread that the sequence
    /// itself needs in order to deliver (a serial queue it observes on, other than main). Code running
    /// *on the main queue but off the main thread* (main-actor code under `swift test` on Linux, where
    /// the main thread has left through `dispatchMain()`) cannot let main-queue deliveries run while
    /// it waits: such a wait ends only by its timeout.
    ///
    /// - Parameter timeout: The longest time to wait, in seconds; `nil` waits forever. When it elapses
    ///   the operators throw (or ``BlockingObservable/materialize()`` reports) `RxError.timeout`.
    /// - Returns: The blocking view.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence viewed through blocking operators: see
/// ``SwiftRx/ObservableConvertibleType/toBlocking(timeout:)``.
///
/// Each operator subscribes anew, blocks the calling thread until it has its answer, and disposes
/// the subscription before returning. An error event is rethrown; a timeout throws `RxError.timeout`.
public struct BlockingObservable<Element> {
    /// The longest time an operator waits, in seconds; `nil` means no limit.
    let timeout: TimeInterval?
    /// The sequence to observe.
    let source: Observable<Element>
}

extension BlockingObservable: Sendable where Element: Sendable {}
