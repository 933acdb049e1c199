/// A shared sequence for UI events: it never errors, delivers on the main scheduler, and shares one
/// subscription without replay, so a new observer receives only later events.
///
/// Build one with `asSignal(onErrorJustReturn:)`, `asSignal(onErrorSignalWith:)` or
/// `asSignal(onErrorRecover:)`, or from a `PublishRelay`/`ControlEvent`; consume it with `emit(...)`
/// from the main thread.
///
/// ```
/// source:             --1--2--3--|
/// signal observer A:  --1--2--3--|
/// observer B (after 1):    2--3--|     (no replay)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: deliver on ``SharingScheduler/make`` (the main scheduler
/// unless mocked), share with `share(scope: .whileConnected)` and no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler signals built now deliver on: `SharingScheduler.make()`.
    public static var scheduler: any SchedulerType { SharingScheduler.make() }

    /// Shares `source` without replay while it has observers.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns the signal itself.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// Turns the sequence into a ``Signal`` that, instead of failing, emits `onErrorJustReturn` and
    /// completes.
    ///
    /// ```
    /// source:                           --1--2--#
    /// asSignal(onErrorJustReturn: 0):   --1--2--(0|)
    /// ```
    ///
    /// - Parameter onErrorJustReturn: The element emitted in place of an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> where Element: Sendable {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Turns the sequence into a ``Signal`` that, instead of failing, continues with
    /// `onErrorSignalWith`.
    ///
    /// ```
    /// source:                          --1--#
    /// fallback:                             -9-|
    /// asSignal(onErrorSignalWith:):    --1---9-|
    /// ```
    ///
    /// - Parameter onErrorSignalWith: The signal that takes over after an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> where Element: Sendable {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// Turns the sequence into a ``Signal`` that, instead of failing, continues with the signal
    /// `onErrorRecover` makes from the error.
    ///
    /// - Parameter onErrorRecover: Makes the signal that takes over after an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(
        onErrorRecover: @escaping @Sendable (_ error: any Error) -> Signal<Element>
    ) -> Signal<Element> where Element: Sendable {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
