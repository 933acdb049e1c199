extension MainActorObservable {
    /// The sequence as a ``Driver``: the same elements, on the main actor, shared with a replay of the
    /// latest one.
    ///
    /// Meant for the main-actor sequences that cannot fail, such as
    /// ``ObservableType/observations(_:)`` and `model.rx.observe(\.property)`. A driver cannot fail:
    /// should this sequence fail anyway, that is treated as a binding mistake, as for a
    /// ``ControlProperty``: the error is reported through ``Hooks/defaultErrorHandler`` and the
    /// driver completes. For a sequence that can fail (a request observed on the main scheduler), say
    /// what replaces the error with `asDriver(onErrorJustReturn:)` and its siblings instead.
    ///
    /// ```
    /// source:      0--1--2--
    /// asDriver():  0--1--2--
    /// ```
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            Hooks.reportUnhandledError(
                BindingError(target: "a driver made from a MainActorObservable<\(Element.self)>", underlying: error),
                location: nil
            )
            return Driver.empty()
        })
    }
}
