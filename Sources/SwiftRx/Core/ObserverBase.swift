import Synchronization

/// An observer that enforces the grammar: after a terminal event nothing more reaches ``onCore(_:)``.
///
/// `on` is final and inlinable; when the concrete subclass is known (as it is in the closures
/// `subscribe` builds) the call to `onCore` is devirtualized and inlined.
@usableFromInline
class ObserverBase<Element>: ObserverType, @unchecked Sendable {
    // `upstream` is a lock-free slot, whose released state is also the stopped flag; subclasses
    // document their own fields.

    /// The subscription this observer receives events from. Released (or claimed) exactly when the
    /// observer stops, so its state is the stopped flag too.
    @usableFromInline
    let upstream = UpstreamSlot()

    #if TRACE_RESOURCES
        /// The resource scope this object counts in (see `Resources.Scope`).
        @usableFromInline
        let resourceScope: Resources.Scope?
    #endif

    @inlinable
    init() {
        #if TRACE_RESOURCES
            resourceScope = Resources.countCreated()
        #endif
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.countReleased(in: resourceScope)
        #endif
    }

    /// Delivers `event` to ``onCore(_:)`` unless a terminal event was already delivered.
    @inlinable
    final func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if upstream.isReleased { return }
            onCore(event)
        case .error, .completed:
            // One exchange stops the observer and takes over its subscription, which is released
            // once the event was handled.
            let claimed = upstream.claim()
            if claimed == UpstreamSlot.released { return }
            onCore(event)
            ended(claimed)
        }
    }

    /// Handles an event that passed the grammar check.
    @usableFromInline
    func onCore(_ event: Event<Element>) {
        preconditionFailure("ObserverBase is abstract; \(type(of: self)) must override onCore.")
    }

    /// Called once after a terminal event was handled, with what ``UpstreamSlot/claim()`` returned:
    /// disposes the upstream subscription.
    @usableFromInline
    func ended(_ claimed: Int) {
        upstream.disposeClaimed(claimed)
    }
}

