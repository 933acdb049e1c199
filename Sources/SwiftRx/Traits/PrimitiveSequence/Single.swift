/// The trait of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`success`) or an error (`failure`), and nothing else.
///
/// Typical for a request that returns one response. As an ``Observable`` it emits one `next`
/// followed at once by `completed`, or one `error`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a ``PrimitiveSequenceType/create(subscribe:)->Single<Self.Element>`` handler sends its one result to. It may be called
    /// from any thread; only its first call counts.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe handler: each subscription calls `subscribe` with a callback
    /// that takes `.success(element)` or `.failure(error)`; disposing the subscription disposes what
    /// the handler returned.
    ///
    /// ```
    /// handler: observer(.success(1))
    /// result:  (1|)
    /// ```
    ///
    /// Only the handler's first call counts: a trait has one result, so later calls are dropped, as
    /// in RxSwift, and reported through ``Hooks`` as an event after the terminal event, once per
    /// `subscribe` call site (its `file:line` in debug builds), as ``Hooks/grammarViolationPolicy``
    /// says.
    ///
    /// - Parameter subscribe: Runs once per subscription; delivers the result and returns what to
    ///   dispose.
    /// - Returns: The single.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping SingleObserver) -> any Disposable
    ) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            let observer = CallbackObserver(observer)
            let ended = AtomicFlag()
            let location = subscriptionLocation()
            return subscribe { event in
                guard ended.claim() else {
                    reportSecondResult(of: "Single.create", location: location)
                    return
                }
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        }
        return Single(raw: source)
    }

    /// Subscribes with one closure that receives the result.
    ///
    /// - Parameter observer: Called once, with `.success(element)` or `.failure(error)`.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe(_ observer: sending @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
        let observer = subscriptionOwned(observer)
        return primitiveSequence.source.subscribe(
            onNext: { observer(.success($0)) },
            onError: { observer(.failure($0)) }
        )
    }

    /// Subscribes with a closure for the element and one for the error.
    ///
    /// `onDisposed` runs once: right after `onSuccess` or `onFailure` returns (as in RxSwift, before
    /// the operators above see the completion that follows the element), or when the subscription
    /// is disposed first. An error with no `onFailure` closure goes to ``Hooks/defaultErrorHandler``.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element; `sending`, so it may keep state of its own (see
    ///     ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``).
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once when the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe(
        onSuccess: sending ((Element) -> Void)? = nil,
        onFailure: (@Sendable (any Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        guard let onDisposed else {
            return primitiveSequence.source.subscribe(onNext: onSuccess, onError: onFailure, file: file, line: line)
        }
        // Runs `onDisposed` once, whichever of the result and the disposal comes first.
        let disposed = Disposables.create(with: onDisposed)
        return primitiveSequence.source.subscribe(
            onNext: { element in
                onSuccess?(element)
                disposed.dispose()
            },
            onError: onFailure,
            onDisposed: { disposed.dispose() },
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
    ///   - onFailure: Called with the object and the error.
    ///   - onDisposed: Called with the object once the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onSuccess: sending ((Object, Element) -> Void)? = nil,
        onFailure: (@Sendable (Object, any Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            onSuccess: weakHandler(weakObject, subscriptionOwned(onSuccess)),
            onFailure: weakHandler(weakObject, onFailure),
            onDisposed: weakHandler(weakObject, onDisposed),
            file: file,
            line: line
        )
    }

    /// Subscribes with a closure for the element and one for the error (RxSwift 5 spelling).
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: @escaping @Sendable (any Error) -> Void,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// A single that succeeds at once with `element`.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The single.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single that succeeds with `element`, delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is delivered.
    /// - Returns: The single.
    @inlinable
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Single<Element>
    where Element: Sendable {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A single that fails at once with `error`.
    ///
    /// ```
    /// error(e): #
    /// ```
    ///
    /// - Parameter error: The error.
    /// - Returns: The single.
    @inlinable
    public static func error(_ error: any Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A single that never delivers a result.
    ///
    /// - Returns: The single.
    @inlinable
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Transforms the element; an error thrown by `transform` becomes the single's failure.
    ///
    /// ```
    /// source:          --(1|)
    /// map { $0 * 10 }: --(10|)
    /// ```
    ///
    /// - Parameter transform: Applied to the element.
    /// - Returns: A single of the transformed element.
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element and drops a `nil` result, which makes the result a ``Maybe``.
    ///
    /// ```
    /// source:                  --(1|)      --(2|)
    /// compactMap { odd($0) }:  --(1|)      --|
    /// ```
    ///
    /// - Parameter transform: Applied to the element; `nil` completes the maybe empty.
    /// - Returns: A maybe of the transformed element.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping @Sendable (Element) throws -> Result?
    ) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform).filter { $0 != nil }.map { $0! })
    }

    /// Keeps the element only if `predicate` accepts it, which makes the result a ``Maybe``.
    ///
    /// ```
    /// source:            --(2|)    --(1|)
    /// filter { even }:   --(2|)    --|
    /// ```
    ///
    /// - Parameter predicate: Decides whether the element is kept.
    /// - Returns: A maybe of the element.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Continues with the single that `selector` makes from the element.
    ///
    /// ```
    /// source:             --(1|)
    /// flatMap { f($0) }:  ------(a|)       where f(1) is ----(a|)
    /// ```
    ///
    /// - Parameter selector: Makes the next single from the element; an error it throws becomes the
    ///   failure.
    /// - Returns: The single that `selector` returned, subscribed once the element arrives.
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping @Sendable (Element) throws -> Single<Result>
    ) -> Single<Result> {
        Single(raw: TraitFlatMapProducer(source: primitiveSequence.source) { try selector($0).source })
    }

    /// Continues with the maybe that `selector` makes from the element.
    ///
    /// - Parameter selector: Makes the next maybe from the element.
    /// - Returns: The maybe that `selector` returned, subscribed once the element arrives.
    @inlinable
    public func flatMapMaybe<Result>(
        _ selector: @escaping @Sendable (Element) throws -> Maybe<Result>
    ) -> Maybe<Result> {
        Maybe(raw: TraitFlatMapProducer(source: primitiveSequence.source) { try selector($0).source })
    }

    /// Continues with the completable that `selector` makes from the element.
    ///
    /// - Parameter selector: Makes the completable from the element.
    /// - Returns: The completable that `selector` returned, subscribed once the element arrives.
    @inlinable
    public func flatMapCompletable(
        _ selector: @escaping @Sendable (Element) throws -> Completable
    ) -> Completable {
        Completable(raw: TraitFlatMapProducer(source: primitiveSequence.source) { try selector($0).source })
    }

    /// The single as a ``Maybe`` that always has an element.
    ///
    /// - Returns: The maybe.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The single as a ``Completable`` that ignores the element.
    ///
    /// ```
    /// source:          --(1|)
    /// asCompletable(): --|
    /// ```
    ///
    /// - Returns: The completable.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: TraitFlatMapProducer(source: primitiveSequence.source) { _ in Observable<Never>.empty() })
    }
}
