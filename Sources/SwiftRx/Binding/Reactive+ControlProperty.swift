extension Reactive where Base: AnyObject & Sendable {
    /// Builds a ``ControlProperty`` for a property of a main-actor control: the platform-neutral
    /// form of the `controlProperty(editingEvents:getter:setter:)` that RxCocoa gives UIKit
    /// controls.
    ///
    /// Subscribing reads the property with `getter` on the main actor at once, then again after
    /// every event of `editingEvents` (the control's "value changed" signal, however your control
    /// exposes it). Each read happens on the main thread, in order. The values complete once the
    /// control is deallocated (it is held weakly) or `editingEvents` completes. Binding values into
    /// the property calls `setter` on the main actor, through a ``Binder``.
    ///
    /// ```swift
    /// @MainActor final class TextField {
    ///     var text = ""
    ///     let edited = PublishRelay<Void>()
    /// }
    /// extension Reactive where Base == TextField {
    ///     @MainActor var text: ControlProperty<String> {
    ///         controlProperty(editingEvents: base.edited, getter: { $0.text }, setter: { $0.text = $1 })
    ///     }
    /// }
    /// ```
    ///
    /// ```
    /// editingEvents:   -----e-----e---
    /// values:          t0---t1----t2--    (getter read at subscription and after each event)
    /// ```
    ///
    /// - Parameters:
    ///   - editingEvents: The events after which the property may have changed.
    ///   - getter: Reads the property; runs on the main actor.
    ///   - setter: Writes the property; runs on the main actor.
    /// - Returns: The property as a sequence of values and a binding target.
    public func controlProperty<PropertyType: Sendable, Events: ObservableConvertibleType>(
        editingEvents: Events,
        getter: @escaping @MainActor (Base) -> PropertyType,
        setter: @escaping @MainActor (Base, PropertyType) -> Void
    ) -> ControlProperty<PropertyType> where Events.Element: Sendable {
        let weakBase = WeakBox(base)
        let reads = Observable<Void>.just(())
            .concat(editingEvents.asObservable().map { _ in () })
            .observe(on: MainScheduler.instance)
            .asObservable()
            .take(while: { _ in weakBase.value != nil })
            .compactMap { _ -> PropertyType? in
                // Delivered by the main scheduler, on the main thread.
                MainActor.assumeIsolated { weakBase.value.map(getter) }
            }
        return ControlProperty(values: reads, valueSink: Binder(base, binding: setter))
    }
}
