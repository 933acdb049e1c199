/// An observable whose events come from async code run in a `Task`, one task per subscription:
/// the engine of `Observable.create` with an async handler, `Single.create` with async work and
/// `AsyncSequence.asObservable()`.
///
/// The task calls `work` with an observer of the subscription. When `work` returns the sequence
/// completes, when it throws the sequence errors (unless it already ended: later events are dropped).
/// Disposing the subscription cancels the task; events sent after that are dropped.
@usableFromInline
final class AsyncTaskProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let detached: Bool
    @usableFromInline
    let priority: TaskPriority?
    @usableFromInline
    let work: @Sendable (AnyObserver<Element>) async throws -> Void

    @inlinable
    convenience init(
        detached: Bool,
        priority: TaskPriority?,
        work: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
    ) {
        self.init(detached: detached, priority: priority, work: work) { producer, observer in
            let me = unsafeDowncast(producer, to: AsyncTaskProducer<Element>.self)
            let sink = AsyncTaskSink(observer: consume observer)
            sink.start(detached: me.detached, priority: me.priority, work: me.work)
            return consume sink
        }
    }

    @inlinable
    init(
        detached: Bool, priority: TaskPriority?, work: @escaping @Sendable (AnyObserver<Element>) async throws -> Void,
        run: @escaping Run
    ) {
        self.detached = detached
        self.priority = priority
        self.work = work
        super.init(run: run)
    }
}

@usableFromInline
final class AsyncTaskSink<Element>: Sink<Element>, @unchecked Sendable {
    // No state of its own: the task is held by the upstream slot of `Sink`, and events go through
    // `forwardOn`, which drops them once the sink stopped.

    @inlinable
    func start(
        detached: Bool,
        priority: TaskPriority?,
        work: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
    ) {
        let body: @Sendable () async -> Void = { [self] in
            // Made inside the task: the elements `work` sends are made there too.
            let observer = AnyObserver<Element> { [self] event in forwardOn(event) }
            do {
                try await work(observer)
                forwardCompleted()
            } catch {
                forwardError(error)
            }
        }
        let task: Task<Void, Never>
        if detached {
            task = Task.detached(priority: priority, operation: body)
        } else {
            task = Task(priority: priority, operation: body)
        }
        // If the sink was disposed meanwhile, the slot disposes this at once: the task is cancelled.
        setUpstream(Disposables.create { task.cancel() })
    }
}
