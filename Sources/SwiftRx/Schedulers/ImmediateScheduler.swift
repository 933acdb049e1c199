/// Runs every action at once, on the calling thread.
///
/// Recursive scheduling on it recurses on the stack; prefer ``CurrentThreadScheduler`` for
/// recursion that may be deep.
public struct ImmediateScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    /// Makes an immediate scheduler.
    public init() {}

    /// Runs `action` with `state` at once.
    /// - Returns: The disposable `action` returned.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        action(state)
    }
}
