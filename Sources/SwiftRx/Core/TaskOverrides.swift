import Synchronization

/// The process-wide settings that code has replaced for its own task tree: the ``Hooks/Scope`` in
/// effect, the scheduler ``SharingScheduler/mock(scheduler:action:)-1dj7s`` installed and the
/// ``TraceRecording`` of its own trace points.
///
/// It is one task-local value, so an override made in a task applies to that task and the tasks it
/// starts, and not to code running at the same time elsewhere (another test, say). SwiftRx's
/// schedulers carry it into the actions they run, as they carry the resource scope, while any
/// override is in effect anywhere: the work a test schedules on a dispatch queue still sees the
/// test's hooks.
struct TaskOverrides: Sendable {
    /// The hooks that take the place of the process-wide ones, if any.
    var hooks: Hooks.Scope?
    /// The factory that takes the place of ``SharingScheduler/make``'s process-wide one, if any.
    var sharingScheduler: (@Sendable () -> any SchedulerType)?
    /// The recording that the trace points subscribed here record into (besides the one that is
    /// on for the whole process), if any: see ``TraceRecording/record(capacity:clock:_:)``.
    var traceRecording: TraceRecording?

    /// The overrides of the running task (or, outside a task, of the thread's current `withValue`).
    @TaskLocal static var current = TaskOverrides()

    /// How many overrides are being applied right now, anywhere: while it is zero, schedulers carry
    /// nothing and pay one relaxed atomic load per scheduled action.
    static let inEffect = Atomic<Int>(0)

    /// Runs `body` with the current overrides changed by `change`.
    static func with<Result>(_ change: (inout TaskOverrides) -> Void, _ body: () throws -> Result) rethrows -> Result {
        var overrides = current
        change(&overrides)
        inEffect.add(1, ordering: .relaxed)
        defer { inEffect.subtract(1, ordering: .relaxed) }
        return try $current.withValue(overrides, operation: body)
    }

    /// Runs the asynchronous `body` with the current overrides changed by `change`, in its task and
    /// the child tasks it starts.
    static func with<Result>(
        _ change: (inout TaskOverrides) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        var overrides = current
        change(&overrides)
        inEffect.add(1, ordering: .relaxed)
        defer { inEffect.subtract(1, ordering: .relaxed) }
        return try await $current.withValue(overrides, operation: body, isolation: isolation)
    }

    /// These overrides, with what they leave `nil` taken from `base`: what work carried from one
    /// place runs with where it is run. A virtual-time scheduler runs its actions in the task that
    /// advances it, so a `SharingScheduler.mock` around `scheduler.start` applies to an action that
    /// was scheduled, under another override, before the mock began.
    func applied(over base: TaskOverrides) -> TaskOverrides {
        TaskOverrides(
            hooks: hooks ?? base.hooks,
            sharingScheduler: sharingScheduler ?? base.sharingScheduler,
            traceRecording: traceRecording ?? base.traceRecording)
    }

    /// The overrides to carry into work scheduled now, or `nil` when there are none.
    static var toCarry: TaskOverrides? {
        guard inEffect.load(ordering: .relaxed) > 0 else { return nil }
        let overrides = current
        let isEmpty = overrides.hooks == nil && overrides.sharingScheduler == nil && overrides.traceRecording == nil
        return isEmpty ? nil : overrides
    }
}

/// `action`, made to run with the task-local context current where it is scheduled: the
/// ``TaskOverrides`` in effect (any build) and the resource scope (builds with `TRACE_RESOURCES`).
/// `action` itself when there is nothing to carry. The schedulers that run work on other threads, or
/// later, wrap their actions with it, so the work behaves as if it ran where it was asked for.
@usableFromInline
func carryingTaskContext<State, Result>(
    _ action: @escaping @Sendable (State) -> Result
) -> @Sendable (State) -> Result {
    var carried = action
    if let overrides = TaskOverrides.toCarry {
        carried = { state in
            // Counted while it runs, so that what the action schedules in turn is carried too.
            TaskOverrides.inEffect.add(1, ordering: .relaxed)
            defer { TaskOverrides.inEffect.subtract(1, ordering: .relaxed) }
            return TaskOverrides.$current.withValue(overrides.applied(over: TaskOverrides.current)) { action(state) }
        }
    }
    #if TRACE_RESOURCES
        if let scope = Resources.Scope.active {
            let inner = carried
            carried = { state in scope.run { inner(state) } }
        }
    #endif
    return carried
}
