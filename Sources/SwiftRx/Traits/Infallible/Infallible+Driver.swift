extension InfallibleType {
    /// The sequence as a ``Driver``: delivered on the main scheduler and shared with a replay of the
    /// latest element. No error handling is needed: the sequence cannot fail.
    ///
    /// ```
    /// infallible:  --1--2--|
    /// asDriver():  --1--2--|   (on the main scheduler)
    /// ```
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> where Element: Sendable {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// The sequence as a ``Signal``: delivered on the main scheduler and shared, without replay.
    ///
    /// ```
    /// infallible:  --1--2--|
    /// asSignal():  --1--2--|   (on the main scheduler)
    /// ```
    ///
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> where Element: Sendable {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
