extension ObservableType {
    /// Makes a connectable sequence that relays the source through one `PublishSubject`: observers
    /// receive the events sent after they subscribed, once the sequence is connected.
    ///
    /// Equivalent to `multicast(PublishSubject())`. After the source ended, later observers receive
    /// its terminal event at once.
    ///
    /// ```
    /// source:              --1--2--3--|
    /// publish(): connect at 0
    ///   observer A (at 0):   --1--2--3--|
    ///   observer B (after 1):   --2--3--|
    /// ```
    ///
    /// - Returns: A connectable sequence.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }
}
