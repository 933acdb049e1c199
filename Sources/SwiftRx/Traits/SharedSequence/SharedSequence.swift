/// A sequence that can be driven safely from UI code: it never errors, it delivers its events on its
/// strategy's scheduler, and it shares one subscription to its source among all observers.
///
/// `SharedSequence` is a struct around an ``Observable`` that keeps those three promises by
/// construction: it can only be built with `asDriver(onErrorJustReturn:)` and the like (which remove
/// errors and move delivery to the strategy's scheduler), with its own creation functions, or with
/// operators that keep the promises. ``Driver`` (replays the latest element to new observers) and
/// ``Signal`` (no replay) are its two strategies.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, shared with the strategy's sharing. `source` must already never error and
    /// deliver on the strategy's scheduler.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as is: it must already keep every promise, sharing included.
    @inlinable
    init(raw: Observable<Element>) {
        self.source = raw
    }

    /// The sequence as a plain ``Observable``: shared, never erroring, delivered on the strategy's
    /// scheduler.
    ///
    /// - Returns: The wrapped observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    ///
    /// - Returns: `self`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

extension SharedSequence: Sendable where Element: Sendable {}

extension SharedSequence {
    /// Whether the strategy's `share` is a `.whileConnected` share and nothing more (``Driver`` and
    /// ``Signal``), so that `map` and `filter` may apply themselves under the share of a shared
    /// sequence nobody else holds or observes instead of sharing again (see
    /// `ShareProducer.extendShared(_:with:)`). A strategy of the user's own may do more in `share`.
    @inlinable
    static var onlyShares: Bool {
        SharingStrategy.self == DriverSharingStrategy.self || SharingStrategy.self == SignalSharingStrategy.self
    }

    /// `operation` applied to this sequence and shared as the strategy shares: under this
    /// sequence's own share when the strategy ``onlyShares`` and nothing else holds or observes this
    /// sequence, otherwise over it, in a new share.
    /// - Parameter operation: An operator that keeps the element type and subscribes to its source
    ///   at most once per subscription of its own.
    /// - Returns: The shared result.
    @inlinable
    consuming func sharing(
        _ operation: (consuming Observable<Element>) -> Observable<Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        var source = (consume self).source
        if Self.onlyShares, ShareProducer.extendShared(&source, with: operation) {
            return SharedSequence(raw: source)
        }
        return SharedSequence(operation(source))
    }
}

/// How a kind of ``SharedSequence`` delivers and shares its events.
///
/// Strategies are `Sendable` (they are usually empty enums) so shared sequences can be built inside
/// `@Sendable` closures.
public protocol SharingStrategyProtocol: Sendable {
    /// The scheduler every event of the shared sequence is delivered on. Read when a sequence is
    /// built, so ``SharingScheduler/mock(scheduler:action:)-1dj7s`` can replace it in tests.
    static var scheduler: any SchedulerType { get }

    /// Makes `source` shared the way this strategy shares (with or without replay).
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can present itself as, a ``SharedSequence``. Shared-sequence operators are
/// written on this protocol, constrained by `SharingStrategy`.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// How the sequence delivers and shares its events.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a ``SharedSequence``.
    ///
    /// - Returns: The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as a plain ``Observable``.
    ///
    /// - Returns: The underlying observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// A sequence of one element, then completion, delivered on the strategy's scheduler.
    ///
    /// ```
    /// just(1): -(1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The shared sequence.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once, on the strategy's scheduler.
    ///
    /// ```
    /// empty(): |
    /// ```
    ///
    /// - Returns: The shared sequence.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits anything.
    ///
    /// - Returns: The shared sequence.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Calls `factory` for each subscription and subscribes to the shared sequence it returns.
    ///
    /// - Parameter factory: Builds the sequence for one subscription.
    /// - Returns: The shared sequence.
    @inlinable
    public static func deferred(
        _ factory: @escaping @Sendable () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// The given elements, then completion, delivered on the strategy's scheduler.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    ///
    /// - Parameter elements: The elements.
    /// - Returns: The shared sequence.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of an array, then completion, delivered on the strategy's scheduler.
    ///
    /// - Parameter array: The elements.
    /// - Returns: The shared sequence.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of a sequence, then completion, delivered on the strategy's scheduler.
    ///
    /// - Parameter sequence: The elements; iterated anew for each subscription.
    /// - Returns: The shared sequence.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable, Source.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The wrapped value of an optional then completion, or just completion, on the strategy's
    /// scheduler.
    ///
    /// - Parameter optional: The optional element.
    /// - Returns: The shared sequence.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}
