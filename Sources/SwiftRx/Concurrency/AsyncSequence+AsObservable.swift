extension AsyncSequence {
    /// The async sequence as an ``Observable``: each subscription iterates it anew in a `Task`.
    ///
    /// Every element becomes a `next` event, the end of the iteration `completed`, and an error thrown
    /// by the iteration an `error` event. Disposing the subscription cancels the task; the iteration
    /// ends as soon as the sequence notices the cancellation (an `AsyncStream` does so at once), and
    /// what it produces after the disposal is dropped. Elements are delivered on the thread the task
    /// runs on.
    ///
    /// Like RxSwift, it accepts any async sequence, `Sendable` or not (`stream.map { ... }` has a
    /// non-`Sendable` closure). Each subscription makes its own iterator inside its task; two
    /// subscriptions at once iterate the sequence from two tasks, so subscribe once (or `share()`)
    /// when the sequence is not safe to iterate concurrently.
    ///
    /// ```
    /// async sequence: 1, 2, 3, end
    /// asObservable(): -1-2-3-|
    /// ```
    ///
    /// - Parameter priority: The priority of each subscription's task; `nil` (the default) gives the
    ///   task the priority it inherits from the subscribing context, as `Task { }` does.
    /// - Returns: The observable.
    @inlinable
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        // A plain (non-Sendable) closure: it does the generic iteration, so the task's closure below
        // captures only the box and not the sequence's (possibly non-Sendable) metatypes.
        let iterate: (AnyObserver<Element>) async throws -> Void = { observer in
            for try await element in self {
                observer.onNext(element)
            }
        }
        // The closure (with the sequence it captured) is only called by the subscriptions' tasks,
        // each of which makes its own iterator (see the note on concurrent subscriptions above); the
        // sequence is never mutated.
        let iteration = UncheckedBox(iterate)
        return AsyncTaskProducer(detached: false, priority: priority) { observer in
            try await iteration.value(observer)
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
    public static func from<Source: AsyncSequence>(_ asyncSequence: Source) -> Observable<Element>
    where Source.Element == Element {
        asyncSequence.asObservable()
    }
}
