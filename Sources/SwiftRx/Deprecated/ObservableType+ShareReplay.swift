extension ObservableType {
    /// Shares one subscription to the source among all observers, replaying the last `bufferSize`
    /// elements to each new observer, and keeps that buffer for good.
    ///
    /// The RxSwift 3 operator, kept so that code written for it compiles: it is
    /// ``share(replay:scope:)`` with `scope: .forever`. The first observer connects to the source;
    /// when the last one leaves the source subscription is disposed, but the buffer survives and a
    /// later observer gets it before the live elements of a new connection. Once the source has
    /// ended, every later observer gets the buffer and the terminal event without a new
    /// subscription.
    ///
    /// ```
    /// source:                     --1--2-----3--|
    /// shareReplay(2):
    ///   observer A (at 0):        --1--2-----3--|
    ///   observer B (after 2):            (12)3--|
    ///   observer C (after end):                   (23|)
    /// ```
    ///
    /// - Precondition: `bufferSize` is 0 or more.
    /// - Parameter bufferSize: How many of the latest elements a new observer receives first.
    /// - Returns: A sequence that shares one subscription to the source.
    @available(
        *, deprecated,
        message: "Use share(replay: bufferSize, scope: .forever); share(replay:) alone drops the buffer on disconnect."
    )
    @inlinable
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever)
    }

    /// Shares one subscription to the source among all observers, replaying the latest element to
    /// each new observer while the source is connected.
    ///
    /// The RxSwift 3 operator, kept so that code written for it compiles: it is
    /// ``share(replay:scope:)`` with `replay: 1` and `scope: .whileConnected`. When the last
    /// observer leaves (or the source ends) the source subscription is disposed and the latest
    /// element is dropped; the next observer subscribes to the source anew.
    ///
    /// ```
    /// source:                  --1--2-----3--|
    /// shareReplayLatestWhileConnected():
    ///   observer A (at 0):     --1--2-----3--|
    ///   observer B (after 2):         2---3--|
    /// ```
    ///
    /// - Returns: A sequence that shares one subscription to the source.
    @available(*, deprecated, message: "Use share(replay: 1), whose default scope .whileConnected is this behaviour.")
    @inlinable
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1, scope: .whileConnected)
    }
}
