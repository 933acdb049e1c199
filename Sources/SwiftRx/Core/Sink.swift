import Synchronization

/// The per-subscription object of an operator: it holds the downstream observer, the upstream
/// subscription and the operator's own state, and it is also the disposable handed downstream.
///
/// A sink forwards with ``forwardOn(_:)`` (dropped once disposed; the check is a relaxed atomic load)
/// and ends with ``forwardError(_:)``/``forwardCompleted()``, which deliver the terminal event at most
/// once and then release the upstream subscription. ``dispose()`` stops delivery and releases the
/// upstream subscription and anything ``disposeCore()`` adds. Subclasses write only what is their
/// own, usually the handling of `next`.
@usableFromInline
class Sink<Element>: Cancelable, @unchecked Sendable {
    // `observer` is immutable; `upstream` is a lock-free slot, whose released state is also the
    // sink's stopped flag. Subclass state is guarded by each subclass and documented there.

    @usableFromInline
    let observer: Downstream<Element>

    /// The subscription to the source. Released (or claimed) exactly when the sink stops, so its
    /// state is the stopped flag too: one atomic word, and one exchange to end the sink.
    @usableFromInline
    let upstream = UpstreamSlot()

    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    @inlinable
    init(observer: @escaping Downstream<Element>) {
        self.observer = observer
        #if TRACE_RESOURCES
            resourceScope = Resources.countCreated()
        #endif
        tracePipeline("\(traceName(self)) created for this subscription")
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.countReleased(in: resourceScope)
        #endif
    }

    /// `true` once the sink was disposed or delivered its terminal event.
    @inlinable
    public final var isDisposed: Bool {
        upstream.isReleased
    }

    /// Forwards an event downstream unless the sink has stopped. A terminal event goes through
    /// ``forwardTerminal(_:)``.
    @inlinable
    final func forwardOn(_ event: Event<Element>) {
        if case .next = event {
            if upstream.isReleased { return }
            tracePipeline("\(traceName(self)) → next observer: \(event)")
            observer(event)
        } else {
            forwardTerminal(event)
        }
    }

    /// Forwards an element downstream unless the sink has stopped.
    @inlinable
    final func forwardNext(_ element: Element) {
        if upstream.isReleased { return }
        tracePipeline("\(traceName(self)) → next observer: next(\(element))")
        observer(.next(element))
    }

    /// Delivers a terminal event once, then releases the sink's resources. Kept out of line, so that
    /// the element paths that call it stay small.
    @inlinable
    @inline(never)
    final func forwardTerminal(_ event: Event<Element>) {
        // One exchange stops the sink and takes over its upstream subscription, which is disposed
        // after the event was delivered.
        let claimed = upstream.claim()
        if claimed == UpstreamSlot.released { return }
        tracePipeline("\(traceName(self)) → next observer: \(event), then it releases its resources")
        observer(event)
        releaseClaimed(claimed)
    }

    /// Disposes the upstream subscription a ``UpstreamSlot/claim()`` took over (which returned
    /// `claimed`, not `released`) and the sink's own resources.
    @inlinable
    final func releaseClaimed(_ claimed: Int) {
        upstream.disposeClaimed(claimed)
        tracePipeline("\(traceName(self)) disposed: its upstream subscription is released")
        disposeCore()
    }

    /// Delivers `error` once, then releases the sink's resources.
    @inlinable
    final func forwardError(_ error: any Error) {
        forwardTerminal(.error(error))
    }

    /// Delivers `completed` once, then releases the sink's resources.
    @inlinable
    final func forwardCompleted() {
        forwardTerminal(.completed)
    }

    /// Stores the subscription to the source; disposes it at once if the sink already stopped.
    @inlinable
    @inline(__always)
    final func setUpstream(_ disposable: consuming any Disposable) {
        upstream.set(disposable)
    }

    /// Stops delivery and releases the upstream subscription and the sink's own resources.
    @inlinable
    public final func dispose() {
        releaseResources()
    }

    @inlinable
    final func releaseResources() {
        if upstream.release() {
            tracePipeline("\(traceName(self)) disposed: its upstream subscription is released")
            disposeCore()
        }
    }

    /// Releases what a subclass holds beyond the upstream subscription (timers, inner
    /// subscriptions). Called once, after the sink stopped.
    @usableFromInline
    func disposeCore() {}
}
