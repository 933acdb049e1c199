import Foundation

/// A type with reactive extensions: it gets an `rx` property (on instances and on the type) that
/// returns a ``Reactive`` wrapper, where extensions such as `rx.text` or `rx.tap` live.
///
/// Conform with an empty extension, `extension Label: ReactiveCompatible {}`; the default
/// implementations provide both `rx` properties.
public protocol ReactiveCompatible {
    /// The type the reactive extensions act on; `Self` with the default implementation.
    associatedtype ReactiveBase

    /// The reactive extensions of the type (static members of ``Reactive``).
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type. Setting it does nothing; the setter only exists so that
    /// mutating extensions can be called through `rx`.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The reactive extensions of this value, wrapping `self`. Setting it does nothing; the setter
    /// only exists so that mutating extensions can be called through `rx`.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

/// Every Foundation object gets `.rx`, as with RxSwift, so that extensions on `Reactive where Base:
/// SomeNSObjectSubclass` work unchanged.
extension NSObject: ReactiveCompatible {}
