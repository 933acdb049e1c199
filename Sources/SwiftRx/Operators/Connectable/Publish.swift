extension ObservableType {
    /// Makes a connectable sequence that relays the source through a `PublishSubject`: observers
    /// receive the events sent after they subscribed, once the sequence is connected.
    ///
    /// Equivalent to `multicast { PublishSubject() }`: each connection gets a fresh subject once the
    /// previous connection was disposed or the source ended, so the sequence can be connected (or,
    /// behind `refCount()`, retried) again. Observers subscribed to the previous subject saw its end;
    /// observers that subscribe after it join the next connection.
    ///
    /// ```
    /// source:                --1--2--3--|
    /// publish(): connect at 0
    ///   observer A (at 0):   --1--2--3--|
    ///   observer B (after 1):   --2--3--|
    /// ```
    ///
    /// - Returns: A connectable sequence.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject(diagnosticName: "publish", location: nil) })
    }
}
