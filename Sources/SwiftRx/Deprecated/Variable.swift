/// A mutable value that can be observed: setting ``value`` sends it to the observers of
/// ``asObservable()``, and each new observer first receives the current value.
///
/// The RxSwift 3 wrapper around a ``BehaviorSubject``, kept so that code written for it compiles;
/// new code uses ``BehaviorRelay`` (`accept(_:)` instead of assigning `value`). Setting ``value``
/// makes it the current value and sends it to every current observer, on the setting thread. The
/// sequence of ``asObservable()`` never errors, and it completes when the `Variable` is
/// deallocated: observers still subscribed receive `completed` then, and an observer that
/// subscribes later (through an observable it kept) receives only `completed`. Set the value
/// serially, as a subject's events are sent; in debug builds overlapping sets are reported through
/// ``Hooks``. Reading ``value`` is safe from any thread.
///
/// ```
/// variable (value: 0):  --1--2--3--x     (x: the variable is deallocated)
/// observer A (at 0):    0-1--2--3--|
/// observer B (after 2):       2-3--|
/// ```
@available(*, deprecated, message: "Use BehaviorRelay: accept(_:) sets the value; it never completes.")
public final class Variable<Element> {
    /// Holds the current value and the observers. It is never handed out as a subject, never
    /// errors, and completes only in `deinit`; it guards its own state.
    private let subject: BehaviorSubject<Element>

    /// Makes a variable whose current value is `value`.
    ///
    /// - Parameter value: The value new observers receive until the first one is set.
    public init(_ value: Element) {
        subject = BehaviorSubject(value: value, diagnosticName: "Variable", location: nil)
    }

    /// The current value: the initial one or the last one set. Setting it sends the new value to
    /// every observer of ``asObservable()``, on the setting thread, before the setter returns.
    public var value: Element {
        get {
            // The subject is private and receives neither `error` nor `dispose()`, and `completed`
            // only when no getter can run any more, so `value()` cannot throw.
            try! subject.value()
        }
        set {
            subject.onNext(newValue)
        }
    }

    /// The variable's values as an ``Observable``: the current value at once, then every value set
    /// later, and `completed` when the variable is deallocated.
    ///
    /// The observable does not keep the variable alive.
    ///
    /// ```
    /// variable (value: 0):   --1--2--x
    /// asObservable():        0-1--2--|
    /// ```
    ///
    /// - Returns: The sequence of the variable's values.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    deinit {
        subject.onCompleted()
    }
}

// The variable only holds its subject, which guards its own state.
@available(*, deprecated, message: "Use BehaviorRelay: accept(_:) sets the value; it never completes.")
extension Variable: Sendable where Element: Sendable {}
