/// An observer that writes each element into a target object: the building block of UI bindings
/// such as `label.rx.text`.
///
/// A binder holds its target weakly: once the target is deallocated, elements are dropped and no
/// binding code runs. Each element is applied on the binder's scheduler (``MainScheduler`` unless
/// another is given). Completion is ignored.
///
/// A binder cannot receive an error: binding a sequence that fails is a programming mistake. The
/// error is not applied; it is passed to ``Hooks/defaultErrorHandler`` (which prints it by default)
/// with a message naming the binder, and the binder stays usable. RxSwift stops a debug build at
/// this point; SwiftRx reports instead, in every build, and a handler that calls `fatalError` gets
/// RxSwift's behaviour back.
///
/// In Swift 6 mode the binding closure of `Binder(target) { target, value in ... }` is isolated to
/// the main actor, so it can touch UI state directly; with an explicit non-main scheduler the
/// closure is `@Sendable` and runs on that scheduler.
///
/// ```
/// source:  --"a"--"b"--|
/// target:    .text = "a", .text = "b"   (completion leaves the target as it is)
/// ```
public struct Binder<Value>: ObserverType, Sendable {
    /// The type of the values the binder applies.
    public typealias Element = Value

    @usableFromInline
    let binding: @Sendable (Event<Value>) -> Void

    /// Makes a binder that applies each value to `target` on the main actor, through a
    /// ``MainScheduler`` of its own: at once when the value arrives on the main thread with nothing
    /// of this binder's queued ahead of it, otherwise queued on the main dispatch queue.
    ///
    /// As in RxSwift, the binder does not share ``MainScheduler/instance``: a value that arrives
    /// inside an action of `MainScheduler.instance` (an `observe(on: MainScheduler.instance)`
    /// delivery, for instance), or while that scheduler has work queued, is still applied at once.
    ///
    /// - Parameters:
    ///   - target: The object the values are applied to; held weakly.
    ///   - binding: Applies one value to the target; runs on the main actor.
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target,
        binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        self.init(target, scheduler: MainScheduler(), binding: binding)
    }

    /// Makes a binder that applies each value to `target` on the main actor, through `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object the values are applied to; held weakly.
    ///   - scheduler: A main scheduler; the binding runs in its actions, on the main queue.
    ///   - binding: Applies one value to the target; runs on the main actor.
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: MainScheduler,
        binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        // A MainScheduler runs its actions on the main queue, which is the main actor's executor.
        // The binding is called as `MainActor.assumeIsolated` calls its closure once its check has
        // passed: through the same function without the isolation in its type (a synchronous
        // function's calling convention does not depend on its global actor), after checking the
        // main queue with the per-thread cached test the scheduler uses. `assumeIsolated` itself
        // would cost about 450 instructions and an allocation per element.
        let onMainActor = unsafeBitCast(binding, to: (@Sendable (Target, Value) -> Void).self)
        self.init(target, scheduler: scheduler as any ImmediateSchedulerType) { target, value in
            precondition(
                MainScheduler.isOnMainQueue,
                "A Binder on MainScheduler ran its binding off the main queue: the scheduler guarantees it."
            )
            onMainActor(target, value)
        }
    }

    /// Makes a binder that applies each value to `target` on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object the values are applied to; held weakly.
    ///   - scheduler: Where `binding` runs (for example a `TestScheduler` in tests).
    ///   - binding: Applies one value to the target.
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: any ImmediateSchedulerType,
        binding: @escaping @Sendable (Target, Value) -> Void
    ) {
        let weakTarget = WeakBox(target)
        let targetName = String(describing: Target.self)
        // A main scheduler runs an action at once when it is called on the main queue with nothing
        // queued ahead. The value is then bound right here, as that action would bind it, without
        // the action's closure and the scheduling around it (two allocations per element).
        let mainScheduler = scheduler as? MainScheduler
        self.binding = { event in
            switch event {
            case .next(let value):
                if let mainScheduler,
                    mainScheduler.runAtOnceIfIdle({
                        if let target = weakTarget.value {
                            binding(target, value)
                        }
                    })
                {
                    return
                }
                // The value is handed to the scheduler and read once, by the single run of the action.
                let box = UncheckedBox(value)
                _ = scheduler.schedule(()) { _ in
                    if let target = weakTarget.value {
                        binding(target, box.value)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                reportBinderError(error, value: Value.self, targetName: targetName)
            case .completed:
                break
            }
        }
    }

    /// Applies a `next` value to the target on the binder's scheduler; ignores completion; reports an
    /// error through ``Hooks/defaultErrorHandler``.
    ///
    /// - Parameter event: The event to apply.
    @inlinable
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as a type-erased observer.
    ///
    /// - Returns: An observer that forwards to this binder.
    @inlinable
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: binding)
    }
}

/// Reports an error that reached a ``Binder``, which cannot handle errors, to
/// ``Hooks/defaultErrorHandler``. Out of line: the binder's initializers are inlined into the user's
/// code so that its per-element path is specialized, and this path is neither hot nor generic.
@usableFromInline
func reportBinderError(_ error: any Error, value: Any.Type, targetName: String) {
    Hooks.reportUnhandledError(
        BindingError(target: "a Binder<\(value)> of \(targetName)", underlying: error),
        location: nil
    )
}
