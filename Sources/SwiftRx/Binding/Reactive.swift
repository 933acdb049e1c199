/// The namespace for reactive extensions of a type: `label.rx.text`, `button.rx.tap`.
///
/// Add members to it with a constrained extension, `extension Reactive where Base: Label { ... }`,
/// and reach them through the `rx` property that ``ReactiveCompatible`` gives every conforming type.
/// For class bases, every writable property is also available as a ``Binder`` through dynamic member
/// lookup: `label.rx.text` binds `label.text` when no explicit `text` member is declared.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions act on.
    public let base: Base

    /// Wraps `base` so that reactive extensions can be called on it.
    ///
    /// - Parameter base: The value the extensions act on.
    public init(_ base: Base) {
        self.base = base
    }

    /// A ``Binder`` that sets the property at `keyPath` of ``base`` to each value it receives.
    ///
    /// The binder holds ``base`` weakly and sets the property on the main actor, through
    /// ``MainScheduler``; once ``base`` is deallocated the values are dropped.
    ///
    /// - Parameter keyPath: A writable property of ``base``.
    /// - Returns: A binder for that property.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        // A key path is an immutable value; it is only read, on the main actor.
        let path = UncheckedBox(keyPath)
        return Binder(base) { base, value in
            base[keyPath: path.value] = value
        }
    }
}

extension Reactive: Sendable where Base: Sendable {}
