extension InfallibleType {
    /// Runs side effects for the events and the subscription's lifecycle, passing every event on
    /// unchanged.
    ///
    /// ```
    /// source:              --1--2--|
    /// do(onNext: log):     --1--2--|   (log(1), log(2))
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is passed on.
    ///   - afterNext: Called with each element after it is passed on.
    ///   - onCompleted: Called before completion is passed on.
    ///   - afterCompleted: Called after completion is passed on.
    ///   - onSubscribe: Called before subscribing to the source.
    ///   - onSubscribed: Called after subscribing to the source.
    ///   - onDispose: Called when the subscription is disposed.
    /// - Returns: The same infallible sequence, with the side effects.
    @inlinable
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        afterNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Prints every event and the subscription's lifecycle, passing the events on unchanged.
    ///
    /// ```
    /// source:    --1--|
    /// debug():   --1--|   (prints "subscribed", "Event next(1)", "Event completed", "isDisposed")
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The prefix of each printed line; by default the file, line and function.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - function: The function of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The same infallible sequence, with logging.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// Shares one subscription to the source among all observers, replaying the latest `replay`
    /// elements to new observers.
    ///
    /// ```
    /// source:                 --1--2--3--
    /// observer A:             --1--2--3--
    /// observer B (after 2):         2-3--   (share(replay: 1))
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new observer receives first.
    ///   - scope: Whether the replay buffer is dropped when the last observer leaves.
    /// - Returns: The shared infallible sequence.
    @inlinable
    public func share(
        replay: Int = 0,
        scope: SubjectLifetimeScope = .whileConnected
    ) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Sends `elements` first, then the source's events.
    ///
    /// ```
    /// source:            -----3--4--|
    /// startWith(1, 2):   (12)-3--4--|
    /// ```
    ///
    /// - Parameter elements: The elements sent, in order, on subscription.
    /// - Returns: The prefixed infallible sequence.
    @inlinable
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(StartWithProducer(source: asObservable(), elements: elements))
    }
}
