import Dispatch
import Foundation
import Synchronization

/// Runs work on the main dispatch queue: the scheduler for UI work, `Driver` and `Signal`.
///
/// ``SerialDispatchQueueScheduler/schedule(_:action:)`` on ``instance`` runs the action at once when it is called on the main
/// queue and nothing scheduled earlier is still waiting; otherwise it submits the action to the
/// main queue. That saves a hop for work that is already on the main thread while keeping the order
/// of scheduled work. ``asyncInstance`` always submits asynchronously.
///
/// On Linux the main queue runs when the main thread runs `RunLoop.main` (`RunLoop.main.run()`) or
/// calls `dispatchMain()`. "On the main queue" is detected with a queue-specific value, so it is also
/// right under `dispatchMain()`, where Linux drains the main queue on a worker thread.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // `pending` is atomic; everything else is immutable.

    /// How many actions were submitted to the main queue and have not finished, plus one while an
    /// action runs inline.
    @usableFromInline
    let pending = Atomic<Int>(0)

    /// The shared main scheduler; use it rather than making new ones.
    public static let instance = MainScheduler()

    /// A scheduler that always submits work to the main queue asynchronously, even when called on
    /// the main queue. Use it to break re-entrancy, or to let the current main-queue work finish
    /// first.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Makes a scheduler on the main queue. Prefer ``instance``.
    public init() {
        _ = MainQueueDetection.key
        super.init(serialQueue: DispatchQueue.main)
    }

    /// `true` when the caller is running on the main queue (the main thread, or the thread that
    /// drains the main queue under `dispatchMain()`).
    @usableFromInline
    static var isOnMainQueue: Bool {
        // The main thread is checked first, from a per-thread cache: the queue-specific lookup goes
        // through generic Dispatch code on every call.
        MainThreadCheck.isMainThread || DispatchQueue.getSpecific(key: MainQueueDetection.key) != nil
    }

    /// Stops the program unless it is running on the main queue.
    /// - Parameter errorMessage: What to print instead of the default message.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard isOnMainQueue else {
            preconditionFailure(
                errorMessage
                    ?? "This code must run on the main queue but runs on a background thread. "
                    + "Deliver its events with observe(on: MainScheduler.instance), or schedule it with "
                    + "MainScheduler.instance.schedule."
            )
        }
    }

    /// Stops the program unless it is running on the main thread (the main queue under
    /// `dispatchMain()`).
    /// - Parameter errorMessage: What to print instead of the default message.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard isOnMainQueue else {
            preconditionFailure(
                errorMessage
                    ?? "This code must run on the main thread but runs on a background thread. "
                    + "Move it to the main thread with observe(on: MainScheduler.instance)."
            )
        }
    }

    /// Runs `body` on the main actor: at once, through `MainActor.assumeIsolated`, when called on
    /// the main queue with nothing scheduled ahead of it; otherwise later, on the main queue.
    ///
    /// Use it to reach main-actor-isolated code (UI state, `@MainActor` view models) from the
    /// events of a sequence without an extra `Task` hop.
    /// - Parameter body: The main-actor work.
    /// - Returns: A disposable that cancels `body` if it has not run yet.
    @discardableResult
    public static func scheduleOnMainActor(_ body: @escaping @MainActor () -> Void) -> any Disposable {
        instance.schedule(()) { _ in
            MainActor.assumeIsolated { body() }
            return Disposables.create()
        }
    }

    /// Runs `body` at once when ``SerialDispatchQueueScheduler/schedule(_:action:)`` would, that is on the main queue with
    /// nothing scheduled ahead of it, without building an action closure for it.
    ///
    /// - Parameter body: The work.
    /// - Returns: Whether `body` ran; if not, the caller schedules the work as usual.
    @inlinable
    func runAtOnceIfIdle(_ body: () -> Void) -> Bool {
        let queuedAhead = pending.add(1, ordering: .acquiringAndReleasing).oldValue
        defer { pending.subtract(1, ordering: .releasing) }
        guard queuedAhead == 0 && Self.isOnMainQueue else { return false }
        body()
        return true
    }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let queuedAhead = pending.add(1, ordering: .acquiringAndReleasing).oldValue
        if queuedAhead == 0 && Self.isOnMainQueue {
            let disposable = action(state)
            pending.subtract(1, ordering: .releasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        // The state is read once, on the main queue, by the single run of this block.
        let box = UncheckedBox(state)
        let action = carryingTaskContext(action)
        DispatchQueue.main.async { [self] in
            if !cancel.isDisposed {
                cancel.setDisposable(action(box.value))
            }
            pending.subtract(1, ordering: .releasing)
        }
        return cancel
    }
}

/// The queue-specific value that marks the main queue.
enum MainQueueDetection {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// Whether the calling thread is the process's main thread, cheaply enough for every event.
///
/// `Thread.isMainThread` costs two system calls on Linux (it compares the thread id with the process
/// id); the answer never changes for a thread, so it is worked out once per thread and kept in
/// thread-local storage.
@usableFromInline
enum MainThreadCheck {
    @usableFromInline
    static var isMainThread: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            if let cached = pthread_getspecific(key) {
                return Int(bitPattern: cached) == mainMarker
            }
            let isMain = Thread.isMainThread
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? mainMarker : otherMarker))
            return isMain
        #endif
    }

    #if !canImport(Darwin)
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key, nil)
            precondition(status == 0, "SwiftRx could not create its main-thread key (\(status)).")
            return key
        }()
        // Non-null markers: `pthread_getspecific` returns nil for a thread that was not checked yet.
        private static let mainMarker = 1
        private static let otherMarker = 2
    #endif
}
