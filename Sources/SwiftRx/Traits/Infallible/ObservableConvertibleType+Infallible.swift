extension ObservableConvertibleType {
    /// Turns the sequence into an ``Infallible`` that, instead of failing, emits `element` and
    /// completes.
    ///
    /// Elements and completion pass unchanged, on the source's scheduler.
    ///
    /// ```
    /// source:                             --1--2--#
    /// asInfallible(onErrorJustReturn: 0): --1--2--(0|)
    /// ```
    ///
    /// - Parameter element: The last element, sent in place of an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Turns the sequence into an ``Infallible`` that, instead of failing, continues with
    /// `infallible`.
    ///
    /// ```
    /// source:                              --1--#
    /// fallback:                                 -8-9-|
    /// asInfallible(onErrorFallbackTo:):    --1---8-9-|
    /// ```
    ///
    /// - Parameter infallible: The sequence subscribed to after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        // Subscribing the fallback after an error is concatenating it: it runs where the error
        // arrived, as every source of a chain runs where it is subscribed.
        let fallback = UncheckedBox(infallible.asObservable())
        return Infallible(asObservable().catch { _ in fallback.value })
    }

    /// Turns the sequence into an ``Infallible`` that, instead of failing, continues with the
    /// sequence `onErrorRecover` makes from the error.
    ///
    /// ```
    /// source:                           --1--#
    /// asInfallible(onErrorRecover: f):  --1--f(error)...
    /// ```
    ///
    /// - Parameter onErrorRecover: Makes the sequence that takes over after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public func asInfallible(
        onErrorRecover: @escaping @Sendable (any Error) -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(asObservable().catch { error in onErrorRecover(error).asObservable() })
    }
}
