import Synchronization

extension TraceRecording {
    /// Runs `body` and records, into a recording of its own, what the trace points subscribed in it
    /// see: a recording of one part of the program, which trace points of code running at the same
    /// time elsewhere (another test, say) do not enter.
    ///
    /// ```swift
    /// let recording = TraceRecording.record {
    ///     _ = scheduler.start { source.trace("numbers") }
    /// }
    /// recording.stop()
    /// #expect(recording.events.map(\.point) == ["numbers", "numbers", "numbers"])
    /// ```
    ///
    /// A subscription to a ``ObservableType/trace(_:)`` point made in `body`, in the tasks it starts
    /// (not detached ones) or in the actions SwiftRx's schedulers run for work scheduled there,
    /// records every event it gets into this recording, on whatever thread, until ``stop()``. The
    /// recording that ``start(capacity:clock:)`` turned on for the whole process, if any, still gets
    /// those events too; this one is never ``current``.
    ///
    /// - Parameters:
    ///   - capacity: The most events kept; older ones are dropped and counted. Must be positive.
    ///   - clock: The time of an event, from any fixed origin; `nil` for a monotonic clock starting
    ///     at zero now.
    ///   - body: The code whose trace points are recorded.
    /// - Returns: The recording, which is on until ``stop()``.
    public static func record(
        capacity: Int = 10_000,
        clock: (@Sendable () -> Duration)? = nil,
        _ body: () throws -> Void
    ) rethrows -> TraceRecording {
        let recording = make(capacity: capacity, clock: clock, caller: "record(capacity:)")
        try TaskOverrides.with({ $0.traceRecording = recording }, body)
        return recording
    }

    /// Runs the asynchronous `body` and records, into a recording of its own, what the trace points
    /// subscribed in it, and in the child tasks it starts, see; see
    /// ``record(capacity:clock:_:)``.
    ///
    /// - Parameters:
    ///   - capacity: The most events kept; older ones are dropped and counted. Must be positive.
    ///   - clock: The time of an event, from any fixed origin; `nil` for a monotonic clock starting
    ///     at zero now.
    ///   - isolation: The actor `body` runs on.
    ///   - body: The code whose trace points are recorded.
    /// - Returns: The recording, which is on until ``stop()``.
    public static func record(
        capacity: Int = 10_000,
        clock: (@Sendable () -> Duration)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Void
    ) async rethrows -> TraceRecording {
        let recording = make(capacity: capacity, clock: clock, caller: "record(capacity:)")
        try await TaskOverrides.with({ $0.traceRecording = recording }, isolation: isolation, body)
        return recording
    }

    /// The recording of the ``record(capacity:clock:_:)`` that a trace point subscribed now
    /// records into, if any.
    @usableFromInline
    static func scopedRecording() -> TraceRecording? {
        guard TaskOverrides.inEffect.load(ordering: .relaxed) > 0 else { return nil }
        return TaskOverrides.current.traceRecording
    }
}
