import Observation

extension Reactive where Base: AnyObject & Observation.Observable & Sendable {
    /// An observable of the property at `keyPath` of an `@Observable` model: its value at once, then
    /// its new value after each change.
    ///
    /// The key-path form of ``ObservableType/observations(_:)``, with the same contract (first value
    /// at once, changes read on a later main-actor turn, several changes in one turn coalesced into
    /// the final value, every element on the main actor), and two differences:
    /// - it holds the model weakly: the subscription does not keep the model alive;
    /// - it completes when the model is deallocated (detected when the model's registrar drops the
    ///   tracking, so the key path must read a tracked property).
    ///
    /// Its name follows the KVO-based `rx.observe` of RxCocoa. This form is for a `Sendable` model,
    /// such as a `@MainActor @Observable` class; a model that is not `Sendable` is observed from the
    /// main actor (see ``Reactive/observe(_:)-4yzx``).
    ///
    /// ```swift
    /// @MainActor @Observable final class Player: ReactiveCompatible { var score = 0 }
    ///
    /// player.rx.observe(\.score)
    ///     .map { "\($0) points" }
    ///     .bind(to: scoreLabel.rx.text)
    /// ```
    ///
    /// ```
    /// player.score:          0 ---- 1 ---- 2 ---- (deallocated)
    /// rx.observe(\.score):   0 ----- 1 ----- 2 -------------- |
    /// ```
    ///
    /// - Parameter keyPath: The property to observe; read on the main actor.
    /// - Returns: The property's values, delivered on the main actor.
    public func observe<Value: Sendable>(_ keyPath: KeyPath<Base, Value>) -> MainActorObservable<Value> {
        observeModel(WeakBox(base), keyPath)
    }
}

extension Reactive where Base: AnyObject & Observation.Observable {
    /// An observable of the property at `keyPath` of an `@Observable` model that is not `Sendable`,
    /// made on the main actor: its value at once, then its new value after each change.
    ///
    /// The same contract as ``Reactive/observe(_:)-8i3gl``: first value at once,
    /// changes read on a later main-actor turn and coalesced per turn, every element on the main
    /// actor, the model held weakly, completion when it is deallocated. Such a model (a plain
    /// `@Observable` class) can only be read safely where it lives; the observable reads it on the
    /// main actor, so it is made there, and the model belongs to the main actor from then on.
    ///
    /// ```
    /// model.name:          "a" ---- "b" ---- (deallocated)
    /// rx.observe(\.name):  "a" ----- "b" -------------- |
    /// ```
    ///
    /// - Parameter keyPath: The property to observe; read on the main actor.
    /// - Returns: The property's values, delivered on the main actor.
    @MainActor
    public func observe<Value: Sendable>(_ keyPath: KeyPath<Base, Value>) -> MainActorObservable<Value> {
        observeModel(WeakBox(base), keyPath)
    }
}

/// The observable of `rx.observe`: reads `keyPath` of the weakly held model on the main actor.
private func observeModel<Model: AnyObject & Observation.Observable, Value: Sendable>(
    _ model: WeakBox<Model>,
    _ keyPath: KeyPath<Model, Value>
) -> MainActorObservable<Value> {
    // A key path is an immutable value; it is only applied, to the model, on the main actor.
    let path = UncheckedBox(keyPath)
    return MainActorObservable(
        Observable<Value>.create { observer in
            let tracker = ObservationTracker<Value>(
                read: { model.value.map { $0[keyPath: path.value] } },
                isGone: { model.value == nil },
                observer: observer
            )
            tracker.start()
            return Disposables.create { tracker.stop() }
        }
    )
}
