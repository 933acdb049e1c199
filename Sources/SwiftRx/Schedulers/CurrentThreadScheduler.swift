import Foundation
import Synchronization

/// Runs work on the current thread, after the work it is already running: a trampoline.
///
/// The first `schedule` on a thread runs its action at once and then drains, in order, everything
/// scheduled while it ran. Nested `schedule` calls therefore queue instead of recursing, which is what
/// keeps deep and recursive subscription chains from growing the stack. `Producer.subscribe` uses it
/// for every subscription made outside a running trampoline.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// `true` when nothing is being run by the trampoline on this thread, so `schedule` would run
    /// its action at once.
    public static var isScheduleRequired: Bool {
        @inline(__always) get { !Trampoline.current.isRunning }
    }

    /// Runs `action` now if the trampoline is idle on this thread, otherwise queues it to run after
    /// the current work.
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = TrampolineItem { action(state) }
            trampoline.queue.append(item)
            return item
        }
        trampoline.isRunning = true
        let disposable = action(state)
        trampoline.drainAndStop()
        return disposable
    }

    /// How many subscriptions may nest on one thread before further ones are queued.
    static let maximumSubscriptionDepth = 256
}

/// Subscribes `observer` to `producer` on the current-thread trampoline (see `Producer._subscribe`).
/// A free function rather than a static method of ``CurrentThreadScheduler``: a class's static
/// method receives the class's metadata, an accessor call per subscription.
@usableFromInline
@inline(__always)
func subscribeOnTrampoline<Element>(
    _ producer: Producer<Element>,
    _ observer: __owned @escaping Downstream<Element>
) -> any Disposable {
    // The thread owns its trampoline until it exits, so it is borrowed here without a retain. The
    // closures that borrow it do not capture `observer`, so that it moves into `run` instead of
    // being copied.
    let trampoline = Trampoline.currentUnmanaged
    let step = trampoline._withUnsafeGuaranteedRef { $0.enterSubscription(to: producer, running: "run(observer)") }
    switch step {
    case .outermost:
        // `consume` ends the observer's lifetime at the call: without it the observer would be
        // kept across `drainAndStop()`, which costs a retain and a release.
        let disposable = producer.run(producer, consume observer)
        trampoline._withUnsafeGuaranteedRef { $0.drainAndStop() }
        return disposable
    case .nested:
        let disposable = producer.run(producer, consume observer)
        trampoline._withUnsafeGuaranteedRef { $0.depth -= 1 }
        return disposable
    case .queued:
        break
    }
    let item = TrampolineItem { producer.run(producer, observer) }
    trampoline._withUnsafeGuaranteedRef { $0.queue.append(item) }
    return item
}

/// How a subscription made outside a producer's `run` goes through the current-thread trampoline,
/// as ``subscribeOnTrampoline(_:_:)`` does for a producer: what ``enterSubscriptionTrampoline(_:)``
/// decided, and the thread's trampoline, which ``leaveSubscriptionTrampoline(_:)`` then needs not
/// look up again.
@usableFromInline
struct SubscriptionTrampolineEntry {
    /// `true` when subscriptions nest too deeply on this thread: the caller hands its subscription to
    /// ``queueOnSubscriptionTrampoline(_:)`` instead of making it now.
    @usableFromInline
    let isQueued: Bool
    /// Whether this subscription started the trampoline, which then runs what was queued meanwhile.
    @usableFromInline
    let isOutermost: Bool
    /// The thread's `Trampoline`, unretained: the thread owns it until it exits.
    @usableFromInline
    let trampoline: UnsafeMutableRawPointer
}

/// Starts a subscription to `producer` that its caller makes itself (rather than through the
/// producer's `run`) on the current-thread trampoline: marks the trampoline running, or counts the
/// nesting depth, exactly as ``subscribeOnTrampoline(_:_:)`` does. Unless the entry says it is
/// queued, the caller subscribes and then calls ``leaveSubscriptionTrampoline(_:)``.
@usableFromInline
func enterSubscriptionTrampoline(_ producer: AnyObject) -> SubscriptionTrampolineEntry {
    let trampoline = Trampoline.currentUnmanaged
    let step = trampoline._withUnsafeGuaranteedRef {
        $0.enterSubscription(to: producer, running: "your closures, without a separate observer")
    }
    return SubscriptionTrampolineEntry(
        isQueued: step == .queued, isOutermost: step == .outermost, trampoline: trampoline.toOpaque())
}

