import Dispatch
import Foundation
import Synchronization

/// Runs main-actor work from code that is not isolated to the main actor: at once when called on
/// the main thread with nothing already queued, otherwise queued in order on the main dispatch
/// queue (which runs when the main thread runs `RunLoop.main` or `dispatchMain()`).
///
/// "On the main thread" means on the main thread itself or inside work of the main dispatch queue:
/// after `dispatchMain()` (as under `swift test` on Linux) the main queue, and with it the main
/// actor, is served by another thread, for which `Thread.isMainThread` is `false`.
///
/// The "nothing queued" check keeps the order of deliveries: once one piece of work had to be
/// queued, later work queues behind it even when it starts on the main thread.
@usableFromInline
enum MainThreadDelivery {
    @usableFromInline
    static let queued = Atomic<Int>(0)

    /// `true` when the caller runs on the main thread or on the main dispatch queue.
    @usableFromInline
    static var isMainThread: Bool {
        MainScheduler.isOnMainQueue
    }

    /// Calls `handler(value)` on the main actor.
    ///
    /// - Parameters:
    ///   - value: The value handed to the main thread; the caller does not use it afterwards.
    ///   - reporting: When not `nil`, a call from another thread is also reported as a
    ///     ``GrammarViolation/Kind/notOnMainThread`` violation of this API.
    ///   - handler: The main-actor work.
    ///   - direct: `handler` as a nonisolated function (``nonisolatedCopy(_:)``), called when this
    ///     already runs on the main thread; made once by callers that deliver many values.
    @inlinable
    static func deliver<Value>(
        _ value: Value,
        reporting operatorName: String? = nil,
        to handler: @escaping @MainActor (Value) -> Void,
        direct: (Value) -> Void
    ) {
        // The value is handed over to the main actor and not touched by the caller again.
        let box = UncheckedBox(value)
        let onMain = isMainThread
        if onMain && queued.load(ordering: .acquiring) == 0 {
            // This runs on the main thread, where the main actor runs: `MainActor.assumeIsolated`
            // would check that again through the concurrency runtime and box its closure, several
            // hundred instructions and an allocation per element a `drive` or `emit` delivers.
            direct(box.value)
            return
        }
        if !onMain, let operatorName {
            Hooks.report(GrammarViolation(kind: .notOnMainThread, operatorName: operatorName))
        }
        queued.add(1, ordering: .acquiringAndReleasing)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                handler(box.value)
            }
            queued.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// `handler` as a nonisolated function, to be called only where the main actor runs (the main
    /// thread, or the main queue). A synchronous main-actor function has the representation of a
    /// nonisolated one; only the isolation, which the caller establishes, differs.
    ///
    /// - Parameter handler: The main-actor function.
    /// - Returns: The same function without its isolation.
    @inlinable
    static func nonisolatedCopy<Value>(_ handler: @escaping @MainActor (Value) -> Void) -> @Sendable (Value) -> Void {
        unsafeBitCast(handler, to: (@Sendable (Value) -> Void).self)
    }

    /// Calls `handler()` on the main actor.
    ///
    /// - Parameter handler: The main-actor work.
    @inlinable
    static func run(reporting operatorName: String? = nil, _ handler: @escaping @MainActor () -> Void) {
        let work: @MainActor (()) -> Void = { _ in handler() }
        deliver((), reporting: operatorName, to: work, direct: nonisolatedCopy(work))
    }

    /// Subscribes to `source` with main-actor closures: each is called on the main thread, at once
    /// when the event arrives there, otherwise (after reporting a violation of `operatorName`) queued
    /// on the main dispatch queue. Subscribing off the main thread is reported too.
    @inlinable
    static func subscribe<Element>(
        _ source: Observable<Element>,
        operatorName: String,
        onNext: (@MainActor (Element) -> Void)?,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@MainActor () -> Void)?,
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        checkMainThread(operatorName, file: file, line: line)
        var next: (@Sendable (Element) -> Void)?
        if let onNext {
            let direct = nonisolatedCopy(onNext)
            next = { element in deliver(element, reporting: operatorName, to: onNext, direct: direct) }
        }
        var completed: (@Sendable () -> Void)?
        if let onCompleted {
            completed = { run(reporting: operatorName, onCompleted) }
        }
        var disposed: (@Sendable () -> Void)?
        if let onDisposed {
            disposed = { run(onDisposed) }
        }
        return source.subscribe(onNext: next, onCompleted: completed, onDisposed: disposed, file: file, line: line)
    }

    /// Subscribes to `source` with main-actor closures that also receive `object`, held weakly: once
    /// it is gone the closures are no longer called.
    @inlinable
    static func subscribe<Element, Object: AnyObject>(
        _ source: Observable<Element>,
        operatorName: String,
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)?,
        onCompleted: (@MainActor (Object) -> Void)?,
        onDisposed: (@MainActor (Object) -> Void)?,
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        let weakObject = WeakBox(object)
        return subscribe(
            source,
            operatorName: operatorName,
            onNext: onNext.map { handler -> @MainActor (Element) -> Void in
                { element in
                    if let object = weakObject.value { handler(object, element) }
                }
            },
            onCompleted: onCompleted.map { handler -> @MainActor () -> Void in
                {
                    if let object = weakObject.value { handler(object) }
                }
            },
            onDisposed: onDisposed.map { handler -> @MainActor () -> Void in
                {
                    if let object = weakObject.value { handler(object) }
                }
            },
            file: file,
            line: line
        )
    }

    /// Subscribes each observer to `source`, in order, after reporting a violation of `operatorName`
    /// when called off the main thread.
    @inlinable
    static func subscribe<Element>(
        _ source: Observable<Element>,
        operatorName: String,
        observers: [(Event<Element>) -> Void],
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        checkMainThread(operatorName, file: file, line: line)
        return source.subscribe(
            AnyObserver { event in
                for observer in observers { observer(event) }
            })
    }

    /// Reports a ``GrammarViolation/Kind/notOnMainThread`` violation unless the caller is on the main
    /// thread.
    ///
    /// - Parameter operatorName: The API that was used off the main thread.
    @inlinable
    static func checkMainThread(_ operatorName: String, file: StaticString, line: UInt) {
        if !isMainThread {
            Hooks.report(
                GrammarViolation(kind: .notOnMainThread, operatorName: operatorName, location: "\(file):\(line)")
            )
        }
    }
}
