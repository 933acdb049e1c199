/// The trait of a ``Maybe``: at most one element, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element (`success`), or completes without one (`completed`), or fails
/// (`error`).
///
/// As an ``Observable`` it emits `next` then `completed`, or only `completed`, or only `error`.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers: one element, completion without an element, or an error.
@frozen
public enum MaybeEvent<Element> {
    /// The sequence produced its one element and ends.
    case success(Element)
    /// The sequence failed.
    case error(any Error)
    /// The sequence ended without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The callback a ``PrimitiveSequenceType/create(subscribe:)->Maybe<Self.Element>`` handler sends its result to. It may be called from
    /// any thread; only its first call counts.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe handler: each subscription calls `subscribe` with a callback
    /// that takes `.success(element)`, `.completed` or `.error(error)`; disposing the subscription
    /// disposes what the handler returned.
    ///
    /// ```
    /// handler: observer(.success(1))     observer(.completed)
    /// result:  (1|)                      |
    /// ```
    ///
    /// Only the handler's first call counts: a trait has one result, so later calls are dropped, as
    /// in RxSwift, and reported through ``Hooks`` as an event after the terminal event, once per
    /// `subscribe` call site (its `file:line` in debug builds), as ``Hooks/grammarViolationPolicy``
    /// says.
    ///
    /// - Parameter subscribe: Runs once per subscription; delivers the result and returns what to
    ///   dispose.
    /// - Returns: The maybe.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping MaybeObserver) -> any Disposable
    ) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            let observer = CallbackObserver(observer)
            let ended = AtomicFlag()
            let location = subscriptionLocation()
            return subscribe { event in
                guard ended.claim() else {
                    reportSecondResult(of: "Maybe.create", location: location)
                    return
                }
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return Maybe(raw: source)
    }

    /// Subscribes with one closure that receives the result.
    ///
    /// - Parameter observer: Called once, with `.success(element)`, `.completed` or `.error(error)`.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe(_ observer: sending @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
        let observer = subscriptionOwned(observer)
        let delivered = AtomicFlag()
        return primitiveSequence.source.subscribe(
            onNext: { element in
                delivered.set()
                observer(.success(element))
            },
            onError: { observer(.error($0)) },
            onCompleted: {
                if !delivered.isSet { observer(.completed) }
            }
        )
    }

    /// Subscribes with a closure for each possible result.
    ///
    /// `onCompleted` runs only when the maybe ends without an element. `onDisposed` runs once: right
    /// after the closure for the result returns (as in RxSwift, after `onSuccess` and before the
    /// operators above see the completion that follows the element), or when the subscription is
    /// disposed first. An error with no `onError` closure goes to ``Hooks/defaultErrorHandler``.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element; `sending`, so it may keep state of its own (see
    ///     ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``).
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the maybe ends without an element.
    ///   - onDisposed: Called once when the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe(
        onSuccess: sending ((Element) -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let delivered = AtomicFlag()
        // Runs `onDisposed` once, whichever of the result and the disposal comes first.
        let disposed = onDisposed.map { Disposables.create(with: $0) }
        return primitiveSequence.source.subscribe(
            onNext: { element in
                delivered.set()
                onSuccess?(element)
                disposed?.dispose()
            },
            onError: onError,
            onCompleted: {
                if !delivered.isSet { onCompleted?() }
            },
            onDisposed: disposed.map { disposed -> @Sendable () -> Void in { disposed.dispose() } },
            file: file,
            line: line
        )
    }

    /// Subscribes with closures that also receive `object`, held weakly: once it is deallocated the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained.
    ///   - onSuccess: Called with the object and the element.
    ///   - onError: Called with the object and the error.
    ///   - onCompleted: Called with the object when the maybe ends without an element.
    ///   - onDisposed: Called with the object once the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onSuccess: sending ((Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, any Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onSuccess: weakHandler(weakObject, subscriptionOwned(onSuccess)),
            onError: weakHandler(weakObject, onError),
            onCompleted: weakHandler(weakObject, onCompleted),
            onDisposed: weakHandler(weakObject, onDisposed),
            file: file,
            line: line
        )
    }

    /// A maybe that succeeds at once with `element`.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The maybe.
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A maybe that succeeds with `element`, delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is delivered.
    /// - Returns: The maybe.
    @inlinable
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element>
    where Element: Sendable {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A maybe that fails at once with `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The maybe.
    @inlinable
    public static func error(_ error: any Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A maybe that never delivers a result.
    ///
    /// - Returns: The maybe.
    @inlinable
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A maybe that completes at once without an element.
    ///
    /// ```
    /// empty(): |
    /// ```
    ///
    /// - Returns: The maybe.
    @inlinable
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }

    /// Keeps the element only if `predicate` accepts it.
    ///
    /// ```
    /// source:          --(2|)    --(1|)
    /// filter { even }: --(2|)    --|
    /// ```
    ///
    /// - Parameter predicate: Decides whether the element is kept; an error it throws fails the maybe.
    /// - Returns: The filtered maybe.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element; an error thrown by `transform` fails the maybe.
    ///
    /// ```
    /// source:          --(1|)
    /// map { $0 * 10 }: --(10|)
    /// ```
    ///
    /// - Parameter transform: Applied to the element.
    /// - Returns: A maybe of the transformed element.
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element and drops a `nil` result.
    ///
    /// - Parameter transform: Applied to the element; `nil` completes the maybe empty.
    /// - Returns: A maybe of the transformed element.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping @Sendable (Element) throws -> Result?
    ) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform).filter { $0 != nil }.map { $0! })
    }

    /// Continues with the maybe that `selector` makes from the element; completes empty if there is
    /// no element.
    ///
    /// ```
    /// source:            --(1|)            --|
    /// flatMap { f($0) }: ------(a|)        --|
    /// ```
    ///
    /// - Parameter selector: Makes the next maybe from the element.
    /// - Returns: The continued maybe.
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping @Sendable (Element) throws -> Maybe<Result>
    ) -> Maybe<Result> {
        Maybe(raw: TraitFlatMapProducer(source: primitiveSequence.source) { try selector($0).source })
    }

    /// A single of the element, or of `default` if the maybe completes empty.
    ///
    /// ```
    /// source:               --|        --(1|)
    /// ifEmpty(default: 0):  --(0|)     --(1|)
    /// ```
    ///
    /// - Parameter default: The element used when there is none.
    /// - Returns: The single.
    @inlinable
    public func ifEmpty(default: Element) -> Single<Element> {
        let fallback = UncheckedBox(`default`)
        // The default value is only read to build `just(...)`, which copies it; never mutated.
        return Single(
            raw: TraitFlatMapProducer(
                source: primitiveSequence.source,
                selector: { Observable.just($0) },
                onEmpty: { Observable.just(fallback.value) }
            )
        )
    }

    /// The maybe, or `other` if it completes empty.
    ///
    /// - Parameter other: The maybe subscribed when this one has no element.
    /// - Returns: The maybe.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        let other = UncheckedBox(other)
        // Maybe is an immutable wrapper of an observable; sharing it across threads is safe.
        return Maybe(
            raw: TraitFlatMapProducer(
                source: primitiveSequence.source,
                selector: { Observable.just($0) },
                onEmpty: { other.value.source }
            )
        )
    }

    /// The maybe as a single, or `other` if it completes empty.
    ///
    /// - Parameter other: The single subscribed when this maybe has no element.
    /// - Returns: The single.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        let other = UncheckedBox(other)
        // Single is an immutable wrapper of an observable; sharing it across threads is safe.
        return Single(
            raw: TraitFlatMapProducer(
                source: primitiveSequence.source,
                selector: { Observable.just($0) },
                onEmpty: { other.value.source }
            )
        )
    }

    /// The maybe as a ``Completable`` that ignores the element.
    ///
    /// - Returns: The completable.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: TraitFlatMapProducer(source: primitiveSequence.source) { _ in Observable<Never>.empty() })
    }
}
