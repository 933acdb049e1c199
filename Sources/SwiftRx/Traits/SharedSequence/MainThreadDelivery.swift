import Dispatch
import Foundation
import Synchronization

/// Runs main-actor work from code that is not isolated to the main actor: at once when called on
/// the main thread with nothing already queued, otherwise queued in order on the main dispatch
/// queue (which runs when the main thread runs `RunLoop.main` or `dispatchMain()`).
///
/// The "nothing queued" check keeps the order of deliveries: once one piece of work had to be
/// queued, later work queues behind it even when it starts on the main thread.
@usableFromInline
enum MainThreadDelivery {
    @usableFromInline
    static let queued = Atomic<Int>(0)

    /// `true` when the caller runs on the main thread.
    @inlinable
    static var isMainThread: Bool {
        Thread.isMainThread
    }

    /// Calls `handler(value)` on the main actor.
    ///
    /// - Parameters:
    ///   - value: The value handed to the main thread; the caller does not use it afterwards.
    ///   - handler: The main-actor work.
    @inlinable
    static func deliver<Value>(_ value: Value, to handler: @escaping @MainActor (Value) -> Void) {
        // The value is handed over to the main actor and not touched by the caller again.
        let box = UncheckedBox(value)
        if Thread.isMainThread && queued.load(ordering: .acquiring) == 0 {
            MainActor.assumeIsolated {
                handler(box.value)
            }
            return
        }
        queued.add(1, ordering: .acquiringAndReleasing)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                handler(box.value)
            }
            queued.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// Calls `handler()` on the main actor.
    ///
    /// - Parameter handler: The main-actor work.
    @inlinable
    static func run(_ handler: @escaping @MainActor () -> Void) {
        deliver(()) { _ in handler() }
    }

    /// Reports a ``GrammarViolation/Kind/notOnMainThread`` violation unless the caller is on the main
    /// thread.
    ///
    /// - Parameter operatorName: The API that was used off the main thread.
    @inlinable
    static func checkMainThread(_ operatorName: String, file: StaticString, line: UInt) {
        if !Thread.isMainThread {
            Hooks.report(
                GrammarViolation(kind: .notOnMainThread, operatorName: operatorName, location: "\(file):\(line)")
            )
        }
    }
}

/// The scheduler of the main thread used by ``SharingScheduler`` and ``Binder`` by default: work
/// scheduled from the main thread with nothing queued runs at once; otherwise it is queued on the main
/// dispatch queue, in order.
@usableFromInline
struct MainQueueScheduler: SchedulerType {
    @inlinable
    init() {}

    @usableFromInline
    var now: RxTime { Date() }

    @usableFromInline
    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let disposable = SingleAssignmentDisposable()
        // The state is handed to the main thread once; this thread does not use it again.
        let box = UncheckedBox(state)
        MainThreadDelivery.run {
            if disposable.isDisposed { return }
            disposable.setDisposable(action(box.value))
        }
        return disposable
    }

    @usableFromInline
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let disposable = SingleAssignmentDisposable()
        // The state is handed to the main thread once; this thread does not use it again.
        let box = UncheckedBox(state)
        DispatchQueue.main.asyncAfter(deadline: .now() + dueTime) {
            if disposable.isDisposed { return }
            disposable.setDisposable(action(box.value))
        }
        return disposable
    }
}
