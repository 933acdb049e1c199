extension ObservableConvertibleType {
    /// Turns the sequence into a ``SharedSequence`` of strategy `S` that, instead of failing, emits
    /// `onErrorJustReturn` and completes: the generic form of `asDriver(onErrorJustReturn:)` and
    /// `asSignal(onErrorJustReturn:)`, for code written over any sharing strategy.
    ///
    /// Events are delivered on `S.scheduler` (read when the sequence is built, so a
    /// ``SharingScheduler/mock(scheduler:action:)-1dj7s`` around the call applies); the result is shared as
    /// `S` shares (with a replay of the latest element for ``DriverSharingStrategy``).
    ///
    /// ```
    /// source:                                     --1--2--#
    /// asSharedSequence(sharingStrategy: S.self,
    ///                  onErrorJustReturn: 0):     --1--2--(0|)
    /// ```
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result; inferred from the context when left out.
    ///   - onErrorJustReturn: The element emitted in place of an error.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> where Element: Sendable {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// Turns the sequence into a ``SharedSequence`` of strategy `S` that, instead of failing,
    /// continues with `onErrorDriveWith`: the generic form of `asDriver(onErrorDriveWith:)` and
    /// `asSignal(onErrorSignalWith:)`.
    ///
    /// Events are delivered on `S.scheduler`; the result is shared as `S` shares.
    ///
    /// ```
    /// source:                                       --1--#
    /// fallback:                                          -9-|
    /// asSharedSequence(onErrorDriveWith: fallback): --1---9-|
    /// ```
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result; inferred from the context when left out.
    ///   - onErrorDriveWith: The shared sequence that takes over after an error.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> where Element: Sendable {
        let fallback = UncheckedBox(onErrorDriveWith)
        // A shared sequence is an immutable wrapper of an observable; subscribing to it from any
        // thread is safe.
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { _ in fallback.value.asObservable() }
        return SharedSequence(source)
    }

    /// Turns the sequence into a ``SharedSequence`` of strategy `S` that, instead of failing,
    /// continues with the shared sequence `onErrorRecover` makes from the error: the generic form
    /// of `asDriver(onErrorRecover:)` and `asSignal(onErrorRecover:)`.
    ///
    /// Events are delivered on `S.scheduler`; the result is shared as `S` shares.
    ///
    /// ```
    /// source:                                  --1--#
    /// asSharedSequence(onErrorRecover: f):     --1--f(error)...
    /// ```
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result; inferred from the context when left out.
    ///   - onErrorRecover: Makes the shared sequence that takes over after an error.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping @Sendable (_ error: any Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> where Element: Sendable {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
