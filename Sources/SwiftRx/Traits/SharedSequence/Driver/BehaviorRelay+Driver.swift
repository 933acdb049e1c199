extension BehaviorRelay {
    /// The relay as a ``Driver``: its current value at once for each new observer, then every value
    /// accepted later, delivered on the driver scheduler.
    ///
    /// A relay never errors or completes, so neither does the driver.
    ///
    /// ```
    /// relay.value:  0--1--2--
    /// asDriver():   0--1--2--
    /// ```
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> where Element: Sendable {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
