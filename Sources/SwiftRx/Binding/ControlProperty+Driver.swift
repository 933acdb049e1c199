extension ControlProperty {
    /// The property as a ``Driver``: the current value on subscription, then every change, delivered
    /// on the main scheduler and shared with a replay of the latest value.
    ///
    /// A control property cannot fail; should its source fail anyway, the error is reported through
    /// ``Hooks/defaultErrorHandler`` and the driver completes.
    ///
    /// ```
    /// property:    "a"--"b"--
    /// asDriver():  "a"--"b"--
    /// ```
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<PropertyType> where PropertyType: Sendable {
        asDriver(onErrorRecover: { error in
            Hooks.reportUnhandledError(
                BindingError(target: "a driver made from a ControlProperty<\(PropertyType.self)>", underlying: error),
                location: nil
            )
            return Driver.empty()
        })
    }
}
