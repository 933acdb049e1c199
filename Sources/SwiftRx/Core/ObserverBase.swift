import Synchronization

/// An observer that enforces the grammar: after a terminal event nothing more reaches ``onCore(_:)``.
///
/// `on` is final and inlinable; when the concrete subclass is known (as it is in the closures
/// `subscribe` builds) the call to `onCore` is devirtualized and inlined.
@usableFromInline
class ObserverBase<Element>: ObserverType, @unchecked Sendable {
    // `stopped` is atomic; subclasses document their own fields.

    @usableFromInline
    let stopped = Atomic<Bool>(false)

    @inlinable
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Delivers `event` to ``onCore(_:)`` unless a terminal event was already delivered.
    @inlinable
    final func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
            onCore(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            onCore(event)
        }
    }

    /// Handles an event that passed the grammar check.
    @usableFromInline
    func onCore(_ event: Event<Element>) {
        preconditionFailure("ObserverBase is abstract; \(type(of: self)) must override onCore.")
    }
}

/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` builds: it calls the user's
/// closures and is also the subscription it returns.
///
/// Disposing it (or a terminal event) disposes the upstream subscription and then calls `onDisposed`,
/// exactly once. An error with no `onError` closure goes to ``Hooks/defaultErrorHandler``.
@usableFromInline
final class AnonymousObserver<Element>: ObserverBase<Element>, Cancelable, @unchecked Sendable {
    // The closures are immutable; `stopped` is atomic; `upstream` is a lock-free slot.

    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((any Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    @usableFromInline
    let onDisposed: (() -> Void)?
    @usableFromInline
    let file: StaticString
    @usableFromInline
    let line: UInt
    @usableFromInline
    let upstream = UpstreamSlot()

    @inlinable
    init(
        onNext: ((Element) -> Void)?,
        onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        file: StaticString,
        line: UInt
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        self.file = file
        self.line = line
        super.init()
        tracePipeline("subscribe: your closures are wrapped in \(traceName(self))")
    }

    /// The entry point `subscribe` registers: an element goes to `onNext` right after the stopped
    /// check, without the virtual call through ``ObserverBase/onCore(_:)``; terminal events take the
    /// grammar-checked path of ``ObserverBase/on(_:)``.
    @inlinable
    final func deliver(_ event: Event<Element>) {
        guard case .next(let value) = event else {
            on(event)
            return
        }
        if stopped.load(ordering: .relaxed) { return }
        tracePipeline("\(traceName(self)).on(\(event)): calling your onNext")
        onNext?(value)
    }

    @inlinable
    override func onCore(_ event: Event<Element>) {
        tracePipeline("\(traceName(self)).on(\(event)): grammar checked, calling your closure")
        switch event {
        case .next(let value):
            onNext?(value)
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.reportUnhandledError(error, location: location)
            }
            release()
        case .completed:
            onCompleted?()
            release()
        }
    }

    /// Where the subscription was made: `file:line` in debug builds, `nil` in release builds.
    @usableFromInline
    var location: String? {
        #if DEBUG
            return "\(file):\(line)"
        #else
            return nil
        #endif
    }

    @inlinable
    var isDisposed: Bool {
        stopped.load(ordering: .relaxed)
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
        upstream.set(source._subscribe { [self] event in deliver(event) })
    }

    /// ``deliver(_:)`` as a closure that holds the observer, for a subject that keeps the observer
    /// as its own entry (see `Observable._subscribe(anonymous:)`).
    @inlinable
    __consuming func entryPoint() -> Downstream<Element> {
        { [self] event in deliver(event) }
    }

    /// Called by a subject that kept this observer as its own entry when it removes the entry because
    /// the user disposed the subscription: from then on no element reaches `onNext`, as after
    /// ``dispose()``. Only used for observers without `onDisposed`, which has nothing to run here.
    @inlinable
    func removedBySubject() {
        stopped.store(true, ordering: .releasing)
    }

    @inlinable
    func dispose() {
        stopped.store(true, ordering: .releasing)
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
