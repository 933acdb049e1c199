import Foundation
import Synchronization

/// A scheduler that runs its work in the order of a virtual clock instead of waiting for real time.
///
/// Scheduled actions wait in a queue ordered by due time, then by the order in which they were
/// scheduled. Nothing runs until ``start()`` (run everything, moving the clock to each action's
/// time) or ``advanceTo(_:)`` (run what is due up to a time). The actions run on the thread that
/// called `start`/`advanceTo`; scheduling and cancelling work from other threads or tasks meanwhile
/// is safe. The clock never moves backwards: an action scheduled in the past runs at the current
/// clock, after the actions already due.
///
/// Subclass it with a ``VirtualTimeConverterType`` to define the clock's units (see
/// ``HistoricalScheduler``, and `TestScheduler` in SwiftRxTest), and override
/// ``adjustScheduledTime(_:)`` to change where relative work lands.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible,
    @unchecked Sendable
{
    // `converter` is immutable; `currentClock`, `isRunning`, `queue` and `nextID` are guarded by `lock`.

    /// The type of the virtual clock's time points.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The type of the virtual clock's intervals.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let lock = Lock()
    @exclusivity(unchecked) private var currentClock: VirtualTime  // guarded by lock
    @exclusivity(unchecked) private var isRunning = false  // guarded by lock
    // Guarded by lock; a binary min-heap.
    @exclusivity(unchecked) private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    @exclusivity(unchecked) private var nextID = 0  // guarded by lock
    let converter: Converter

    /// Makes a scheduler whose clock starts at `initialClock`.
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - converter: Converts between the virtual units and dates/seconds.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
    }

    /// The current virtual time.
    public final var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// The current virtual time as a date.
    public final var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` to run as soon as the virtual clock allows: at the current time, after the
    /// work already due (subject to ``adjustScheduledTime(_:)``).
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` to run `dueTime` after the current virtual time (subject to
    /// ``adjustScheduledTime(_:)``). `.never` schedules nothing.
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        if case .never = dueTime { return Disposables.create() }
        let interval = converter.convertToVirtualTimeInterval(dueTime.seconds)
        let time = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: interval))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` to run `dueTime` virtual units after the current virtual time. Like
    /// absolute scheduling, and as in RxSwift, it is not subject to ``adjustScheduledTime(_:)``: a
    /// `dueTime` of 0 runs at the current time, after the work already due (a cold test observable's
    /// event at 0 arrives at the moment of subscription).
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public final func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` to run when the virtual clock reaches `time`; a time already past runs at
    /// the current clock, after the work already due. Not subject to ``adjustScheduledTime(_:)``.
    /// - Returns: A disposable that cancels the action if it has not run yet; disposing it after the
    ///   action ran disposes what the action returned.
    public final func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        // The state is handed to the item's single run, on the thread that drives the scheduler.
        let box = UncheckedBox(state)
        // What the action creates counts in the resource scope it was scheduled from.
        let action = carryingTaskContext(action)
        return lock.withLock {
            let item = VirtualSchedulerItem(time: time, id: nextID) { action(box.value) }
            nextID += 1
            push(item)
            return item
        }
    }

    /// Where relative work lands: called with the due time computed for `scheduleRelative` and
    /// `schedule`, and returns the time actually used. The default
    /// returns `time` unchanged. Called without the scheduler's lock held; it may read ``clock``.
    /// - Parameter time: The computed due time.
    /// - Returns: The due time to use.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs every scheduled action in order, moving the clock to each one's due time, until the
    /// queue is empty or ``stop()`` is called. Actions scheduled meanwhile run too. Does nothing if
    /// the scheduler is already running (a nested call from an action returns at once).
    public final func start() {
        let alreadyRunning = lock.withLock {
            defer { isRunning = true }
            return isRunning
        }
        if alreadyRunning { return }
        while let item = nextItem(upTo: nil) {
            item.invoke()
        }
        lock.withLock { isRunning = false }
    }

    /// Runs the actions due up to and including `virtualTime`, in order, then sets the clock to
    /// `virtualTime`. Stops early if ``stop()`` is called.
    ///
    /// As in RxSwift, a time before the current clock runs only the actions already overdue and then
    /// sets the clock back to `virtualTime`. Calling it while the scheduler is running is a
    /// programming error.
    /// - Parameter virtualTime: The time to advance to.
    public final func advanceTo(_ virtualTime: VirtualTime) {
        let alreadyRunning = lock.withLock { () -> Bool in
            if isRunning { return true }
            isRunning = true
            return false
        }
        if alreadyRunning {
            preconditionFailure(
                "advanceTo(\(virtualTime)) was called while the scheduler is running; "
                    + "call it from outside the scheduled actions."
            )
        }
        while let item = nextItem(upTo: virtualTime) {
            item.invoke()
        }
        lock.withLock {
            currentClock = virtualTime
            isRunning = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// A negative interval is a programming error.
    /// - Parameter virtualInterval: How far to move the clock.
    public final func sleep(_ virtualInterval: VirtualTimeInterval) {
        let problem = lock.withLock { () -> String? in
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(target, currentClock).isLessThan {
                return "sleep(\(virtualInterval)) would move the clock back from \(currentClock); "
                    + "pass a non-negative interval."
            }
            currentClock = target
            return nil
        }
        if let problem { preconditionFailure(problem) }
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the action that is running; the rest stays queued.
    public final func stop() {
        lock.withLock { isRunning = false }
    }

    /// The clock and the due times of the pending actions, in order.
    public var debugDescription: String {
        let (clock, pending) = lock.withLock { () -> (String, [String]) in
            let live = queue.filter { !$0.isDisposed }.sorted { isBefore($0, $1) }
            return ("\(currentClock)", live.map { "\($0.time)" })
        }
        return "\(type(of: self))(clock: \(clock), pending: [\(pending.joined(separator: ", "))])"
    }

    // MARK: - Queue (all called with the lock held)

    /// Takes the next live item due no later than `limit` and moves the clock to it; `nil` when
    /// there is none or the scheduler was stopped.
    private func nextItem(upTo limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        lock.withLock {
            while isRunning, let first = queue.first {
                if first.isDisposed {
                    popFirst()
                    continue
                }
                if let limit, converter.compareVirtualTime(first.time, limit).isGreaterThan {
                    return nil
                }
                popFirst()
                if converter.compareVirtualTime(first.time, currentClock).isGreaterThan {
                    currentClock = first.time
                }
                return first
            }
            return nil
        }
    }

    private func isBefore(_ lhs: VirtualSchedulerItem<VirtualTime>, _ rhs: VirtualSchedulerItem<VirtualTime>) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.id < rhs.id
        }
    }

    private func push(_ item: VirtualSchedulerItem<VirtualTime>) {
        queue.append(item)
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard isBefore(queue[child], queue[parent]) else { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst() {
        let last = queue.removeLast()
        guard !queue.isEmpty else { return }
        queue[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < queue.count, isBefore(queue[left], queue[first]) { first = left }
            if right < queue.count, isBefore(queue[right], queue[first]) { first = right }
            if first == parent { return }
            queue.swapAt(parent, first)
            parent = first
        }
    }
}

/// One action waiting in a ``VirtualTimeScheduler``'s queue, and the disposable returned for it.
///
/// Disposing it before it runs drops the action, releasing everything the action captured.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    // `time` and `id` are immutable; `action` is mutex-guarded; `disposed` is atomic; `result` is
    // thread-safe.
    let time: Time
    let id: Int
    private let action: Mutex<(@Sendable () -> any Disposable)?>
    private let disposed = Atomic<Bool>(false)
    private let result = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping @Sendable () -> any Disposable) {
        self.time = time
        self.id = id
        self.action = Mutex(action)
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Runs the action unless it was cancelled; called once, by the thread driving the scheduler.
    func invoke() {
        let action = self.action.withLock { action in
            defer { action = nil }
            return action
        }
        guard let action, !isDisposed else { return }
        result.setDisposable(action())
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        let dropped = action.withLock { action in
            defer { action = nil }
            return action
        }
        _ = dropped  // released here, outside the mutex
        result.dispose()
    }
}

/// A scheduler whose clock only moves when its owner advances it: a busy loop on it costs one
/// action per virtual tick, so the zero-period warning of `interval` and `timer` leaves it alone.
protocol RunsOnVirtualTime {}

extension VirtualTimeScheduler: RunsOnVirtualTime {}
