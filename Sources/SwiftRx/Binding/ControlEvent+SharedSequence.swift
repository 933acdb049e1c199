extension ControlEvent {
    /// The events as a ``Driver``: delivered on the main scheduler and shared, with a replay of the
    /// latest event to new observers.
    ///
    /// A control event cannot fail; should its source fail anyway, the error is reported through
    /// ``Hooks/defaultErrorHandler`` and the driver completes.
    ///
    /// ```
    /// events:      --a---b--
    /// asDriver():  --a---b--
    /// ```
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<PropertyType> where PropertyType: Sendable {
        asDriver(onErrorRecover: { error in
            reportControlEventError(error, as: "driver")
            return Driver.empty()
        })
    }

    /// The events as a ``Signal``: delivered on the main scheduler and shared, without replay.
    ///
    /// A control event cannot fail; should its source fail anyway, the error is reported through
    /// ``Hooks/defaultErrorHandler`` and the signal completes.
    ///
    /// ```
    /// events:      --a---b--
    /// asSignal():  --a---b--
    /// ```
    ///
    /// - Returns: The signal.
    public func asSignal() -> Signal<PropertyType> where PropertyType: Sendable {
        asSignal(onErrorRecover: { error in
            reportControlEventError(error, as: "signal")
            return Signal.empty()
        })
    }
}

@Sendable
private func reportControlEventError(_ error: any Error, as trait: String) {
    Hooks.reportUnhandledError(
        BindingError(target: "a \(trait) made from a ControlEvent", underlying: error),
        location: nil
    )
}
