import Dispatch
import Foundation
import Synchronization

/// The scheduling the dispatch-queue schedulers share: immediate work with `async`, delayed and
/// periodic work with a `DispatchSourceTimer` on the queue.
///
/// Delayed and periodic items can be cancelled at any time: disposing one cancels its timer and
/// releases the action at once, so whatever the action captured is freed without waiting for the
/// due time.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let item = DispatchScheduledItem(action: carryingTaskContext(action), state: state)
        queue.async { item.run() }
        return item
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        if case .never = dueTime { return Disposables.create() }
        let item = DispatchScheduledItem(action: carryingTaskContext(action), state: state)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + dueTime.clampedToZero, leeway: leeway)
        // The handler holds the item until the timer is cancelled, which happens when it fires or
        // when the item is disposed; the item holds the timer only to cancel it.
        timer.setEventHandler { [item] in
            item.run()
        }
        item.attach(timer)
        timer.resume()
        return item
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> any Disposable {
        if case .never = startAfter { return Disposables.create() }
        let item = DispatchPeriodicItem(state: state, action: carryingTaskContext(action))
        let timer = DispatchSource.makeTimerSource(queue: queue)
        // A repeating dispatch timer computes each deadline from the first one, so a late tick does
        // not shift the ones after it.
        let start = DispatchTime.now() + startAfter.clampedToZero
        if case .never = period {
            timer.schedule(deadline: start, repeating: .never, leeway: leeway)
        } else {
            timer.schedule(deadline: start, repeating: period.clampedToZero, leeway: leeway)
        }
        timer.setEventHandler { [item] in
            item.tick()
        }
        item.attach(timer)
        timer.resume()
        return item
    }
}

extension DispatchTimeInterval {
    /// Negative intervals mean "now" for the schedulers.
    var clampedToZero: DispatchTimeInterval {
        nanoseconds < 0 ? .nanoseconds(0) : self
    }
}

/// One action scheduled on a dispatch queue, at once or after a delay.
///
/// It runs the action at most once and never after it was disposed; disposing it also disposes what
/// the action returned and cancels the timer of a delayed item. Items are not counted in
/// ``Resources``: dispatch releases them asynchronously after they run, so a count would race with
/// the code that checks it.
final class DispatchScheduledItem: Cancelable, @unchecked Sendable {
    // Every `var` is guarded by lock (the timer is not Sendable, hence `Lock` rather than `Mutex`).
    private let lock = Lock()
    @exclusivity(unchecked) private var action: (@Sendable () -> any Disposable)?  // guarded by lock
    @exclusivity(unchecked) private var timer: (any DispatchSourceTimer)?  // guarded by lock
    @exclusivity(unchecked) private var result: (any Disposable)?  // guarded by lock
    @exclusivity(unchecked) private var disposed = false  // guarded by lock

    init<StateType>(action: @escaping @Sendable (StateType) -> any Disposable, state: StateType) {
        // The state is read once, by the single run of this item on the scheduler's queue.
        let box = UncheckedBox(state)
        self.action = { action(box.value) }
    }

    /// Keeps the timer so that disposing the item cancels it (at once if already disposed).
    func attach(_ timer: any DispatchSourceTimer) {
        let cancelNow = lock.withLock { () -> Bool in
            if disposed || action == nil { return true }
            self.timer = timer
            return false
        }
        if cancelNow { timer.cancel() }
    }

    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Runs the action unless the item was disposed or already ran.
    func run() {
        let (action, timer) = lock.withLock { () -> ((@Sendable () -> any Disposable)?, (any DispatchSourceTimer)?) in
            defer {
                self.action = nil
                self.timer = nil
            }
            return (self.action, self.timer)
        }
        timer?.cancel()
        guard let action else { return }
        let result = action()
        let disposeNow = lock.withLock { () -> Bool in
            if disposed { return true }
            self.result = result
            return false
        }
        if disposeNow { result.dispose() }
    }

    func dispose() {
        let taken = lock.withLock {
            () -> ((@Sendable () -> any Disposable)?, (any DispatchSourceTimer)?, (any Disposable)?) in
            disposed = true
            defer {
                action = nil
                timer = nil
                result = nil
            }
            return (action, timer, result)
        }
        taken.1?.cancel()
        taken.2?.dispose()
        withExtendedLifetime(taken.0) {}  // the captured action is released here, outside the lock
    }
}

/// A periodic action driven by a repeating dispatch timer. The timer's handler never runs
/// concurrently with itself, which serializes the state.
final class DispatchPeriodicItem<StateType>: Cancelable, @unchecked Sendable {
    // `current` is only touched by `tick`, which the dispatch source runs serially (one handler at a
    // time); `action` and `timer` are guarded by lock.
    private var current: StateType
    private let lock = Lock()
    @exclusivity(unchecked) private var action: (@Sendable (StateType) -> StateType)?  // guarded by lock
    @exclusivity(unchecked) private var timer: (any DispatchSourceTimer)?  // guarded by lock

    init(state: StateType, action: @escaping @Sendable (StateType) -> StateType) {
        current = state
        self.action = action
    }

    func attach(_ timer: any DispatchSourceTimer) {
        let cancelNow = lock.withLock { () -> Bool in
            if action == nil { return true }
            self.timer = timer
            return false
        }
        if cancelNow { timer.cancel() }
    }

    var isDisposed: Bool {
        lock.withLock { action == nil }
    }

    func tick() {
        guard let action = lock.withLock({ self.action }) else { return }
        current = action(current)
    }

    func dispose() {
        let taken = lock.withLock { () -> ((@Sendable (StateType) -> StateType)?, (any DispatchSourceTimer)?) in
            defer {
                action = nil
                timer = nil
            }
            return (action, timer)
        }
        taken.1?.cancel()
        withExtendedLifetime(taken.0) {}  // the captured action is released here, outside the lock
    }
}