/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` builds: it calls the user's
/// closures and is also the subscription it returns.
///
/// Disposing it disposes the upstream subscription and then calls `onDisposed`; a terminal event
/// calls `onDisposed` right after `onCompleted`/`onError`, then disposes the upstream subscription
/// (RxSwift's two orders). `onDisposed` runs exactly once. An error with no `onError` closure goes
/// to ``Hooks/defaultErrorHandler``.
@usableFromInline
final class AnonymousObserver<Element>: ObserverBase<Element>, Cancelable, @unchecked Sendable {
    // The closures are immutable; `upstream` (inherited) is a lock-free slot.

    /// `onNext`, `onError` and `onCompleted`, and where the subscription was made.
    @usableFromInline
    let closures: SubscribeClosures<Element>
    @usableFromInline
    let onDisposed: (() -> Void)?

    @inlinable
    convenience init(
        onNext: ((Element) -> Void)?,
        onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        file: StaticString,
        line: UInt,
        traced: Bool = true
    ) {
        self.init(
            closures: SubscribeClosures(
                onNext: onNext, onError: onError, onCompleted: onCompleted, file: file, line: line),
            onDisposed: onDisposed,
            traced: traced
        )
    }

    @inlinable
    init(closures: __owned SubscribeClosures<Element>, onDisposed: (() -> Void)?, traced: Bool = true) {
        self.closures = closures
        self.onDisposed = onDisposed
        super.init()
        // Not traced when a subject builds it under its lock (a trace hook may call back into it).
        if traced { tracePipeline("subscribe: your closures are wrapped in \(traceName(self))") }
    }

    /// The entry point `subscribe` registers: an element goes to `onNext` right after the stopped
    /// check, without the virtual call through ``ObserverBase/onCore(_:)``; terminal events take the
    /// grammar-checked path of ``ObserverBase/on(_:)``.
    @inlinable
    final func deliver(_ event: Event<Element>) {
        guard case .next(let value) = event else {
            terminate(event)
            return
        }
        if upstream.isReleased { return }
        tracePipeline("\(traceName(self)).on(\(event)): calling your onNext")
        closures.onNext?(value)
    }

    /// The terminal path of ``deliver(_:)``: ``ObserverBase/on(_:)``, inlined here, on this final
    /// class (so its calls to `onCore` and `ended` are direct) and out of line (so the element path
    /// stays small).
    @inlinable
    @inline(never)
    final func terminate(_ event: Event<Element>) {
        on(event)
    }

    @inlinable
    override func onCore(_ event: Event<Element>) {
        tracePipeline("\(traceName(self)).on(\(event)): grammar checked, calling your closure")
        switch event {
        case .next(let value):
            closures.onNext?(value)
        case .error(let error):
            closures.end(with: error)
        case .completed:
            closures.end(with: nil)
        }
    }

    /// After `onError`/`onCompleted`: calls `onDisposed`, then disposes the upstream subscription,
    /// RxSwift's order for a subscription that ends on its own (a `dispose()` call releases the
    /// upstream subscription first).
    @inlinable
    override func ended(_ claimed: Int) {
        tracePipeline("\(traceName(self)): subscription ended, calling onDisposed")
        onDisposed?()
        upstream.disposeClaimed(claimed)
    }

    @inlinable
    var isDisposed: Bool {
        upstream.isReleased
    }

    @inlinable
    @inline(__always)
    func setUpstream(_ disposable: consuming any Disposable) {
        upstream.set(disposable)
    }

    /// Subscribes to `source` with ``deliver(_:)`` as the entry point. A method, so that the entry
    /// point captures `self` with one retain; built by the caller around its local reference, it
    /// cost a second retain and a release per subscription.
    @inlinable
    func subscribe(to source: Observable<Element>) {
        // The closure comes from `entryPoint()`, the one place it is written: two identical closure
        // bodies are merged by the optimizer into one that takes an extra argument, which costs on
        // every element.
        upstream.set(source._subscribe(entryPoint()))
    }

    /// ``deliver(_:)`` as a closure that holds the observer: what a source, or a subject that keeps
    /// the observer as its own entry (see `PublishSubject.subscribe(keeping:)`), calls.
    @inlinable
    __consuming func entryPoint() -> Downstream<Element> {
        { [self] event in deliver(event) }
    }

    /// Called by a subject that kept this observer as its own entry when it removes the entry because
    /// the user disposed the subscription: from then on no element reaches `onNext`, as after
    /// ``dispose()``. Only used for observers without `onDisposed`, which has nothing to run here.
    @inlinable
    func removedBySubject() {
        // The slot was never set (the subject holds no subscription for this observer) and the
        // subject removes an entry once, so nothing else releases it: a store suffices.
        upstream.releaseUnshared()
    }

    @inlinable
    func dispose() {
        release()
    }

    @inlinable
    func release() {
        if upstream.release() {
            tracePipeline("\(traceName(self)): subscription ended, calling onDisposed")
            onDisposed?()
        }
    }
}

/// Where a subscription was made, for diagnostics: `file:line` in debug builds, `nil` in release
/// builds (which name no source location).
@usableFromInline
func subscriptionLocation(_ file: StaticString, _ line: UInt) -> String? {
    #if DEBUG
        return "\(file):\(line)"
    #else
        return nil
    #endif
}

/// Hands the error that ended a `subscribe(onNext:onError:onCompleted:)` subscription to its
/// `onError`, or, without one, to ``Hooks/defaultErrorHandler`` with `location`. Shared by every
/// closure-holding subscription (`SubscribeClosures.end(with:)`, the solo subscriber of a
/// `PublishSubject`), so that all report an unhandled error alike.
@inlinable
func deliverSubscriptionError(
    _ error: any Error,
    to onError: ((any Error) -> Void)?,
    location: @autoclosure () -> String?
) {
    if let onError {
        onError(error)
    } else {
        Hooks.reportUnhandledSubscriptionError(error, location: location())
    }
}
