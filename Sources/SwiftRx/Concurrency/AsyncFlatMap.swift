extension ObservableType {
    /// Calls the async function `transform` for each element, concurrently, and emits its results in
    /// the order they finish (`flatMap` semantics for async functions).
    ///
    /// Each element starts a `Task` running `transform`. The sequence completes once the source
    /// completed and every task finished; it errors with the first error of the source or of a
    /// `transform` call, which cancels the other tasks. Disposing the subscription cancels every task
    /// in flight, and their results are dropped. Elements are delivered on the thread of the task that
    /// produced them, one at a time.
    ///
    /// It has its own name rather than a `flatMap` overload: an overload taking an async closure would
    /// also accept plain closures that do not return an observable, turning a mistake into a silent
    /// `map`.
    ///
    /// ```
    /// source:                  -1-2-------|
    /// asyncFlatMap { fetch }:  ------f2-f1|   (results in the order the calls finish)
    /// ```
    ///
    /// - Parameter transform: The async function called with each element.
    /// - Returns: The results of the calls.
    @inlinable
    public func asyncFlatMap<Result>(
        _ transform: @escaping @Sendable (Element) async throws -> Result
    ) -> Observable<Result> {
        AsyncFlatMapProducer(source: asObservable(), latestOnly: false, transform: transform)
    }
}

/// The observable of `asyncFlatMap` and `asyncFlatMapLatest`: the two differ only in their sink.
@usableFromInline
final class AsyncFlatMapProducer<Source, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let transform: @Sendable (Source) async throws -> Result
    @usableFromInline
    let latestOnly: Bool

    /// - Parameter latestOnly: `true` for `asyncFlatMapLatest` (each element cancels the call still
    ///   running), `false` for `asyncFlatMap` (calls run concurrently).
    @inlinable
    convenience init(
        source: Observable<Source>,
        latestOnly: Bool,
        transform: @escaping @Sendable (Source) async throws -> Result
    ) {
        self.init(source: source, latestOnly: latestOnly, transform: transform) { producer, observer in
            let me = unsafeDowncast(producer, to: AsyncFlatMapProducer<Source, Result>.self)
            let sink: AsyncTransformSink<Source, Result> =
                me.latestOnly
                ? AsyncFlatMapLatestSink(observer: consume observer, transform: me.transform)
                : AsyncFlatMapSink(observer: consume observer, transform: me.transform)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Source>, latestOnly: Bool, transform: @escaping @Sendable (Source) async throws -> Result,
        run: @escaping Run
    ) {
        self.source = source
        self.transform = transform
        self.latestOnly = latestOnly
        super.init(run: run)
    }
}

/// What the sinks of `asyncFlatMap` and `asyncFlatMapLatest` share: the transform, and starting the
/// task that runs it for one element and reports its outcome to ``finish(_:_:)``.
@usableFromInline
class AsyncTransformSink<Source, Result>: TimerDrivenSink<Result>, @unchecked Sendable {
    // `transform` is immutable; subclass fields are guarded by `lock` (inherited).
    @usableFromInline
    let transform: @Sendable (Source) async throws -> Result

    @inlinable
    init(observer: @escaping Downstream<Result>, transform: @escaping @Sendable (Source) async throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    /// An event of the source sequence.
    @usableFromInline
    func on(_ event: Event<Source>) {
        preconditionFailure("AsyncTransformSink is abstract; \(type(of: self)) must override on(_:).")
    }

    /// The outcome of the call started under `id`.
    @usableFromInline
    func finish(_ id: Int, _ result: Swift.Result<Result, any Error>) {
        preconditionFailure("AsyncTransformSink is abstract; \(type(of: self)) must override finish(_:_:).")
    }

    /// Starts the task that calls `transform` with `element` and reports the outcome under `id`.
    @inlinable
    final func startTask(_ id: Int, for element: Source) -> Task<Void, Never> {
        // The element is handed to the task and not used here again.
        let box = UncheckedBox(element)
        let transform = transform
        return Task { [self] in
            do {
                finish(id, .success(try await transform(box.value)))
            } catch {
                finish(id, .failure(error))
            }
        }
    }
}

@usableFromInline
final class AsyncFlatMapSink<Source, Result>: AsyncTransformSink<Source, Result>, @unchecked Sendable {
    // The fields below are guarded by `lock` (inherited).
    @usableFromInline
    var tasks: [Int: Task<Void, Never>] = [:]  // guarded by lock
    @usableFromInline
    var finishedBeforeStored: Set<Int> = []  // guarded by lock
    @usableFromInline
    var nextID = 0  // guarded by lock
    @usableFromInline
    var running = 0  // guarded by lock
    @usableFromInline
    var sourceDone = false  // guarded by lock
    @usableFromInline
    var disposed = false  // guarded by lock

    @usableFromInline
    override func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let id = lock.withLock { () -> Int? in
                if disposed { return nil }
                defer { nextID += 1 }
                running += 1
                return nextID
            }
            guard let id else { return }
            let task = startTask(id, for: element)
            let cancelNow = lock.withLock { () -> Bool in
                if disposed { return true }
                if finishedBeforeStored.remove(id) == nil {
                    tasks[id] = task
                }
                return false
            }
            if cancelNow { task.cancel() }
        case .error(let error):
            send(.error(error))
        case .completed:
            let deliver = lock.withLock { () -> Bool in
                sourceDone = true
                return running == 0 && queue.push(.completed)
            }
            if deliver { self.deliver() }
        }
    }

    @usableFromInline
    override func finish(_ id: Int, _ result: Swift.Result<Result, any Error>) {
        let deliver = lock.withLock { () -> Bool in
            if disposed { return false }
            if tasks.removeValue(forKey: id) == nil {
                finishedBeforeStored.insert(id)
            }
            running -= 1
            switch result {
            case .success(let value):
                let first = queue.push(.next(value))
                let second = running == 0 && sourceDone && queue.push(.completed)
                return first || second
            case .failure(let error):
                return queue.push(.error(error))
            }
        }
        if deliver { self.deliver() }
    }

    @usableFromInline
    override func disposeCore() {
        let inFlight = lock.withLock { () -> [Task<Void, Never>] in
            disposed = true
            defer { tasks = [:] }
            return Array(tasks.values)
        }
        for task in inFlight { task.cancel() }
        super.disposeCore()
    }
}
