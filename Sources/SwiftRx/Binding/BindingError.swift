/// What ``Hooks/defaultErrorHandler`` receives when an error reaches a binding: a ``Binder``, a
/// ``ControlProperty``, `bind(onNext:)` or a `ControlEvent` turned into a driver. Those cannot
/// handle errors, so an error there is a programming mistake; it is reported instead of stopping the
/// program.
struct BindingError: Error, CustomStringConvertible, Sendable {
    let target: String
    let underlying: any Error

    var description: String {
        "SwiftRx binding error: \(target) received the error \(underlying). Bindings cannot handle "
            + "errors, so the error was dropped. Handle it before binding, e.g. with catchAndReturn(_:), "
            + "asDriver(onErrorJustReturn:) or asInfallible(onErrorJustReturn:)."
    }
}
