/// A shared sequence for driving UI state: it never errors, delivers on the main scheduler, and
/// shares one subscription with a replay of the latest element, so a new observer at once receives
/// the current value.
///
/// Build one with `asDriver(onErrorJustReturn:)`, `asDriver(onErrorDriveWith:)` or
/// `asDriver(onErrorRecover:)`, or from a `BehaviorRelay`/`ControlProperty`; consume it with
/// `drive(...)` from the main thread.
///
/// ```
/// source:               --1--2--#
/// asDriver(onErrorJustReturn: 0):
///   observer A:         --1--2--(0|)
///   observer B (after 1):  1-2--(0|)     (replays 1 on subscription)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: deliver on ``SharingScheduler/make`` (the main scheduler
/// unless mocked), share with `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler drivers built now deliver on: `SharingScheduler.make()`.
    public static var scheduler: any SchedulerType { SharingScheduler.make() }

    /// Shares `source` with a replay of its latest element while it has observers.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns the driver itself.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// Turns the sequence into a ``Driver`` that, instead of failing, emits `onErrorJustReturn` and
    /// completes.
    ///
    /// Events are delivered on the driver scheduler; the result is shared with a replay of the latest
    /// element.
    ///
    /// ```
    /// source:                           --1--2--#
    /// asDriver(onErrorJustReturn: 0):   --1--2--(0|)
    /// ```
    ///
    /// - Parameter onErrorJustReturn: The element emitted in place of an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> where Element: Sendable {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Turns the sequence into a ``Driver`` that, instead of failing, continues with
    /// `onErrorDriveWith`.
    ///
    /// ```
    /// source:                          --1--#
    /// fallback:                             -9-|
    /// asDriver(onErrorDriveWith:):     --1---9-|
    /// ```
    ///
    /// - Parameter onErrorDriveWith: The driver that takes over after an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> where Element: Sendable {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// Turns the sequence into a ``Driver`` that, instead of failing, continues with the driver
    /// `onErrorRecover` makes from the error.
    ///
    /// ```
    /// source:                        --1--#
    /// asDriver(onErrorRecover: f):   --1--f(error)...
    /// ```
    ///
    /// - Parameter onErrorRecover: Makes the driver that takes over after an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(
        onErrorRecover: @escaping @Sendable (_ error: any Error) -> Driver<Element>
    ) -> Driver<Element> where Element: Sendable {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
