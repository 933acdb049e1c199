extension PublishRelay {
    /// The relay as a ``Signal``: every element accepted while an observer is subscribed, delivered on
    /// the signal scheduler.
    ///
    /// A relay never errors or completes, so neither does the signal.
    ///
    /// ```
    /// relay:       --1--2--
    /// asSignal():  --1--2--
    /// ```
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> where Element: Sendable {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
