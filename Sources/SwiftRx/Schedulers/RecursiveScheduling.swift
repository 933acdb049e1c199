import Foundation
import Synchronization

extension ImmediateSchedulerType {
    /// Schedules an action that can schedule itself again by calling `recurse` with the next state.
    ///
    /// Each recursion is a new scheduled item, so on a trampolining scheduler such as
    /// ``CurrentThreadScheduler`` a million recursions do not grow the stack.
    ///
    /// - Parameters:
    ///   - state: The state for the first run.
    ///   - action: The work; call `recurse(next)` to run again with `next`.
    /// - Returns: A disposable that cancels the pending recursion.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping @Sendable (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> any Disposable {
        let recursion = ImmediateRecursion(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// Drives ``ImmediateSchedulerType/scheduleRecursive(_:action:)``: keeps the items that are scheduled
/// but have not run, so disposing it cancels whatever is pending.
final class ImmediateRecursion<State>: Disposable, Sendable {
    private struct Pending: Sendable {
        var disposed = false
        var items: [Int: any Disposable] = [:]
        var finished: Set<Int> = []
        var nextKey = 0
    }

    private let scheduler: any ImmediateSchedulerType
    private let action: @Sendable (State, (State) -> Void) -> Void
    private let pending = Mutex(Pending())

    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    init(scheduler: any ImmediateSchedulerType, action: @escaping @Sendable (State, (State) -> Void) -> Void) {
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

    func schedule(_ state: State) {
        let key = pending.withLock { pending -> Int? in
            if pending.disposed { return nil }
            defer { pending.nextKey += 1 }
            return pending.nextKey
        }
        guard let key else { return }
        let box = UncheckedBox(state)  // read once, by the single run of this item
        let item = scheduler.schedule(()) { [self] _ in
            let proceed = pending.withLock { pending -> Bool in
                if pending.disposed { return false }
                if pending.items.removeValue(forKey: key) == nil {
                    pending.finished.insert(key)
                }
                return true
            }
            if proceed {
                action(box.value) { [self] next in schedule(next) }
            }
            return Disposables.create()
        }
        // A synchronous scheduler has already run the item; keep only items still pending.
        let disposeNow = pending.withLock { pending -> Bool in
            if pending.disposed { return true }
            if pending.finished.remove(key) == nil {
                pending.items[key] = item
            }
            return false
        }
        if disposeNow { item.dispose() }
    }

    func dispose() {
        let items = pending.withLock { pending -> [any Disposable] in
            pending.disposed = true
            defer { pending.items = [:] }
            return Array(pending.items.values)
        }
        for item in items {
            item.dispose()
        }
    }
}

/// Drives the default ``SchedulerType/schedulePeriodic(_:startAfter:period:action:)``: run `n` is
/// due at `first + n × period`, where `first` is when the first run actually happened, measured on
/// the scheduler's clock. Lateness of later runs never accumulates; a first run that starts late
/// (a test scheduler runs work due "now" one tick later) moves the whole series, as RxSwift's
/// recursive periodic scheduling does.
///
/// Each tick schedules the next one before it runs the action, as RxSwift does, so work the action
/// schedules for the instant of the next tick runs after that tick on a virtual-time scheduler
/// (`interval` ticks come before the timers the previous tick started). A tick that fires while the
/// previous action is still running (possible only on a concurrent scheduler) leaves its run to
/// that action, which runs once more when it returns: actions never overlap.
final class PeriodicRecursion<State>: Disposable, @unchecked Sendable {
    // `runs` and `origin` are touched only by the tick's bookkeeping, which happens before the next
    // tick is scheduled, so ticks never touch them at once. `state` is touched only by the action
    // runs, which `pendingRuns` serializes. `current` is a thread-safe SerialDisposable.
    private let scheduler: any SchedulerType
    private let period: RxTimeInterval
    private let action: @Sendable (State) -> State
    private var state: State
    private var runs = 0
    private var origin = Date()
    private let pendingRuns = Atomic<Int>(0)
    private let current = SerialDisposable()

    init(
        scheduler: any SchedulerType, state: State, period: RxTimeInterval, action: @escaping @Sendable (State) -> State
    ) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) -> any Disposable {
        current.disposable = scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
            tick()
            return Disposables.create()
        }
        return self
    }

    private func tick() {
        if current.isDisposed { return }
        if runs == 0 { origin = scheduler.now }
        runs += 1
        let due = origin.addingTimeInterval(Double(runs) * period.seconds)
        let wait = max(0, due.timeIntervalSince(scheduler.now))
        current.disposable = scheduler.scheduleRelative((), dueTime: .fromSeconds(wait)) { [self] _ in
            tick()
            return Disposables.create()
        }
        if pendingRuns.add(1, ordering: .acquiringAndReleasing).oldValue == 0 {
            runActions()
        }
    }

    /// Runs the action for this tick and for every tick that fired while it ran.
    private func runActions() {
        repeat {
            if current.isDisposed { return }
            state = action(state)
        } while pendingRuns.subtract(1, ordering: .acquiringAndReleasing).newValue > 0
    }

    func dispose() {
        current.dispose()
    }
}
