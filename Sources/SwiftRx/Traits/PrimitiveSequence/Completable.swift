/// The trait of a ``Completable``: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that emits no element: it only completes, or fails.
///
/// Typical for work whose only result is "done" (saving, deleting). As an ``Observable`` its element
/// type is `Never`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` delivers: completion or an error.
@frozen
public enum CompletableEvent: Sendable {
    /// The sequence failed.
    case error(any Error)
    /// The sequence ended successfully.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a ``PrimitiveSequenceType/create(subscribe:)->Completable`` handler sends its result to. It may be called
    /// from any thread; only its first call counts.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// Creates a completable from a subscribe handler: each subscription calls `subscribe` with a
    /// callback that takes `.completed` or `.error(error)`; disposing the subscription disposes what
    /// the handler returned.
    ///
    /// ```
    /// handler: observer(.completed)
    /// result:  |
    /// ```
    ///
    /// Only the handler's first call counts: a trait has one result, so later calls are dropped, as
    /// in RxSwift, and reported through ``Hooks`` as an event after the terminal event, once per
    /// `subscribe` call site (its `file:line` in debug builds), as ``Hooks/grammarViolationPolicy``
    /// says.
    ///
    /// - Parameter subscribe: Runs once per subscription; delivers the result and returns what to
    ///   dispose.
    /// - Returns: The completable.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping CompletableObserver) -> any Disposable
    ) -> Completable {
        let source = Observable<Never>.create { observer in
            let observer = CallbackObserver(observer)
            let ended = AtomicFlag()
            let location = subscriptionLocation()
            return subscribe { event in
                guard ended.claim() else {
                    reportSecondResult(of: "Completable.create", location: location)
                    return
                }
                switch event {
                case .completed:
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                }
            }
        }
        return Completable(raw: source)
    }

    /// Subscribes with one closure that receives the result.
    ///
    /// - Parameter observer: Called once, with `.completed` or `.error(error)`.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe(_ observer: sending @escaping (CompletableEvent) -> Void) -> any Disposable {
        let observer = subscriptionOwned(observer)
        return primitiveSequence.source.subscribe(
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) }
        )
    }

    /// Subscribes with a closure for completion and one for the error.
    ///
    /// `onDisposed` runs once, after the result or when the subscription is disposed. An error with no
    /// `onError` closure goes to ``Hooks/defaultErrorHandler``.
    ///
    /// - Parameters:
    ///   - onCompleted: Called when the completable completes.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once when the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe(
        onCompleted: (@Sendable () -> Void)? = nil,
        onError: (@Sendable (any Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        primitiveSequence.source.subscribe(
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            file: file,
            line: line
        )
    }

    /// Subscribes with closures that also receive `object`, held weakly: once it is deallocated the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained.
    ///   - onCompleted: Called with the object on completion.
    ///   - onError: Called with the object and the error.
    ///   - onDisposed: Called with the object once the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to cancel.
    @inlinable
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: sending Object,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onError: (@Sendable (Object, any Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        primitiveSequence.source.subscribe(
            with: object,
            onError: onError,
            onCompleted: onCompleted,
            onDisposed: onDisposed,
            file: file,
            line: line
        )
    }

    /// A completable that fails at once with `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The completable.
    @inlinable
    public static func error(_ error: any Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A completable that never ends.
    ///
    /// - Returns: The completable.
    @inlinable
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A completable that completes at once.
    ///
    /// ```
    /// empty(): |
    /// ```
    ///
    /// - Returns: The completable.
    @inlinable
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Completes after this completable and then `second` have completed, in order.
    ///
    /// ```
    /// self:   --|
    /// second:    ---|
    /// result: -----|
    /// ```
    ///
    /// - Parameter second: Subscribed once this completable completes.
    /// - Returns: The concatenation.
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        andThen(second)
    }

    /// Runs the completables one after the other; completes after the last, fails with the first error.
    ///
    /// - Parameter sequence: The completables, subscribed in order.
    /// - Returns: The concatenation.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        sequence.reduce(Completable.empty()) { $0.andThen($1) }
    }

    /// Runs the completables one after the other; completes after the last, fails with the first error.
    ///
    /// - Parameter collection: The completables, subscribed in order.
    /// - Returns: The concatenation.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        collection.reduce(Completable.empty()) { $0.andThen($1) }
    }

    /// Runs the completables one after the other; completes after the last, fails with the first error.
    ///
    /// ```
    /// a:      --|
    /// b:        ---|
    /// concat: -----|
    /// ```
    ///
    /// - Parameter sources: The completables, subscribed in order.
    /// - Returns: The concatenation.
    @inlinable
    public static func concat(_ sources: Completable...) -> Completable {
        sources.reduce(Completable.empty()) { $0.andThen($1) }
    }

    /// Runs the completables at once; completes when all have completed, fails with the first error.
    ///
    /// ```
    /// a:      ----|
    /// b:      --|
    /// zip:    ----|
    /// ```
    ///
    /// - Parameter sources: The completables.
    /// - Returns: The combined completable.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: CompletableMergeProducer(sources: sources.map(\.source)))
    }

    /// Runs the completables at once; completes when all have completed, fails with the first error.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: The combined completable.
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: CompletableMergeProducer(sources: sources.map(\.source)))
    }

    /// Runs the completables at once; completes when all have completed, fails with the first error.
    ///
    /// ```
    /// a:      ----|
    /// b:      --|
    /// merge:  ----|
    /// ```
    ///
    /// - Parameter sources: The completables.
    /// - Returns: The merged completable.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: CompletableMergeProducer(sources: sources.map(\.source)))
    }

    /// Runs the completables at once; completes when all have completed, fails with the first error.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: The merged completable.
    @inlinable
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: CompletableMergeProducer(sources: sources.map(\.source)))
    }

    /// Runs the completables at once; completes when all have completed, fails with the first error.
    ///
    /// - Parameter sources: The completables.
    /// - Returns: The merged completable.
    @inlinable
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: CompletableMergeProducer(sources: sources.map(\.source)))
    }
}
