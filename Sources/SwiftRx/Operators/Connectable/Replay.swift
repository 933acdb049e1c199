extension ObservableType {
    /// Makes a connectable sequence that relays the source through a `ReplaySubject` keeping the
    /// last `bufferSize` elements: each observer first receives those, then the live events.
    ///
    /// Equivalent to `multicast { ReplaySubject.create(bufferSize: bufferSize) }`: once a connection
    /// was disposed or the source ended, the next subscriber or connection gets a fresh subject with
    /// an empty buffer, so the sequence can be connected (or retried) again.
    ///
    /// ```
    /// source:               --1--2--3--|
    /// replay(1): connect at 0
    ///   observer (after 2):       2-3--|
    /// ```
    ///
    /// - Parameter bufferSize: How many of the latest elements are replayed; 0 or more (a negative
    ///   count stops the program with a message).
    /// - Returns: A connectable sequence.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        rxPrecondition(
            bufferSize >= 0,
            "replay(\(bufferSize)): the buffer size must be 0 or more. Use replay(0) to replay nothing, "
                + "or replayAll() to replay every element."
        )
        return multicast(makeSubject: {
            ReplaySubject(capacity: bufferSize, diagnosticName: "replay", location: nil)
        })
    }

    /// Makes a connectable sequence that relays the source through a `ReplaySubject` keeping every
    /// element: each observer first receives all elements so far, then the live events.
    ///
    /// Equivalent to `multicast { ReplaySubject.createUnbounded() }`: a fresh subject for each
    /// connection once the previous one was disposed or the source ended.
    ///
    /// ```
    /// source:                --1--2-----3--|
    /// replayAll(): connect at 0
    ///   observer (after 2):        (12)-3--|
    /// ```
    ///
    /// - Returns: A connectable sequence.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject(capacity: nil, diagnosticName: "replayAll", location: nil) })
    }
}
