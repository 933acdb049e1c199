extension AsyncSequence where Self: Sendable {
    /// The async sequence as an ``Observable``: each subscription iterates it anew in a `Task`.
    ///
    /// Every element becomes a `next` event, the end of the iteration `completed`, and an error thrown
    /// by the iteration an `error` event. Disposing the subscription cancels the task; the iteration
    /// ends as soon as the sequence notices the cancellation (an `AsyncStream` does so at once), and
    /// what it produces after the disposal is dropped. Elements are delivered on the thread the task
    /// runs on.
    ///
    /// ```
    /// async sequence: 1, 2, 3, end
    /// asObservable(): -1-2-3-|
    /// ```
    ///
    /// - Returns: The observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        AsyncTaskProducer(detached: false, priority: nil) { [self] observer in
            for try await element in self {
                observer.onNext(element)
            }
        }
    }
}

extension ObservableType {
    /// An observable of the elements of an async sequence: the same as `asyncSequence.asObservable()`.
    ///
    /// Each subscription iterates the sequence in a `Task` that is cancelled when the subscription is
    /// disposed; the end of the iteration completes the observable and an error it throws errors it.
    ///
    /// ```
    /// async sequence: 1, 2, end
    /// from(_:):       -1-2-|
    /// ```
    ///
    /// - Parameter asyncSequence: The sequence to iterate.
    /// - Returns: The observable.
    @inlinable
    public static func from<Source: AsyncSequence & Sendable>(_ asyncSequence: Source) -> Observable<Element>
    where Source.Element == Element {
        asyncSequence.asObservable()
    }
}