/// Ends a subscription started with ``enterSubscriptionTrampoline(_:)``: the outermost one runs what
/// was queued meanwhile; a nested one gives its depth back.
@usableFromInline
func leaveSubscriptionTrampoline(_ entry: SubscriptionTrampolineEntry) {
    Unmanaged<Trampoline>.fromOpaque(entry.trampoline)._withUnsafeGuaranteedRef { trampoline in
        if entry.isOutermost {
            trampoline.drainAndStop()
        } else {
            trampoline.depth -= 1
        }
    }
}

/// Queues `subscribe` on the current-thread trampoline, for a subscription whose
/// ``enterSubscriptionTrampoline(_:)`` entry ``SubscriptionTrampolineEntry/isQueued``.
/// - Returns: A disposable that cancels the subscription if it has not started yet, and disposes
///   what `subscribe` returned once it has.
@usableFromInline
func queueOnSubscriptionTrampoline(_ subscribe: @escaping () -> any Disposable) -> any Disposable {
    let item = TrampolineItem(subscribe)
    Trampoline.current.queue.append(item)
    return item
}

/// One queued trampoline action; disposing it before it runs cancels it.
private final class TrampolineItem: Disposable, @unchecked Sendable {
    // `action` is read and cleared only on the trampoline's own thread; `disposed` is atomic.
    private var action: (() -> any Disposable)?
    private let disposed = Atomic<Bool>(false)
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> any Disposable) {
        self.action = action
    }

    func run() {
        guard let action else { return }
        self.action = nil
        if disposed.load(ordering: .acquiring) { return }
        result.setDisposable(action())
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        result.dispose()
    }
}

/// The per-thread trampoline state, kept in thread-local storage.
private final class Trampoline {
    // Thread-confined: only the thread that owns it (through the thread-local key) touches it.
    /// The `file:line` of the `subscribe` call running on this thread (debug builds set it).
    @exclusivity(unchecked) var subscriptionSite: String?
    #if TRACE_RESOURCES
        /// Whether a subscription listed in `Resources.liveSubscriptions` is being made on this thread.
        @exclusivity(unchecked) var tracksLiveSubscription = false
    #endif
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var queue: [TrampolineItem] = []
    @exclusivity(unchecked) var head = 0

    /// The thread-local key plus one, or 0 until the first trampoline is made. An atomic rather than
    /// a lazily initialized `static let`: the atomic is initialized statically, so reading it is one
    /// load, where a lazy global goes through `swift_once` on every subscription.
    private static let keyPlusOne = Atomic<Int>(0)

    private static var key: pthread_key_t {
        let stored = keyPlusOne.load(ordering: .acquiring)
        if stored != 0 { return pthread_key_t(truncatingIfNeeded: stored - 1) }
        return makeKey()
    }

