extension PrimitiveSequence {
    /// Continues with the sequence `handler` returns when this one fails.
    ///
    /// ```
    /// source:             --#
    /// catch { .just(0) }: --(0|)
    /// ```
    ///
    /// - Parameter handler: Called with the error; returns the sequence of the same trait to continue
    ///   with. An error it throws becomes the result's error.
    /// - Returns: The source's result, or the recovery sequence's.
    @inlinable
    public func `catch`(
        _ handler: @escaping @Sendable (any Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// Continues with the sequence `handler` returns when this one fails (RxSwift 5 spelling).
    ///
    /// - Parameter handler: Called with the error; returns the sequence to continue with.
    /// - Returns: The source's result, or the recovery sequence's.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public func catchError(
        _ handler: @escaping @Sendable (any Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// Resubscribes after each failure until the sequence succeeds.
    ///
    /// ```
    /// source (1st):  --#
    /// source (2nd):    --(1|)
    /// retry():       ----(1|)
    /// ```
    ///
    /// - Returns: The first successful run's result.
    @inlinable
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttemptCount` times in all, until one run succeeds; the last run's error
    /// is passed on.
    ///
    /// ```
    /// source (each run): --#
    /// retry(2):          ----#
    /// ```
    ///
    /// - Parameter maxAttemptCount: The number of subscriptions, the first included.
    /// - Returns: The first successful run's result, or the last error.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Prints each event, subscription and disposal, labelled with `identifier`, and passes everything
    /// on unchanged.
    ///
    /// ```
    /// source:   --(1|)
    /// debug():  --(1|)   prints subscribed, next(1), completed, isDisposed
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The label; `nil` for the place of this call.
    ///   - trimOutput: Shortens long event descriptions.
    ///   - file: Filled in by the compiler.
    ///   - line: Filled in by the compiler.
    ///   - function: Filled in by the compiler.
    /// - Returns: The same sequence.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// Delivers the result on `scheduler`.
    ///
    /// ```
    /// source:          --(1|)
    /// observe(on: s):  ---1|     on s
    /// ```
    ///
    /// - Parameter scheduler: Where the result is delivered.
    /// - Returns: The same sequence, delivered on `scheduler`.
    @inlinable
    public func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Delivers the result on `scheduler` (RxSwift 5 spelling).
    ///
    /// - Parameter scheduler: Where the result is delivered.
    /// - Returns: The same sequence, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        observe(on: scheduler)
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// - Parameter scheduler: Where the subscription work runs.
    /// - Returns: The same sequence, subscribed on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Subscribes to the source on `scheduler` (RxSwift 5 spelling).
    ///
    /// - Parameter scheduler: Where the subscription work runs.
    /// - Returns: The same sequence, subscribed on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        subscribe(on: scheduler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `element` instead of failing.
    ///
    /// ```
    /// source:             --#
    /// catchAndReturn(0):  --(0|)
    /// ```
    ///
    /// - Parameter element: The element used when the single fails.
    /// - Returns: A single that never fails.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Succeeds with `element` instead of failing (RxSwift 5 spelling).
    ///
    /// - Parameter element: The element used when the single fails.
    /// - Returns: A single that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// Runs side effects for the single's events and subscription, and passes everything on.
    ///
    /// An error thrown by a closure becomes the single's failure.
    ///
    /// - Parameters:
    ///   - onSuccess: Runs with the element before it is delivered.
    ///   - afterSuccess: Runs with the element after it was delivered.
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it was delivered.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source was subscribed.
    ///   - onDispose: Runs once, when the subscription ends.
    /// - Returns: The same single.
    @inlinable
    public func `do`(
        onSuccess: (@Sendable (Element) throws -> Void)? = nil,
        afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        afterError: (@Sendable (any Error) throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess,
                afterNext: afterSuccess,
                onError: onError,
                afterError: afterError,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Emits `element` instead of failing.
    ///
    /// ```
    /// source:             --#
    /// catchAndReturn(0):  --(0|)
    /// ```
    ///
    /// - Parameter element: The element used when the maybe fails.
    /// - Returns: A maybe that never fails.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Emits `element` instead of failing (RxSwift 5 spelling).
    ///
    /// - Parameter element: The element used when the maybe fails.
    /// - Returns: A maybe that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }

    /// Runs side effects for the maybe's events and subscription, and passes everything on.
    ///
    /// `onCompleted` runs whenever the underlying sequence completes, also right after an element. An
    /// error thrown by a closure becomes the maybe's error.
    ///
    /// - Parameters:
    ///   - onNext: Runs with the element before it is delivered.
    ///   - afterNext: Runs with the element after it was delivered.
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it was delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion was delivered.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source was subscribed.
    ///   - onDispose: Runs once, when the subscription ends.
    /// - Returns: The same maybe.
    @inlinable
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        afterError: (@Sendable (any Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext,
                afterNext: afterNext,
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the completable's events and subscription, and passes everything on.
    ///
    /// An error thrown by a closure becomes the completable's error.
    ///
    /// - Parameters:
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it was delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion was delivered.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source was subscribed.
    ///   - onDispose: Runs once, when the subscription ends.
    /// - Returns: The same completable.
    @inlinable
    public func `do`(
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        afterError: (@Sendable (any Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}
