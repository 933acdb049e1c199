/// The sink shared by the creation operators that emit one element per scheduled step (`from`, `of`,
/// `range`, `generate`, `repeatElement`): each element is its own scheduled item, so a trampolining
/// scheduler interleaves several such sequences fairly and never grows the stack.
@usableFromInline
final class IterationSink<State, Element>: Sink<Element>, @unchecked Sendable {
    // No mutable fields: the iteration state travels from one scheduled step to the next.

    /// Emits `step(&state)` until it returns `nil` (then completes) or throws (then fails).
    @inlinable
    func run(
        scheduler: any ImmediateSchedulerType,
        state: State,
        step: @escaping (inout State) throws -> Element?
    ) {
        let step = UncheckedBox(step)  // called only from the serial chain of recursive steps
        setUpstream(
            scheduler.scheduleRecursive(state) { [self] state, recurse in
                if isDisposed { return }
                var next = state
                do {
                    if let element = try step.value(&next) {
                        forwardNext(element)
                        recurse(next)
                    } else {
                        forwardCompleted()
                    }
                } catch {
                    forwardError(error)
                }
            }
        )
    }
}
