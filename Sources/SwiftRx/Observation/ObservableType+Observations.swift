import Observation

extension ObservableType where Element: Sendable {
    /// An observable of a value computed from `@Observable` models: the value of `read` at once, then
    /// its new value each time a property it read changes.
    ///
    /// `read` runs on the main actor, inside `withObservationTracking`, so every observable property
    /// it touches (of any number of models) is tracked:
    ///
    /// ```swift
    /// Observable.observations { cart.total - wallet.discount }
    ///     .subscribe(onNext: { [weak self] amount in self?.label = "\(amount)" })
    /// ```
    ///
    /// The contract of each subscription:
    /// - **First value.** `read`'s value is emitted at once when the subscription is made on the main
    ///   actor; subscribed on another thread, the subscription first hops to the main queue and emits
    ///   there.
    /// - **Changes.** A change to a property `read` touched announces itself before it is made
    ///   (`withObservationTracking` reports `willSet`), so the new value is read on a later turn of
    ///   the main queue, once the change is done; `read` then runs again, tracking afresh (it may
    ///   touch other properties this time), and its value is emitted. A value is never one from
    ///   before the change that caused it, nor older than one already emitted.
    /// - **Coalescing.** Several changes made in one main-actor turn (one function, one event
    ///   handler) give one element: the value after the last of them. Every refresh emits, even when
    ///   the value comes out the same as before; add `distinctUntilChanged()` to drop repeats.
    /// - **Threads.** Every element arrives on the main actor. Change the properties `read` uses on
    ///   the main actor too, as a `@MainActor` model does: a change made on another thread is read
    ///   on the main queue without waiting for that thread to finish it.
    /// - **End.** It never completes or fails by itself. Disposing the subscription stops the
    ///   tracking and releases `read` with what it captured (at once when disposed on the main
    ///   queue, on its next turn otherwise); nothing is emitted after the disposal.
    ///
    /// The result is the sequence `observe(on: MainScheduler.instance)` returns, so the closures
    /// given to `subscribe`, `bind` and `do` may use main-actor state, and `asDriver()` applies.
    ///
    /// ```
    /// model.count:       0 ---- 1 ---- (2, 3 in one turn) ---- 4
    /// observations:      0 ----- 1 ----------------- 3 ------------ 4
    /// ```
    ///
    /// - Parameter read: Computes the value from observable properties; runs on the main actor, once
    ///   per subscription and then once per refresh.
    /// - Returns: The values of `read`, delivered on the main actor.
    public static func observations(
        _ read: @escaping @MainActor () -> Element
    ) -> MainActorObservable<Element> {
        MainActorObservable(
            Observable<Element>.create { observer in
                let tracker = ObservationTracker<Element>(
                    read: { Optional(read()) },
                    isGone: { false },
                    observer: observer
                )
                tracker.start()
                return Disposables.create { tracker.stop() }
            }
        )
    }
}
