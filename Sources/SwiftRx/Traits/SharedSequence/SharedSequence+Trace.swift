extension SharedSequence {
    /// Marks a point of a `Driver` or `Signal` chain for a ``TraceRecording``, as
    /// ``ObservableType/trace(_:)`` does for an observable; the sequence stays a shared sequence of
    /// the same kind, with the same elements.
    ///
    /// ```
    /// driver:         --a--b--
    /// trace("text"):  --a--b--     records subscribe, next a, next b, ... while a recording is on
    /// ```
    ///
    /// - Parameter name: The name of this point in the recording.
    /// - Returns: The same sequence, traced.
    public func trace(_ name: String) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().trace(name))
    }
}
