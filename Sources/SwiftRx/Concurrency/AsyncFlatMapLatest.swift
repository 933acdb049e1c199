extension ObservableType {
    /// Calls the async function `transform` for each element and emits its result, cancelling the
    /// call still running for the previous element (`flatMapLatest` semantics for async functions).
    ///
    /// Each element cancels the task of the previous element, if still running, and drops its result
    /// or error; only the latest call can emit. The sequence completes once the source completed and
    /// the latest call finished; it errors with the source's error or the latest call's error.
    /// Disposing the subscription cancels the running task. Elements are delivered on the thread of
    /// the task that produced them.
    ///
    /// ```
    /// source:                           -a--b----|
    /// asyncFlatMapLatest { search }:    ------sb-|   (the call for a was cancelled)
    /// ```
    ///
    /// - Parameter transform: The async function called with each element.
    /// - Returns: The results of the calls that were not superseded.
    @inlinable
    public func asyncFlatMapLatest<Result>(
        _ transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        AsyncFlatMapProducer(source: asObservable(), latestOnly: true, transform: transform)
    }
}

@usableFromInline
final class AsyncFlatMapLatestSink<Source, Result>: AsyncTransformSink<Source, Result>, @unchecked Sendable {
    // The fields below are guarded by `lock` (inherited).
    @usableFromInline
    var current: Task<Void, Never>?  // guarded by lock
    @usableFromInline
    var latestID = 0  // guarded by lock
    @usableFromInline
    var isRunning = false  // guarded by lock
    @usableFromInline
    var sourceDone = false  // guarded by lock
    @usableFromInline
    var disposed = false  // guarded by lock

    @usableFromInline
    override func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let start = lock.withLock { () -> (id: Int, previous: Task<Void, Never>?)? in
                if disposed { return nil }
                latestID += 1
                isRunning = true
                defer { current = nil }
                return (latestID, current)
            }
            guard let start else { return }
            start.previous?.cancel()
            let id = start.id
            let task = startTask(id, for: element)
            let cancelNow = lock.withLock { () -> Bool in
                if disposed || id != latestID { return true }
                if isRunning { current = task }
                return false
            }
            if cancelNow { task.cancel() }
        case .error(let error):
            send(.error(error))
        case .completed:
            let deliver = lock.withLock { () -> Bool in
                sourceDone = true
                return !isRunning && queue.push(.completed)
            }
            if deliver { self.deliver() }
        }
    }

    @usableFromInline
    override func finish(_ id: Int, _ result: Swift.Result<Result, any Error>) {
        let deliver = lock.withLock { () -> Bool in
            // A superseded call's result (usually a CancellationError) is dropped.
            if disposed || id != latestID { return false }
            isRunning = false
            current = nil
            switch result {
            case .success(let value):
                let first = queue.push(.next(value))
                let second = sourceDone && queue.push(.completed)
                return first || second
            case .failure(let error):
                return queue.push(.error(error))
            }
        }
        if deliver { self.deliver() }
    }

    @usableFromInline
    override func disposeCore() {
        let running = lock.withLock { () -> Task<Void, Never>? in
            disposed = true
            defer { current = nil }
            return current
        }
        running?.cancel()
        super.disposeCore()
    }
}
