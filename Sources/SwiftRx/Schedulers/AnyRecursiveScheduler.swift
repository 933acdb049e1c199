import Synchronization

extension SchedulerType {
    /// Schedules an action after `dueTime` that can schedule itself again, after a delay or at once,
    /// through the ``AnyRecursiveScheduler`` it receives.
    ///
    /// Each recursion is a new scheduled item; disposing the result cancels whichever are pending.
    ///
    /// - Parameters:
    ///   - state: The state for the first run.
    ///   - dueTime: The delay before the first run.
    ///   - action: The work; call `scheduler.schedule(next, dueTime:)` to run again with `next`.
    /// - Returns: A disposable that cancels the pending recursion.
    public func scheduleRecursive<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (_ state: State, _ scheduler: AnyRecursiveScheduler<State>) -> Void
    ) -> any Disposable {
        let recursive = AnyRecursiveScheduler(scheduler: self, action: action)
        recursive.schedule(state, dueTime: dueTime)
        return recursive
    }
}

/// The handle a recursive action receives to schedule its next run on the same scheduler.
///
/// Disposing it cancels every run that is scheduled and has not started; runs scheduled afterwards
/// are ignored.
public final class AnyRecursiveScheduler<State>: Cancelable, Sendable {
    private struct Pending: Sendable {
        var disposed = false
        var items: [Int: any Disposable] = [:]
        var finished: Set<Int> = []
        var nextKey = 0
    }

    private let scheduler: any SchedulerType
    private let action: @Sendable (State, AnyRecursiveScheduler<State>) -> Void
    private let pending = Mutex(Pending())

    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    /// Makes a recursive scheduler that runs `action` on `scheduler`.
    /// - Parameters:
    ///   - scheduler: Where every run happens.
    ///   - action: The work; it receives the state and this scheduler, to schedule the next run.
    public init(
        scheduler: any SchedulerType,
        action: @escaping @Sendable (_ state: State, _ scheduler: AnyRecursiveScheduler<State>) -> Void
    ) {
        self.scheduler = scheduler
        self.action = action
        #if TRACE_RESOURCES
            resourceScope = Resources.countCreated()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.countReleased(in: resourceScope)
        #endif
    }

    /// `true` once ``dispose()`` has been called.
    public var isDisposed: Bool {
        pending.withLock { $0.disposed }
    }

    /// Schedules the action to run again with `state` after `dueTime`.
    /// - Parameters:
    ///   - state: The state for that run.
    ///   - dueTime: The delay before it.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        enqueue(state) { scheduler, work in
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in work() }
        }
    }

    /// Schedules the action to run again with `state` as soon as the scheduler allows.
    /// - Parameter state: The state for that run.
    public func schedule(_ state: State) {
        enqueue(state) { scheduler, work in
            scheduler.schedule(()) { _ in work() }
        }
    }

    /// Cancels every pending run; later calls to `schedule` are ignored.
    public func dispose() {
        let items = pending.withLock { pending -> [any Disposable] in
            pending.disposed = true
            defer { pending.items = [:] }
            return Array(pending.items.values)
        }
        for item in items {
            item.dispose()
        }
    }

    private func enqueue(
        _ state: State,
        submit: (any SchedulerType, @escaping @Sendable () -> any Disposable) -> any Disposable
    ) {
        let key = pending.withLock { pending -> Int? in
            if pending.disposed { return nil }
            defer { pending.nextKey += 1 }
            return pending.nextKey
        }
        guard let key else { return }
        let box = UncheckedBox(state)  // read once, by the single run of this item
        let item = submit(scheduler) { [self] in
            let proceed = pending.withLock { pending -> Bool in
                if pending.disposed { return false }
                if pending.items.removeValue(forKey: key) == nil {
                    pending.finished.insert(key)
                }
                return true
            }
            if proceed {
                action(box.value, self)
            }
            return Disposables.create()
        }
        // A scheduler that ran the item synchronously has already finished it; keep only pending ones.
        let disposeNow = pending.withLock { pending -> Bool in
            if pending.disposed { return true }
            if pending.finished.remove(key) == nil {
                pending.items[key] = item
            }
            return false
        }
        if disposeNow { item.dispose() }
    }
}
