import Dispatch
import Observation
import Synchronization

/// One subscription of `Observable.observations { ... }` or `model.rx.observe(\.property)`: reads a
/// value on the main actor inside `withObservationTracking`, emits it, and reads and emits again on a later
/// main-actor turn each time a property that the read touched changes.
///
/// `withObservationTracking` calls its `onChange` handler once, from the property's `willSet`, on
/// the thread that makes the change, and then forgets it. So the handler never reads the value
/// itself (it would read the old one): it queues a refresh on the main queue, which runs after the
/// change (and everything else the main actor was doing in that turn) has finished. The refresh reads
/// the current value, tracking again, and emits it. Changes made after the first one of a turn have
/// no handler to call until the refresh re-arms the tracking, so they are all read by that one
/// refresh: several changes in one main-actor turn give one element, the final value.
///
/// Each tracking pass carries a generation number, and only the pass that is still current may
/// refresh: a handler called late, or the release of an old pass, does nothing.
///
/// The source is gone (the observed model was deallocated) when `read` returns `nil`. Such a
/// deallocation makes the model's registrar drop the handler without calling it; the handler's
/// ``ObservationChangeHandler`` notices its own release and asks the tracker to check on the main
/// actor, which completes the sequence if the source is gone.
@MainActor
final class ObservationTracker<Element: Sendable> {
    /// Reads the current value; `nil` once the source is gone. Released when the subscription
    /// ends, with everything it captured.
    private var read: (@MainActor () -> Element?)?
    /// Whether the source is gone, checked when a tracking pass is dropped without a change.
    private var isGone: (@MainActor () -> Bool)?
    /// Receives the values; released when the subscription ends.
    private var observer: AnyObserver<Element>?
    /// The number of the current tracking pass.
    private var generation = 0
    /// Set once by ``stop()``, from any thread, before the state is released on the main actor: a
    /// refresh already queued reads it and emits nothing.
    nonisolated let isStopped = Atomic<Bool>(false)

    nonisolated init(
        read: @escaping @MainActor () -> Element?,
        isGone: @escaping @MainActor () -> Bool,
        observer: AnyObserver<Element>
    ) {
        self.read = read
        self.isGone = isGone
        self.observer = observer
    }

    /// Reads, tracks and emits the first value: at once on the main queue, otherwise on the next
    /// main-queue turn.
    nonisolated func start() {
        onMainActor { tracker in tracker.refresh() }
    }

    /// Ends the subscription: nothing is emitted afterwards, and the read closure and the observer
    /// are released (at once on the main queue, otherwise on the next main-queue turn). A tracking
    /// pass that is still armed stays registered with the model until its next change, which then
    /// does nothing: `withObservationTracking` cannot be cancelled.
    nonisolated func stop() {
        isStopped.store(true, ordering: .releasing)
        onMainActor { tracker in tracker.release() }
    }

    /// Runs `body` with the tracker on the main actor: at once on the main queue, queued on it
    /// otherwise.
    private nonisolated func onMainActor(_ body: @escaping @MainActor (ObservationTracker) -> Void) {
        if MainScheduler.isOnMainQueue {
            MainActor.assumeIsolated { body(self) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body(self) } }
        }
    }

    /// A change was announced to the pass `pass`: refresh if it is still the current one.
    func changed(pass: Int) {
        guard pass == generation else { return }
        refresh()
    }

    /// The pass `pass` was dropped: complete if it is still the current one and the source is gone.
    func dropped(pass: Int) {
        guard pass == generation, !isStopped.load(ordering: .acquiring), let isGone, isGone() else { return }
        complete()
    }

    /// Reads the current value in a new tracking pass and emits it, or completes if the source is
    /// gone.
    private func refresh() {
        guard !isStopped.load(ordering: .acquiring), let read else { return }
        generation &+= 1
        let handler = ObservationChangeHandler(tracker: self, pass: generation)
        let value = withObservationTracking {
            read()
        } onChange: {
            handler.changed()
        }
        guard let value else {
            complete()
            return
        }
        observer?.onNext(value)
    }

    private func complete() {
        let observer = self.observer
        release()
        observer?.onCompleted()
    }

    private func release() {
        generation &+= 1
        read = nil
        isGone = nil
        observer = nil
    }
}

/// The `onChange` handler of one tracking pass, as an object so that it notices when the model's
/// registrar drops it without a change (the model was deallocated). It holds the tracker weakly: a
/// pass left armed after the subscription ended keeps nothing alive.
final class ObservationChangeHandler<Element: Sendable>: Sendable {
    private let tracker: WeakBox<ObservationTracker<Element>>
    private let pass: Int

    init(tracker: ObservationTracker<Element>, pass: Int) {
        self.tracker = WeakBox(tracker)
        self.pass = pass
    }

    /// Called from `willSet`, on the thread that changes the property: the refresh waits for the
    /// main queue, by which time the change is made.
    func changed() {
        let tracker = self.tracker
        let pass = self.pass
        DispatchQueue.main.async {
            MainActor.assumeIsolated { tracker.value?.changed(pass: pass) }
        }
    }

    deinit {
        let tracker = self.tracker
        let pass = self.pass
        DispatchQueue.main.async {
            MainActor.assumeIsolated { tracker.value?.dropped(pass: pass) }
        }
    }
}