    /// Creates the key; when two threads race, the one whose key is published first wins and the
    /// other deletes its own.
    @inline(never)
    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in releaseTrampoline(pointer) }
        precondition(status == 0, "CurrentThreadScheduler could not create its thread-local key (\(status)).")
        let (published, existing) = keyPlusOne.compareExchange(
            expected: 0, desired: Int(key) + 1, ordering: .acquiringAndReleasing)
        if published { return key }
        pthread_key_delete(key)
        return pthread_key_t(truncatingIfNeeded: existing - 1)
    }

    static var current: Trampoline {
        currentUnmanaged.takeUnretainedValue()
    }

    /// This thread's trampoline, created on first use; the thread-local key holds the +1 reference
    /// and releases it when the thread exits.
    static var currentUnmanaged: Unmanaged<Trampoline> {
        @inline(__always) get {
            // Inlined into every subscription: the lookup, with the thread's first use out of line.
            if let pointer = pthread_getspecific(key) {
                return Unmanaged<Trampoline>.fromOpaque(pointer)
            }
            return makeCurrent()
        }
    }

    /// Makes this thread's trampoline, on its first use.
    @inline(never)
    static func makeCurrent() -> Unmanaged<Trampoline> {
        let trampoline = Unmanaged.passRetained(Trampoline())
        pthread_setspecific(key, trampoline.toOpaque())
        return trampoline
    }

    /// How a subscription runs: as the outermost action, nested in the running one, or queued
    /// behind it because subscriptions already nest too deeply on this thread.
    enum Step {
        case outermost, nested, queued
    }

    /// Traces a subscription to `producer` that runs `what`, then ``enter(maximumDepth:)`` with the
    /// subscriptions' maximum depth.
    @inline(__always)
    func enterSubscription(to producer: AnyObject, running what: StaticString) -> Step {
        tracePipeline(
            "\(traceName(producer)).subscribe → \(what)" + (isRunning ? "" : " [outermost on the trampoline]"))
        return enter(maximumDepth: CurrentThreadScheduler.maximumSubscriptionDepth)
    }

    /// Decides how a subscription runs and records that it started: marks the trampoline running
    /// for the outermost one, counts the depth of a nested one (the caller decrements it after).
    func enter(maximumDepth: Int) -> Step {
        if !isRunning {
            isRunning = true
            return .outermost
        }
        if depth < maximumDepth {
            depth += 1
            return .nested
        }
        return .queued
    }

    /// Runs what was queued while the outermost action ran, in order, then marks the trampoline idle.
    /// Inlined into its callers: most subscriptions queue nothing, and then this is one test and a
    /// store.
    @inline(__always)
    func drainAndStop() {
        if queue.isEmpty {
            isRunning = false
            return
        }
        drainQueuedAndStop()
    }

    /// ``drainAndStop()`` when something was queued.
    @inline(never)
    func drainQueuedAndStop() {
        while head < queue.count {
            depth = 0
            let item = queue[head]
            head += 1
            if head >= 1024, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            item.run()
        }
        isRunning = false
        if !queue.isEmpty {  // most subscriptions queue nothing: leave the empty array untouched
            queue.removeAll(keepingCapacity: queue.capacity <= 64)
            head = 0
        }
    }
}

// The destructor's parameter is optional on some platforms and not on others; overloads pick.
private func releaseTrampoline(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<Trampoline>.fromOpaque(pointer).release()
}

private func releaseTrampoline(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { releaseTrampoline(pointer) }
}

/// Where the subscription being made on this thread was requested, for diagnostics: debug builds of
/// `subscribe(onNext:...)` record their `file:line` while they subscribe, and sinks that check the
/// grammar (such as `create`'s) remember it so their reports can say which chain broke the rules.
@usableFromInline
enum SubscriptionSite {
    /// Records `site` for the subscription starting on this thread; returns the previous one, to be
    /// restored with ``leave(_:)``.
    @usableFromInline
    static func enter(_ site: String) -> String? {
        let trampoline = Trampoline.current
        let previous = trampoline.subscriptionSite
        trampoline.subscriptionSite = site
        return previous
    }

    /// Restores the site that was current before ``enter(_:)``.
    @usableFromInline
    static func leave(_ previous: String?) {
        Trampoline.current.subscriptionSite = previous
    }

    /// The site of the subscription being made on this thread, if one is recorded.
    @usableFromInline
    static var current: String? {
        Trampoline.current.subscriptionSite
    }

    #if TRACE_RESOURCES
        /// Marks a subscription listed in `Resources.liveSubscriptions` as being made on this thread;
        /// `false` when one already is (the new one is part of it). Balanced by ``endTracking()``.
        static func beginTracking() -> Bool {
            let trampoline = Trampoline.current
            if trampoline.tracksLiveSubscription { return false }
            trampoline.tracksLiveSubscription = true
            return true
        }

        /// Ends what a successful ``beginTracking()`` started.
        static func endTracking() {
            Trampoline.current.tracksLiveSubscription = false
        }
    #endif
}
